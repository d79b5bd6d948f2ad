// The seam between the game loop and a player: an agent sees what its seat may see and returns one
// of the legal action ids. It never receives the State (DESIGN.md: the AI receives knowledge).

import type { Knowledge } from '../engine/knowledge.js';
import type { SearchResult } from './search/ismcts.js';

/** What an agent is shown when it must act. */
export interface AgentView {
  /** Legal action ids, sorted ascending, never empty. */
  legal: number[];
  /** The seat that must act. */
  seat: number;
  /** The seat's knowledge, built from its own observations (given to agents that ask for it). */
  knowledge?: Knowledge;
}

export interface Agent {
  name: string;
  /** The game loop keeps the seat's knowledge and passes it in the view. */
  readonly needsKnowledge?: boolean;
  /** Returns one of view.legal. */
  act(view: AgentView): number;
  /** The search behind the last decision, for agents that search. */
  readonly lastSearch?: SearchResult | null;
}
