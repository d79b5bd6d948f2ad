// The AI worker: the computer's decisions are made here, off the page's thread. It loads the
// network's weights in the background when told where they are, and answers each request (the
// computer seat's knowledge and legal actions) with an action and, for the levels that search, the
// search's estimate and statistics.

import { createAgent, agentNeedsNet } from '../../ai/registry.js';
import { stepwiseAnalysis } from '../../ai/analysis.js';
import type { Evaluator } from '../../ai/evaluator.js';
import { evaluatorFromModelFile } from '../../ai/modelFile.js';
import { nextTurn, runStepwise } from './analysisRun.js';
import type { FromWorker, SearchSummary, ToWorker } from './protocol.js';

/** Simulations between two looks at the message queue (a Stop waits at most this long). */
const ANALYSIS_CHUNK = 25;

let model: Promise<Evaluator> | null = null;

const post = (m: FromWorker) => (self as unknown as { postMessage(m: FromWorker): void }).postMessage(m);

async function loadModel(url: string): Promise<Evaluator> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`the network's weights could not be loaded (${res.status} ${res.statusText})`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const net = evaluatorFromModelFile(bytes, { name: 'current' });
  if ('error' in net) throw new Error(net.error);
  return net;
}

async function think(m: Extract<ToWorker, { type: 'think' }>): Promise<void> {
  const started = performance.now();
  let net: Evaluator | undefined;
  if (agentNeedsNet(m.level)) {
    if (!model) throw new Error('the network was not loaded');
    net = await model;
  }
  const agent = createAgent(m.level, m.seed, net ? { net: () => net } : {});
  if ('error' in agent) throw new Error(agent.error);
  const action = agent.act({ legal: m.legal, seat: m.seat, knowledge: m.knowledge });
  const s = agent.lastSearch;
  const search: SearchSummary | null = s
    ? { winChance: s.winChance, simulations: s.simulations, stats: s.stats.map((x) => ({ action: x.action, visits: x.visits, value: x.value })) }
    : null;
  post({ type: 'result', id: m.id, action, search, ms: performance.now() - started });
}

/** The analysis running now; a Stop, or a newer request, ends it between two steps. */
let analysing: { id: number; stopped: boolean } | null = null;

async function analyze(m: Extract<ToWorker, { type: 'analyze' }>): Promise<void> {
  if (analysing) analysing.stopped = true;
  const job = { id: m.id, stopped: false };
  analysing = job;
  if (!model) throw new Error('the network was not loaded');
  const net = await model;
  const started = performance.now();
  const stepper = stepwiseAnalysis(m.knowledge, net, m.level, m.seed);
  const { analysis, complete } = await runStepwise(stepper, {
    chunk: ANALYSIS_CHUNK,
    pause: nextTurn,
    stopped: () => job.stopped,
    progress: (a) => post({ type: 'progress', id: m.id, analysis: a, ms: performance.now() - started }),
  });
  if (analysing === job) analysing = null;
  post({ type: 'analysis', id: m.id, analysis, complete, ms: performance.now() - started });
}

self.onmessage = (e: MessageEvent<ToWorker>) => {
  const m = e.data;
  if (m.type === 'init') {
    model = loadModel(m.modelUrl);
    model.then(
      () => post({ type: 'model', status: 'ready' }),
      (err: Error) => post({ type: 'model', status: 'failed', error: err.message }),
    );
  } else if (m.type === 'think') {
    think(m).catch((err: Error) => post({ type: 'error', id: m.id, error: err.message }));
  } else if (m.type === 'analyze') {
    analyze(m).catch((err: Error) => post({ type: 'error', id: m.id, error: err.message }));
  } else if (m.type === 'stop') {
    if (analysing?.id === m.id) analysing.stopped = true;
  }
};
