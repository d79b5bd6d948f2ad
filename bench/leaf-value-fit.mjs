// How well do the two halves of the network levels' leaf value predict the game's result, and which
// mix of them predicts it best? `npm run build && node bench/leaf-value-fit.mjs [--games 2000]
// [--every 3] [--model FILE]`. Games of the network's most likely actions for both seats; at every
// --every-th decision with a choice, a world is dealt from the acting seat's knowledge (as a leaf of
// its search would be) and judged by the network's value and by one rollout as the levels play it
// (mixedEvaluator.ts). Prints, overall and by how many cards the deck has left, the mean squared
// error (Brier score) against the acting seat's game result of the mix (1 - m) * net + m * rollout
// for m from 0 to 1, and the best m. Figures, not assertions (models/REPORT.md, session 27).
import { determinize } from '../dist/engine/index.js';
import { RolloutEvaluator } from '../dist/ai/rolloutEvaluator.js';
import { networkChoice, networkRollout } from '../dist/ai/rolloutPolicy.js';
import { flag, loadNetwork, sampleOwnGames } from './searchBench.mjs';

const games = Number(flag('--games', 2000)), every = Number(flag('--every', 3)), repeats = Number(flag('--rollouts', 8));
const net = loadNetwork();
const rollout = new RolloutEvaluator(networkRollout(net));
const choose = networkChoice(net);

const rows = sampleOwnGames({
  games, every, seed: 2027, choose,
  sample(world, p, legal, { state, knowledge, rng }) {
    const req = { state: world, player: p, legal };
    // One rollout, as a leaf gets; and the mean of --rollouts, each in a world dealt anew: what
    // the search's average over many leaves tends to, its single draws' noise gone.
    const roll = rollout.evaluate(req).value;
    let sum = roll;
    for (let i = 1; i < repeats; i++) sum += rollout.evaluate({ state: determinize(knowledge[p], rng), player: p, legal }).value;
    return { deck: state.deck.length, round: state.round, lead: state.scores[p] - state.scores[1 - p], net: net.evaluate(req).value, roll, rollMean: sum / repeats };
  },
});

const mixes = Array.from({ length: 11 }, (_, i) => i / 10);
function brier(selected, key) {
  const out = { positions: selected.length };
  let best = 0, bestErr = Infinity;
  for (const m of mixes) {
    const err = selected.reduce((s, r) => s + ((1 - m) * r.net + m * r[key] - r.z) ** 2, 0) / selected.length;
    out[`m${m.toFixed(1)}`] = Number(err.toFixed(4));
    if (err < bestErr) { bestErr = err; best = m; }
  }
  out.best = best;
  return out;
}
for (const [key, what] of [['roll', 'one rollout'], ['rollMean', `the mean of ${repeats} rollouts`]]) {
  console.log(`Brier score of (1 - m) * network + m * (${what}) against the acting seat's game result`);
  console.log('all', JSON.stringify(brier(rows, key)));
  for (const [lo, hi] of [[0, 40], [40, 45], [45, 50], [50, 55], [55, 90]]) {
    const sel = rows.filter((r) => r.deck >= lo && r.deck < hi);
    if (sel.length > 0) console.log(`deck ${lo}-${hi - 1}`, JSON.stringify(brier(sel, key)));
  }
  for (const [lo, hi] of [[1, 2], [2, 3], [3, 4], [4, 99]]) {
    const sel = rows.filter((r) => r.round >= lo && r.round < hi);
    if (sel.length > 0) console.log(`round ${lo}${hi > 10 ? '+' : ''}`, JSON.stringify(brier(sel, key)));
  }
}
