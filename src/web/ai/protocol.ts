// Messages between the page's AI client and the AI worker. The worker is told the computer seat's
// knowledge and legal actions, never the game's State.

import type { Knowledge } from '../../engine/index.js';
import type { DecisionAnalysis } from '../../ai/analysis.js';
import type { Level } from '../game/controller.js';

export type AnalysisLevel = 'hard' | 'expert';

export type ToWorker =
  /** Load the network from this URL (absolute), in the background. */
  | { type: 'init'; modelUrl: string }
  | { type: 'think'; id: number; level: Level; seed: number; seat: number; knowledge: Knowledge; legal: number[] }
  /** Analyse a decision of the seat whose knowledge this is (the analysis page); one at a time. */
  | { type: 'analyze'; id: number; level: AnalysisLevel; seed: number; knowledge: Knowledge }
  /** Stop that analysis between two of its steps. */
  | { type: 'stop'; id: number };

export interface SearchSummary {
  /** The computer's estimated chance to win. */
  winChance: number;
  simulations: number;
  /** Visits and mean value of each action the search tried. */
  stats: { action: number; visits: number; value: number }[];
}

export type FromWorker =
  | { type: 'model'; status: 'ready' | 'failed'; error?: string }
  | { type: 'result'; id: number; action: number; search: SearchSummary | null; ms: number }
  | { type: 'error'; id: number; error: string }
  /** The analysis so far (after each step), and at the end; `complete` is false when it was stopped. */
  | { type: 'progress'; id: number; analysis: DecisionAnalysis; ms: number }
  | { type: 'analysis'; id: number; analysis: DecisionAnalysis; complete: boolean; ms: number };
