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
import { legalActions, mirrorPiles } from '../dist/engine/index.js';
import { parseWeightSet } from '../dist/net/weights.js';
import { NetEvaluator } from '../dist/net/evaluator.js';
import { networkChoice } from '../dist/ai/rolloutPolicy.js';
import { DEFAULT_MODEL } from '../dist/train/model.js';
import { flag, sampleOwnGames } from './searchBench.mjs';

const games = Number(flag('--games', 1000)), every = Number(flag('--every', 3));
const set = parseWeightSet(new Uint8Array(fs.readFileSync(flag('--model', DEFAULT_MODEL))));
if ('error' in set) throw new Error(set.error);
const nets = set.map((w) => new NetEvaluator(w));
const choose = networkChoice(nets[0]);

const rows = sampleOwnGames({
  games, every, seed: 77, choose,
  sample(world, player, legal) {
    const mirrored = mirrorPiles(world);
    if (mirrored === null) return null;
    return {
      v: nets.map((n) => n.evaluate({ state: world, player, legal }).value),
      vm: nets.map((n) => n.evaluate({ state: mirrored, player, legal: legalActions(mirrored) }).value),
    };
  },
});

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
