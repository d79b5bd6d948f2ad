// What the replay window and the training steps per iteration are worth: `node bench/replay-window.mjs`
// after `npm run build`. From one network (--start, default runs/main/weights/iter-0194.ssnn) with a
// fresh Adam at the run's learning rate, trains each variant "ROWS:STEPS" (a window of the newest ROWS
// rows of shards 0..--until, then STEPS steps of batch 256) and prints its losses on the held-out rows
// (the shards after --until: games none of the variants trained on, played by a later network).
// The default --until 23 / held-out 24.. is iteration 195's window / iteration 196's games in the
// run of session 17. Figures, not assertions.
// Options: --run DIR, --start FILE, --until K, --variants "400000:2400,800000:4800", --lr X.
import path from 'node:path';
import { listShards } from '../dist/train/dataset.js';
import { initBackend } from '../dist/train/backend.js';
import { readWeights } from '../dist/train/model.js';
import { disposeModel, evaluateLosses, initFromWeights, train } from '../dist/train/trainer.js';
import { flag, readRows } from './searchBench.mjs';

const shards = listShards(path.join(flag('--run', 'runs/main'), 'data'));
const until = Number(flag('--until', 23));
const lr = Number(flag('--lr', 1e-4));
const variants = flag('--variants', '0:0,400000:2400,400000:4800,800000:2400,800000:4800')
  .split(',').map((v) => v.split(':').map(Number));
const trainable = readRows(shards.slice(0, until + 1));
const heldOut = readRows(shards.slice(until + 1));
if (heldOut.length === 0) throw new Error(`no shards after ${until}: nothing held out`);
await initBackend('wasm');
const start = readWeights(flag('--start', 'runs/main/weights/iter-0194.ssnn'));
if ('error' in start) throw new Error(start.error);
console.log(`${trainable.length} trainable rows (shards 0-${until}), ${heldOut.length} held-out rows (${shards.length - until - 1} shards)`);
for (const [windowRows, steps] of variants) {
  const model = initFromWeights(start, { lr });
  const window = trainable.slice(Math.max(0, trainable.length - windowRows));
  const t0 = Date.now();
  if (steps > 0) train(model, window, { steps, batchSize: 256, lr, seed: 1 });
  const l = evaluateLosses(model, heldOut);
  console.log(`window ${window.length} rows, ${steps} steps (${((Date.now() - t0) / 1000).toFixed(0)} s): held-out policy ${l.policy.toFixed(4)} value ${l.value.toFixed(4)} round ${l.round.toFixed(4)}`);
  disposeModel(model);
}
