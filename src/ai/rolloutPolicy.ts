// Who plays the dealt world on in a rollout (rolloutEvaluator.ts). The plain search has no network:
// the greedy policy (greedy.ts) plays both seats, and it calls STOP as soon as it may. The network
// levels can let the network play instead: each seat takes the network's most likely action, judged
// from that seat's own knowledge in the dealt world (the world is already one the searching seat
// could be in, so nothing hidden leaks). Which one the levels use: ROLLOUT_POLICY in
// mixedEvaluator.ts, with its measurements in models/REPORT.md.

import { PHASE, type State } from '../engine/index.js';
import type { Evaluator } from './evaluator.js';
import { greedyAction } from './greedy.js';

/**
 * The action a rollout takes for the player to move in `s`; `legal` has at least two actions.
 * `startRollout`, where present, is called as each rollout begins.
 */
export interface RolloutPolicy {
  (s: State, legal: readonly number[]): number;
  startRollout?(): void;
}

/** Which policy the network levels' rollouts use: the network everywhere, only at the PLAY step, or greedy. */
export type RolloutPolicyName = 'network' | 'network-play' | 'greedy';
export const ROLLOUT_POLICY_NAMES: readonly RolloutPolicyName[] = ['network', 'network-play', 'greedy'];

export const greedyRollout: RolloutPolicy = greedyAction;

/**
 * The network's most likely action for the player to move. With `onlyAtPlay`, the network decides
 * only the PLAY step (pairs, STOP, LAST CHANCE, end the turn), the greedy policy the rest: a network
 * call a turn instead of several.
 */
export function networkRollout(net: Evaluator, onlyAtPlay = false): RolloutPolicy {
  // The network's own sequence where it has one: a rollout's positions follow one another, and it
  // evaluates each from the last (evaluator.ts); the same choices up to float rounding.
  const sequence = net.policySequence?.();
  const single = networkChoice(net);
  const policy: RolloutPolicy = (s, legal) => {
    if (onlyAtPlay && s.phase !== PHASE.PLAY) return greedyAction(s, legal);
    if (sequence) return legal[sequence.bestAction({ state: s, player: s.current, legal })];
    return single(s, legal);
  };
  if (sequence) policy.startRollout = () => sequence.reset();
  return policy;
}

/**
 * The network's most likely action for the player to move, from that player's knowledge, each
 * position evaluated on its own (exactly; no sequence): for single decisions, such as the
 * opponent's unseen choices inside the search's tree.
 */
export function networkChoice(net: Evaluator): RolloutPolicy {
  return (s, legal) => {
    const priors = net.evaluate({ state: s, player: s.current, legal }).priors;
    let best = 0;
    for (let i = 1; i < priors.length; i++) if (priors[i] > priors[best]) best = i;
    return legal[best];
  };
}

export function rolloutPolicy(name: RolloutPolicyName, net: Evaluator): RolloutPolicy {
  return name === 'greedy' ? greedyRollout : networkRollout(net, name === 'network-play');
}
