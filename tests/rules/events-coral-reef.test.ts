// RULES.md 7: event 12 The Coral Reef; 10.6 (lock not set) and 10.11 (once per round, final turn too).
import { describe, expect, it } from 'vitest';
import { CARD_LABEL, PHASE, colourBonus, playerCardPoints, type GameEvent } from '../../src/engine/index.js';
import { act, hand, label, legal, logged, names, run, scenario, table } from '../support/scenario.js';

const PILES: [string[], string[]] = [['octopus:purple'], ['penguin:pink']];

describe('The Coral Reef (event 12)', () => {
  it('in the play step, one Shell from hand may be placed face down; once per round', () => {
    const s = act(scenario({ tableEvent: 'coralReef', piles: [['octopus:purple'], ['shell:green']], hands: [['shell:grey']] }), 'take 2');
    expect(s.phase).toBe(PHASE.PLAY);
    expect(legal(s)).toEqual(['end', 'coral shell:green', 'coral shell:grey']);
    const log: GameEvent[] = [];
    const s1 = act(s, 'coral shell:grey', { log });
    expect(names([s1.faceDown[0]])).toEqual(['shell:grey']);
    expect(hand(s1, 0)).toEqual(['shell:green']);
    expect(logged(log, 'coral')).toEqual([{ t: 'coral', p: 0, card: s1.faceDown[0] }]);
    // A second Shell in hand cannot go face down: nothing left to decide.
    expect([s1.current, s1.phase]).toEqual([1, PHASE.TAKE]);
  });

  it('a face-down Shell scores nothing and counts for no colour', () => {
    const s = scenario({ tableEvent: 'coralReef', hands: [['shell:green', 'shell:grey', 'octopus:grey', 'mermaid:white']] });
    // Shells 2, Mermaid: grey 2.
    expect(playerCardPoints(s, 0)).toBe(4);
    expect(colourBonus(s.hands[0], s.tables[0])).toBe(2);
    const t = scenario({ tableEvent: 'coralReef', hands: [['shell:green', 'octopus:grey', 'mermaid:white']], faceDown: ['shell:grey'] });
    // One Shell 0, Mermaid: 1 (any colour has one card).
    expect(playerCardPoints(t, 0)).toBe(1);
    expect(colourBonus(t.hands[0], t.tables[0])).toBe(1);
  });

  it('the holder is immune to the steal', () => {
    const s = scenario({ tableEvent: 'coralReef', phase: PHASE.PLAY, piles: PILES, hands: [['swimmer:black', 'shark:green', 'fish:black', 'fish:green'], ['octopus:grey']], faceDown: [null, 'shell:grey'] });
    const log: GameEvent[] = [];
    const s1 = act(s, 'duo swimmer:black shark:green', { log });
    expect(hand(s1, 1)).toEqual(['octopus:grey']);
    expect(logged(log, 'steal')).toEqual([]);
  });

  it('the holder is immune to the swap and to duo theft', () => {
    const swap = scenario({ tableEvent: 'waterRodeo', held: [[], ['coralReef']], phase: PHASE.PLAY, piles: PILES, hands: [['swimmer:black', 'swimmer:yellow', 'fish:black', 'fish:green'], ['octopus:grey']], faceDown: [null, 'shell:grey'] });
    expect(act(swap, 'duo swimmer:black swimmer:yellow').phase).toBe(PHASE.PLAY);
    const theft = scenario({
      tableEvent: 'waterRodeo', held: [[], ['coralReef']], phase: PHASE.PLAY, piles: PILES,
      hands: [['shark:green', 'shark:purple', 'fish:black', 'fish:green'], ['octopus:grey']], tables: [[], [['boat:black', 'boat:yellow']]], faceDown: [null, 'shell:grey'],
    });
    const t1 = act(theft, 'duo shark:green shark:purple');
    expect(t1.phase).toBe(PHASE.PLAY);
    expect(table(t1, 1)).toEqual([['boat:black', 'boat:yellow']]);
  });

  it('the Jellyfish lock is not set on a player with a face-down Shell', () => {
    const s = scenario({ tableEvent: 'coralReef', phase: PHASE.PLAY, piles: PILES, hands: [['swimmer:black', 'jellyfish:pink'], ['octopus:grey']], faceDown: [null, 'shell:grey'] });
    const log: GameEvent[] = [];
    const s1 = act(s, 'duo swimmer:black jellyfish:pink', { log });
    expect(s1.locked).toBe(-1);
    expect(logged(log, 'lock')).toEqual([]);
    expect([s1.current, s1.lockedTurn]).toEqual([1, false]);
    expect(legal(s1)).toEqual(['draw', 'take 1', 'take 2']);
  });

  it('may be used in a LAST CHANCE final turn', () => {
    const s = scenario({
      tableEvent: 'coralReef', phase: PHASE.PLAY, piles: [['octopus:purple'], ['shell:green']],
      hands: [['sailor:pink', 'sailor:orange', 'shell:darkBlue', 'shell:black'], ['octopus:grey']],
    });
    const s1 = run(s, ['last-chance', 'take 2']);
    expect([s1.current, s1.phase]).toEqual([1, PHASE.PLAY]);
    expect(legal(s1)).toEqual(['end', 'coral shell:green']);
    const s2 = act(s1, 'coral shell:green');
    expect(s2.results[0]).toMatchObject({ ending: 'lastChanceWon', cardPoints: [7, 0] });
  });

  it('held, it applies to its holder only', () => {
    const mine = scenario({ held: [['coralReef'], []], phase: PHASE.PLAY, hands: [['shell:green', 'fish:black', 'fish:green']] });
    expect(legal(mine)).toEqual(['end', 'duo fish:black fish:green', 'coral shell:green']);
    const theirs = scenario({ held: [[], ['coralReef']], phase: PHASE.PLAY, hands: [['shell:green', 'fish:black', 'fish:green']] });
    expect(legal(theirs)).toEqual(['end', 'duo fish:black fish:green']);
  });

  it('the face-down Shell goes back into the deck at the next round', () => {
    const s = scenario({
      tableEvent: 'coralReef', phase: PHASE.PLAY, piles: PILES,
      hands: [['sailor:pink', 'sailor:orange', 'shell:darkBlue', 'shell:black', 'penguin:purple', 'shell:green']],
    });
    const s1 = run(s, ['coral shell:green', 'stop']);
    expect(s1.round).toBe(2);
    expect(s1.faceDown).toEqual([-1, -1]);
    const everywhere = [...s1.deck, ...s1.piles[0], ...s1.piles[1]].map((c) => CARD_LABEL[c]);
    expect(everywhere).toContain(label('shell:green'));
  });
});
