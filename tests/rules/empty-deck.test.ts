// RULES.md 4.4 (empty deck), 3 (who starts after it), 10.13.
import { describe, expect, it } from 'vitest';
import { PHASE, type GameEvent } from '../../src/engine/index.js';
import { act, legal, logged, run, scenario } from '../support/scenario.js';

const EMPTY = { round: 1, ending: 'emptyDeck', player: -1, cardPoints: [], colourBonus: [], gains: [0, 0], eventTo: -1 };

describe('empty deck (RULES 4.4, 10.13)', () => {
  it('when the deck is empty as the turn passes and nobody called, the round ends and nobody scores', () => {
    const s = scenario({
      scores: [12, 30], piles: [['octopus:green'], ['shell:black']], deck: ['octopus:grey', 'octopus:purple'], rest: 'pile1',
      hands: [['sailor:pink', 'octopus:yellow'], ['sailor:orange', 'penguin:pink']],
    });
    const log: GameEvent[] = [];
    const s1 = run(s, ['draw', 'keep octopus:purple', 'discard 2'], { log });
    expect(s1.results).toEqual([{ ...EMPTY, scores: [12, 30], nextStarter: 1 }]);
    expect(s1.scores).toEqual([12, 30]);
    expect(logged(log, 'roundEnd')[0].hands).toEqual([]);
    expect([s1.round, s1.starter, s1.current, s1.phase]).toEqual([2, 1, 1, PHASE.TAKE]);
  });

  it('the player after the one whose turn emptied the deck starts the next round', () => {
    const s = scenario({ current: 1, piles: [['octopus:green'], ['shell:black']], deck: ['octopus:grey', 'octopus:purple'], rest: 'pile1' });
    const s1 = run(s, ['draw', 'keep octopus:purple', 'discard 2']);
    expect(s1.results[0]).toMatchObject({ ending: 'emptyDeck', nextStarter: 0 });
    expect([s1.round, s1.starter, s1.current]).toEqual([2, 0, 0]);
  });

  it('the player whose turn emptied the deck may still call', () => {
    const s = scenario({
      piles: [['octopus:green'], ['shell:black']], deck: ['shell:grey'], rest: 'pile1',
      hands: [['sailor:pink', 'sailor:orange', 'shell:darkBlue'], ['octopus:yellow']],
    });
    const s1 = act(s, 'draw');
    expect(s1.deck).toEqual([]);
    expect(legal(s1)).toEqual(['end', 'stop', 'last-chance']);
    expect(act(s1, 'end').results[0]).toMatchObject({ ending: 'emptyDeck', gains: [0, 0] });
    expect(act(s1, 'stop').results[0]).toMatchObject({ ending: 'stop', cardPoints: [7, 0], gains: [7, 0] });
    // LAST CHANCE: the final turn takes from a pile; the bet is scored.
    const s2 = act(s1, 'last-chance');
    expect(legal(s2)).toEqual(['take 1', 'take 2']);
    expect(act(s2, 'take 2').results[0]).toMatchObject({ ending: 'lastChanceWon', cardPoints: [7, 0], gains: [8, 1] });
  });

  it('a Fish duo that empties the deck ends the round at the end of the turn', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: [['octopus:green'], ['shell:black']], deck: ['shell:grey'], rest: 'pile1', hands: [['fish:black', 'fish:green']] });
    const s1 = act(s, 'duo fish:black fish:green');
    expect(s1.results[0]).toMatchObject({ ending: 'emptyDeck', nextStarter: 1 });
  });

  it('a Boat extra turn after the deck emptied is still the same turn; the round ends when it ends', () => {
    const s = scenario({ piles: [['octopus:green'], ['shell:black']], deck: ['boat:yellow'], rest: 'pile1', hands: [['boat:black']] });
    const s1 = run(s, ['draw', 'duo boat:black boat:yellow']);
    expect([s1.round, s1.current, s1.phase]).toEqual([1, 0, PHASE.TAKE]);
    expect(legal(s1)).toEqual(['take 1', 'take 2']);
    const s2 = act(s1, 'take 2');
    expect(s2.results[0]).toMatchObject({ ending: 'emptyDeck', nextStarter: 1 });
  });

  it('a Jellyfish-locked draw that empties the deck ends the round; the locked player\'s opponent starts next', () => {
    const s = scenario({ current: 1, lockedTurn: true, piles: [['octopus:green'], ['shell:black']], deck: ['shell:grey'], rest: 'pile1' });
    const s1 = act(s, 'locked-draw');
    expect(s1.results[0]).toMatchObject({ ending: 'emptyDeck', nextStarter: 0 });
    expect(s1.starter).toBe(0);
  });
});
