// Agents by name for matches in Node: the registry's names (the network levels use model A), and
// `net-a:N` / `net-b:N` for a network search with N simulations using model A or B (gating).
import type { Agent } from '../ai/agent.js';
import type { Evaluator } from '../ai/evaluator.js';
import { createAgent } from '../ai/registry.js';
import { SearchAgent } from '../ai/searchAgent.js';
import { HIDDEN_BY_NETWORK, MODEL_RACERS, ROLLOUT_MIX, ROLLOUT_POLICY, withRollouts } from '../ai/mixedEvaluator.js';
import { type RolloutPolicyName, networkChoice } from '../ai/rolloutPolicy.js';
import { loadEvaluator } from './model.js';

/** How `net-a:N` / `net-b:N` search; each left out is as the levels do. */
export interface NetSearchSettings {
  /** The rollouts' share of the leaf value (the levels: ROLLOUT_MIX). */
  rolloutMix?: number;
  /** Who plays the rollouts (the levels: ROLLOUT_POLICY). */
  rolloutPolicy?: RolloutPolicyName;
  /** The search's option of that name (search/ismcts.ts; the levels: 0). */
  opponentGreedyPrior?: number;
  /** Rollouts play a seat whose record says it races as a racer (playingStyle.ts; the levels: MODEL_RACERS). */
  racers?: boolean;
  /** The network (most likely action, from the opponent's knowledge in each dealt world) makes the opponent's unseen choices in the tree (the levels: HIDDEN_BY_NETWORK). */
  hiddenByNetwork?: boolean;
}

export function netAgentFactory(modelA?: string, modelB?: string | null, settings: NetSearchSettings = {}): (name: string, seed: number) => Agent {
  const { rolloutMix = ROLLOUT_MIX, rolloutPolicy = ROLLOUT_POLICY, opponentGreedyPrior = 0, racers = MODEL_RACERS, hiddenByNetwork = HIDDEN_BY_NETWORK } = settings;
  const cache = new Map<string, Evaluator>();
  const net = (file: string | undefined | null, which: string): Evaluator => {
    if (!file) throw new Error(`no model ${which} given`);
    let ev = cache.get(file);
    if (!ev) {
      const loaded = loadEvaluator(file);
      if ('error' in loaded) throw new Error(loaded.error);
      ev = loaded;
      cache.set(file, ev);
    }
    return ev;
  };
  return (name, seed) => {
    const m = /^net-([ab]):(\d+)$/.exec(name);
    if (m) {
      const ev = net(m[1] === 'a' ? modelA : modelB, m[1].toUpperCase());
      const hiddenChoice = hiddenByNetwork ? networkChoice(ev) : undefined;
      return new SearchAgent(name, withRollouts(ev, rolloutMix, rolloutPolicy, racers), { simulations: Number(m[2]), seed, opponentGreedyPrior, hiddenChoice });
    }
    const agent = createAgent(name, seed, modelA ? { net: () => net(modelA, 'A') } : {});
    if ('error' in agent) throw new Error(agent.error);
    return agent;
  };
}
