// Is the network short of capacity? `node bench/capacity.mjs` after `npm run build`. Trains networks
// of each shape "H1-H2" from a random start (He initialisation) on the same replay window (the newest
// --window rows of shards 0..--until), Adam at --lr for the first two thirds of --steps and a tenth of
// it after, and prints their losses on the held-out rows (the shards after --until, games none of them
// trained on) every --every steps, beside those of the run's network (--reference). If the wider
// network ends clearly lower, capacity limits the policy; if both end alike, the data does.
// Options: --run DIR, --until K (default 23), --window N (default 400000), --shapes "256-128,512-256",
// --steps N (default 15000), --every N (default 5000), --lr X (default 5e-4), --reference FILE.
import path from 'node:path';
import { listShards } from '../dist/train/dataset.js';
import { initBackend } from '../dist/train/backend.js';
import { readWeights } from '../dist/train/model.js';
import { randomWeights } from '../dist/net/weights.js';
import { disposeModel, evaluateLosses, initFromWeights, train } from '../dist/train/trainer.js';
import { flag, readRows } from './searchBench.mjs';

const shards = listShards(path.join(flag('--run', 'runs/main'), 'data'));
const until = Number(flag('--until', 23));
const windowRows = Number(flag('--window', 400_000));
const steps = Number(flag('--steps', 15_000));
const every = Number(flag('--every', 5_000));
const lr = Number(flag('--lr', 5e-4));
const trainable = readRows(shards.slice(0, until + 1));
const window = trainable.slice(Math.max(0, trainable.length - windowRows));
const heldOut = readRows(shards.slice(until + 1, until + 6));
if (heldOut.length === 0) throw new Error(`no shards after ${until}: nothing held out`);
await initBackend('wasm');
console.log(`window ${window.length} rows (shards up to ${until}), ${heldOut.length} held-out rows`);
const show = (what, l) => console.log(`${what}: held-out policy ${l.policy.toFixed(4)} value ${l.value.toFixed(4)} round ${l.round.toFixed(4)}`);

const refFile = flag('--reference', 'runs/main/weights/iter-0195.ssnn');
const ref = readWeights(refFile);
if ('error' in ref) throw new Error(ref.error);
const refModel = initFromWeights(ref);
show(`the run's network (${refFile})`, evaluateLosses(refModel, heldOut));
disposeModel(refModel);

for (const shape of flag('--shapes', '256-128,512-256').split(',')) {
  const [h1, h2] = shape.split('-').map(Number);
  const model = initFromWeights(randomWeights(1, { hidden1: h1, hidden2: h2, meta: { experiment: 'capacity' } }), { lr });
  const t0 = Date.now();
  for (let done = 0; done < steps; done += every) {
    const n = Math.min(every, steps - done);
    train(model, window, { steps: n, batchSize: 256, lr: done < (2 * steps) / 3 ? lr : lr / 10, seed: 1 + done });
    show(`${shape}, ${done + n} steps (${((Date.now() - t0) / 1000).toFixed(0)} s)`, evaluateLosses(model, heldOut));
  }
  disposeModel(model);
}
