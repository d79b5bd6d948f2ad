// The plain search's judge (no network): every legal action equally likely, and a position valued by
// playing the dealt world on until the round ends (the greedy policy, or another: rolloutPolicy.ts),
// then scoring it exactly and estimating the chance to win the game from the scores (or the exact
// result if the game is over).

import { PHASE, applyInPlace, cloneState, legalActions } from '../engine/index.js';
import type { EvalRequest, Evaluation, Evaluator } from './evaluator.js';
import { type RolloutPolicy, greedyRollout } from './rolloutPolicy.js';
import { winChanceFromScores } from './winEstimate.js';

export class RolloutEvaluator implements Evaluator {
  readonly name = 'rollout';

  constructor(private readonly policy: RolloutPolicy = greedyRollout) {}

  evaluate({ state, player, legal }: EvalRequest): Evaluation {
    const s = cloneState(state);
    const round = s.round;
    const before = s.scores.slice();
    // Bounded: a round always ends well within this many decisions.
    for (let i = 0; i < 2000 && s.phase !== PHASE.GAME_OVER && s.round === round; i++) {
      const moves = legalActions(s);
      applyInPlace(s, moves.length === 1 ? moves[0] : this.policy(s, moves));
    }
    const other = (player + 1) % s.players;
    const value = s.phase === PHASE.GAME_OVER
      ? (s.winner === player ? 1 : s.winner === -2 ? 0.5 : 0)
      : winChanceFromScores(s.scores[player], s.scores[other], s.target);
    const priors = new Float32Array(legal.length).fill(1 / legal.length);
    return { value, priors, round: [s.scores[player] - before[player], s.scores[other] - before[other]] };
  }

  evaluateBatch(reqs: readonly EvalRequest[]): Evaluation[] {
    return reqs.map((r) => this.evaluate(r));
  }
}
