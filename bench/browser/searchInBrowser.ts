// Bundled by bench/search-browser.mjs and run in Chromium: the same measurements as `ssp bench
// --only search` for Hard and Expert (the levels' evaluator: the network mixed with rollouts), so
// the figures of Node and of the browser compare.
import { midRoundKnowledge } from '../../src/cli/benchPositions.js';
import { evaluatorFromModelFile } from '../../src/ai/modelFile.js';
import { EnsembleEvaluator } from '../../src/ai/ensembleEvaluator.js';
import type { NetEvaluator } from '../../src/net/evaluator.js';
import { Search } from '../../src/ai/search/ismcts.js';
import { levelSearch } from '../../src/ai/mixedEvaluator.js';
import { determinize, legalActions, seedRng } from '../../src/engine/index.js';

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function searchBench(modelBytes: number[], hardPositions: number, expertPositions: number) {
  // The levels' judge: the model file's network, or the ensemble of its networks.
  const judge = evaluatorFromModelFile(Uint8Array.from(modelBytes));
  if ('error' in judge) throw new Error(judge.error);
  const net = (judge instanceof EnsembleEvaluator ? judge.members[0] : judge) as NetEvaluator;
  const level = levelSearch(judge);
  const decisions = midRoundKnowledge(1, 400).samples.filter((k) => legalActions(determinize(k, seedRng(1))).length > 1);
  const hard = decisions.slice(0, hardPositions).map((k, i) => {
    const t = performance.now();
    new Search(k, level.evaluator, { simulations: 400, ...level.options, seed: i }).run();
    return performance.now() - t;
  });
  const expert = decisions.slice(0, expertPositions).map((k, i) => new Search(k, level.evaluator, { timeMs: 1500, ...level.options, seed: i }).run().simulations);
  return { kernel: net.kernel, hardMsMedian: median(hard), hardPositions: hard.length, expertSimulationsMedian: median(expert), expertPositions: expert.length };
}

(globalThis as unknown as { searchBench: typeof searchBench }).searchBench = searchBench;
