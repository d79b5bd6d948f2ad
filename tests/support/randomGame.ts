// A seeded game played to its end by uniform random choices (the same seed, the same game), and its
// record: the material of the analysis tests that follow real games from a seat.
import {
  type GameOptions, type GameRecord, PHASE, type State, applyInPlace, legalActions, newGame, nextInt, recordFromGame, seedRng,
} from '../../src/engine/index.js';

export const MAIN_OPTIONS: GameOptions = { players: 2, salt: true, pepper: true };

export function randomGame(seed: number, options: GameOptions = MAIN_OPTIONS): { state: State; actions: number[] } {
  const state = newGame(options, seed);
  const rng = seedRng(seed);
  const actions: number[] = [];
  while (state.phase !== PHASE.GAME_OVER) {
    const legal = legalActions(state);
    const a = legal[nextInt(rng, legal.length)];
    actions.push(a);
    applyInPlace(state, a);
  }
  return { state, actions };
}

export function randomRecord(seed: number, options: GameOptions = MAIN_OPTIONS): GameRecord {
  return recordFromGame({ options, seed, actions: randomGame(seed, options).actions });
}
