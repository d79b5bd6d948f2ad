// The training benchmark: `npm run build && node bench/train-bench.mjs [--batch 256] [--seconds 10]
// [--backend wasm|cpu]`. Prints training samples per second for the real network shape (wasm backend,
// one thread) and the dataset's write/read speed. For a strict one-core figure: `taskset -c 0 node ...`.
import { runTrainBench } from '../dist/train/trainBench.js';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const result = await runTrainBench({
  batchSize: Number(opt('batch', 256)),
  seconds: Number(opt('seconds', 10)),
  backend: opt('backend', 'wasm'),
});
console.log(JSON.stringify(result));
