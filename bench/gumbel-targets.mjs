// How good are self-play's policy targets? For positions of games of a network search (64
// simulations) against the plain search,
// each root action's worth is first measured on many common worlds (the "truth"), then self-play's
// full search (Gumbel root, 160 simulations, noise on, the levels' leaves) is run with several seeds
// in each variant, and its improved policy (the target the network learns) is scored by:
//   regret: the target's expected loss of winning chance against the truth's best action;
//   top: how often the target's most likely action is the truth's best;
//   played: the regret of the action self-play plays;
// and, by phase, the regret of the network's most likely action (the prior's argmax), which Hard
// plays unless its search overrules it.
// Usage: node bench/gumbel-targets.mjs [--positions N] [--seeds S] [--truth-worlds W] [--sims N] [--model F]
//   [--variants LIST] (after `npm run build`). Prints one line per variant and a JSON summary.
// --variants, comma-separated, each `gumbel:N` (self-play's search with N simulations), `paired:N`
// (the same, each halving phase on common worlds) or `puct:N` (Hard's PUCT search with N
// simulations: its target is the root's visit shares, what it plays the most visited action);
// default `gumbel:S,paired:S` with S from --sims. Comparing `puct:400` with `gumbel:96` asks
// whether self-play's targets are better than the decisions Hard makes with the same network.
import { PHASE, cloneState, determinize } from '../dist/engine/index.js';
import { levelSearch } from '../dist/ai/mixedEvaluator.js';
import { Search } from '../dist/ai/search/ismcts.js';
import { flag, loadNetwork, playAgainstPlainSearch, priorArgmax } from './searchBench.mjs';
import { seedRng } from '../dist/engine/rng.js';

const positions = Number(flag('--positions', '60'));
const seeds = Number(flag('--seeds', '4'));
const truthWorlds = Number(flag('--truth-worlds', '300'));
const sims = Number(flag('--sims', '160'));
const truthActions = 8;

const net = loadNetwork();
// As self-play searches (src/train/selfplayWorker.ts with the run's --rollout-mix 0.5).
const level = levelSearch(net, { rolloutMix: 0.5 });
const base = { ...level.options, observationKeys: false };

const VARIANTS = Object.fromEntries(flag('--variants', `gumbel:${sims},paired:${sims}`).split(',').map((v) => {
  const m = /^(gumbel|paired|puct):(\d+)$/.exec(v);
  if (!m) throw new Error(`--variants: "${v}" is not gumbel:N, paired:N or puct:N`);
  const gumbel = m[1] === 'puct' ? undefined : { noise: true, paired: m[1] === 'paired' };
  return [v, { simulations: Number(m[2]), gumbel }];
}));

// Positions: every third decision with at least two actions of a network search (64 simulations)
// playing the plain search, from as many games as it takes.
class Done extends Error {}
const found = [];
let decisions = 0;
try {
  playAgainstPlainSearch({ games: 1000, firstDealSeed: 7000 }, (knowledge, state) => {
    if (decisions++ % 3 === 0) found.push({ knowledge, phase: state.phase });
    if (found.length >= positions) throw new Done();
    return new Search(knowledge, level.evaluator, { ...base, simulations: 64, gumbel: { noise: false }, seed: decisions }).run().action;
  });
} catch (e) {
  if (!(e instanceof Done)) throw e;
}

/** Each of the root's most likely actions' mean value on the same worlds, and the prior's argmax. */
function truthOf(knowledge, seat, i) {
  // simulate() is the search's private step, called here on purpose: the bench needs one root
  // action's value in a given world.
  const search = new Search(knowledge, level.evaluator, { ...base, simulations: 1, seed: 1000 + i });
  const rootStats = search.run().stats;
  const stats = rootStats.slice().sort((a, b) => b.prior - a.prior).slice(0, truthActions);
  const sums = new Map(stats.map((s) => [s.action, 0]));
  const rng = seedRng(5000 + i);
  for (let w = 0; w < truthWorlds; w++) {
    const world = determinize(knowledge, rng);
    for (const s of stats) sums.set(s.action, sums.get(s.action) + search.simulate(cloneState(world), seat, s.action));
  }
  return { truth: new Map([...sums].map(([a, v]) => [a, v / truthWorlds])), argmax: priorArgmax(rootStats).action };
}

const phaseName = Object.fromEntries(Object.entries(PHASE).map(([k, v]) => [v, k]));
const byPhase = {};
const totals = Object.fromEntries(Object.keys(VARIANTS).map((v) => [v, { regret: 0, top: 0, played: 0, outside: 0, n: 0 }]));
const started = performance.now();
for (const [i, { knowledge, phase }] of found.entries()) {
  const seat = knowledge.seat;
  const { truth, argmax } = truthOf(knowledge, seat, i);
  const best = Math.max(...truth.values());
  const bestAction = [...truth].find(([, v]) => v === best)[0];
  const ph = (byPhase[phaseName[phase]] ??= { n: 0, priorRegret: 0, priorTop: 0 });
  ph.n++;
  ph.priorRegret += best - truth.get(argmax);
  ph.priorTop += argmax === bestAction ? 1 : 0;
  for (const [name, { simulations, gumbel }] of Object.entries(VARIANTS)) {
    for (let s = 0; s < seeds; s++) {
      const r = new Search(knowledge, level.evaluator, { ...base, simulations, gumbel, seed: 100 * i + s }).run();
      const visits = r.stats.reduce((sum, st) => sum + st.visits, 0);
      let mass = 0, regret = 0, topAction = -1, topP = -1;
      r.stats.forEach((st, j) => {
        const p = r.policy ? r.policy[j] : st.visits / visits;
        if (p > topP) { topP = p; topAction = st.action; }
        if (!truth.has(st.action)) return;
        mass += p;
        regret += p * (best - truth.get(st.action));
      });
      const t = totals[name];
      t.regret += mass > 0 ? regret / mass : 0;
      t.outside += 1 - mass;
      t.top += topAction === bestAction ? 1 : 0;
      t.played += truth.has(r.action) ? best - truth.get(r.action) : 0;
      t.n++;
    }
  }
  process.stderr.write(`\r${i + 1}/${found.length} positions, ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
process.stderr.write('\n');
const summary = {};
for (const [name, t] of Object.entries(totals)) {
  summary[name] = { regret: t.regret / t.n, top: t.top / t.n, played: t.played / t.n, outsideTruthActions: t.outside / t.n, searches: t.n };
  console.log(`${name.padEnd(30)} target regret ${(100 * summary[name].regret).toFixed(2)} points, top = truth's best ${(100 * summary[name].top).toFixed(1)}%, played regret ${(100 * summary[name].played).toFixed(2)} points`);
}
for (const [name, ph] of Object.entries(byPhase)) {
  console.log(`${name.padEnd(12)} ${String(ph.n).padStart(4)} positions: the network's most likely action loses ${(100 * ph.priorRegret / ph.n).toFixed(2)} points, is the truth's best in ${(100 * ph.priorTop / ph.n).toFixed(1)}%`);
}
console.log(JSON.stringify({ positions: found.length, seeds, sims, truthWorlds, summary, byPhase }));
