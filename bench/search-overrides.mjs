// Where Hard's search overrules the network's policy: `node bench/search-overrides.mjs` after
// `npm run build`. Plays games of Hard (seat 0) against the plain search and counts, by phase, the
// decisions with a choice and those where the search chose another action than the prior's argmax,
// printing a few of those with both actions' prior, value and visits. Figures, not assertions.
// Options: --games N (default 3), --model FILE (default models/current.ssnn).
import { PHASE } from '../dist/engine/index.js';
import { actionText } from '../dist/engine/actions.js';
import { levelSearch } from '../dist/ai/mixedEvaluator.js';
import { Search } from '../dist/ai/search/ismcts.js';
import { flag, loadNetwork, playAgainstPlainSearch, priorArgmax } from './searchBench.mjs';

const GAMES = Number(flag('--games', 3));
const EXAMPLES = 6;
const net = loadNetwork();
const level = levelSearch(net, {});
const phaseName = Object.fromEntries(Object.entries(PHASE).map(([k, v]) => [v, k]));
const show = (s) => `${actionText(s.action)} (prior ${s.prior.toFixed(2)}, value ${s.value.toFixed(3)}, ${s.visits} visits)`;

const byPhase = {};
let decisions = 0, overrides = 0;
playAgainstPlainSearch({ games: GAMES, firstDealSeed: 200 }, (knowledge, s, g) => {
  const r = new Search(knowledge, level.evaluator, { simulations: 400, ...level.options, seed: 1000 * g + decisions }).run();
  const argmax = priorArgmax(r.stats);
  const entry = (byPhase[phaseName[s.phase]] ??= { decisions: 0, overrides: 0, examples: [] });
  entry.decisions++;
  decisions++;
  if (r.action !== argmax.action) {
    entry.overrides++;
    overrides++;
    if (entry.examples.length < EXAMPLES) entry.examples.push(`${show(argmax)} -> ${show(r.stats.find((x) => x.action === r.action))}`);
  }
  return r.action;
});
console.log(JSON.stringify({ games: GAMES, decisions, overrides, byPhase }, null, 1));
