import { describe, expect, it } from 'vitest';
import type { EvalRequest, Evaluation, Evaluator } from '../../src/ai/evaluator.js';
import { greedyAction } from '../../src/ai/greedy.js';
import { checkRow } from '../../src/train/dataset.js';
import { type SearchLabelOptions, labelGame } from '../../src/train/searchLabels.js';

/** Uniform priors and a fixed value: enough for the search to label positions quickly. */
const flat: Evaluator = {
  name: 'flat',
  evaluate: ({ legal }: EvalRequest): Evaluation => ({ value: 0.5, priors: new Float32Array(legal.length).fill(1 / legal.length) }),
  evaluateBatch(reqs) { return reqs.map((r) => this.evaluate(r)); },
};

function options(every: number, counter: { calls: number }): SearchLabelOptions {
  return {
    search: { evaluator: flat, options: {} },
    simulations: 12,
    every,
    play: (world, legal) => { counter.calls++; return greedyAction(world, legal); },
  };
}

describe('rows labelled by the search', () => {
  it('are storable rows whose policy is the visit share and whose value is a win chance, each with its seat result', () => {
    const game = labelGame(3, options(2, { calls: 0 }));
    expect(game.rows.length).toBeGreaterThan(5);
    expect(game.results).toHaveLength(game.rows.length);
    for (const [i, row] of game.rows.entries()) {
      expect(checkRow(row)).toBeNull();
      expect(row.policyTarget).toBe(true);
      expect([0, 0.5, 1]).toContain(game.results[i]);
    }
    expect(game.rows.some((r) => r.round[0] !== 0 || r.round[1] !== 0)).toBe(true);
  });

  it('label one decision with a choice in `every`, and all of them with every = 1', () => {
    const all = { calls: 0 };
    expect(labelGame(5, options(1, all)).rows).toHaveLength(all.calls);
    const third = { calls: 0 };
    const rows = labelGame(5, options(3, third)).rows.length;
    expect(rows).toBeGreaterThanOrEqual(Math.floor(third.calls / 3));
    expect(rows).toBeLessThanOrEqual(Math.ceil(third.calls / 3));
  });

  it('are the same for the same seed', () => {
    const a = labelGame(11, options(2, { calls: 0 })), b = labelGame(11, options(2, { calls: 0 }));
    expect(b.rows).toEqual(a.rows);
    expect(b.results).toEqual(a.results);
  });
});
