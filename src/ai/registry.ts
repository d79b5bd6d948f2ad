// Every agent the command line (and later the web app) can name, in one place: add a line here to
// register a new one.

import type { Agent } from './agent.js';
import { RandomAgent } from './random.js';

const AGENTS: Record<string, { describe: string; create: (seed: number) => Agent }> = {
  random: { describe: 'uniform over the legal actions', create: (seed) => new RandomAgent(seed) },
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
