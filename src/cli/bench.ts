// `ssp bench`: the engine's throughput figures, and a deterministic signature (Stockfish's `bench`)
// that changes when the engine's behaviour does. Benchmarks print figures; tests never time things.
//
// To add a figure (e.g. determinize calls per second), add an entry to BENCHES: it gets the time
// budget and a seed and returns the figures it measured.

import {
  DEFAULT_OPTIONS, type Knowledge, PHASE, applyInPlace, determinize, legalActions, newGame, nextInt, nextUint32, seedRng,
} from '../engine/index.js';
import { midRoundKnowledge } from './benchPositions.js';
import { levelSearch } from '../ai/mixedEvaluator.js';
import { UsageError, parseArgs } from './args.js';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NetEvaluator } from '../net/evaluator.js';
import { parseWeightSet, randomWeights } from '../net/weights.js';
import { evaluatorFromWeightSet } from '../ai/modelFile.js';
import type { Evaluator } from '../ai/evaluator.js';
import { Search, type SearchOptions } from '../ai/search/ismcts.js';
import { RolloutEvaluator } from '../ai/rolloutEvaluator.js';
import { PLAIN_SEARCH_OPTIONS } from '../ai/registry.js';
import { DEFAULT_MODEL } from '../train/model.js';
import { round3 } from '../train/arena.js';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  what: string;
}

interface Bench {
  name: string;
  what: string;
  run(seconds: number, seed: number): Figure[];
}

