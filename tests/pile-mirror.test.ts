// The two piles are interchangeable: a position with its piles swapped has the mirrored legal actions,
// and playing the mirrored action there leads to the mirror of where the action leads (engine/pileMirror.ts).
import { describe, expect, it } from 'vitest';
import {
  ACTION_COUNT, CRAB_TAKE, LABEL_COUNT, PHASE, TAKE_PILE, type State, applyInPlace, cloneState, legalActions, mirrorAction, mirrorPiles, newGame, nextInt, seedRng,
} from '../src/engine/index.js';
import { MAIN_OPTIONS } from './support/randomGame.js';

const sorted = (xs: readonly number[]) => [...xs].sort((x, y) => x - y);

describe('pile mirror', () => {
  it('maps each action to one on the other pile, and back', () => {
    const images = new Set<number>();
    for (let a = 0; a < ACTION_COUNT; a++) {
      expect(mirrorAction(mirrorAction(a))).toBe(a);
      images.add(mirrorAction(a));
    }
    expect(images.size).toBe(ACTION_COUNT);
    expect(mirrorAction(TAKE_PILE)).toBe(TAKE_PILE + 1);
    expect(mirrorAction(CRAB_TAKE + 3)).toBe(CRAB_TAKE + LABEL_COUNT + 3);
    expect(mirrorAction(CRAB_TAKE + LABEL_COUNT + 3)).toBe(CRAB_TAKE + 3);
  });

  it('leaves the position it is given as it was', () => {
    const s = newGame(MAIN_OPTIONS, 4);
    const before = JSON.stringify(s);
    const m = mirrorPiles(s)!;
    expect(JSON.stringify(s)).toBe(before);
    expect(m.piles).toEqual([s.piles[1], s.piles[0]]);
  });

  it('commutes with the rules over 300 random games', () => {
    let checked = 0, successors = 0, hermits = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const s = newGame(MAIN_OPTIONS, seed);
      const rng = seedRng(seed);
      while (s.phase !== PHASE.GAME_OVER) {
        const legal = legalActions(s);
        const a = legal[nextInt(rng, legal.length)];
        const m = mirrorPiles(s);
        if (m === null) {
          expect(s.hermit).toBe(true);
          hermits++;
        } else {
          checked++;
          expect(sorted(legalActions(m))).toEqual(sorted(legal.map(mirrorAction)));
          const after = cloneState(s);
          applyInPlace(after, a);
          applyInPlace(m, mirrorAction(a));
          // Where the rules tell the piles apart (both empty when a drawn card is put down, a Hermit
          // Crab duo starting, a new round's deal: the deck's next card goes on pile 1, a chance that
          // is the same for both), the two lines may part; everywhere else they stay mirrors.
          if (!(s.phase === PHASE.KEEP && bothEmpty(s)) && !after.hermit && after.round === s.round) {
            expect(m).toEqual(mirrorPiles(after));
            successors++;
          }
        }
        applyInPlace(s, a);
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    expect(successors).toBeGreaterThan(0.8 * checked);
    expect(hermits).toBeGreaterThan(0);
  });
});

function bothEmpty(s: State): boolean {
  return s.piles[0].length === 0 && s.piles[1].length === 0;
}
