// Several networks judging a leaf together: the means of their outputs; rollouts stay with the first.
import { describe, expect, it } from 'vitest';
import { determinize, initialKnowledge, legalActions, newGame, publicView, seedRng } from '../../src/engine/index.js';
import { EnsembleEvaluator } from '../../src/ai/ensembleEvaluator.js';
import type { EvalRequest, Evaluation, Evaluator, PolicySequence } from '../../src/ai/evaluator.js';

/** A fake network that puts `lean` of its prior on one action and believes it wins with `value`. */
class Fixed implements Evaluator {
  readonly name: string;
  sequences = 0;
  constructor(private readonly favourite: number, private readonly lean: number, private readonly value: number, private readonly round?: [number, number]) {
    this.name = `fixed${favourite}`;
  }
  evaluate({ legal }: EvalRequest): Evaluation {
    const priors = new Float32Array(legal.length).fill((1 - this.lean) / (legal.length - 1));
    priors[this.favourite] = this.lean;
    return this.round ? { value: this.value, priors, round: this.round } : { value: this.value, priors };
  }
  policySequence(): PolicySequence {
    this.sequences++;
    return { reset() {}, bestAction: () => this.favourite, priors: (req) => this.evaluate(req).priors };
  }
}

const request = (): EvalRequest => {
  const s = determinize(initialKnowledge(publicView(newGame({ players: 2, salt: true, pepper: true }, 5), 0)), seedRng(3));
  return { state: s, player: s.current, legal: legalActions(s) };
};

describe('ensemble evaluator', () => {
  it('averages the members\' priors, values and round points', () => {
    const req = request();
    expect(req.legal.length).toBeGreaterThan(2);
    const a = new Fixed(0, 0.7, 0.9, [10, 2]);
    const b = new Fixed(1, 0.5, 0.3, [4, 6]);
    const e = new EnsembleEvaluator([a, b]).evaluate(req);
    expect(e.value).toBeCloseTo(0.6, 6);
    expect(e.round![0]).toBeCloseTo(7, 6);
    expect(e.round![1]).toBeCloseTo(4, 6);
    const pa = a.evaluate(req).priors, pb = b.evaluate(req).priors;
    for (let i = 0; i < req.legal.length; i++) expect(e.priors[i]).toBeCloseTo((pa[i] + pb[i]) / 2, 6);
    expect(e.priors.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 5);
  });

  it('leaves out the round points when a member has none, and is its member alone with one', () => {
    const req = request();
    expect(new EnsembleEvaluator([new Fixed(0, 0.7, 0.9, [1, 1]), new Fixed(1, 0.5, 0.3)]).evaluate(req).round).toBeUndefined();
    const solo = new Fixed(2, 0.6, 0.4, [3, 5]);
    expect(new EnsembleEvaluator([solo]).evaluate(req)).toEqual(solo.evaluate(req));
  });

  it('plays rollouts with the first member\'s policy sequence only', () => {
    const first = new Fixed(2, 0.6, 0.4), second = new Fixed(1, 0.5, 0.3);
    const seq = new EnsembleEvaluator([first, second]).policySequence!();
    expect(seq.bestAction(request())).toBe(2);
    expect([first.sequences, second.sequences]).toEqual([1, 0]);
  });

  it('with rotating rollouts, plays each rollout with one member picked from its world, reproducibly', () => {
    const first = new Fixed(2, 0.6, 0.4), second = new Fixed(1, 0.5, 0.3);
    const seq = new EnsembleEvaluator([first, second], 'rotate').policySequence!();
    expect([first.sequences, second.sequences]).toEqual([1, 1]);
    const k = initialKnowledge(publicView(newGame({ players: 2, salt: true, pepper: true }, 5), 0));
    const rng = seedRng(11);
    const picks: number[] = [];
    for (let i = 0; i < 40; i++) {
      const s = determinize(k, rng);
      const req = { state: s, player: s.current, legal: legalActions(s) };
      seq.reset();
      const pick = seq.bestAction(req);
      expect(pick).toBe((s.rng[0] >>> 0) % 2 === 0 ? 2 : 1);
      // The rest of the rollout stays with that member, whatever the later worlds' generators say.
      const other = determinize(k, rng);
      expect(seq.bestAction({ state: other, player: other.current, legal: legalActions(other) })).toBe(pick);
      seq.reset();
      expect(seq.bestAction(req)).toBe(pick);
      picks.push(pick);
    }
    expect(new Set(picks)).toEqual(new Set([1, 2]));
  });

  it('with mean rollouts, plays each step by the highest mean of the members\' priors', () => {
    const req = request();
    const k = req.legal.length;
    // One member leans a little to action 2, the other much to action 1: the mean favours 1.
    const a = new Fixed(2, 0.45, 0.5), b = new Fixed(1, 0.9, 0.5);
    const seq = new EnsembleEvaluator([a, b], 'mean').policySequence!();
    expect([a.sequences, b.sequences]).toEqual([1, 1]);
    expect(seq.bestAction(req)).toBe(1);
    const c = new Fixed(2, 0.95, 0.5);
    expect(new EnsembleEvaluator([c, b], 'mean').policySequence!().bestAction(req)).toBe(2);
    expect(k).toBeGreaterThan(2);
    // A member that cannot give its priors along a sequence is refused with a message.
    const blind: Evaluator = { name: 'blind', evaluate: (r) => a.evaluate(r), policySequence: () => ({ reset() {}, bestAction: () => 0 }) };
    expect(() => new EnsembleEvaluator([a, blind], 'mean').policySequence!()).toThrow(/priors along a sequence/);
  });

  it('refuses an empty ensemble', () => {
    expect(() => new EnsembleEvaluator([])).toThrow(/at least one network/);
  });
});
