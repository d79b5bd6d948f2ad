// Positions for the network tests: states met in random games from fixed seeds.
import {
  type GameOptions, DEFAULT_OPTIONS, PHASE, type State, applyInPlace, cloneState, legalActions, newGame, nextInt,
  seedRng,
} from '../../src/engine/index.js';

export interface Position {
  state: State;
  legal: number[];
}

/** Every `every`-th decision of `games` random games (the game over positions left out). */
export function randomPositions(games: number, every = 3, options: GameOptions = DEFAULT_OPTIONS, seed0 = 1): Position[] {
  const out: Position[] = [];
  for (let g = 0; g < games; g++) {
    const rng = seedRng(seed0 * 100_003 + g);
    const s = newGame(options, seed0 * 1000 + g);
    for (let step = 0; s.phase !== PHASE.GAME_OVER; step++) {
      const legal = legalActions(s);
      if (step % every === 0) out.push({ state: cloneState(s), legal });
      applyInPlace(s, legal[nextInt(rng, legal.length)]);
    }
  }
  return out;
}
