// The network levels' judge: the network's priors, and a leaf value that mixes the network's value
// with a rollout's (AlphaGo's mixed evaluation). Measured on this project (100 paired games each, 400
// simulations, network of iteration 28): against the plain search, the network's value alone won
// 0.44, mixed half and half 0.49, the rollout alone with the network's priors 0.51; against Easy
// 0.59, 0.76 and 0.78. While the network's value is weaker than a rollout, the mix carries the
// strength; the share can fall as the network learns (ROLLOUT_MIX, and self-play's own setting).
// Since session 6 the network also plays the rollouts (ROLLOUT_POLICY, rolloutPolicy.ts): over the
// same 200 deals against the plain search, 0.705 against 0.595 with greedy rollouts (+0.110 ± 0.087,
// iteration 170's network); over the arena's 400 deals with the shipped network, 0.623 against
// 0.570, and against Easy 0.795 against 0.780 (models/REPORT.md). A simulation costs about four times
// as much (Hard: 38 ms a decision in Node instead of 19).

import type { EvalRequest, Evaluation, Evaluator } from './evaluator.js';
import { type RolloutOptions, RolloutEvaluator } from './rolloutEvaluator.js';
import { type RolloutPolicyName, networkChoice, rolloutPolicy } from './rolloutPolicy.js';
import type { SearchOptions } from './search/ismcts.js';
import { PHASE, type State } from '../engine/index.js';
import { greedyAction } from './greedy.js';
import { racerSeats } from './playingStyle.js';
import { PileMirrorEvaluator } from './pileMirrorEvaluator.js';

/** The rollout's share in the leaf value of the network levels. */
export const ROLLOUT_MIX = 0.5;
/** Who plays the network levels' rollouts (rolloutPolicy.ts). */
export const ROLLOUT_POLICY: RolloutPolicyName = 'network';
/** Whether the levels' rollouts play a seat whose record says it races as a racer (playingStyle.ts). */
export const MODEL_RACERS = false;
/**
 * Whether the network levels' searches let the network make the opponent's unseen choices in the
 * tree (which drawn card it keeps...: its most likely action in each dealt world) instead of the
 * greedy policy (search/ismcts.ts's hiddenChoice). Measured in session 11 with the network of
 * iteration 177 over the arenas' 400 deals, paired game for game with the greedy choices: against
 * the plain search 0.760 against 0.708 (+0.053, -0.007 to 0.112), against Easy 0.860 against 0.848
 * (+0.013, -0.034 to 0.059); better on both, so the levels use it (models/REPORT.md).
 */
export const HIDDEN_BY_NETWORK = true;
/** Rollouts per leaf of the network levels (rolloutEvaluator.ts: the later ones with the deck reshuffled). */
export const ROLLOUTS_PER_LEAF = 1;
/**
 * Who values the next round's start where a rollout of the network levels ends its round and the
 * game goes on: 'scores', the hand-tuned estimate from the scores (winEstimate.ts), 'table', the
 * chance solved from how rounds end, which knows who starts the next round (roundStartValue.ts), or
 * 'network', the network's value there (rolloutEvaluator.ts's nextRoundJudge).
 */
export type RolloutEndName = 'scores' | 'table' | 'network';
export const ROLLOUT_END_NAMES: readonly RolloutEndName[] = ['scores', 'table', 'network'];
export const ROLLOUT_END: RolloutEndName = 'scores';
/**
 * Whether the network levels' searches let the network make the opponent's PLAY decisions in the
 * tree (its most likely action from its hand in each dealt world: search/ismcts.ts's
 * opponentModel) instead of PUCT over all worlds' statistics.
 */
export const OPPONENT_PLAY_BY_NETWORK = false;
/**
 * Whether the network levels' trees play a seat whose record says it races (playingStyle.ts) by
 * the greedy policy, which races, in that share of the worlds: all its decisions, seen or unseen.
 */
export const RACERS_IN_TREE = false;
/**
 * Where the network levels' trees take the opponent's priors at its nodes: 'first', from the world
 * that first reached the node (its hand there), or 'world', from the network in each dealt world, from
 * the hand it holds there (search/ismcts.ts's opponentPriors; one more evaluation a visit).
 */
export type OpponentPriorsName = 'first' | 'world';
export const OPPONENT_PRIORS_NAMES: readonly OpponentPriorsName[] = ['first', 'world'];
export const OPPONENT_PRIORS: OpponentPriorsName = 'first';
/**
 * How many of the root's most likely actions the network levels compare on common dealt worlds
 * (search/ismcts.ts's pairedRoot); 0: PUCT at the root.
 */
export const PAIRED_ROOT = 0;
/**
 * Whether the network levels judge a leaf (priors, value) by the mean of the position and the same
 * position with its piles swapped (pileMirrorEvaluator.ts); their rollouts and the opponent's unseen
 * choices stay with the network as it is.
 */
export const PILE_MIRROR = false;

export class MixedEvaluator implements Evaluator {
  readonly name: string;
  private readonly rollout: RolloutEvaluator;

  /**
   * `mix`: the rollout's share of the value, 0 (network only) to 1 (rollout only); `policy`: who
   * plays the rollouts; `rollouts`: racers and rollouts per leaf (the levels' by default).
   */
  constructor(
    private readonly net: Evaluator,
    readonly mix: number = ROLLOUT_MIX,
    readonly policy: RolloutPolicyName = ROLLOUT_POLICY,
    rollouts: RolloutOptions = {},
    end: RolloutEndName = ROLLOUT_END,
  ) {
    if (!(mix >= 0 && mix <= 1)) throw new Error(`the rollout share must be between 0 and 1, got ${mix}`);
    const { racers = MODEL_RACERS, rollouts: count = ROLLOUTS_PER_LEAF } = rollouts;
    this.rollout = new RolloutEvaluator(rolloutPolicy(policy, net), { racers, rollouts: count, nextRoundJudge: end === 'network' ? net : undefined, roundEndTable: end === 'table' });
    this.name = `${net.name}+rollout${mix}-${policy}${racers ? '-racers' : ''}${count > 1 ? `-x${count}` : ''}${end === 'network' ? '-netend' : end === 'table' ? '-tableend' : ''}`;
  }

