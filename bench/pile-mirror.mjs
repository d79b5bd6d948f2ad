// How differently does each network of a model file judge a position and its mirror (its two piles
// swapped, engine/pileMirror.ts), and does the mean of both predict the game's result better?
// `npm run build && node bench/pile-mirror.mjs [--games 1000] [--every 3] [--model FILE]`. Games of
// the first network's most likely actions for both seats; at every --every-th decision with a choice
// a world is dealt from the acting seat's knowledge (as a leaf of its search would be) and judged by
// each network, as it is and mirrored. Prints the sd of the differences (mirror against each
// network's own, and between networks) and the Brier scores against the acting seat's result, with
// the paired differences' standard errors (positions of one game are not independent, so they are
// a little too small). Figures, not assertions (models/REPORT.md, session 34).
import fs from 'node:fs';
import { PHASE, applyInPlace, determinize, initialKnowledge, legalActions, mirrorPiles, newGame, nextUint32, observeStep, publicView, seedRng, updateKnowledgeOrThrow } from '../dist/engine/index.js';
import { parseWeightSet } from '../dist/net/weights.js';
import { NetEvaluator } from '../dist/net/evaluator.js';
import { networkChoice } from '../dist/ai/rolloutPolicy.js';
import { DEFAULT_MODEL } from '../dist/train/model.js';
import { flag } from './searchBench.mjs';

const games = Number(flag('--games', 1000)), every = Number(flag('--every', 3));
const set = parseWeightSet(new Uint8Array(fs.readFileSync(flag('--model', DEFAULT_MODEL))));
if ('error' in set) throw new Error(set.error);
const nets = set.map((w) => new NetEvaluator(w));
const choose = networkChoice(nets[0]);

const rng = seedRng(77);
const rows = [];
for (let g = 0; g < games; g++) {
  const state = newGame({ players: 2, salt: true, pepper: true }, nextUint32(rng));
  let knowledge = [0, 1].map((p) => initialKnowledge(publicView(state, p)));
  const mine = [];
  let decision = 0;
  while (state.phase !== PHASE.GAME_OVER) {
    const legal = legalActions(state);
    let action = legal[0];
    if (legal.length > 1) {
      const p = state.current;
      const world = determinize(knowledge[p], rng);
      action = choose(world, legal);
      const mirrored = mirrorPiles(world);
      if (decision++ % every === 0 && mirrored !== null) {
        mine.push({
          p,
          v: nets.map((n) => n.evaluate({ state: world, player: p, legal }).value),
          vm: nets.map((n) => n.evaluate({ state: mirrored, player: p, legal: legalActions(mirrored) }).value),
        });
      }
    }
    const log = [];
    applyInPlace(state, action, { log });
    knowledge = knowledge.map((kn, q) => updateKnowledgeOrThrow(kn, observeStep(log, state, q)));
  }
  for (const r of mine) rows.push({ ...r, z: state.winner === r.p ? 1 : state.winner === -2 ? 0.5 : 0 });
  if ((g + 1) % 200 === 0) process.stderr.write(`${g + 1}/${games} games, ${rows.length} positions\n`);
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs) => { const m = mean(xs); return Math.sqrt(mean(xs.map((x) => (x - m) ** 2))); };
const err = (f) => rows.map((r) => (f(r) - r.z) ** 2);
const paired = (f, g) => { const eg = err(g); const d = err(f).map((x, i) => x - eg[i]); return { difference: +mean(d).toFixed(5), se: +(sd(d) / Math.sqrt(d.length)).toFixed(5) }; };
const first = (r) => r.v[0], firstMirrored = (r) => (r.v[0] + r.vm[0]) / 2;
const all = (r) => mean(r.v), allMirrored = (r) => (mean(r.v) + mean(r.vm)) / 2;
console.log(JSON.stringify({
  positions: rows.length,
  sdToMirror: nets.map((_, i) => +sd(rows.map((r) => r.v[i] - r.vm[i])).toFixed(4)),
  sdToFirst: nets.slice(1).map((_, i) => +sd(rows.map((r) => r.v[0] - r.v[i + 1])).toFixed(4)),
  brier: { first: +mean(err(first)).toFixed(5), firstMirrored: +mean(err(firstMirrored)).toFixed(5), all: +mean(err(all)).toFixed(5), allMirrored: +mean(err(allMirrored)).toFixed(5) },
  firstMirroredToFirst: paired(firstMirrored, first),
  allToFirst: paired(all, first),
  allMirroredToAll: paired(allMirrored, all),
}, null, 1));
