// Self-play settings (KataGo's playout cap randomization: a share of full searches train the policy).
import type { GameOptions } from '../engine/options.js';
import { HIDDEN_BY_NETWORK } from '../ai/mixedEvaluator.js';

export interface SelfPlayOptions {
  options: GameOptions;
  /** Simulations of a full search (policy target). */
  fullSimulations: number;
  /** Simulations of a fast search (value target only). */
  fastSimulations: number;
  /** Share of decisions that get a full search. */
  fullShare: number;
  /** Decisions at the start of each round chosen in proportion to visits (exploration); then the most visited. */
  sampledMovesPerRound: number;
  rootNoise: number;
  /** Gumbel root search (exploration and an improved policy target) instead of PUCT with noise. */
  gumbel: boolean;
  /** The rollout share of the leaf value (0: the network alone; see ai/mixedEvaluator.ts). */
  rolloutMix: number;
  /**
   * Share of the result part of the value target taken from the search's estimate at the start of
   * the next round instead of the game's result (0: the result alone). A round's outcome is far
   * less noisy than a whole game's, so a round-bootstrapped target learns from each game's rounds.
   */
  roundBootstrap: number;
  /**
   * Share of the value target that is the game's result part (the result, or with roundBootstrap
   * the next round's estimate); the rest is the search's own estimate at the decision. The result
   * alone is noisy for decisions early in a long game (several AlphaZero reproductions mix the two).
   */
  resultWeight: number;
  /**
   * Which searches' own estimates enter the value targets. 'all': every search's (its row's
   * decision, and the next round's first decision for roundBootstrap). 'full': only full searches'
   * (a fast row's target is the result part alone), and each round's first searched decision gets
   * a full search, so the round-start estimate is a precise one. A 32-simulation Gumbel estimate is
   * about two points of win chance optimistic and three and a half off (sd), an 800-simulation one
   * unbiased and about one off (bench/value-bias.mjs, models/REPORT.md session 25): bootstrapping
   * on the fast ones fed their bias back into the network, round after round.
   */
  valueEstimates: 'all' | 'full';
  /**
   * Share of the games where one seat (drawn at random) is a sparring partner (sparring.ts) instead
   * of the network; only the network's seat makes rows. 0: pure self-play.
   */
  sparringShare: number;
  /**
   * Whether the network (not the greedy policy) makes the opponent's unseen choices (which drawn
   * card it keeps...) inside the searches' trees, as in the levels (HIDDEN_BY_NETWORK).
   */
  hiddenByNetwork: boolean;
}

export const DEFAULT_SELF_PLAY: SelfPlayOptions = {
  options: { players: 2, salt: true, pepper: true },
  fullSimulations: 160,
  fastSimulations: 32,
  fullShare: 0.25,
  sampledMovesPerRound: 8,
  rootNoise: 0.25,
  gumbel: true,
  // Self-play with mixed leaves (session 2) made no network pass the gate: the network alone.
  rolloutMix: 0,
  // The recipe since iteration 72 (models/REPORT.md).
  roundBootstrap: 0.75,
  resultWeight: 0.75,
  valueEstimates: 'full',
  sparringShare: 0,
  // As the levels (mixedEvaluator.ts): self-play searches as Hard does (expert iteration).
  hiddenByNetwork: HIDDEN_BY_NETWORK,
};

