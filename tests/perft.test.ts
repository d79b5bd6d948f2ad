// Perft tables: exact numbers of legal action sequences from fixed positions (chance comes from the
// state's RNG, so each count is exact). The numbers were produced by this engine once its rules
// matched the 100 golden games; any change to a rule, to automatic steps or to the action space
// changes them, and this test says so. Regenerate them deliberately when a rule change is intended.
import { describe, expect, it } from 'vitest';
import { type GameOptions, applyInPlace, legalActions, newGame, nextInt, seedRng } from '../src/engine/index.js';
import { perft } from './support/perft.js';

const MAIN: GameOptions = { players: 2, salt: true, pepper: true };
const TABLES: [GameOptions, number, number, number[]][] = [
  // options, seed, random plies played first, perft(1..12)
  [MAIN, 1, 0, [3, 6, 10, 28, 60, 108, 268, 624, 1216, 2688, 6376, 13960]],
  [MAIN, 2, 0, [3, 6, 10, 28, 60, 108, 256, 602, 1240, 2676, 6053, 13504]],
  [MAIN, 3, 60, [2, 4, 12, 24, 40, 112, 240, 432, 1048, 2440, 4912, 10432]],
  [{ players: 2, salt: false, pepper: false }, 4, 0, [3, 6, 10, 28, 60, 108, 268, 624, 1216, 2688, 6376, 13960]],
  [{ players: 3, salt: false, pepper: false }, 5, 30, [2, 5, 13, 28, 62, 147, 347, 806, 1804, 4133, 9977, 23415]],
];

describe('perft', () => {
  for (const [options, seed, skip, counts] of TABLES) {
    it(`${JSON.stringify(options)} seed ${seed} after ${skip} plies`, () => {
      const s = newGame(options, seed);
      const rng = seedRng(seed);
      for (let i = 0; i < skip; i++) {
        const legal = legalActions(s);
        applyInPlace(s, legal[nextInt(rng, legal.length)]);
      }
      expect(counts.map((_, d) => perft(s, d + 1))).toEqual(counts);
    });
  }

  it('a fresh deal offers exactly: draw two, take pile 1, take pile 2', () => {
    expect(perft(newGame(MAIN, 77), 1)).toBe(3);
  });
});
