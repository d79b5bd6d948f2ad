// Plays games while every seat's knowledge is updated from its observations, for invariant tests.
import {
  type GameEvent, type GameOptions, type Knowledge, type State, PHASE, applyInPlace, initialKnowledge,
  legalActions, newGame, nextInt, observeStep, publicView, seedRng, updateKnowledge,
} from '../../src/engine/index.js';

export interface StepCheck {
  state: State;
  knowledge: Knowledge[];
  legal: number[];
}

/** Plays one random game from `seed`, calling `check` before every decision and at the end; returns the final state and the actions. */
export function playTracked(options: GameOptions, seed: number, check: (c: StepCheck) => void, choose?: (legal: number[], s: State) => number): { state: State; actions: number[] } {
  const actions: number[] = [];
  const rng = seedRng(seed * 7919 + 13);
  const s = newGame(options, seed);
  let knowledge = Array.from({ length: s.players }, (_, p) => initialKnowledge(publicView(s, p)));
  for (;;) {
    const legal = legalActions(s);
    check({ state: s, knowledge, legal });
    if (s.phase === PHASE.GAME_OVER) return { state: s, actions };
    const a = choose ? choose(legal, s) : legal[nextInt(rng, legal.length)];
    actions.push(a);
    const log: GameEvent[] = [];
    applyInPlace(s, a, { log });
    knowledge = knowledge.map((k, p) => {
      const next = updateKnowledge(k, observeStep(log, s, p));
      if ('error' in next) throw new Error(`seat ${p}, ply ${s.ply}: ${next.error}`);
      return next;
    });
  }
}
