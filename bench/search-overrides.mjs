// Where Hard's search overrules the network's policy: `node bench/search-overrides.mjs` after
// `npm run build`. Plays games of Hard (seat 0) against the plain search and counts, by phase, the
// decisions with a choice and those where the search chose another action than the prior's argmax,
// printing a few of those with both actions' prior, value and visits. Figures, not assertions.
// Options: --games N (default 3), --model FILE (default models/current.ssnn).
import { PHASE, applyInPlace, initialKnowledge, legalActions, newGame, observeStep, publicView, updateKnowledge } from '../dist/engine/index.js';
import { actionText } from '../dist/engine/actions.js';
import { loadEvaluator } from '../dist/train/model.js';
import { levelSearch } from '../dist/ai/mixedEvaluator.js';
import { Search } from '../dist/ai/search/ismcts.js';
import { plainSearch } from '../dist/ai/registry.js';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const GAMES = Number(flag('--games', 3));
const EXAMPLES = 6;
const net = loadEvaluator(flag('--model', new URL('../models/current.ssnn', import.meta.url)));
if ('error' in net) throw new Error(net.error);
const level = levelSearch(net, {});
const phaseName = Object.fromEntries(Object.entries(PHASE).map(([k, v]) => [v, k]));
const show = (s) => `${actionText(s.action)} (prior ${s.prior.toFixed(2)}, value ${s.value.toFixed(3)}, ${s.visits} visits)`;

const byPhase = {};
let decisions = 0, overrides = 0;
for (let g = 1; g <= GAMES; g++) {
  const s = newGame(undefined, 200 + g);
  let k = [0, 1].map((p) => initialKnowledge(publicView(s, p)));
  const opponent = plainSearch(g);
  while (s.phase !== PHASE.GAME_OVER) {
    const legal = legalActions(s);
    let action = legal[0];
    if (legal.length > 1 && s.current === 1) action = opponent.act({ legal, seat: 1, knowledge: k[1] });
    else if (legal.length > 1) {
      const r = new Search(k[0], level.evaluator, { simulations: 400, ...level.options, seed: 1000 * g + decisions }).run();
      const argmax = r.stats.reduce((x, y) => (y.prior > x.prior ? y : x));
      const entry = (byPhase[phaseName[s.phase]] ??= { decisions: 0, overrides: 0, examples: [] });
      entry.decisions++;
      decisions++;
      if (r.action !== argmax.action) {
        entry.overrides++;
        overrides++;
        if (entry.examples.length < EXAMPLES) entry.examples.push(`${show(argmax)} -> ${show(r.stats.find((x) => x.action === r.action))}`);
      }
      action = r.action;
    }
    const log = [];
    applyInPlace(s, action, { log });
    k = k.map((kk, p) => updateKnowledge(kk, observeStep(log, s, p)));
  }
}
console.log(JSON.stringify({ games: GAMES, decisions, overrides, byPhase }, null, 1));
