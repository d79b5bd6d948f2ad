// How much Hard's search changes the network's choice: `node bench/search-stability.mjs` after
// `npm run build`. Plays games of Hard (seat 0) against the plain search; at each of Hard's decisions
// with a choice, runs Hard's search with several seeds and prints, over all those decisions: how
// often a search agrees with the seeds' majority, how often all seeds agree, how often the majority
// is the network's most likely action (the prior's argmax), and the median spread of the values of
// the root actions that got at least 20 visits. Figures, not assertions.
// Options: --games N (default 3), --seeds N (default 6), --paired-root K (default the levels'),
// --model FILE (default models/current.ssnn).
import { PAIRED_ROOT, levelSearch } from '../dist/ai/mixedEvaluator.js';
import { Search } from '../dist/ai/search/ismcts.js';
import { flag, loadNetwork, playAgainstPlainSearch, priorArgmax } from './searchBench.mjs';

const GAMES = Number(flag('--games', 3));
const SEEDS = Number(flag('--seeds', 6));
const PAIRED = Number(flag('--paired-root', PAIRED_ROOT));
const net = loadNetwork();
const level = levelSearch(net, { pairedRoot: PAIRED });

let decisions = 0, agreement = 0, unanimous = 0, majorityIsArgmax = 0;
const spreads = [];
playAgainstPlainSearch({ games: GAMES, firstDealSeed: 100 }, (knowledge, _state, g) => {
  const results = Array.from({ length: SEEDS }, (_, i) =>
    new Search(knowledge, level.evaluator, { simulations: 400, ...level.options, seed: 1000 * g + 17 * decisions + i }).run());
  const counts = new Map();
  for (const r of results) counts.set(r.action, (counts.get(r.action) ?? 0) + 1);
  const [majority, votes] = [...counts].sort((x, y) => y[1] - x[1])[0];
  decisions++;
  agreement += votes / SEEDS;
  if (votes === SEEDS) unanimous++;
  if (majority === priorArgmax(results[0].stats).action) majorityIsArgmax++;
  const values = results[0].stats.filter((x) => x.visits >= 20).map((x) => x.value);
  if (values.length > 1) spreads.push(Math.max(...values) - Math.min(...values));
  return results[0].action;
});
spreads.sort((x, y) => x - y);
const r3 = (x) => Math.round(x * 1000) / 1000;
console.log(JSON.stringify({
  pairedRoot: PAIRED, games: GAMES, seeds: SEEDS, decisions, agreementWithMajority: r3(agreement / decisions), unanimous: r3(unanimous / decisions),
  majorityIsPriorArgmax: r3(majorityIsArgmax / decisions), medianValueSpread: r3(spreads[spreads.length >> 1] ?? NaN),
}));
