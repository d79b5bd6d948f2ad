// A judge that looks at a position twice, as it is and with its two piles swapped (the game's exact
// symmetry, engine/pileMirror.ts), and gives the mean of the two: priors, value and round points.
// The network was trained without the symmetry, so its two judgements differ (sd 0.061-0.065 of win
// chance over 85,489 positions, bench/pile-mirror.mjs; the ensemble's members differ from each other
// by 0.08-0.09), and their mean is steadier, as an ensemble's is, for twice the network calls a leaf. The rollouts are the inner
// judge's own (a mean at every step of a rollout would double its cost, which is most of a leaf's).

import { mirrorAction, mirrorPiles } from '../engine/index.js';
import type { EvalRequest, Evaluation, Evaluator, PolicySequence } from './evaluator.js';

export class PileMirrorEvaluator implements Evaluator {
  readonly name: string;
  readonly policySequence?: () => PolicySequence;

  constructor(readonly inner: Evaluator) {
    this.name = `${inner.name}+mirror`;
    if (inner.policySequence) this.policySequence = () => inner.policySequence!();
  }

  evaluate(req: EvalRequest): Evaluation {
    const e = this.inner.evaluate(req);
    const mirrored = mirrorPiles(req.state);
    if (mirrored === null) return e;
    // The mirrored request's actions in the same order, so its priors line up with the first's.
    const m = this.inner.evaluate({ state: mirrored, player: req.player, legal: req.legal.map(mirrorAction) });
    const priors = new Float32Array(req.legal.length);
    for (let i = 0; i < priors.length; i++) priors[i] = (e.priors[i] + m.priors[i]) / 2;
    const value = (e.value + m.value) / 2;
    return e.round && m.round ? { value, priors, round: [(e.round[0] + m.round[0]) / 2, (e.round[1] + m.round[1]) / 2] } : { value, priors };
  }

  evaluateBatch(reqs: readonly EvalRequest[]): Evaluation[] {
    return reqs.map((r) => this.evaluate(r));
  }
}
