// The training benchmark (bench/train-bench.mjs; figures, never assertions): training samples per
// second at a given batch size for the real network shape, on rows encoded from random games (so the
// sparsity and the number of legal actions are the real ones), plus the dataset's write and read
// speed. TensorFlow.js's wasm backend runs on one thread.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ACTION_COUNT } from '../engine/actions.js';
import { applyInPlace, legalActions, newGame } from '../engine/game.js';
import { PHASE } from '../engine/state.js';
import { FEATURE_COUNT, createSparseFeatures, encode } from '../net/encoding.js';
import { randomWeights } from '../net/weights.js';
import { type BackendName, initBackend } from './backend.js';
import { ShardWriter, type TrainingRow, isDatasetError, mulberry32, readDataset, rowFeatures } from './dataset.js';
import { Batch, disposeModel, initFromWeights, train } from './trainer.js';

/** Rows from random two-player games: real features and legal actions, made-up targets. */
export function randomGameRows(count: number, seed = 1): TrainingRow[] {
  const rand = mulberry32(seed);
  const rows: TrainingRow[] = [];
  const f = createSparseFeatures();
  for (let game = 0; rows.length < count; game++) {
    const s = newGame(undefined, seed * 100003 + game);
    while (s.phase !== PHASE.GAME_OVER && rows.length < count) {
      const legal = legalActions(s);
      encode(s, s.current, f);
      const raw = legal.map(() => rand() + 1e-3);
      const sum = raw.reduce((a, b) => a + b, 0);
      rows.push({
        ...rowFeatures(f),
        legal: Uint16Array.from(legal),
        policy: Float32Array.from(raw, (r) => r / sum),
        value: rand() < 0.5 ? 1 : 0,
        round: [rand(), rand()],
        policyTarget: rand() < 0.25, // playout cap randomization: about a quarter are full searches
      });
      applyInPlace(s, legal[Math.floor(rand() * legal.length)]);
    }
  }
  return rows;
}

export interface TrainBenchOptions {
  batchSize?: number;
  /** Seconds of training to time (after a warm-up). */
  seconds?: number;
  backend?: BackendName;
  rows?: number;
  print?: (line: string) => void;
}

export interface TrainBenchResult {
  backend: BackendName;
  batchSize: number;
  steps: number;
  samplesPerSecond: number;
  msPerStep: number;
  batchFillMs: number;
  writeRowsPerSecond: number;
  readRowsPerSecond: number;
}

export async function runTrainBench(opts: TrainBenchOptions = {}): Promise<TrainBenchResult> {
  const print = opts.print ?? ((l: string) => console.log(l));
  const batchSize = opts.batchSize ?? 256;
  const seconds = opts.seconds ?? 10;
  const info = await initBackend(opts.backend);
  print(`backend: ${info.backend}${info.fallbackReason ? ` (${info.fallbackReason})` : ''}`);

  const t0 = performance.now();
  const rows = randomGameRows(opts.rows ?? 20000, 7);
  const nnz = rows.reduce((a, r) => a + r.featureIndex.length, 0) / rows.length;
  const legal = rows.reduce((a, r) => a + r.legal.length, 0) / rows.length;
  print(`rows: ${rows.length} from random games in ${((performance.now() - t0) / 1000).toFixed(1)} s; ` +
    `${nnz.toFixed(1)} non-zero features of ${FEATURE_COUNT}, ${legal.toFixed(1)} legal actions of ${ACTION_COUNT}`);

  // Dataset speed: write the rows to shards and read them back.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssp-train-bench-'));
  let writeRowsPerSecond = 0, readRowsPerSecond = 0;
  try {
    const tw = performance.now();
    const writer = new ShardWriter(dir, { rowsPerShard: 5000 });
    for (let i = 0; i < rows.length; i += 500) writer.append(rows.slice(i, i + 500));
    writer.close();
    writeRowsPerSecond = rows.length / ((performance.now() - tw) / 1000);
    const tr = performance.now();
    const back = readDataset(dir);
    if (isDatasetError(back) || back.length !== rows.length) throw new Error('the benchmark rows did not read back');
    readRowsPerSecond = rows.length / ((performance.now() - tr) / 1000);
    const bytes = fs.readdirSync(dir).reduce((a, f) => a + fs.statSync(path.join(dir, f)).size, 0);
    print(`dataset: ${(bytes / rows.length).toFixed(0)} bytes/row; write ${fmt(writeRowsPerSecond)} rows/s, read ${fmt(readRowsPerSecond)} rows/s`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const model = initFromWeights(randomWeights(1));
  // The dense batch built from sparse rows, alone (JavaScript, part of every step).
  const batch = new Batch(batchSize, model.shape);
  const order = Uint32Array.from({ length: rows.length }, (_, i) => i);
  const tf0 = performance.now();
  let fills = 0;
  for (; performance.now() - tf0 < 500; fills++) batch.fill(rows, order, (fills * batchSize) % (rows.length - batchSize), batchSize);
  const batchFillMs = (performance.now() - tf0) / fills;

  train(model, rows, { steps: 5, batchSize, seed: 1 }); // warm-up
  let steps = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    train(model, rows, { steps: 10, batchSize, seed: steps });
    steps += 10;
  }
  const elapsed = (performance.now() - start) / 1000;
  disposeModel(model);
  const samplesPerSecond = (steps * batchSize) / elapsed;
  const msPerStep = (elapsed * 1000) / steps;
  print(`train: batch ${batchSize}, ${steps} steps in ${elapsed.toFixed(1)} s: ${fmt(samplesPerSecond)} samples/s, ` +
    `${msPerStep.toFixed(1)} ms/step (of which building the dense batch ${batchFillMs.toFixed(2)} ms)`);
  return { backend: info.backend, batchSize, steps, samplesPerSecond, msPerStep, batchFillMs, writeRowsPerSecond, readRowsPerSecond };
}

const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');
