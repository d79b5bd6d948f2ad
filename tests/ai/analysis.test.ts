// Decision analysis: the same search as the levels, and costs labelled by the published thresholds.
import { describe, expect, it } from 'vitest';
import { PHASE, STOP, initialKnowledge, publicView } from '../../src/engine/index.js';
import { ANALYSIS_BUDGETS, type DecisionAnalysis, analyzeDecision, costOf, stepwiseAnalysis } from '../../src/ai/analysis.js';
import { Search } from '../../src/ai/search/ismcts.js';
import { MixedEvaluator } from '../../src/ai/mixedEvaluator.js';
import type { EvalRequest, Evaluation, Evaluator } from '../../src/ai/evaluator.js';

/** Knows nothing: every position a coin flip. */
class CoinFlip implements Evaluator {
  readonly name = 'coin';
  evaluate({ legal }: EvalRequest): Evaluation {
    return { value: 0.5, priors: new Float32Array(legal.length).fill(1 / legal.length) };
  }
}
import { scenario } from '../support/scenario.js';

const position = () => scenario({
  phase: PHASE.PLAY, current: 0, scores: [36, 30],
  hands: [['octopus:lightBlue', 'octopus:yellow', 'octopus:green', 'fish:black', 'fish:darkBlue'], ['shell:black']],
  piles: [['crab:grey'], ['boat:yellow']],
});

describe('analysis', () => {
  it('agrees with the search on the same knowledge and seed, and finds the winning call', () => {
    const k = initialKnowledge(publicView(position(), 0));
    const a = analyzeDecision(k, new CoinFlip(), 'hard', 7);
    const r = new Search(k, new MixedEvaluator(new CoinFlip()), { ...ANALYSIS_BUDGETS.hard, seed: 7 }).run();
    expect(a.best).toBe(r.action);
    expect(a.best).toBe(STOP);
    expect(a.options.map((o) => o.visits)).toEqual(r.stats.map((s) => s.visits));
    expect(a.winChance).toBeCloseTo(r.winChance, 10);
  });

  it('run in steps, gives exactly the one-run analysis', () => {
    const k = initialKnowledge(publicView(position(), 0));
    const whole = analyzeDecision(k, new CoinFlip(), 'hard', 11);
    const stepped = stepwiseAnalysis(k, new CoinFlip(), 'hard', 11);
    let ran = 0, n: number;
    while ((n = stepped.step(37)) > 0) ran += n;
    expect(ran).toBe(400);
    expect(stepped.current()).toEqual(whole);
  });

  it('labels costs by size', () => {
    const a: DecisionAnalysis = {
      best: 1, winChance: 0.6, simulations: 100,
      options: [
        { action: 1, winChance: 0.6, visits: 50, prior: 0.3 },
        { action: 2, winChance: 0.58, visits: 20, prior: 0.3 },
        { action: 3, winChance: 0.52, visits: 15, prior: 0.2 },
        { action: 4, winChance: 0.45, visits: 10, prior: 0.1 },
        { action: 5, winChance: 0.3, visits: 5, prior: 0.1 },
        { action: 6, winChance: NaN, visits: 0, prior: 0 },
      ],
    };
    expect(costOf(a, 1)).toEqual({ cost: 0, label: 'good' });
    expect(costOf(a, 2).label).toBe('good');
    expect(costOf(a, 3).label).toBe('inaccuracy');
    expect(costOf(a, 4).label).toBe('mistake');
    expect(costOf(a, 5).label).toBe('blunder');
    expect(costOf(a, 6).label).toBe('blunder');
  });
});
