// Fine-tunes each network of a model file on rows labelled by Hard's search (scripts/search-labels.mjs)
// and writes them back as one file: `npm run build && node scripts/finetune-labels.mjs --labels
// runs/labels --out runs/labels/ft.ssnn [--steps 600] [--lr 0.0001] [--mirror] [--model FILE]
// [--result-weight W]` (the value target: (1 - W) × the search's value + W × the seat's game result).
// Every tenth batch (index % 10 === 9) is held out; for each network and for the members' mean it
// prints, on the held-out rows, before and after: the policy's cross-entropy to the search's visits,
// the value's mean squared distance to the search's value, and its Brier score against the seat's
// game result. Figures, not assertions (models/REPORT.md, session 35).
import fs from 'node:fs';
import path from 'node:path';
import { listShards } from '../dist/train/dataset.js';
import { initBackend } from '../dist/train/backend.js';
import { parseWeightSet, serializeWeightSet } from '../dist/net/weights.js';
import { writeFileAtomic } from '../dist/train/atomicFile.js';
import { disposeModel, evaluateLosses, exportWeights, initFromWeights, predictDense, train } from '../dist/train/trainer.js';
import { DEFAULT_MODEL } from '../dist/train/model.js';
import { flag, readRows } from '../bench/searchBench.mjs';

const labels = flag('--labels', 'runs/labels');
const steps = Number(flag('--steps', 600)), lr = Number(flag('--lr', 1e-4)), mirror = process.argv.includes('--mirror');
const outFile = flag('--out', path.join(labels, 'ft.ssnn'));
const set = parseWeightSet(new Uint8Array(fs.readFileSync(flag('--model', DEFAULT_MODEL))));
if ('error' in set) throw new Error(set.error);

const resultWeight = Number(flag('--result-weight', 0));
const batchOf = (file) => Number(/shard-(\d+)/.exec(path.basename(file))[1]);
const isHeldOut = (file) => batchOf(file) % 10 === 9;
/** The rows of the shards and their seats' game results (results/<batch>.json), in the same order. */
function rowsAndResults(files) {
  const rows = readRows(files);
  const results = files.flatMap((f) => JSON.parse(fs.readFileSync(path.join(labels, 'results', `${batchOf(f)}.json`), 'utf8')));
  if (results.length !== rows.length) throw new Error(`${rows.length} rows but ${results.length} results`);
  return { rows, results };
}
const shards = listShards(path.join(labels, 'data'));
const training = rowsAndResults(shards.filter((f) => !isHeldOut(f)));
const trainRows = training.rows.map((r, i) => ({ ...r, value: (1 - resultWeight) * r.value + resultWeight * training.results[i] }));
const { rows: heldOut, results } = rowsAndResults(shards.filter(isHeldOut));
console.log(`${trainRows.length} training rows, ${heldOut.length} held-out rows; ${steps} steps at lr ${lr}${mirror ? ', mirrored rows' : ''}, result weight ${resultWeight}`);

await initBackend('wasm');
const featureCount = set[0].header.featureCount;
const dense = new Float32Array(heldOut.length * featureCount);
heldOut.forEach((r, i) => r.featureIndex.forEach((f, j) => { dense[i * featureCount + f] = r.featureValue[j]; }));
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const valueFigures = (values) => ({
  mseToSearch: +mean(heldOut.map((r, i) => (values[i] - r.value) ** 2)).toFixed(5),
  brierToResult: +mean(results.map((z, i) => (values[i] - z) ** 2)).toFixed(5),
});

const tuned = [], before = [], after = [];
for (const [m, weights] of set.entries()) {
  const model = initFromWeights(weights, { lr });
  const l0 = evaluateLosses(model, heldOut);
  before.push(predictDense(model, dense, heldOut.length).value);
  const t0 = Date.now();
  if (steps > 0) train(model, trainRows, { steps, batchSize: 256, lr, seed: 1 + m, mirrorRows: mirror });
  const l1 = evaluateLosses(model, heldOut);
  after.push(predictDense(model, dense, heldOut.length).value);
  console.log(JSON.stringify({
    member: m, iteration: weights.header.iteration, seconds: Math.round((Date.now() - t0) / 1000),
    policy: [+l0.policy.toFixed(4), +l1.policy.toFixed(4)], value: [valueFigures(before[m]), valueFigures(after[m])],
  }));
  tuned.push(exportWeights(model, { ...weights.header, fineTuned: { on: 'search labels', rows: trainRows.length, steps, lr, mirror, resultWeight, after: weights.header.fineTuned } }));
  disposeModel(model);
}
const meanOf = (vs) => vs[0].map((_, i) => mean(vs.map((v) => v[i])));
console.log(JSON.stringify({ members: set.length, meanBefore: valueFigures(meanOf(before)), meanAfter: valueFigures(meanOf(after)) }));
writeFileAtomic(outFile, serializeWeightSet(tuned));
console.log(`${outFile}: ${tuned.length} fine-tuned networks`);
