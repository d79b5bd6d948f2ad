// RULES.md 7: event 1 The Hermit Crab, event 2 The Sunfish; 10.5 and 10.7.
import { describe, expect, it } from 'vitest';
import { PHASE, cardName, type GameEvent } from '../../src/engine/index.js';
import { act, deckTop, hand, legal, logged, names, pile, run, scenario } from '../support/scenario.js';

const CRABS = ['crab:black', 'crab:grey'];

describe('The Hermit Crab (event 1)', () => {
  const piles: [string[], string[]] = [['shell:yellow', 'octopus:purple'], ['penguin:pink', 'boat:black']];

  it('a Crab duo takes one card from pile 1, then one from pile 2; both are mandatory', () => {
    const s = scenario({ tableEvent: 'hermitCrab', phase: PHASE.PLAY, piles, hands: [CRABS] });
    const s1 = act(s, 'duo crab:black crab:grey');
    expect(s1.phase).toBe(PHASE.CRAB);
    expect(legal(s1)).toEqual(['crab 1 shell:yellow', 'crab 1 octopus:purple']);
    const log: GameEvent[] = [];
    const s2 = act(s1, 'crab 1 shell:yellow', { log });
    expect(s2.phase).toBe(PHASE.CRAB);
    expect(legal(s2)).toEqual(['crab 2 boat:black', 'crab 2 penguin:pink']);
    const s3 = act(s2, 'crab 2 penguin:pink', { log });
    expect(hand(s3, 0)).toEqual(['penguin:pink', 'shell:yellow']);
    expect(pile(s3, 0)).toEqual(['octopus:purple']);
    expect(pile(s3, 1)).toEqual(['boat:black']);
    expect(logged(log, 'crabTake').map((e) => [e.pile, cardName(e.card), e.index])).toEqual([[0, 'shell:yellow', 1], [1, 'penguin:pink', 1]]);
    expect(s3.current).toBe(1);
  });

  it('an empty pile 1 is skipped: one take from pile 2', () => {
    const s = act(scenario({ tableEvent: 'hermitCrab', phase: PHASE.PLAY, piles: [[], piles[1]], hands: [CRABS] }), 'duo crab:black crab:grey');
    expect(legal(s)).toEqual(['crab 2 boat:black', 'crab 2 penguin:pink']);
    const s1 = act(s, 'crab 2 boat:black');
    expect(hand(s1, 0)).toEqual(['boat:black']);
    expect(s1.current).toBe(1);
  });

  it('an empty pile 2 is skipped: one take from pile 1', () => {
    const s = act(scenario({ tableEvent: 'hermitCrab', phase: PHASE.PLAY, piles: [piles[0], []], hands: [CRABS] }), 'duo crab:black crab:grey');
    const s1 = act(s, 'crab 1 octopus:purple');
    expect(hand(s1, 0)).toEqual(['octopus:purple']);
    expect(pile(s1, 0)).toEqual(['shell:yellow']);
    expect(s1.current).toBe(1);
  });

  it('a pile emptied by nothing else: with one card in pile 1, the second take is from pile 2', () => {
    const s = run(scenario({ tableEvent: 'hermitCrab', phase: PHASE.PLAY, piles: [['octopus:purple'], ['penguin:pink']], hands: [CRABS] }),
      ['duo crab:black crab:grey', 'crab 1 octopus:purple']);
    expect(legal(s)).toEqual(['crab 2 penguin:pink']);
  });

  it('both piles empty: no effect', () => {
    const s = act(scenario({ tableEvent: 'hermitCrab', phase: PHASE.PLAY, piles: [[], []], hands: [[...CRABS, 'fish:black', 'fish:green']] }), 'duo crab:black crab:grey');
    expect(legal(s)).toEqual(['end', 'duo fish:black fish:green']);
  });

  it('runs in pile 1 are chosen before moving on to pile 2', () => {
    const s = run(scenario({ tableEvent: 'hermitCrab', phase: PHASE.PLAY, piles: [['fish:black', 'shell:yellow', 'fish:black'], ['penguin:pink']], hands: [CRABS] }),
      ['duo crab:black crab:grey', 'crab 1 fish:black']);
    expect(s.phase).toBe(PHASE.CRAB_RUN);
    expect(legal(s)).toEqual(['crab-run 1', 'crab-run 2']);
    const s1 = act(s, 'crab-run 2');
    expect(pile(s1, 0)).toEqual(['shell:yellow', 'fish:black']);
    expect(legal(s1)).toEqual(['crab 2 penguin:pink']);
  });

  it('the Mermaid win is checked after both takes, not between them', () => {
    const s = scenario({ tableEvent: 'hermitCrab', phase: PHASE.PLAY, piles: [['mermaid:white'], ['mermaid:white']], hands: [[...CRABS, 'mermaid:white', 'mermaid:white']] });
    const s1 = run(s, ['duo crab:black crab:grey', 'crab 1 mermaid:white']);
    expect([s1.phase, s1.winner]).toEqual([PHASE.CRAB, -1]);
    const s2 = act(s1, 'crab 2 mermaid:white');
    expect([s2.phase, s2.winner, s2.gameEnd]).toEqual([PHASE.GAME_OVER, 0, 'mermaids']);
  });

  it('Crab + Lobster is unchanged', () => {
    const s = act(scenario({ tableEvent: 'hermitCrab', phase: PHASE.PLAY, piles, deck: ['octopus:green', 'shell:grey'], hands: [['crab:black', 'lobster:black']] }), 'duo crab:black lobster:black');
    expect(s.phase).toBe(PHASE.LOBSTER);
    expect(s.pending.length).toBe(5);
  });

  it('held by the opponent, it does not change this player\'s Crab duo', () => {
    const s = act(scenario({ held: [[], ['hermitCrab']], phase: PHASE.PLAY, piles, hands: [CRABS] }), 'duo crab:black crab:grey');
    expect(legal(s)).toEqual(['crab-pile 1', 'crab-pile 2']);
    const s1 = run(s, ['crab-pile 2', 'crab 2 boat:black']);
    expect(hand(s1, 0)).toEqual(['boat:black']);
    expect(s1.current).toBe(1);
  });

  it('held by the player, it applies to their Crab duo', () => {
    const s = act(scenario({ held: [['hermitCrab'], []], phase: PHASE.PLAY, piles, hands: [CRABS] }), 'duo crab:black crab:grey');
    expect(legal(s)).toEqual(['crab 1 shell:yellow', 'crab 1 octopus:purple']);
  });
});

