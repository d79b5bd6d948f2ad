// Several networks judging together: a leaf's priors, value and round points are the means of
// theirs (an ensemble of outputs, as against ssp average's mean of weights). Each network's errors
// are partly its own, so the mean is steadier than any one of them; it costs one evaluation a
// network at each leaf, little beside the rollout's forty or so. A rollout is played by one network
// alone (policySequence): it makes a network call at every step, and an ensemble there would multiply
// a decision's time. By default the first network plays every rollout; with `rollouts: 'rotate'` each
// rollout is played by one member picked from its dealt world, so the rollouts' own errors are spread
// over the members as the leaves' are, at no cost in time; with 'mean', by the mean of all the
// members' priors at every step, at the cost of one evaluation a member a step.

import type { EvalRequest, Evaluation, Evaluator, PolicySequence } from './evaluator.js';

/** Who plays the rollouts: the first member always, one member a rollout (picked from its world), or all of them. */
export type EnsembleRollouts = 'first' | 'rotate' | 'mean';
export const ENSEMBLE_ROLLOUT_NAMES: readonly EnsembleRollouts[] = ['first', 'rotate', 'mean'];

export class EnsembleEvaluator implements Evaluator {
  readonly name: string;

  constructor(readonly members: readonly Evaluator[], readonly rollouts: EnsembleRollouts = 'first') {
    if (members.length === 0) throw new Error('an ensemble needs at least one network');
    this.name = `ensemble(${members.map((m) => m.name).join(',')})${rollouts === 'first' ? '' : `-${rollouts}-rollouts`}`;
    const first = members[0];
    if (rollouts === 'first' || members.length === 1) {
      if (first.policySequence) this.policySequence = () => first.policySequence!();
    } else if (members.every((m) => m.policySequence)) {
      const sequences = () => members.map((m) => m.policySequence!());
      this.policySequence = rollouts === 'rotate' ? () => rotatingSequence(sequences()) : () => meanSequence(sequences());
    }
  }

  evaluate(req: EvalRequest): Evaluation {
    const evals = this.members.map((m) => m.evaluate(req));
    const k = evals.length;
    const priors = new Float32Array(req.legal.length);
    let value = 0;
    let round: [number, number] | undefined = evals.every((e) => e.round) ? [0, 0] : undefined;
    for (const e of evals) {
      for (let i = 0; i < priors.length; i++) priors[i] += e.priors[i] / k;
      value += e.value / k;
      if (round) round = [round[0] + e.round![0] / k, round[1] + e.round![1] / k];
    }
    return round ? { value, priors, round } : { value, priors };
  }

  evaluateBatch(reqs: readonly EvalRequest[]): Evaluation[] {
    return reqs.map((r) => this.evaluate(r));
  }

  readonly policySequence?: () => PolicySequence;
}

/**
 * One member's sequence a rollout. The member is picked at the rollout's first position from its
 * dealt world's generator (a draw the search made from its seed), not from a counter: a decision then
 * does not depend on how many rollouts the evaluator played before it, and stays reproducible.
 */
function rotatingSequence(sequences: readonly PolicySequence[]): PolicySequence {
  let current: PolicySequence | null = null;
  return {
    reset() { current = null; },
    bestAction(req) {
      if (current === null) {
        current = sequences[(req.state.rng[0] >>> 0) % sequences.length];
        current.reset();
      }
      return current.bestAction(req);
    },
  };
}

/** Every member's sequence at every step: the action with the highest mean prior (the first of equal ones). */
function meanSequence(sequences: readonly PolicySequence[]): PolicySequence {
  if (!sequences.every((q) => q.priors)) throw new Error('mean rollouts need members that give their priors along a sequence');
  let sum = new Float32Array(0);
  return {
    reset() { for (const q of sequences) q.reset(); },
    bestAction(req) {
      const n = req.legal.length;
      if (sum.length < n) sum = new Float32Array(n);
      sum.fill(0, 0, n);
      for (const q of sequences) {
        const p = q.priors!(req);
        for (let i = 0; i < n; i++) sum[i] += p[i];
      }
      let best = 0;
      for (let i = 1; i < n; i++) if (sum[i] > sum[best]) best = i;
      return best;
    },
  };
}
