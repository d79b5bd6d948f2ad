// The chance to win the two-player game from a round's start, computed exactly from how rounds
// tend to end (roundOutcomes.ts: the points each player gains in a round and who starts the next,
// counted over the network's own games) instead of guessed from the lead. Where the hand-tuned
// logistic (winEstimate.ts) sees 30-35 as 0.29 for the trailing player, this table gives about 0.5
// when that player starts the next round and 0.4 when not: starting a round is worth about 5 points
// of win chance at 0-0 and more near the end, and the logistic cannot see it.
//
// The table is a dynamic program over the two scores: every round adds points (never takes any), so
// the positions are solved from the highest totals down, and a round that ends scoreless (an
// empty-deck round) is a 2x2 linear system between the two starters at the same scores.
//
// Rounds do not end the same way whoever leads (the trailing player takes more risks, and Extra
// Pepper's events favour them), so the exact solution is overconfident: a 0.74 came true 0.60 of the
// time on held-out games. The shipped table is calibrated, its logit scaled by a factor fitted on
// the games (ROUND_OUTCOME_CALIBRATION), which keeps it monotone and both players' views adding up
// to one. (Counting the outcomes by bands of the lead calibrates it about as well, Brier 0.229
// against 0.231, but makes a point more worth less at the bands' edges, which a search would exploit.)

import { winChanceFromScores } from './winEstimate.js';
import { ROUND_OUTCOME_CALIBRATION, ROUND_OUTCOME_COUNTS, ROUND_OUTCOMES_TARGET } from './roundOutcomes.js';

/** How one round ended, seen from the player who started it, and how often. */
export interface RoundOutcome {
  starterGain: number;
  otherGain: number;
  /** Whether the round's starter also starts the next one (the other player called). */
  starterStartsNext: boolean;
  /** 1: the starter won the game at once (mermaids), -1: the other player did, 0: scored as usual. */
  instant: number;
  count: number;
}

/** The shipped counts as outcomes. */
export function shippedRoundOutcomes(): RoundOutcome[] {
  return ROUND_OUTCOME_COUNTS.map(([starterGain, otherGain, next, instant, count]) => ({ starterGain, otherGain, starterStartsNext: next === 1, instant, count }));
}

/** V[tableIndex(target, mine, theirs, iStart)]: the chance that "mine" wins the game. */
export type RoundStartTable = Float64Array;

/** Where a position (both scores below `target`, and whether "mine" starts the round) sits in a table. */
export function tableIndex(target: number, mine: number, theirs: number, iStart: boolean): number {
  return (mine * target + theirs) * 2 + (iStart ? 1 : 0);
}

/** The game's result when it ended on these totals (RULES.md: the higher total wins; a tie counts half). */
function finalValue(mine: number, theirs: number): number {
  return mine > theirs ? 1 : mine < theirs ? 0 : 0.5;
}

/**
 * Solves the table for games to `target` from round outcomes counted from the round starter's side.
 * Throws if the outcomes are empty or hold a negative gain (the order of the solve needs gains >= 0).
 */
export function solveRoundStartTable(outcomes: readonly RoundOutcome[], target: number): RoundStartTable {
  let total = 0;
  for (const o of outcomes) {
    if (o.starterGain < 0 || o.otherGain < 0) throw new Error(`a round outcome gains a negative score (${o.starterGain}, ${o.otherGain})`);
    total += o.count;
  }
  if (!(total > 0)) throw new Error('no round outcomes to solve the table from');
  const V = new Float64Array(target * target * 2);
  const at = (mine: number, theirs: number, iStart: boolean): number => {
    if (mine >= target || theirs >= target) return finalValue(mine, theirs);
    return V[tableIndex(target, mine, theirs, iStart)];
  };
  // Positions in decreasing order of the total, so every scoring outcome leads to a solved one.
  for (let sum = 2 * (target - 1); sum >= 0; sum--) {
    for (let mine = Math.min(target - 1, sum); mine >= 0 && sum - mine < target; mine--) {
      const theirs = sum - mine;
      // x1 = c1 + a11 x1 + a10 x0 (I start), x0 = c0 + a01 x1 + a00 x0 (they start), over the
      // scoreless outcomes that stay at these scores.
      let c1 = 0, a11 = 0, a10 = 0, c0 = 0, a01 = 0, a00 = 0;
      for (const o of outcomes) {
        const p = o.count / total;
        // I start: I gain the starter's points.
        if (o.instant !== 0) c1 += p * (o.instant > 0 ? 1 : 0);
        else if (o.starterGain === 0 && o.otherGain === 0) {
          if (o.starterStartsNext) a11 += p; else a10 += p;
        } else c1 += p * at(mine + o.starterGain, theirs + o.otherGain, o.starterStartsNext);
        // They start: they gain the starter's points.
        if (o.instant !== 0) c0 += p * (o.instant > 0 ? 0 : 1);
        else if (o.starterGain === 0 && o.otherGain === 0) {
          if (o.starterStartsNext) a00 += p; else a01 += p;
        } else c0 += p * at(mine + o.otherGain, theirs + o.starterGain, !o.starterStartsNext);
      }
      // (1 - a11) x1 - a10 x0 = c1; -a01 x1 + (1 - a00) x0 = c0.
      const det = (1 - a11) * (1 - a00) - a10 * a01;
      const x1 = (c1 * (1 - a00) + a10 * c0) / det;
      const x0 = ((1 - a11) * c0 + a01 * c1) / det;
      V[tableIndex(target, mine, theirs, true)] = x1;
      V[tableIndex(target, mine, theirs, false)] = x0;
    }
  }
  return V;
}

/** The table with each value's logit scaled by `k` (below 1: less sure of itself). */
export function calibrateTable(table: RoundStartTable, k: number): RoundStartTable {
  if (!(k > 0)) throw new Error(`the calibration factor must be above 0, got ${k}`);
  return table.map((v) => {
    if (v <= 0 || v >= 1) return v;
    return 1 / (1 + Math.exp(-k * Math.log(v / (1 - v))));
  });
}

let shipped: RoundStartTable | null = null;

/** The calibrated table of the shipped outcomes (roundOutcomes.ts), solved once, on first use (a few milliseconds). */
export function shippedRoundStartTable(): RoundStartTable {
  shipped ??= calibrateTable(solveRoundStartTable(shippedRoundOutcomes(), ROUND_OUTCOMES_TARGET), ROUND_OUTCOME_CALIBRATION);
  return shipped;
}

/**
 * `mine`'s chance to win at the start of a round of a two-player game to 40 (the shipped outcomes'
 * game), `iStart` saying whether that player starts it; other games fall back to the logistic.
 */
export function winChanceAtRoundStart(mine: number, theirs: number, target: number, iStart: boolean, players = 2): number {
  if (mine >= target || theirs >= target) return finalValue(mine, theirs);
  if (players !== 2 || target !== ROUND_OUTCOMES_TARGET) return winChanceFromScores(mine, theirs, target);
  return shippedRoundStartTable()[tableIndex(target, mine, theirs, iStart)];
}
