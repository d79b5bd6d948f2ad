// Rows labelled by Hard's search (src/train/searchLabels.ts), for fine-tuning the shipped networks:
// `npm run build && node scripts/search-labels.mjs --out runs/labels --batches 400 [--worker 0 --workers 2]`.
// Batch b (5 games, seeds from --seed and b) goes to OUT/data/shard-<b>.bin, written whole, and its
// rows' game results to OUT/results/<b>.json; a batch whose shard exists is skipped, so the job
// resumes where it stopped. Run one process per core with --worker 0..K-1 --workers K.
// Options: --model FILE (default models/current.ssnn: the levels' judge, the first network plays),
// --sims N (400), --every N (4), --games-per-batch N (5), --seed S (1).
import fs from 'node:fs';
import path from 'node:path';
import { parseWeightSet } from '../dist/net/weights.js';
import { NetEvaluator } from '../dist/net/evaluator.js';
import { evaluatorFromWeightSet } from '../dist/ai/modelFile.js';
import { levelSearch } from '../dist/ai/mixedEvaluator.js';
import { networkChoice } from '../dist/ai/rolloutPolicy.js';
import { encodeShard, shardName } from '../dist/train/dataset.js';
import { writeFileAtomic } from '../dist/train/atomicFile.js';
import { labelGame } from '../dist/train/searchLabels.js';
import { DEFAULT_MODEL } from '../dist/train/model.js';
import { flag } from '../bench/searchBench.mjs';

const out = flag('--out', 'runs/labels');
const batches = Number(flag('--batches', 400)), worker = Number(flag('--worker', 0)), workers = Number(flag('--workers', 1));
const gamesPerBatch = Number(flag('--games-per-batch', 5)), seed = Number(flag('--seed', 1));
const set = parseWeightSet(new Uint8Array(fs.readFileSync(flag('--model', DEFAULT_MODEL))));
if ('error' in set) throw new Error(set.error);
const opts = {
  search: levelSearch(evaluatorFromWeightSet(set)),
  simulations: Number(flag('--sims', 400)),
  play: networkChoice(new NetEvaluator(set[0])),
  every: Number(flag('--every', 4)),
};

const t0 = performance.now();
let done = 0, rows = 0;
for (let b = worker; b < batches; b += workers) {
  const shard = path.join(out, 'data', shardName(b));
  if (fs.existsSync(shard)) continue;
  const batchRows = [], results = [];
  for (let g = 0; g < gamesPerBatch; g++) {
    const game = labelGame(seed * 1_000_003 + b * gamesPerBatch + g, opts);
    batchRows.push(...game.rows);
    results.push(...game.results);
  }
  // The results first: a shard never exists without them.
  writeFileAtomic(path.join(out, 'results', `${b}.json`), new TextEncoder().encode(JSON.stringify(results)));
  writeFileAtomic(shard, encodeShard(batchRows));
  done++;
  rows += batchRows.length;
  const s = (performance.now() - t0) / 1000;
  process.stdout.write(`batch ${b}: ${batchRows.length} rows; ${done} batches, ${rows} rows in ${s.toFixed(0)} s (${(rows / s).toFixed(1)} rows/s)\n`);
}
