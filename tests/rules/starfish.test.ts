// RULES.md 4.2 (Starfish trio) and 5 (Starfish points).
import { describe, expect, it } from 'vitest';
import { IllegalActionError, PHASE, apply, playerCardPoints, type GameEvent } from '../../src/engine/index.js';
import { A, act, hand, legal, logged, run, scenario, table } from '../support/scenario.js';

const PILES: [string[], string[]] = [['shell:yellow', 'octopus:purple'], ['penguin:pink']];

describe('Starfish trio (RULES 4.2)', () => {
  it('laying a duo while holding Starfish asks whether to add one (each Starfish held is a choice)', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: PILES, hands: [['fish:black', 'fish:green', 'starfish:darkBlue', 'starfish:yellow']] });
    const s1 = act(s, 'duo fish:black fish:green');
    expect(s1.phase).toBe(PHASE.STARFISH);
    expect(legal(s1)).toEqual(['no-starfish', 'starfish starfish:darkBlue', 'starfish starfish:yellow']);
  });

  it('a trio scores 3 and its duo effect does not happen', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: PILES, deck: ['mermaid:white'], hands: [['fish:black', 'fish:green', 'starfish:darkBlue', 'crab:black', 'crab:grey']] });
    const log: GameEvent[] = [];
    const s1 = run(s, ['duo fish:black fish:green', 'starfish starfish:darkBlue'], { log });
    expect(table(s1, 0)).toEqual([['fish:black', 'fish:green', 'starfish:darkBlue']]);
    expect(hand(s1, 0)).toEqual(['crab:black', 'crab:grey']);
    expect(s1.deck.length).toBe(s.deck.length);
    expect(logged(log, 'deckToHand')).toEqual([]);
    expect(s1.phase).toBe(PHASE.PLAY);
    // 3 for the trio + 1 for the crab pair in hand.
    expect(playerCardPoints(s1, 0)).toBe(4);
  });

  it('without a Starfish the same duo draws its card', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: PILES, deck: ['mermaid:white'], hands: [['fish:black', 'fish:green', 'starfish:darkBlue', 'crab:black', 'crab:grey']] });
    const s1 = run(s, ['duo fish:black fish:green', 'no-starfish']);
    expect(table(s1, 0)).toEqual([['fish:black', 'fish:green']]);
    expect(hand(s1, 0)).toEqual(['crab:black', 'crab:grey', 'mermaid:white', 'starfish:darkBlue']);
  });

  it('no effect for every kind of duo laid as a trio: Crab, Boat, Swimmer + Shark, Lobster, Jellyfish', () => {
    const base = { phase: PHASE.PLAY, piles: PILES } as const;
    const crab = run(scenario({ ...base, hands: [['crab:black', 'crab:grey', 'starfish:yellow']] }), ['duo crab:black crab:grey', 'starfish starfish:yellow']);
    expect(pile(crab)).toEqual([2, 1]);
    expect(crab.current).toBe(1);

    const boat = run(scenario({ ...base, hands: [['boat:black', 'boat:yellow', 'starfish:yellow', 'fish:black', 'fish:green']] }), ['duo boat:black boat:yellow', 'starfish starfish:yellow']);
    expect([boat.current, boat.phase]).toEqual([0, PHASE.PLAY]);

    const steal = run(scenario({ ...base, hands: [['swimmer:black', 'shark:green', 'starfish:yellow'], ['octopus:grey']] }), ['duo swimmer:black shark:green', 'starfish starfish:yellow']);
    expect(hand(steal, 1)).toEqual(['octopus:grey']);

    const lobster = run(scenario({ ...base, hands: [['crab:black', 'lobster:black', 'starfish:yellow']] }), ['duo crab:black lobster:black', 'starfish starfish:yellow']);
    expect(lobster.pending).toEqual([]);
    expect(lobster.current).toBe(1);

    const lock = run(scenario({ ...base, hands: [['swimmer:black', 'jellyfish:pink', 'starfish:yellow']] }), ['duo swimmer:black jellyfish:pink', 'starfish starfish:yellow']);
    expect(lock.locked).toBe(-1);
    expect(lock.lockedTurn).toBe(false);
    expect(legal(lock)).toEqual(['draw', 'take 1', 'take 2']);
  });

  it('a Starfish can never be added to a duo already on the table, and a trio holds one Starfish', () => {
    const s = scenario({
      phase: PHASE.PLAY, piles: PILES,
      hands: [['shark:green', 'starfish:darkBlue', 'starfish:yellow', 'boat:black', 'boat:yellow']],
      tables: [[['fish:black', 'fish:green']]],
    });
    expect(legal(s)).toEqual(['end', 'duo boat:black boat:yellow']);
    expect(() => apply(s, A('starfish starfish:darkBlue'))).toThrow(IllegalActionError);
    const s1 = run(s, ['duo boat:black boat:yellow', 'starfish starfish:darkBlue']);
    expect(table(s1, 0)).toEqual([['fish:black', 'fish:green'], ['boat:black', 'boat:yellow', 'starfish:darkBlue']]);
    expect(hand(s1, 0)).toEqual(['shark:green', 'starfish:yellow']);
    expect(s1.current).toBe(1);
  });

  it('a Water Rodeo pair takes a Starfish too (1 + 2)', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: PILES, tableEvent: 'waterRodeo', hands: [['shark:green', 'shark:purple', 'starfish:lightBlue'], ['octopus:grey']] });
    const s1 = act(s, 'duo shark:green shark:purple');
    expect(legal(s1)).toEqual(['no-starfish', 'starfish starfish:lightBlue']);
    const s2 = act(s1, 'starfish starfish:lightBlue');
    expect(table(s2, 0)).toEqual([['shark:green', 'shark:purple', 'starfish:lightBlue']]);
    expect(playerCardPoints(s2, 0)).toBe(3);
  });
});

describe('Starfish points (RULES 5)', () => {
  it('each Starfish in hand scores 2 up to the number of valid pairs in hand', () => {
    const pts = (cards: string[]) => playerCardPoints(scenario({ hands: [cards] }), 0);
    expect(pts(['starfish:darkBlue'])).toBe(0);
    expect(pts(['starfish:darkBlue', 'fish:black', 'fish:green'])).toBe(1 + 2);
    expect(pts(['starfish:darkBlue', 'starfish:yellow', 'fish:black', 'fish:green'])).toBe(1 + 2);
    expect(pts(['starfish:darkBlue', 'starfish:yellow', 'fish:black', 'fish:green', 'crab:black', 'lobster:black'])).toBe(2 + 4);
    expect(pts(['starfish:darkBlue', 'starfish:yellow', 'starfish:lightBlue', 'fish:black', 'fish:green', 'swimmer:black', 'jellyfish:pink'])).toBe(2 + 4);
  });

  it('a Starfish in hand does not pair with a duo on the table', () => {
    const s = scenario({ hands: [['starfish:darkBlue']], tables: [[['fish:black', 'fish:green']]] });
    expect(playerCardPoints(s, 0)).toBe(1);
  });

  it('laid trios score 1 + 2 each, besides Starfish in hand for pairs in hand', () => {
    const s = scenario({
      hands: [['starfish:yellow', 'boat:black', 'boat:yellow']],
      tables: [[['fish:black', 'fish:green', 'starfish:darkBlue'], ['crab:black', 'crab:grey', 'starfish:lightBlue']]],
    });
    expect(playerCardPoints(s, 0)).toBe(3 + 3 + 1 + 2);
  });
});

/** Pile sizes of a state, [pile 1, pile 2]. */
function pile(s: { piles: number[][] }): number[] {
  return s.piles.map((p) => p.length);
}
