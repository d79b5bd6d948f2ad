// Agents by name for matches in Node: the registry's names (the network levels use model A), and
// `net-a:N` / `net-b:N` for a network search with N simulations using model A or B (gating).
import type { Agent } from '../ai/agent.js';
import type { Evaluator } from '../ai/evaluator.js';
import { createAgent } from '../ai/registry.js';
import { SearchAgent } from '../ai/searchAgent.js';
import { ROLLOUT_MIX, withRollouts } from '../ai/mixedEvaluator.js';
import { loadEvaluator } from './model.js';

/**
 * `mix`: the rollout share of the leaf value for `net-a:N` / `net-b:N` (the levels use ROLLOUT_MIX);
 * `opponentGreedyPrior`: their search's option of that name (search/ismcts.ts; 0 as the levels).
 */
export function netAgentFactory(modelA?: string, modelB?: string | null, mix = ROLLOUT_MIX, opponentGreedyPrior = 0): (name: string, seed: number) => Agent {
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
    if (m) return new SearchAgent(name, withRollouts(net(m[1] === 'a' ? modelA : modelB, m[1].toUpperCase()), mix), { simulations: Number(m[2]), seed, opponentGreedyPrior });
    const agent = createAgent(name, seed, modelA ? { net: () => net(modelA, 'A') } : {});
    if ('error' in agent) throw new Error(agent.error);
    return agent;
  };
}
