// Analysis of one decision from a seat's knowledge (the analysis page): every option's estimated
// chance of winning, the search's choice, and how much a chosen option costs against it, labelled by
// size. The same search as the levels, so an analysis agrees with the AI's own evaluation of the
// same knowledge with the same seed.

import type { Knowledge } from '../engine/knowledge.js';
import type { Evaluator } from './evaluator.js';
import { Search, type SearchOptions, type SearchResult } from './search/ismcts.js';
import { levelSearch } from './mixedEvaluator.js';

export interface OptionEstimate {
  action: number;
  /** Estimated chance to win after this option (NaN if the search never tried it). */
  winChance: number;
  visits: number;
  prior: number;
}

export interface DecisionAnalysis {
  /** The search's choice. */
  best: number;
  /** The seat's chance to win before deciding, as the search sees it. */
  winChance: number;
  options: OptionEstimate[];
  simulations: number;
}

/** Thresholds, in win chance lost against the search's choice. */
export const COST_LABELS = [
  { label: 'blunder', atLeast: 0.2 },
  { label: 'mistake', atLeast: 0.1 },
  { label: 'inaccuracy', atLeast: 0.04 },
] as const;
export type CostLabel = (typeof COST_LABELS)[number]['label'] | 'good';

/** The levels' budgets (one decision: no tree kept from an earlier one). */
export const ANALYSIS_BUDGETS: Record<'hard' | 'expert', SearchOptions> = {
  hard: { simulations: 400 },
  expert: { timeMs: 1500 },
};

/** `net`: the network's evaluator; the analysis mixes its values with rollouts as the levels do. */
export function analyzeDecision(knowledge: Knowledge, net: Evaluator, level: 'hard' | 'expert', seed: number): DecisionAnalysis {
  return toAnalysis(levelSearchOf(knowledge, net, level, seed).run());
}

/**
 * The same analysis in steps (the page's worker): `step(n)` runs up to n more simulations and says
 * how many it ran (0 when the budget is spent); `current()` is the analysis so far. Stepping to the
 * end gives exactly analyzeDecision's result.
 */
export function stepwiseAnalysis(knowledge: Knowledge, net: Evaluator, level: 'hard' | 'expert', seed: number) {
  const search = levelSearchOf(knowledge, net, level, seed);
  return { step: (n: number) => search.advance(n), current: () => toAnalysis(search.snapshot()) };
}

/** The levels' search of this decision (mixedEvaluator.ts's levelSearch), with the analysis budget. */
function levelSearchOf(knowledge: Knowledge, net: Evaluator, level: 'hard' | 'expert', seed: number): Search {
  const judge = levelSearch(net);
  return new Search(knowledge, judge.evaluator, { ...ANALYSIS_BUDGETS[level], ...judge.options, seed });
}

function toAnalysis(r: SearchResult): DecisionAnalysis {
  return {
    best: r.action,
    winChance: r.winChance,
    options: r.stats.map((s) => ({ action: s.action, winChance: s.value, visits: s.visits, prior: s.prior })),
    simulations: r.simulations,
  };
}

/**
 * What choosing `action` cost: the best option's win chance minus this one's (an option the search
 * barely tried is judged by the best estimate it has: never less than zero cost).
 */
export function costOf(a: DecisionAnalysis, action: number): { cost: number; label: CostLabel } {
  const best = a.options.find((o) => o.action === a.best);
  const mine = a.options.find((o) => o.action === action);
  if (!best || !mine || action === a.best) return { cost: 0, label: 'good' };
  const mineChance = Number.isNaN(mine.winChance) ? Math.min(...a.options.filter((o) => !Number.isNaN(o.winChance)).map((o) => o.winChance)) : mine.winChance;
  const cost = Math.max(0, best.winChance - mineChance);
  const label = COST_LABELS.find((c) => cost >= c.atLeast)?.label ?? 'good';
  return { cost, label };
}
