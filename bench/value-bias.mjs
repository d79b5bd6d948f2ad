// How far self-play's value estimates are from a deeper search's: `npm run build && node
// bench/value-bias.mjs [--games 5] [--every 4] [--ref-sims 800] [--model FILE]`. Positions come from
// games whose moves are chosen as self-play's fast searches choose them (Gumbel root, 32 simulations,
// the levels' leaves); at every --every-th decision with a choice it runs self-play's two searches
// (Gumbel, 32 and 800 simulations) and a PUCT search of --ref-sims, and prints, in points of win
// chance, the mean difference (with its standard error) between each estimate and the reference (the
// value of the PUCT search's most visited action):
//   net         the network's value alone
//   gNvisits    a Gumbel search of N simulations: the visit-weighted mean of its root actions' values
//   gNroot      the same search's winChance (since session 24 the improved policy's value)
//   pucMean     the reference search's own visit-weighted mean
// Figures, not assertions (models/REPORT.md, session 24).
import { determinize, PHASE, applyInPlace, initialKnowledge, legalActions, newGame, nextUint32, observeStep, publicView, seedRng, updateKnowledgeOrThrow } from '../dist/engine/index.js';
import { levelSearch } from '../dist/ai/mixedEvaluator.js';
import { Search } from '../dist/ai/search/ismcts.js';
import { flag, loadNetwork } from './searchBench.mjs';

const games = Number(flag('--games', 5)), every = Number(flag('--every', 4)), refSims = Number(flag('--ref-sims', 800));
const net = loadNetwork();
// Self-play's searches (selfplay.ts): the levels' leaves at half rollouts, children told apart by who acts.
const level = levelSearch(net, { rolloutMix: 0.5 });
const search = (k, sims, gumbel, seed) => new Search(k, level.evaluator, {
  simulations: sims, ...(gumbel ? { gumbel: { noise: true } } : {}), observationKeys: false, ...level.options, seed,
}).run();
const visitMean = (r) => r.stats.reduce((x, s) => x + (s.visits > 0 ? s.visits * s.value : 0), 0) / r.stats.reduce((x, s) => x + s.visits, 0);

const rng = seedRng(77);
const rows = [];
for (let g = 0; g < games; g++) {
  const state = newGame({ players: 2, salt: true, pepper: true }, nextUint32(rng));
  let knowledge = [0, 1].map((p) => initialKnowledge(publicView(state, p)));
  let decision = 0;
  while (state.phase !== PHASE.GAME_OVER) {
    const legal = legalActions(state);
    let action = legal[0];
    if (legal.length > 1) {
      const k = knowledge[state.current];
      const fast = search(k, 32, true, nextUint32(rng));
      action = fast.action;
      if (decision++ % every === 0) {
        const full = search(k, 800, true, nextUint32(rng));
        const ref = search(k, refSims, false, nextUint32(rng));
        const best = ref.stats.reduce((b, s) => (s.visits > b.visits ? s : b));
        rows.push({
          play: state.phase === PHASE.PLAY,
          reference: best.value,
          net: net.evaluate({ state: determinize(k, rng), player: state.current, legal }).value,
          g32visits: visitMean(fast), g32root: fast.winChance,
          g800visits: visitMean(full), g800root: full.winChance,
          pucMean: ref.winChance,
        });
      }
    }
    const log = [];
    applyInPlace(state, action, { log });
    knowledge = knowledge.map((kn, p) => updateKnowledgeOrThrow(kn, observeStep(log, state, p)));
  }
}

const estimates = ['net', 'g32visits', 'g32root', 'g800visits', 'g800root', 'pucMean'];
function summary(selected) {
  const out = { positions: selected.length };
  for (const e of estimates) {
    const d = selected.map((r) => 100 * (r[e] - r.reference));
    const m = d.reduce((a, b) => a + b, 0) / d.length;
    const sd = Math.sqrt(d.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, d.length - 1));
    out[e] = `${m.toFixed(1)} ± ${(sd / Math.sqrt(d.length)).toFixed(1)} (sd ${sd.toFixed(1)})`;
  }
  return out;
}
console.log(`estimate minus the value of the most visited action of a PUCT search of ${refSims} simulations, in points: mean ± standard error (sd)`);
console.log('all decisions', JSON.stringify(summary(rows), null, 1));
console.log('PLAY steps', JSON.stringify(summary(rows.filter((r) => r.play)), null, 1));