  evaluate(req: EvalRequest): Evaluation {
    const n = this.net.evaluate(req);
    if (this.mix === 0) return n;
    const r = this.rollout.evaluate(req).value;
    return { value: (1 - this.mix) * n.value + this.mix * r, priors: n.priors, round: n.round };
  }

  evaluateBatch(reqs: readonly EvalRequest[]): Evaluation[] {
    return reqs.map((r) => this.evaluate(r));
  }
}

/** How a network search judges and models its opponent; each left out is as the levels do. */
export interface LevelSettings {
  /** The rollouts' share of the leaf value (ROLLOUT_MIX). */
  rolloutMix?: number;
  /** Who plays the rollouts (ROLLOUT_POLICY). */
  rolloutPolicy?: RolloutPolicyName;
  /** Rollouts play a seat whose record says it races as a racer (playingStyle.ts; MODEL_RACERS). */
  racers?: boolean;
  /** The network makes the opponent's unseen choices in the tree (HIDDEN_BY_NETWORK). */
  hiddenByNetwork?: boolean;
  /** Rollouts per leaf (ROLLOUTS_PER_LEAF). */
  rolloutsPerLeaf?: number;
  /** Who values the next round's start at a rollout's end (ROLLOUT_END). */
  rolloutEnd?: RolloutEndName;
  /** The network makes the opponent's PLAY decisions in the tree, world by world (OPPONENT_PLAY_BY_NETWORK). */
  opponentPlayByNetwork?: boolean;
  /** The tree plays a seat whose record says it races as a racer, in that share of the worlds (RACERS_IN_TREE). */
  racersInTree?: boolean;
  /** Root actions compared on common worlds, 0 for none (PAIRED_ROOT). */
  pairedRoot?: number;
  /** Where the tree takes the opponent's priors at its nodes (OPPONENT_PRIORS). */
  opponentPriors?: OpponentPriorsName;
  /** Leaves judged as they are and with the piles swapped, the mean of both (PILE_MIRROR). */
  pileMirror?: boolean;
}

type Choice = (world: State, legal: readonly number[]) => number;
type TreeModel = Pick<SearchOptions, 'hiddenChoice' | 'opponentModel' | 'pairedRoot' | 'opponentPriors'>;

/**
 * What the network levels' searches (play, analysis, benchmarks, `ssp arena`'s net-a:N) add to
 * their budget: the judge of their leaves, who makes the opponent's unseen choices in their trees,
 * and how their root compares its actions.
 */
export function levelSearch(net: Evaluator, settings: LevelSettings = {}): { evaluator: Evaluator; options: TreeModel } {
  const {
    rolloutMix = ROLLOUT_MIX, rolloutPolicy = ROLLOUT_POLICY, racers = MODEL_RACERS, hiddenByNetwork = HIDDEN_BY_NETWORK,
    rolloutsPerLeaf = ROLLOUTS_PER_LEAF, rolloutEnd = ROLLOUT_END, opponentPlayByNetwork = OPPONENT_PLAY_BY_NETWORK,
    racersInTree = RACERS_IN_TREE, pairedRoot = PAIRED_ROOT, opponentPriors = OPPONENT_PRIORS, pileMirror = PILE_MIRROR,
  } = settings;
  const options = treeModel(networkChoice(net), hiddenByNetwork, opponentPlayByNetwork, racersInTree);
  if (pairedRoot > 0) options.pairedRoot = { candidates: pairedRoot };
  if (opponentPriors === 'world') options.opponentPriors = (w, legal) => net.evaluate({ state: w, player: w.current, legal }).priors;
  const judge = pileMirror ? new PileMirrorEvaluator(net) : net;
  return { evaluator: withRollouts(judge, rolloutMix, rolloutPolicy, { racers, rollouts: rolloutsPerLeaf }, rolloutEnd), options };
}

/** Who makes the opponent's choices in a level's tree: the network, the greedy policy for a racer, or the search. */
function treeModel(network: Choice, hiddenByNetwork: boolean, playByNetwork: boolean, racersInTree: boolean): TreeModel {
  const options: TreeModel = {};
  const hidden: Choice | undefined = hiddenByNetwork ? network : undefined;
  const visible = playByNetwork ? (w: State, legal: readonly number[]) => (w.phase === PHASE.PLAY ? network(w, legal) : undefined) : undefined;
  if (!racersInTree) {
    if (hidden) options.hiddenChoice = hidden;
    if (visible) options.opponentModel = visible;
    return options;
  }
  options.hiddenChoice = (w, legal) => (racerSeats(w)[w.current] ? greedyAction(w, legal) : (hidden ?? greedyAction)(w, legal));
  options.opponentModel = (w, legal) => (racerSeats(w)[w.current] ? greedyAction(w, legal) : visible?.(w, legal));
  return options;
}

/** The evaluator a level or a self-play game uses: the network alone, or mixed with rollouts. */
export function withRollouts(net: Evaluator, mix: number, policy: RolloutPolicyName = ROLLOUT_POLICY, rollouts: RolloutOptions = {}, end: RolloutEndName = ROLLOUT_END): Evaluator {
  return mix > 0 ? new MixedEvaluator(net, mix, policy, rollouts, end) : net;
}
