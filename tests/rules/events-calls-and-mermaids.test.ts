// RULES.md 7: events 7 The Dance of the Mermaids, 8 The Treasure Chest, 9 The Diodon Fish.
import { describe, expect, it } from 'vitest';
import { PHASE, type EventCode } from '../../src/engine/index.js';
import { act, legal, scenario } from '../support/scenario.js';

const M = 'mermaid:white';
const NINE = ['sailor:pink', 'sailor:orange', 'shell:darkBlue', 'shell:grey', 'shell:black']; // 5 + 4
const TEN = [...NINE, 'penguin:pink']; // + 1
const SEVEN = ['sailor:pink', 'sailor:orange', 'shell:darkBlue', 'shell:grey'];

function playWith(cards: string[], tableEvent: EventCode | null, held: EventCode[][] = [[], []]): string[] {
  return legal(scenario({ phase: PHASE.PLAY, hands: [cards], tableEvent, held }));
}

describe('The Dance of the Mermaids (event 7)', () => {
  it('three Mermaids win', () => {
    const s = act(scenario({ tableEvent: 'danceOfMermaids', piles: [[M], ['shell:green']], hands: [[M, M]] }), 'take 1');
    expect([s.phase, s.winner, s.gameEnd]).toEqual([PHASE.GAME_OVER, 0, 'mermaids']);
  });

  it('two do not', () => {
    const s = act(scenario({ tableEvent: 'danceOfMermaids', piles: [[M], ['shell:green']], hands: [[M]] }), 'take 1');
    expect([s.winner, s.current]).toEqual([-1, 1]);
  });
});

describe('The Treasure Chest (event 8)', () => {
  it('10 card points are needed to call', () => {
    expect(playWith(NINE, 'treasureChest')).toEqual(['end']);
    expect(playWith(TEN, 'treasureChest')).toEqual(['end', 'stop', 'last-chance']);
    expect(playWith(SEVEN, null)).toEqual(['end', 'stop', 'last-chance']);
  });

  it('with 9 points the turn ends by itself', () => {
    const s = act(scenario({ tableEvent: 'treasureChest', piles: [['shell:black'], ['octopus:grey']], hands: [SEVEN] }), 'take 1');
    expect(s.current).toBe(1);
  });

  it('held, it applies to its holder only', () => {
    expect(playWith(NINE, null, [['treasureChest'], []])).toEqual(['end']);
    expect(playWith(SEVEN, null, [[], ['treasureChest']])).toEqual(['end', 'stop', 'last-chance']);
  });
});

describe('The Diodon Fish (event 9)', () => {
  it('STOP is not allowed; LAST CHANCE is', () => {
    expect(playWith(SEVEN, 'diodon')).toEqual(['end', 'last-chance']);
  });

  it('held, it applies to its holder only', () => {
    expect(playWith(SEVEN, null, [['diodon'], []])).toEqual(['end', 'last-chance']);
    expect(playWith(SEVEN, null, [[], ['diodon']])).toEqual(['end', 'stop', 'last-chance']);
  });

  it('with the Treasure Chest too, LAST CHANCE needs 10 points', () => {
    expect(playWith(NINE, 'diodon', [['treasureChest'], []])).toEqual(['end']);
    expect(playWith(TEN, 'diodon', [['treasureChest'], []])).toEqual(['end', 'last-chance']);
  });
});
