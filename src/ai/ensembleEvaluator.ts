// Several networks judging together: a leaf's priors, value and round points are the means of
// theirs (an ensemble of outputs, as against ssp average's mean of weights). Each network's errors
// are partly its own, so the mean is steadier than any one of them; it costs one evaluation a
// network at each leaf, little beside the rollout's forty or so. A rollout is played by one network
// alone (policySequence): it makes a network call at every step, and an ensemble there would multiply
// a decision's time. By default the first network plays every rollout; with `rollouts: 'rotate'` each
// rollout is played by one member picked from its dealt world, so the rollouts' own errors are spread
// over the members as the leaves' are, at no cost in time.

import type { EvalRequest, Evaluation, Evaluator, PolicySequence } from './evaluator.js';

/** Who plays the rollouts: the first member always, or one member a rollout, picked from its world. */
export type EnsembleRollouts = 'first' | 'rotate';
export const ENSEMBLE_ROLLOUT_NAMES: readonly EnsembleRollouts[] = ['first', 'rotate'];

export class EnsembleEvaluator implements Evaluator {
  readonly name: string;

  constructor(readonly members: readonly Evaluator[], readonly rollouts: EnsembleRollouts = 'first') {
    if (members.length === 0) throw new Error('an ensemble needs at least one network');
    this.name = `ensemble(${members.map((m) => m.name).join(',')})${rollouts === 'rotate' ? '-rotating-rollouts' : ''}`;
    const first = members[0];
    if (rollouts === 'first' || members.length === 1) {
      if (first.policySequence) this.policySequence = () => first.policySequence!();
    } else if (members.every((m) => m.policySequence)) {
      this.policySequence = () => rotatingSequence(members.map((m) => m.policySequence!()));
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
