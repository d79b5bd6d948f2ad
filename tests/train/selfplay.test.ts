import { describe, expect, it } from 'vitest';
import type { EvalRequest, Evaluation, Evaluator } from '../../src/ai/evaluator.js';
import { DEFAULT_SELF_PLAY, playSelfPlayGame, roundTarget } from '../../src/train/selfplay.js';

/** Uniform priors and a fixed value: enough for the search to play legal games quickly. */
const flat: Evaluator = {
  name: 'flat',
  evaluate: ({ legal }: EvalRequest): Evaluation => ({ value: 0.5, priors: new Float32Array(legal.length).fill(1 / legal.length) }),
  evaluateBatch(reqs) { return reqs.map((r) => this.evaluate(r)); },
};

describe('round-bootstrapped value target', () => {
  it('keeps the result when there is no next round or no bootstrap', () => {
    expect(roundTarget(1, 0, undefined, 0.5)).toBe(1);
    expect(roundTarget(0, 1, { seat: 0, winChance: 0.8 }, 0)).toBe(0);
  });

  it("takes the next round's estimate from the seat's side", () => {
    expect(roundTarget(1, 0, { seat: 0, winChance: 0.8 }, 1)).toBeCloseTo(0.8);
    expect(roundTarget(1, 1, { seat: 0, winChance: 0.8 }, 1)).toBeCloseTo(0.2);
    expect(roundTarget(0, 1, { seat: 0, winChance: 0.8 }, 0.5)).toBeCloseTo(0.1);
  });

  it('in a game: the last round keeps the result, earlier rounds move toward the estimates', () => {
    const opts = { ...DEFAULT_SELF_PLAY, fullSimulations: 8, fastSimulations: 4, roundBootstrap: 1 };
    const plain = playSelfPlayGame(flat, 7, { ...opts, roundBootstrap: 0 });
    const boot = playSelfPlayGame(flat, 7, opts);
    // Same seed, same searches: only the targets differ.
    expect(boot.rows.length).toBe(plain.rows.length);
    expect(boot.stats.rounds).toBeGreaterThan(1);
    let differ = 0;
    boot.rows.forEach((r, i) => {
      expect(r.value).toBeGreaterThanOrEqual(0);
      expect(r.value).toBeLessThanOrEqual(1);
      if (Math.abs(r.value - plain.rows[i].value) > 1e-9) differ++;
    });
    expect(differ).toBeGreaterThan(0);
    // The rows of the last round: no next round, the same targets as without bootstrap.
    const last = boot.rows.length - 1;
    expect(boot.rows[last].value).toBeCloseTo(plain.rows[last].value, 9);
  });
});
