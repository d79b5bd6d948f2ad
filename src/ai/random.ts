// The Random agent: uniform over the legal actions, from its own seeded generator (never Math.random),
// so a game between seeded agents replays exactly.

import { type RngState, nextInt, seedRng } from '../engine/rng.js';
import type { Agent, AgentView } from './agent.js';

export class RandomAgent implements Agent {
  readonly name = 'random';
  private readonly rng: RngState;

  constructor(seed: number) {
    this.rng = seedRng(seed);
  }

  act(view: AgentView): number {
    return view.legal[nextInt(this.rng, view.legal.length)];
  }
}
