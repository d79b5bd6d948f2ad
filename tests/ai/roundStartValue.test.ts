// The round-start win table: solved exactly on outcome sets whose answer is known by hand, and the
// shipped table's invariants (two views of one position add up to one, a lead is worth more).
import { describe, expect, it } from 'vitest';
import { type RoundOutcome, calibrateTable, shippedRoundStartTable, solveRoundStartTable, tableIndex, winChanceAtRoundStart } from '../../src/ai/roundStartValue.js';
import { winChanceFromScores } from '../../src/ai/winEstimate.js';
import { PHASE, applyInPlace, cloneState, legalActions, newGame } from '../../src/engine/index.js';
import { greedyRollout } from '../../src/ai/rolloutPolicy.js';
import { RolloutEvaluator } from '../../src/ai/rolloutEvaluator.js';

const outcome = (starterGain: number, otherGain: number, starterStartsNext: boolean, count = 1, instant = 0): RoundOutcome =>
  ({ starterGain, otherGain, starterStartsNext, instant, count });
const at = (t: Float64Array, target: number, mine: number, theirs: number, iStart: boolean) => t[tableIndex(target, mine, theirs, iStart)];

describe('solveRoundStartTable', () => {
  it('gives the starter a sure win when every round makes the starter reach the target', () => {
    const t = solveRoundStartTable([outcome(10, 0, false)], 10);
    expect(at(t, 10, 0, 0, true)).toBe(1);
    expect(at(t, 10, 0, 0, false)).toBe(0);
    expect(at(t, 10, 3, 9, true)).toBe(1);
  });

  it('solves scoreless rounds that hand the start over as a linear system', () => {
    // Half the rounds are scoreless and the other player starts next; half, the starter wins.
    // x1 = 1/2 + x0/2 and x0 = x1/2, so x1 = 2/3 and x0 = 1/3.
    const t = solveRoundStartTable([outcome(0, 0, false), outcome(10, 0, false)], 10);
    expect(at(t, 10, 0, 0, true)).toBeCloseTo(2 / 3, 12);
    expect(at(t, 10, 0, 0, false)).toBeCloseTo(1 / 3, 12);
  });

  it('counts a mermaid win as the game won at once', () => {
    const t = solveRoundStartTable([outcome(0, 0, true, 1, -1), outcome(1, 1, true, 3)], 10);
    // Rounds of one point each go on for ten rounds; each has a quarter chance to end the game for the other player.
    expect(at(t, 10, 0, 0, true)).toBeCloseTo(0.5 * 0.75 ** 10, 12);
    expect(at(t, 10, 0, 0, false)).toBeCloseTo(1 - 0.5 * 0.75 ** 10, 12);
  });

  it('refuses negative gains and an empty set, naming the problem', () => {
    expect(() => solveRoundStartTable([outcome(-1, 2, true)], 10)).toThrow(/negative/);
    expect(() => solveRoundStartTable([], 10)).toThrow(/no round outcomes/);
  });
});

describe('calibrateTable', () => {
  it('scales each logit, keeping sure results and even chances as they are', () => {
    const t = calibrateTable(Float64Array.from([0, 0.5, 1, 0.8, 0.2]), 0.5);
    expect([t[0], t[1], t[2]]).toEqual([0, 0.5, 1]);
    // logit(0.8) = ln 4; half of it is ln 2, so 2/3.
    expect(t[3]).toBeCloseTo(2 / 3, 12);
    expect(t[4]).toBeCloseTo(1 / 3, 12);
    expect(() => calibrateTable(t, 0)).toThrow(/above 0/);
  });
});

describe('the shipped round-start table', () => {
  const t = shippedRoundStartTable();

  it('is a probability, and both players\' views of one position add up to one', () => {
    for (let a = 0; a < 40; a++) {
      for (let b = 0; b < 40; b++) {
        for (const start of [true, false]) {
          const v = at(t, 40, a, b, start);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(1);
          expect(v + at(t, 40, b, a, !start)).toBeCloseTo(1, 9);
        }
      }
    }
  });

  it('values a lead and the start of the round', () => {
    expect(at(t, 40, 0, 0, true)).toBeGreaterThan(0.5);
    // A point more is never worth less (a search would otherwise learn to score less).
    for (let b = 0; b < 40; b++) {
      for (let a = 1; a < 40; a++) {
        for (const start of [true, false]) expect(at(t, 40, a, b, start)).toBeGreaterThanOrEqual(at(t, 40, a - 1, b, start) - 1e-3);
      }
    }
    expect(winChanceAtRoundStart(30, 35, 40, true)).toBeGreaterThan(winChanceAtRoundStart(30, 35, 40, false));
  });

  it('is used for two players to 40 only, and a finished game is its result', () => {
    expect(winChanceAtRoundStart(12, 8, 35, true, 3)).toBe(winChanceFromScores(12, 8, 35));
    expect(winChanceAtRoundStart(41, 39, 40, false)).toBe(1);
    expect(winChanceAtRoundStart(40, 40, 40, true)).toBe(0.5);
  });
});

describe('RolloutEvaluator with roundEndTable', () => {
  it('values the end of its round by the table, knowing who starts the next one', () => {
    let checked = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const s = newGame({ players: 2, salt: true, pepper: true }, seed);
      s.scores = [24, 29];
      const req = { state: s, player: 0, legal: legalActions(s) };
      const table = new RolloutEvaluator(undefined, { roundEndTable: true }).evaluate(req).value;
      const plain = new RolloutEvaluator().evaluate(req).value;
      // The same greedy round, played here by hand: only the value of its end differs.
      const end = cloneState(s);
      while (end.phase !== PHASE.GAME_OVER && end.round === s.round) {
        const moves = legalActions(end);
        applyInPlace(end, moves.length === 1 ? moves[0] : greedyRollout(end, moves));
      }
      if (end.phase === PHASE.GAME_OVER) {
        expect(table).toBe(plain);
        continue;
      }
      expect(plain).toBe(winChanceFromScores(end.scores[0], end.scores[1], 40));
      expect(table).toBe(winChanceAtRoundStart(end.scores[0], end.scores[1], 40, end.current === 0));
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });
});
