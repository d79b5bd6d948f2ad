// Several networks judging together: a leaf's priors, value and round points are the means of
// theirs (an ensemble of outputs, as against ssp average's mean of weights). Each network's errors
// are partly its own, so the mean is steadier than any one of them; it costs one evaluation a
// network at each leaf, little beside the rollout's forty or so. Rollouts (policySequence) stay with
// the first network alone: a rollout makes a network call at every step, and an ensemble there would
// multiply a decision's time.

import type { EvalRequest, Evaluation, Evaluator, PolicySequence } from './evaluator.js';

export class EnsembleEvaluator implements Evaluator {
  readonly name: string;

  constructor(readonly members: readonly Evaluator[]) {
    if (members.length === 0) throw new Error('an ensemble needs at least one network');
    this.name = `ensemble(${members.map((m) => m.name).join(',')})`;
    const first = members[0];
    if (first.policySequence) this.policySequence = () => first.policySequence!();
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
