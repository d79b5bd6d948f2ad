// Agents by name for matches in Node: the registry's names (the network levels use model A), and
// `net-a:N` / `net-b:N` for a network search with N simulations using model A or B (gating), and
// `search-paired:K`, the plain search comparing its K first root actions on common worlds,
// `search-table`, the plain search valuing its rollouts' ends by the round-start table, and
// `policy-a`, model A's most likely action without a search.
import type { Agent } from '../ai/agent.js';
import type { Evaluator } from '../ai/evaluator.js';
import { createAgent, plainSearch } from '../ai/registry.js';
import { SearchAgent } from '../ai/searchAgent.js';
import { type EnsembleRollouts, EnsembleEvaluator } from '../ai/ensembleEvaluator.js';
import { type LevelSettings, levelSearch } from '../ai/mixedEvaluator.js';
import { loadEvaluator } from './model.js';
import { networkChoice } from '../ai/rolloutPolicy.js';
import { determinize } from '../engine/index.js';
import { seedRng } from '../engine/rng.js';

/** How `net-a:N` / `net-b:N` search; each left out is as the levels do. */
export interface NetSearchSettings extends LevelSettings {
  /** The search's option of that name (search/ismcts.ts; the levels: 0). */
  opponentGreedyPrior?: number;
  /** More weight files whose networks judge net-a:N's leaves with model A's (ensembleEvaluator.ts). */
  ensembleA?: readonly string[];
  /** The PUCT exploration constant of net-a:N / net-b:N (the levels: the search's DEFAULT_C_PUCT). */
  cPuct?: number;
  /** Who plays an ensemble's rollouts (ensembleEvaluator.ts; the levels: 'first'). */
  ensembleRollouts?: EnsembleRollouts;
}

export function netAgentFactory(modelA?: string, modelB?: string | null, settings: NetSearchSettings = {}): (name: string, seed: number) => Agent {
  const { opponentGreedyPrior = 0, cPuct } = settings;
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
    if (name === 'policy-a') return policyAgent(net(modelA, 'A'), seed);
    const plain = /^search-paired:(\d+)$/.exec(name);
    if (plain) return plainSearch(seed, 400, Number(plain[1]), name);
    if (name === 'search-table') return plainSearch(seed, 400, undefined, name, true);
    const m = /^net-([ab]):(\d+)$/.exec(name);
    if (m) {
      const own = net(m[1] === 'a' ? modelA : modelB, m[1].toUpperCase());
      const members = m[1] === 'a' && settings.ensembleA?.length ? [own, ...settings.ensembleA.map((f) => net(f, 'in the ensemble'))] : null;
      const rollouts = settings.ensembleRollouts ?? 'first';
      const judge = members ? new EnsembleEvaluator(members, rollouts)
        : own instanceof EnsembleEvaluator && own.rollouts !== rollouts ? new EnsembleEvaluator(own.members, rollouts) : own;
      const level = levelSearch(judge, settings);
      return new SearchAgent(name, level.evaluator, { simulations: Number(m[2]), seed, opponentGreedyPrior, cPuct, ...level.options });
    }
    const agent = createAgent(name, seed, modelA ? { net: () => net(modelA, 'A') } : {});
    if ('error' in agent) throw new Error(agent.error);
    return agent;
  };
}

/** Model A's most likely action from the seat's knowledge, no search (what the search adds to it). */
function policyAgent(net: Evaluator, seed: number): Agent {
  const rng = seedRng(seed);
  const choose = networkChoice(net);
  return {
    name: 'policy-a',
    needsKnowledge: true,
    act(view) {
      if (view.legal.length === 1) return view.legal[0];
      if (!view.knowledge) throw new Error('the policy-a agent needs its seat\'s knowledge');
      // The network's input is the acting seat's knowledge, so any world dealt from it encodes the same.
      return choose(determinize(view.knowledge, rng), view.legal);
    },
  };
}
