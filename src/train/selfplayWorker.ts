// A self-play worker thread: plays its games with the given weights, appends each finished game's
// rows to its own shard (so an interruption loses at most the game in progress), posts its stats;
// stops early when the loop raises its stop flag.
import { parentPort, workerData } from 'node:worker_threads';
import { ShardWriter } from './dataset.js';
import { levelSearch } from '../ai/mixedEvaluator.js';
import { loadEvaluator } from './model.js';
import { type SelfPlayOptions, playSelfPlayGame } from './selfplay.js';

interface Job {
  weightsPath: string;
  dataDir: string;
  seeds: number[];
  selfPlay: SelfPlayOptions;
  /** Set to 1 by the loop to stop after the game in progress (games played during training). */
  stop?: SharedArrayBuffer;
}

const job = workerData as Job;
try {
  const net = loadEvaluator(job.weightsPath);
  if ('error' in net) throw new Error(net.error);
  // The levels' search with self-play's rollout share: the same rollouts and hidden choices as Hard.
  const level = levelSearch(net, { rolloutMix: job.selfPlay.rolloutMix ?? 0, hiddenByNetwork: job.selfPlay.hiddenByNetwork });
  const writer = new ShardWriter(job.dataDir, { rowsPerShard: 200_000 });
  const stop = job.stop ? new Int32Array(job.stop) : null;
  for (const seed of job.seeds) {
    if (stop && Atomics.load(stop, 0) === 1) break;
    const { rows, stats } = playSelfPlayGame(level.evaluator, seed, job.selfPlay, level.options);
    writer.append(rows);
    parentPort!.postMessage({ seed, rows: rows.length, stats });
  }
  writer.close();
} catch (e) {
  parentPort!.postMessage({ error: (e as Error).stack ?? String(e) });
}
