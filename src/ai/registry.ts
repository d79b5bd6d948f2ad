// Every agent the command line (and later the web app) can name, in one place: add a line here to
// register a new one.

import type { Agent } from './agent.js';
import { EasyAgent } from './easy.js';
import { RandomAgent } from './random.js';
import { RolloutEvaluator } from './rolloutEvaluator.js';
import { SearchAgent } from './searchAgent.js';
import type { Evaluator } from './evaluator.js';
import type { SearchOptions } from './search/ismcts.js';
import { levelSearch } from './mixedEvaluator.js';

/** What some agents need from outside: the network's evaluator (loaded by the caller from models/). */
export interface AgentContext {
  net?: () => Evaluator;
}

function netAgent(name: string, budget: SearchOptions) {
  return (seed: number, ctx: AgentContext): Agent => {
    if (!ctx.net) throw new Error(`the ${name} level needs the network, and none is loaded`);
    const level = levelSearch(ctx.net());
    return new SearchAgent(name, level.evaluator, { ...budget, ...level.options, seed });
  };
}

/**
 * The plain search's root compares up to this many actions (with uniform priors: all of them, but in
 * rare positions) on common dealt worlds (search/ismcts.ts's pairedRoot). Measured in session 14
 * (models/REPORT.md): against the same search with PUCT at the root, 0.553 over the 400 deals of
 * seed 1 (0.504-0.600) and 0.548 over those of seed 2 (0.499-0.596); the baseline is to be as strong as a plain search can
 * reasonably be, so it keeps it. (Hard's own root gained nothing from it: +0.005 over 400 games.)
 */
export const PLAIN_SEARCH_PAIRED_ROOT = 16;

/** The plain search's root options (no network): its actions compared on common worlds. */
export const PLAIN_SEARCH_OPTIONS: SearchOptions = { pairedRoot: { candidates: PLAIN_SEARCH_PAIRED_ROOT } };

/**
 * The plain search: greedy rollouts, uniform priors, 400 simulations by default; `candidates`
 * changes how many root actions it compares on common worlds (`ssp arena`'s search-paired:K), and
 * `roundEndTable` values its rollouts' ends by the round-start table (`ssp arena`'s search-table).
 */
export function plainSearch(seed: number, simulations = 400, candidates = PLAIN_SEARCH_PAIRED_ROOT, name = 'search', roundEndTable = false): SearchAgent {
  return new SearchAgent(name, new RolloutEvaluator(undefined, { roundEndTable }), { ...PLAIN_SEARCH_OPTIONS, simulations, seed, pairedRoot: { candidates } });
}

const AGENTS: Record<string, { describe: string; create: (seed: number, ctx: AgentContext) => Agent; needsNet?: boolean }> = {
  random: { describe: 'uniform over the legal actions', create: (seed) => new RandomAgent(seed) },
  easy: { describe: 'no search: the most card points now, every pair, STOP as soon as allowed', create: (seed) => new EasyAgent(seed) },
  search: {
    describe: 'the information-set search without a network: 400 simulations a decision (its tree kept through a turn, its root actions compared on common worlds), rollouts to the end of the round',
    create: (seed) => plainSearch(seed),
  },
  medium: { describe: 'the search guided by the network (values mixed with rollouts), 100 simulations', create: netAgent('medium', { simulations: 100 }), needsNet: true },
  hard: { describe: 'the search guided by the network (values mixed with rollouts), 400 simulations', create: netAgent('hard', { simulations: 400 }), needsNet: true },
  expert: { describe: 'the search guided by the network (values mixed with rollouts), as many simulations as fit in 1.5 seconds', create: netAgent('expert', { timeMs: 1500 }), needsNet: true },
};

export const AGENT_NAMES: readonly string[] = Object.keys(AGENTS);

export function agentDescription(name: string): string | undefined {
  return Object.hasOwn(AGENTS, name) ? AGENTS[name].describe : undefined;
}

export function agentNeedsNet(name: string): boolean {
  return Object.hasOwn(AGENTS, name) && AGENTS[name].needsNet === true;
}

/** A new agent by name, seeded; or an error listing the names that exist. */
export function createAgent(name: string, seed: number, ctx: AgentContext = {}): Agent | { error: string } {
  if (!Object.hasOwn(AGENTS, name)) return { error: `unknown agent "${name}" (agents: ${AGENT_NAMES.join(', ')})` };
  if (AGENTS[name].needsNet && !ctx.net) return { error: `the ${name} level needs the network, and none is loaded` };
  return AGENTS[name].create(seed, ctx);
}