describe('The Sunfish (event 2)', () => {
  it('a Fish duo takes the top two cards of the deck', () => {
    const s = scenario({ tableEvent: 'sunfish', phase: PHASE.PLAY, piles: [['shell:yellow'], ['penguin:pink']], deck: ['shell:grey', 'octopus:green', 'mermaid:white'], hands: [['fish:black', 'fish:green']] });
    const log: GameEvent[] = [];
    const s1 = act(s, 'duo fish:black fish:green', { log });
    expect(hand(s1, 0)).toEqual(['mermaid:white', 'octopus:green']);
    expect(deckTop(s1, 1)).toEqual(['shell:grey']);
    expect(logged(log, 'deckToHand').map((e) => [names(e.cards), e.why])).toEqual([[['mermaid:white', 'octopus:green'], 'fish']]);
  });

  it('one card if only one is left, none from an empty deck', () => {
    const one = scenario({ tableEvent: 'sunfish', phase: PHASE.PLAY, piles: [['shell:yellow'], ['penguin:pink']], deck: ['octopus:green'], rest: 'pile1', hands: [['fish:black', 'fish:green', 'crab:black', 'crab:grey']] });
    const s1 = act(one, 'duo fish:black fish:green');
    expect(hand(s1, 0)).toEqual(['crab:black', 'crab:grey', 'octopus:green']);
    expect(s1.deck).toEqual([]);
    const s2 = act(s1, 'duo crab:black crab:grey');
    expect(s2.phase).toBe(PHASE.CRAB_PILE);
    const none = scenario({ tableEvent: 'sunfish', phase: PHASE.PLAY, piles: [['shell:yellow'], ['penguin:pink']], rest: 'pile1', hands: [['fish:black', 'fish:green', 'crab:black', 'crab:grey']] });
    expect(hand(act(none, 'duo fish:black fish:green'), 0)).toEqual(['crab:black', 'crab:grey']);
  });

  it('held by the opponent, this player\'s Fish duo takes one card', () => {
    const s = scenario({ held: [[], ['sunfish']], phase: PHASE.PLAY, piles: [['shell:yellow'], ['penguin:pink']], deck: ['octopus:green', 'mermaid:white'], hands: [['fish:black', 'fish:green']] });
    expect(hand(act(s, 'duo fish:black fish:green'), 0)).toEqual(['mermaid:white']);
  });
});
