// Every agent the command line (and later the web app) can name, in one place: add a line here to
// register a new one.

import type { Agent } from './agent.js';
import { EasyAgent } from './easy.js';
import { RandomAgent } from './random.js';
import { RolloutEvaluator } from './rolloutEvaluator.js';
import { SearchAgent } from './searchAgent.js';

const AGENTS: Record<string, { describe: string; create: (seed: number) => Agent }> = {
  random: { describe: 'uniform over the legal actions', create: (seed) => new RandomAgent(seed) },
  easy: { describe: 'no search: the most card points now, every pair, STOP as soon as allowed', create: (seed) => new EasyAgent(seed) },
  search: {
    describe: 'the information-set search without a network: 400 simulations, rollouts to the end of the round',
    create: (seed) => new SearchAgent('search', new RolloutEvaluator(), { simulations: 400, seed }),
  },
};

export const AGENT_NAMES: readonly string[] = Object.keys(AGENTS);

export function agentDescription(name: string): string | undefined {
  return Object.hasOwn(AGENTS, name) ? AGENTS[name].describe : undefined;
}

/** A new agent by name, seeded; or an error listing the names that exist. */
export function createAgent(name: string, seed: number): Agent | { error: string } {
  if (!Object.hasOwn(AGENTS, name)) return { error: `unknown agent "${name}" (agents: ${AGENT_NAMES.join(', ')})` };
  return AGENTS[name].create(seed);
}
