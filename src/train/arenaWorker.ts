// A worker thread of `ssp arena` (and of the training loop's matches): plays its share of the
// paired games and posts each outcome.
import { parentPort, workerData } from 'node:worker_threads';
import { type ArenaJob, gamesToPlay, playArenaGame } from './arena.js';
import { netAgentFactory } from './netAgents.js';

const job = workerData as ArenaJob;
try {
  const make = netAgentFactory(job.modelPath, job.modelPathB, job);
  const agentA = make(job.a, job.agentSeed), agentB = make(job.b, job.agentSeed + 1);
  for (const { deal, aSeat } of gamesToPlay(job.seeds, job.skip)) {
    parentPort!.postMessage({ outcome: playArenaGame(job.options, deal, agentA, agentB, aSeat) });
  }
} catch (e) {
  parentPort!.postMessage({ error: (e as Error).stack ?? String(e) });
}
