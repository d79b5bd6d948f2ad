// The plain search's judge (no network): every legal action equally likely, and a position valued by
// playing the dealt world on until the round ends (the greedy policy, or another: rolloutPolicy.ts),
// then scoring it exactly and estimating the chance to win the game from the scores (or the exact
// result if the game is over). With `racers`, a seat whose record says it calls STOP as soon as it
// may (playingStyle.ts) is played by the greedy policy, which does, in that share of the rollouts.
// With `rollouts` above 1, the value is the mean of that many rollouts, each after the first played
// with the deck reshuffled (nobody knows its order), so one leaf's value is less of a single draw.
// With `nextRoundJudge`, a rollout whose round ends without ending the game is valued by that judge
// at the next round's start (a network trained on game results) instead of the hand-tuned estimate;
// with `roundEndTable`, by the table solved from how rounds end (roundStartValue.ts), which also
// knows who starts the next round.

import { PHASE, type RngState, type State, applyInPlace, cloneState, gameResult, legalActions, shuffleInPlace } from '../engine/index.js';
import type { EvalRequest, Evaluation, Evaluator } from './evaluator.js';
import { racerSeats } from './playingStyle.js';
import { type RolloutPolicy, greedyRollout } from './rolloutPolicy.js';
import { winChanceFromScores } from './winEstimate.js';
import { winChanceAtRoundStart } from './roundStartValue.js';

export interface RolloutOptions {
  /** Play each seat as a racer (greedy) in the share of the rollouts its record supports. */
  racers?: boolean;
  /** Rollouts per evaluation (default 1); the second and later ones with the deck reshuffled. */
  rollouts?: number;
  /** Who values the next round's start when a rollout's round ends the game goes on (default: winChanceFromScores). */
  nextRoundJudge?: Evaluator;
  /** Without a judge: value the next round's start by the round-start table instead of the logistic. */
  roundEndTable?: boolean;
}

export class RolloutEvaluator implements Evaluator {
  readonly name = 'rollout';

  private readonly count: number;

  constructor(private readonly policy: RolloutPolicy = greedyRollout, private readonly options: RolloutOptions = {}) {
    this.count = options.rollouts ?? 1;
    if (!(Number.isInteger(this.count) && this.count >= 1)) throw new Error(`the rollouts per leaf must be a whole number from 1, got ${this.count}`);
  }

  evaluate({ state, player, legal }: EvalRequest): Evaluation {
    const count = this.count;
    const other = (player + 1) % state.players;
    // The reshuffles draw from a copy of the world's generator, so a decision stays reproducible.
    let shuffler: RngState | null = null;
    let value = 0, mine = 0, theirs = 0;
    for (let i = 0; i < count; i++) {
      const s = cloneState(state);
      if (i > 0) {
        shuffler ??= [state.rng[0], state.rng[1], state.rng[2], state.rng[3]];
        shuffleInPlace(shuffler, s.deck);
        s.rng = [shuffler[0], shuffler[1], shuffler[2], shuffler[3]];
      }
      this.playOutRound(s);
      value += s.phase === PHASE.GAME_OVER
        ? gameResult(s, player)
        : this.nextRoundValue(s, player, other);
      mine += s.scores[player] - state.scores[player];
      theirs += s.scores[other] - state.scores[other];
    }
    const priors = new Float32Array(legal.length).fill(1 / legal.length);
    return { value: value / count, priors, round: [mine / count, theirs / count] };
  }

  /** `player`'s chance to win from `s`, a round's start after a rollout. */
  private nextRoundValue(s: State, player: number, other: number): number {
    const judge = this.options.nextRoundJudge;
    if (!judge) {
      return this.options.roundEndTable
        ? winChanceAtRoundStart(s.scores[player], s.scores[other], s.target, s.current === player, s.players)
        : winChanceFromScores(s.scores[player], s.scores[other], s.target);
    }
    // The seat to move judges from its own knowledge of the dealt world, as at the tree's round starts.
    const v = judge.evaluate({ state: s, player: s.current, legal: legalActions(s) }).value;
    return s.current === player ? v : 1 - v;
  }

  /** Plays `s` on, in place, until its round (or the game) ends. */
  private playOutRound(s: State): void {
    const round = s.round;
    const racer = this.options.racers && this.policy !== greedyRollout ? racerSeats(s) : null;
    this.policy.startRollout?.();
    // Bounded: a round always ends well within this many decisions.
    for (let i = 0; i < 2000 && s.phase !== PHASE.GAME_OVER && s.round === round; i++) {
      const moves = legalActions(s);
      const a = moves.length === 1 ? moves[0] : racer?.[s.current] ? greedyRollout(s, moves) : this.policy(s, moves);
      applyInPlace(s, a);
    }
  }

  evaluateBatch(reqs: readonly EvalRequest[]): Evaluation[] {
    return reqs.map((r) => this.evaluate(r));
  }
}
