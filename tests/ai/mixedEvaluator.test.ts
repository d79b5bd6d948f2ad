// The network levels' judge: the network's priors, and a value mixed with a rollout's.
import { describe, expect, it } from 'vitest';
import { initialKnowledge, legalActions, newGame, publicView, determinize, seedRng } from '../../src/engine/index.js';
import { MixedEvaluator, withRollouts } from '../../src/ai/mixedEvaluator.js';
import { RolloutEvaluator } from '../../src/ai/rolloutEvaluator.js';
import type { EvalRequest, Evaluation, Evaluator } from '../../src/ai/evaluator.js';

/** A fake network: sure it wins, and prefers the first action. */
class Confident implements Evaluator {
  readonly name = 'confident';
  evaluate({ legal }: EvalRequest): Evaluation {
    const priors = new Float32Array(legal.length).fill(0);
    priors[0] = 1;
    return { value: 1, priors, round: [9, 1] };
  }
}

const request = (): EvalRequest => {
  const s = determinize(initialKnowledge(publicView(newGame({ players: 2, salt: true, pepper: true }, 5), 0)), seedRng(3));
  return { state: s, player: s.current, legal: legalActions(s) };
};

describe('mixed evaluator', () => {
  it('keeps the network\'s priors and mixes the values by the given share', () => {
    const req = request();
    const rollout = new RolloutEvaluator().evaluate(req).value;
    for (const mix of [0.25, 0.5, 1]) {
      const e = new MixedEvaluator(new Confident(), mix).evaluate(req);
      expect(e.value).toBeCloseTo((1 - mix) * 1 + mix * rollout, 10);
      expect(Array.from(e.priors)).toEqual(Array.from(new Confident().evaluate(req).priors));
      expect(e.round).toEqual([9, 1]);
    }
  });

  it('is the network alone at share 0, and refuses a share outside 0..1', () => {
    const net = new Confident();
    expect(withRollouts(net, 0)).toBe(net);
    expect(() => new MixedEvaluator(net, 1.5)).toThrow(/between 0 and 1/);
    expect(() => new MixedEvaluator(net, Number.NaN)).toThrow(/between 0 and 1/);
  });
});
