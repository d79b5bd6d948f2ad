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

/** The most likely action at each position of a sequence of related ones (a rollout's). */
export interface PolicySequence {
  /** Starts a new sequence: what follows owes nothing to the positions before. */
  reset(): void;
  /** The index in `legal` of the action with the highest prior (the first of equal ones). */
  bestAction(req: EvalRequest): number;
  /** Where the evaluator can: the priors over `legal` (a buffer the next call may reuse). */
  priors?(req: EvalRequest): Float32Array;
}

export interface Evaluator {
  readonly name: string;
  evaluate(req: EvalRequest): Evaluation;
  /** Batched form (self-play batches leaf evaluations); may simply loop. */
  evaluateBatch?(reqs: readonly EvalRequest[]): Evaluation[];
  /** A faster way to play a rollout's moves, where the evaluator has one (the network does). */
  policySequence?(): PolicySequence;
}
