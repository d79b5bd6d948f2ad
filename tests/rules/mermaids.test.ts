// RULES.md 4.2 (Mermaid win), 4.5 (it ends the game at once), 10.5 (when it is checked).
import { describe, expect, it } from 'vitest';
import { PHASE, type State } from '../../src/engine/index.js';
import { act, label, legal, run, scenario } from '../support/scenario.js';

const M = 'mermaid:white';

function expectWin(s: State, p: number): void {
  expect(s.phase).toBe(PHASE.GAME_OVER);
  expect([s.winner, s.gameEnd]).toEqual([p, 'mermaids']);
  expect(s.results.at(-1)).toMatchObject({ ending: 'mermaids', player: p });
  expect(legal(s)).toEqual([]);
}

describe('the Mermaid win (RULES 4.2, 4.5, 10.5)', () => {
  it('four Mermaids win on entering the play step, whatever the scores', () => {
    const s = scenario({ scores: [3, 39], piles: [[M], ['shell:green']], hands: [[M, M, M]] });
    const s1 = act(s, 'take 1');
    expectWin(s1, 0);
    expect(s1.scores).toEqual([3, 39]);
    expect(s1.results.at(-1)?.scores).toEqual([3, 39]);
  });

  it('three Mermaids do not win without the Dance of the Mermaids', () => {
    const s = act(scenario({ piles: [[M], ['shell:green']], hands: [[M, M]] }), 'take 1');
    expect(s.winner).toBe(-1);
    expect(s.current).toBe(1);
  });

  it('not during the take step: the kept fourth Mermaid wins only once the discard is placed', () => {
    const s = scenario({ piles: [['octopus:grey'], ['shell:green']], deck: ['fish:black', M], hands: [[M, M, M]] });
    const s1 = run(s, ['draw', 'keep mermaid:white']);
    expect(s1.phase).toBe(PHASE.DISCARD);
    expect(s1.winner).toBe(-1);
    expectWin(act(s1, 'discard 2'), 0);
  });

  it('after a one-card deck draw', () => {
    const s = scenario({ piles: [['octopus:grey'], ['shell:green']], deck: [M], rest: 'pile1', hands: [[M, M, M]] });
    expectWin(act(s, 'draw'), 0);
  });

  it('after a duo effect: Fish, Crab, Swimmer + Shark, Lobster', () => {
    const fish = scenario({ phase: PHASE.PLAY, piles: [['octopus:grey'], ['shell:green']], deck: [M], hands: [[M, M, M, 'fish:black', 'fish:green']] });
    expectWin(act(fish, 'duo fish:black fish:green'), 0);

    const crab = scenario({ phase: PHASE.PLAY, piles: [[M, 'octopus:grey'], ['shell:green']], hands: [[M, M, M, 'crab:black', 'crab:grey']] });
    const c1 = run(crab, ['duo crab:black crab:grey', 'crab-pile 1']);
    expect(c1.phase).toBe(PHASE.CRAB);
    expectWin(act(c1, 'crab 1 mermaid:white'), 0);

    const steal = scenario({ phase: PHASE.PLAY, piles: [['octopus:grey'], ['shell:green']], hands: [[M, M, M, 'swimmer:black', 'shark:green'], [M, 'octopus:green']] });
    expectWin(act(steal, 'duo swimmer:black shark:green', { chance: { stolen: label(M) } }), 0);

    const lobster = scenario({ phase: PHASE.PLAY, piles: [['octopus:grey'], ['shell:green']], deck: [M, 'octopus:green'], hands: [[M, M, M, 'crab:black', 'lobster:black']] });
    const l1 = act(lobster, 'duo crab:black lobster:black');
    expect(l1.phase).toBe(PHASE.LOBSTER);
    expect(l1.winner).toBe(-1);
    expectWin(act(l1, 'lobster mermaid:white'), 0);
  });

  it('under the Dance of the Mermaids three are enough, and at least the number needed wins', () => {
    const three = scenario({ tableEvent: 'danceOfMermaids', piles: [[M], ['shell:green']], hands: [[M, M]] });
    expectWin(act(three, 'take 1'), 0);
    // Four Mermaids win too (BGA checks for exactly three; the project follows the intent, RULES 9).
    const four = scenario({ tableEvent: 'danceOfMermaids', piles: [[M], ['shell:green']], hands: [[M, M, M]] });
    expectWin(act(four, 'take 1'), 0);
  });

  it('a held Dance of the Mermaids applies to its holder only', () => {
    const holder = scenario({ held: [['danceOfMermaids'], []], piles: [[M], ['shell:green']], hands: [[M, M]] });
    expectWin(act(holder, 'take 1'), 0);
    const other = scenario({ held: [[], ['danceOfMermaids']], piles: [[M], ['shell:green']], hands: [[M, M]] });
    expect(act(other, 'take 1').winner).toBe(-1);
  });

  it('never during a Jellyfish-locked turn; the win comes on the next unlocked turn', () => {
    const s = scenario({ piles: [['octopus:grey'], ['shell:green']], deck: ['fish:black', M], hands: [['boat:black'], [M, M, M]], current: 1, lockedTurn: true });
    const s1 = act(s, 'locked-draw');
    expect(s1.winner).toBe(-1);
    expect(s1.current).toBe(0);
    const s2 = act(s1, 'take 1');
    expect(s2.current).toBe(1);
    expectWin(act(s2, 'take 2'), 1);
  });

  it('in a LAST CHANCE final turn the opponent can still win with Mermaids', () => {
    const s = scenario({
      phase: PHASE.PLAY, piles: [[M], ['shell:green']],
      hands: [['sailor:pink', 'sailor:orange', 'shell:darkBlue', 'shell:grey'], [M, M, M]],
    });
    const s1 = act(s, 'last-chance');
    expect([s1.current, s1.call]).toEqual([1, 2]);
    const s2 = act(s1, 'take 1');
    expectWin(s2, 1);
    expect(s2.scores).toEqual([0, 0]);
  });

  it('a final turn with nothing to take goes straight to the play step, where the Mermaid win is checked', () => {
    const s = scenario({
      phase: PHASE.PLAY, piles: [[], []], rest: 'hand0',
      hands: [[], [M, M, M, M]],
    });
    expectWin(act(s, 'last-chance'), 1);
  });
});
