// Agents that search: the plain search (rollouts, no network) and the network-guided levels, which
// differ only in their evaluator and budget.

import { type Knowledge, determinize } from '../engine/index.js';
import { seedRng } from '../engine/rng.js';
import type { Agent, AgentView } from './agent.js';
import type { Evaluator } from './evaluator.js';
import { type Node, Search, type SearchOptions, type SearchResult } from './search/ismcts.js';
import { observationKey } from './search/observationKey.js';

export interface SearchAgentOptions extends SearchOptions {
  seed: number;
  /**
   * Keep the tree between the seat's own decisions in a row (the steps of one turn): the node of
   * the new decision, found by the action taken and what the seat then observes, becomes the root,
   * its visits kept. Needs the search's observation keys (a child is then exactly one information set).
   * Default on. The browser makes a new agent for every decision (undo and redo must replay the
   * same choice from the same position and seed), so it searches each decision afresh.
   */
  reuseTree?: boolean;
}

export class SearchAgent implements Agent {
  readonly needsKnowledge = true;
  lastSearch: SearchResult | null = null;
  /** How many of the last decision's root visits came from the previous decision's tree. */
  lastReused = 0;
  private decisions = 0;
  private previous: { root: Node; action: number; seat: number } | null = null;

  private readonly options: SearchAgentOptions;

  /**
   * Tree reuse is on unless turned off: measured in session 4 (200 paired games, models/REPORT.md),
   * the plain search with it (and the observation keys) beat itself without them 0.625 of the time.
   */
  constructor(readonly name: string, private readonly evaluator: Evaluator, options: SearchAgentOptions) {
    this.options = { reuseTree: true, ...options };
  }

  act(view: AgentView): number {
    if (view.legal.length === 1) {
      this.lastSearch = null;
      this.previous = null;
      return view.legal[0];
    }
    if (!view.knowledge) throw new Error(`the ${this.name} agent needs its seat's knowledge`);
    const seed = this.options.seed * 1_000_003 + this.decisions++;
    const reuse = this.reusableRoot(view, view.knowledge, seed);
    this.lastReused = reuse?.visits ?? 0;
    const search = new Search(view.knowledge, this.evaluator, { ...this.options, seed }, reuse);
    this.lastSearch = search.run();
    this.previous = this.options.reuseTree && search.keysByObservation ? { root: search.root, action: this.lastSearch.action, seat: view.seat } : null;
    return this.lastSearch.action;
  }

  /** The previous tree's node for this decision, if the seat acted last and the tree reached it. */
  private reusableRoot(view: AgentView, knowledge: Knowledge, seed: number): Node | undefined {
    const prev = this.previous;
    if (!prev || prev.seat !== view.seat) return undefined;
    // Any world dealt from the knowledge has the key of the real position (observationKey.ts).
    const key = observationKey(determinize(knowledge, seedRng(seed)), view.seat);
    const node = prev.root.edges.get(prev.action)?.children.get(key);
    if (!node || node.player !== view.seat || node.priors === null) return undefined;
    // The same information set has the same legal actions; anything else is a key collision.
    if (node.priors.size !== view.legal.length || view.legal.some((a) => !node.priors!.has(a))) return undefined;
    return node;
  }
}
