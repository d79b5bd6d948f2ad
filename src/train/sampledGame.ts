// A game played to its end by one cheap policy for both seats, each deciding from a world dealt from
// its own knowledge (as a leaf of its search would be), with some of its decisions sampled on the way:
// the positions of the search-labelled rows (searchLabels.ts) and of the benches that ask how well
// something predicts a game's result (bench/searchBench.mjs's sampleOwnGames).

import {
  type GameEvent, type Knowledge, PHASE, type RngState, type State, applyInPlace, determinize, initialKnowledge,
  legalActions, observeStep, publicView, updateKnowledgeOrThrow,
} from '../engine/index.js';

export interface SampledGameOptions<T> {
  /** The action of the seat to move, from a world dealt from its knowledge. */
  choose: (world: State, legal: readonly number[]) => number;
  /** Every how many decisions with a choice one is offered to `sample`. */
  every: number;
  /** Where the count of decisions with a choice starts (default 0): one is offered whenever the count is a multiple of `every`. */
  countFrom?: number;
  /** What to keep of an offered decision (null: nothing); `rng` is the game's generator, `state` the real position. */
  sample: (world: State, seat: number, legal: readonly number[], at: { state: State; knowledge: Knowledge[]; rng: RngState }) => T | null;
}

/** Plays `state` to the end, drawing every world from `rng`; returns what `sample` kept, each with its seat. */
export function playSampledGame<T>(state: State, rng: RngState, opts: SampledGameOptions<T>): (T & { seat: number })[] {
  let knowledge: Knowledge[] = [0, 1].map((p) => initialKnowledge(publicView(state, p)));
  const kept: (T & { seat: number })[] = [];
  let decision = opts.countFrom ?? 0;
  while (state.phase !== PHASE.GAME_OVER) {
    const legal = legalActions(state);
    let action = legal[0];
    if (legal.length > 1) {
      const seat = state.current;
      const world = determinize(knowledge[seat], rng);
      action = opts.choose(world, legal);
      if (decision++ % opts.every === 0) {
        const x = opts.sample(world, seat, legal, { state, knowledge, rng });
        if (x !== null) kept.push({ ...x, seat });
      }
    }
    const log: GameEvent[] = [];
    applyInPlace(state, action, { log });
    knowledge = knowledge.map((k, p) => updateKnowledgeOrThrow(k, observeStep(log, state, p)));
  }
  return kept;
}
