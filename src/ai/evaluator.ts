// The seam between the search and whatever judges positions (DESIGN.md, KataGo's evaluator): the
// network, a rollout, or a mock in tests. The search never knows which.

import type { State } from '../engine/state.js';

export interface Evaluation {
  /** Probability that `player` wins the game. */
  value: number;
  /** Prior probabilities of the legal actions, in the order given (sums to 1). */
  priors: Float32Array;
  /** This round's expected points for `player` and the other player (auxiliary; may be absent). */
  round?: [number, number];
}

export interface EvalRequest {
  /** A full world (dealt from the searching seat's knowledge); evaluators must use only what `player` could know in it. */
  state: State;
  player: number;
  legal: readonly number[];
}

export interface Evaluator {
  readonly name: string;
  evaluate(req: EvalRequest): Evaluation;
  /** Batched form (self-play batches leaf evaluations); may simply loop. */
  evaluateBatch?(reqs: readonly EvalRequest[]): Evaluation[];
}