/** Random play over whole games: newGame, then legalActions + applyInPlace until the game ends. */
function randomPlay(seconds: number, seed: number): { actions: number; games: number; seconds: number } {
  const rng = seedRng(seed);
  let actions = 0, games = 0;
  const start = performance.now();
  const budget = seconds * 1000;
  let elapsed = 0;
  while (elapsed < budget) {
    const s = newGame(DEFAULT_OPTIONS, nextUint32(rng));
    while (s.phase !== PHASE.GAME_OVER) {
      const legal = legalActions(s);
      applyInPlace(s, legal[nextInt(rng, legal.length)]);
      actions++;
    }
    games++;
    elapsed = performance.now() - start;
  }
  return { actions, games, seconds: elapsed / 1000 };
}

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The shipped model if there is one, else random weights of the same shape (same speed): `net`, its
 * first network (what one evaluation costs), and `judge`, what the levels search with (the same
 * network, or the ensemble of the file's networks: ai/modelFile.ts).
 */
function benchNet(): { net: NetEvaluator; judge: Evaluator; model: string } {
  const file = fileURLToPath(DEFAULT_MODEL);
  const set = existsSync(file) ? parseWeightSet(new Uint8Array(readFileSync(file))) : null;
  if (set && !('error' in set)) {
    const judge = evaluatorFromWeightSet(set);
    if (judge instanceof NetEvaluator) return { net: judge, judge, model: 'models/current.ssnn' };
    return { net: judge.members[0] as NetEvaluator, judge, model: `models/current.ssnn (an ensemble of ${set.length} networks; one of them evaluated)` };
  }
  const net = new NetEvaluator(randomWeights(1));
  return { net, judge: net, model: 'random weights' };
}

export const BENCHES: Bench[] = [
  {
    name: 'randomPlay',
    what: 'two players, both expansions, uniform random choices; one core',
    run(seconds, seed) {
      randomPlay(Math.min(1, seconds / 5), seed ^ 0x5eed); // warm-up, not counted
      const r = randomPlay(seconds, seed);
      return [
        { name: 'randomPlay.actionsPerSecond', value: Math.round(r.actions / r.seconds), unit: 'actions/s', what: 'applied actions per second: legalActions + applyInPlace over whole games (newGame included)' },
        { name: 'randomPlay.gamesPerSecond', value: round3(r.games / r.seconds), unit: 'games/s', what: 'whole games per second' },
        { name: 'randomPlay.actionsPerGame', value: round3(r.actions / r.games), unit: 'actions', what: 'mean decisions per game' },
        { name: 'randomPlay.seconds', value: round3(r.seconds), unit: 's', what: 'time measured (after a warm-up)' },
      ];
    },
  },
  {
    name: 'determinize',
    what: 'dealing a world from mid-round knowledge of the player to move; one core',
    run(seconds, seed) {
      const { samples, updates, updateSeconds } = midRoundKnowledge(seed, 2000);
      const rng = seedRng(seed);
      const loop = (ms: number) => {
        let n = 0;
        const start = performance.now();
        let elapsed = 0;
        while (elapsed < ms) {
          for (let i = 0; i < 100; i++) determinize(samples[(n + i) % samples.length], rng);
          n += 100;
          elapsed = performance.now() - start;
        }
        return { n, seconds: elapsed / 1000 };
      };
      loop(Math.min(1000, seconds * 200)); // warm-up, not counted
      const r = loop(seconds * 1000);
      return [
        { name: 'determinize.callsPerSecond', value: Math.round(r.n / r.seconds), unit: 'calls/s', what: `determinize calls per second over ${samples.length} mid-round positions` },
        { name: 'knowledge.updatesPerSecond', value: Math.round(updates / updateSeconds), unit: 'updates/s', what: 'one seat\'s knowledge updated with one step\'s observations (observeStep + updateKnowledge), random play' },
      ];
    },
  },
  {
    name: 'search',
    what: 'the AI: network evaluation, Hard and plain-search decisions, Expert\'s simulations, from mid-round positions; one core',
    run(seconds, seed) {
      const { samples } = midRoundKnowledge(seed, 400);
      const { net, judge, model } = benchNet();
      const legalOf = (k: Knowledge) => legalActions(determinize(k, seedRng(1)));
      // One network evaluation at batch 1 (encode + kernel + softmax) on dealt worlds.
      const worlds = samples.slice(0, 200).map((k) => determinize(k, seedRng(2)));
      const reqs = worlds.map((w) => ({ state: w, player: w.current, legal: legalActions(w) }));
      for (let i = 0; i < 20_000; i++) net.evaluate(reqs[i % reqs.length]);
      const evalTimes: number[] = [];
      for (let r = 0; r < 15; r++) {
        const t = performance.now();
        for (let i = 0; i < 2000; i++) net.evaluate(reqs[i % reqs.length]);
        evalTimes.push(((performance.now() - t) * 1000) / 2000);
      }
      const level = levelSearch(judge); // the levels' judge (the network mixed with rollouts) and search options
      const plainSearch = { evaluator: new RolloutEvaluator(), options: PLAIN_SEARCH_OPTIONS };
      const decide = (k: Knowledge, budget: SearchOptions, judge: typeof level = level) => {
        const t = performance.now();
        const r = new Search(k, judge.evaluator, { ...budget, ...judge.options }).run();
        return { ms: performance.now() - t, sims: r.simulations };
      };
      const decisions = samples.filter((k) => legalOf(k).length > 1);
      const budget = Math.max(5, Math.min(60, Math.round(seconds * 6)));
      const hard = decisions.slice(0, budget).map((k, i) => decide(k, { simulations: 400, seed: i }).ms);
      const plain = decisions.slice(0, Math.max(5, budget / 3)).map((k, i) => decide(k, { simulations: 400, seed: i }, plainSearch).ms);
      const expert = decisions.slice(0, 3).map((k, i) => decide(k, { timeMs: 1500, seed: i }).sims);
      return [
        { name: 'net.evaluateMicros', value: round3(median(evalTimes)), unit: 'µs', what: `one network evaluation at batch 1 (encode, WebAssembly kernel ${net.kernel}, softmax), median; ${model}` },
        { name: 'hard.decisionMsMedian', value: round3(median(hard)), unit: 'ms', what: `a Hard decision (400 simulations), median over ${hard.length} mid-round positions` },
        { name: 'plainSearch.decisionMsMedian', value: round3(median(plain)), unit: 'ms', what: `a plain-search decision (400 simulations with rollouts), median over ${plain.length} positions` },
        { name: 'expert.simulations', value: Math.round(median(expert)), unit: 'simulations', what: 'simulations Expert makes in its 1.5 seconds, median of 3 positions' },
      ];
    },
  },
];

/** Deterministic: the actions and a hash (FNV-1a) of every action id and final score of fixed seeded games. */
export function signature(games = 200, seed = 1): { games: number; seed: number; actions: number; hash: string } {
  const rng = seedRng(seed);
  let h = 0x811c9dc5, actions = 0;
  const mix = (x: number) => {
    h = Math.imul(h ^ (x & 0xffff), 0x01000193) >>> 0;
    h = Math.imul(h ^ (x >>> 16), 0x01000193) >>> 0;
  };
  for (let g = 0; g < games; g++) {
    const s = newGame(DEFAULT_OPTIONS, nextUint32(rng));
    while (s.phase !== PHASE.GAME_OVER) {
      const legal = legalActions(s);
      const a = legal[nextInt(rng, legal.length)];
      mix(a);
      applyInPlace(s, a);
      actions++;
    }
    for (const x of s.scores) mix(x);
    mix(s.winner + 2);
  }
  return { games, seed, actions, hash: h.toString(16).padStart(8, '0') };
}

export const BENCH_HELP = `ssp bench: the engine's throughput figures, as JSON

usage: ssp bench [--seconds S] [--seed N] [--only NAME]

  --seconds S   time budget of each benchmark (default 5)
  --seed N      seed of the random play (default 1)
  --only NAME   run one benchmark: ${BENCHES.map((b) => b.name).join(', ')}

Prints {"node", "seconds", "figures": [{name, value, unit, what}], "signature"}: figures lists only
what was measured; signature (actions and a hash over 200 seeded random games) is deterministic and
changes only when the engine's behaviour does.
`;

export function runBench(argv: string[], out: (s: string) => void): number {
  const { flags, help } = parseArgs(argv, {
    seconds: { kind: 'int', min: 1, max: 3600, default: 5 },
    seed: { kind: 'int', min: 0, max: 0xffffffff, default: 1 },
    only: { kind: 'string' },
  } as const);
  if (help) {
    out(BENCH_HELP);
    return 0;
  }
  const chosen = flags.only === undefined ? BENCHES : BENCHES.filter((b) => b.name === flags.only);
  if (chosen.length === 0) throw new UsageError(`unknown benchmark "${flags.only}" (benchmarks: ${BENCHES.map((b) => b.name).join(', ')})`);
  const figures: Figure[] = [];
  for (const b of chosen) figures.push(...b.run(flags.seconds, flags.seed));
  out(JSON.stringify({ node: process.version, seconds: flags.seconds, figures, signature: signature() }, null, 2) + '\n');
  return 0;
}
