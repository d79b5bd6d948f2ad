// Easy: no search. Takes whatever adds the most card points right now, plays every pair it can, and
// calls STOP as soon as it may (the greedy policy), deciding in a world dealt from its knowledge.

import { determinize } from '../engine/determinize.js';
import { type RngState, seedRng } from '../engine/rng.js';
import type { Agent, AgentView } from './agent.js';
import { greedyAction } from './greedy.js';

export class EasyAgent implements Agent {
  readonly name = 'easy';
  readonly needsKnowledge = true;
  private readonly rng: RngState;

  constructor(seed: number) {
    this.rng = seedRng(seed);
  }

  act(view: AgentView): number {
    if (view.legal.length === 1) return view.legal[0];
    if (!view.knowledge) throw new Error('the easy agent needs its seat\'s knowledge');
    // The greedy choice reads only what the seat knows, so any dealt world gives the same choice.
    return greedyAction(determinize(view.knowledge, this.rng), view.legal);
  }
}
