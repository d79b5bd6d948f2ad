// How likely each seat is to be a "racer": a player who calls STOP as soon as it may, as Easy does,
// rather than one who plays rounds out for bigger hands, as the network does. Inferred from the
// public record of the game's finished rounds only (who called what, and the hands scored), so any
// seat may use it and nothing hidden is read.
//
// Why: the network levels' rollouts let the network play both seats, so they expect long rounds;
// against a racer that ends most rounds early, that misjudges the risk of being caught with a weak
// hand (session 7 measured the greedy opponent in the rollouts against Easy and the plain search,
// models/REPORT.md). With this estimate the rollouts play a seat as a racer in the share of them
// that the seat's record supports.

import type { RoundResult, State } from '../engine/index.js';

/** The chance that a seat is a racer before anything is known: most players are not. */
export const RACER_PRIOR = 0.1;

/** The card points that allow a call (without the events that change it: an approximation). */
const CALL_POINTS = 7;

// Each finished round is evidence, as a likelihood ratio racer : not a racer. The figures are
// round shares from this project's arenas (Easy ends about 61% of the rounds with STOP and 10%
// with LAST CHANCE, where STOP is not offered; the plain search 17% and 47%; the network about 4%
// and 25-30%), rounded to be conservative.
/** The seat called STOP. */
const LR_STOP = 4;
/** The seat called LAST CHANCE: a racer only does where STOP is not offered. */
const LR_LAST_CHANCE = 0.25;
/** Another seat called STOP while this one held enough to call: it had let a call go at its last turn. */
const LR_DECLINED = 0.1;
/** Odds are kept within these bounds, so that a long record can still be turned round. */
const MAX_ODDS = 50;
const MIN_ODDS = 0.01;

/** Each seat's chance of being a racer, from the rounds finished so far. */
export function racerChances(results: readonly RoundResult[], players: number): number[] {
  const odds = new Array<number>(players).fill(RACER_PRIOR / (1 - RACER_PRIOR));
  for (const r of results) {
    for (let q = 0; q < players; q++) {
      let ratio = 1;
      if (r.player === q && r.ending === 'stop') ratio = LR_STOP;
      else if (r.player === q && (r.ending === 'lastChanceWon' || r.ending === 'lastChanceLost')) ratio = LR_LAST_CHANCE;
      else if (r.ending === 'stop' && r.player !== q && (r.cardPoints[q] ?? 0) >= CALL_POINTS) ratio = LR_DECLINED;
      odds[q] = Math.min(MAX_ODDS, Math.max(MIN_ODDS, odds[q] * ratio));
    }
  }
  return odds.map((o) => o / (1 + o));
}

/**
 * Which seats a dealt world plays as racers: each with its chance, drawn from the world's own random
 * state (the rollouts, and the search tree's model of the opponent, racersInTree).
 */
export function racerSeats(s: State): boolean[] {
  return racerChances(s.results, s.players).map((chance, seat) => chance > worldUniform(s, seat));
}

/**
 * A number in [0, 1) fixed by the world's random state and the seat. Every simulation deals its
 * world with a fresh random state, so the draws differ between simulations, and a decision stays
 * reproducible from its seed. Reading the state's generator without advancing it keeps the world's
 * chance events as they were; the hash (a murmur3-style finaliser) decorrelates the two.
 */
function worldUniform(s: State, seat: number): number {
  let h = (s.rng[0] ^ Math.imul(s.rng[1], 0x9e3779b1) ^ Math.imul(s.rng[2] ^ seat, 0x85ebca6b) ^ Math.imul(s.rng[3], 0xc2b2ae35)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}
