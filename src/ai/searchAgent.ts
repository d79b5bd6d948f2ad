// Agents that search: the plain search (rollouts, no network) and the network-guided levels, which
// differ only in their evaluator and budget.

import type { Agent, AgentView } from './agent.js';
import type { Evaluator } from './evaluator.js';
import { Search, type SearchOptions, type SearchResult } from './search/ismcts.js';

export class SearchAgent implements Agent {
  readonly needsKnowledge = true;
  lastSearch: SearchResult | null = null;
  private decisions = 0;

  constructor(readonly name: string, private readonly evaluator: Evaluator, private readonly options: SearchOptions & { seed: number }) {}

  act(view: AgentView): number {
    if (view.legal.length === 1) {
      this.lastSearch = null;
      return view.legal[0];
    }
    if (!view.knowledge) throw new Error(`the ${this.name} agent needs its seat's knowledge`);
    const search = new Search(view.knowledge, this.evaluator, { ...this.options, seed: this.options.seed * 1_000_003 + this.decisions++ });
    this.lastSearch = search.run();
    return this.lastSearch.action;
  }
}
