// RULES.md 3 (setup and rounds) and 4.1-4.3 (a turn: take a card, play, end), 10.3 (automatic steps).
import { describe, expect, it } from 'vitest';
import {
  BASE_CARD_COUNT, CARD_COUNT, IllegalActionError, LABEL_SALT, CARD_LABEL, PHASE, apply, newGame, cardName,
  type GameEvent,
} from '../../src/engine/index.js';
import {
  A, BASE2, BOTH, act, deckTop, expectAccounted, hand, label, legal, logged, names, pile, run, scenario,
} from '../support/scenario.js';

describe('setup (RULES 3)', () => {
  it('a new game turns the top two cards into the two piles, deals nothing, and turns up an event', () => {
    const s = newGame(BOTH, 7, { firstPlayer: 1 });
    expectAccounted(s);
    expect(s.piles.map((p) => p.length)).toEqual([1, 1]);
    expect(s.deck.length).toBe(CARD_COUNT - 2);
    expect(s.hands).toEqual([[], []]);
    expect(s.tables).toEqual([[], []]);
    expect(s.faceDown).toEqual([-1, -1]);
    expect(s.scores).toEqual([0, 0]);
    expect(s.round).toBe(1);
    expect(s.target).toBe(40);
    expect(s.phase).toBe(PHASE.TAKE);
    expect([s.current, s.starter]).toEqual([1, 1]);
    expect(s.tableEvent).toBeGreaterThanOrEqual(0);
    expect(s.eventDeck.length).toBe(11);
    expect(s.eventDiscard).toEqual([]);
    expect(s.held).toEqual([[], []]);
  });

  it('the base game uses the 58 base cards and no events', () => {
    const s = newGame(BASE2, 3, { firstPlayer: 0 });
    expectAccounted(s);
    const all = [...s.deck, ...s.piles[0], ...s.piles[1]];
    expect(all.length).toBe(BASE_CARD_COUNT);
    expect(all.some((c) => LABEL_SALT[CARD_LABEL[c]])).toBe(false);
    expect(s.tableEvent).toBe(-1);
    expect(s.eventDeck).toEqual([]);
  });

  it('a forced deal puts its first card on pile 1, its second on pile 2, its third on top of the deck', () => {
    const base = newGame(BOTH, 1, { firstPlayer: 0 });
    const order = [...base.piles[0], ...base.piles[1], ...base.deck.slice().reverse()].map((c) => CARD_LABEL[c]);
    // Swap the first three to make a recognisable deal.
    const deal = [label('mermaid:white'), label('seahorse:white'), label('lobster:black')];
    const restLabels = order.slice();
    for (const l of deal) restLabels.splice(restLabels.indexOf(l), 1);
    const s = newGame(BOTH, 1, { firstPlayer: 0, deal: [...deal, ...restLabels] });
    expect(pile(s, 0)).toEqual(['mermaid:white']);
    expect(pile(s, 1)).toEqual(['seahorse:white']);
    expect(deckTop(s, 1)).toEqual(['lobster:black']);
  });

  it('the first player is drawn at random unless given', () => {
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) firsts.add(newGame(BOTH, seed).starter);
    expect([...firsts].sort()).toEqual([0, 1]);
    expect(newGame(BOTH, 5, { firstPlayer: 1 }).current).toBe(1);
  });

  it('the event deck holds the twelve events in the given order, the first one turned up', () => {
    const order = [5, 2, 11, 0, 1, 3, 4, 6, 7, 8, 9, 10];
    const s = newGame(BOTH, 1, { firstPlayer: 0, eventOrder: order });
    expect(s.tableEvent).toBe(5);
    expect(s.eventDeck.slice().reverse()).toEqual(order.slice(1));
  });
});

describe('take a card (RULES 4.1)', () => {
  it('offers draw two and each non-empty pile', () => {
    const s = scenario({ piles: [['crab:black'], ['boat:black']] });
    expect(legal(s)).toEqual(['draw', 'take 1', 'take 2']);
    expect(legal(scenario({ piles: [[], ['boat:black']] }))).toEqual(['draw', 'take 2']);
    expect(legal(scenario({ piles: [['boat:black'], []] }))).toEqual(['draw', 'take 1']);
    expect(legal(scenario({ piles: [[], []] }))).toEqual(['draw']);
  });

  it('drawing two shows the top two cards; keep one, discard the other on a pile of your choice', () => {
    const s = scenario({ piles: [['crab:black'], ['boat:black']], deck: ['shell:green', 'octopus:grey'] });
    const log: GameEvent[] = [];
    const s1 = act(s, 'draw', { log });
    expect(s1.phase).toBe(PHASE.KEEP);
    expect(names(s1.pending)).toEqual(['octopus:grey', 'shell:green']);
    expect(s1.deck.length).toBe(s.deck.length - 2);
    expect(legal(s1)).toEqual(['keep shell:green', 'keep octopus:grey']);
    const s2 = act(s1, 'keep shell:green', { log });
    expect(s2.phase).toBe(PHASE.DISCARD);
    expect(legal(s2)).toEqual(['discard 1', 'discard 2']);
    const s3 = act(s2, 'discard 2', { log });
    expect(hand(s3, 0)).toEqual(['shell:green']);
    expect(pile(s3, 0)).toEqual(['crab:black']);
    expect(pile(s3, 1)).toEqual(['boat:black', 'octopus:grey']);
    expect(s3.pending).toEqual([]);
    expect(logged(log, 'keep').map((e) => cardName(e.kept))).toEqual(['shell:green']);
    expect(logged(log, 'discard').map((e) => [cardName(e.card), e.pile])).toEqual([['octopus:grey', 1]]);
    // Nothing else to decide: the turn ended by itself.
    expect([s3.current, s3.phase]).toEqual([1, PHASE.TAKE]);
  });

  it('two copies of the same card give a single keep choice', () => {
    const s = scenario({ piles: [['crab:black'], ['boat:black']], deck: ['fish:black', 'fish:black'] });
    expect(legal(act(s, 'draw'))).toEqual(['keep fish:black']);
  });

  it('the discard must go on the empty pile when one is empty (no decision)', () => {
    const s1 = run(scenario({ piles: [[], ['boat:black']], deck: ['shell:green', 'octopus:grey'] }), ['draw', 'keep octopus:grey']);
    expect(pile(s1, 0)).toEqual(['shell:green']);
    expect(pile(s1, 1)).toEqual(['boat:black']);
    expect(s1.current).toBe(1);
    const s2 = run(scenario({ piles: [['boat:black'], []], deck: ['shell:green', 'octopus:grey'] }), ['draw', 'keep octopus:grey']);
    expect(pile(s2, 0)).toEqual(['boat:black']);
    expect(pile(s2, 1)).toEqual(['shell:green']);
  });

  it('the discard goes on pile 1 when both are empty', () => {
    const s = run(scenario({ piles: [[], []], deck: ['shell:green', 'octopus:grey'] }), ['draw', 'keep shell:green']);
    expect(pile(s, 0)).toEqual(['octopus:grey']);
    expect(pile(s, 1)).toEqual([]);
  });

  it('with a single card in the deck, drawing takes it: no second card, no discard', () => {
    const s = scenario({ piles: [['crab:black'], ['shell:green']], deck: ['boat:black'], rest: 'pile1', hands: [['boat:yellow']] });
    const log: GameEvent[] = [];
    const s1 = act(s, 'draw', { log });
    expect([s1.current, s1.phase]).toEqual([0, PHASE.PLAY]);
    expect(hand(s1, 0)).toEqual(['boat:black', 'boat:yellow']);
    expect(s1.deck).toEqual([]);
    expect(s1.pending).toEqual([]);
    expect(s1.piles[0].length).toBe(s.piles[0].length);
    expect(pile(s1, 1)).toEqual(['shell:green']);
    expect(log.map((e) => e.t)).toEqual(['drawLast']);
  });

  it('drawing is not allowed when the deck is empty (a LAST CHANCE final turn)', () => {
    const s = scenario({ piles: [['crab:black'], ['boat:black']], rest: 'hand0', call: 2, caller: 0, current: 1 });
    expect(legal(s)).toEqual(['take 1', 'take 2']);
    expect(() => apply(s, A('draw'))).toThrow(IllegalActionError);
  });

  it('taking a pile top puts that card in hand, publicly', () => {
    const s = scenario({ piles: [['crab:black', 'fish:green'], ['boat:black']] });
    const log: GameEvent[] = [];
    const s1 = act(s, 'take 1', { log });
    expect(hand(s1, 0)).toEqual(['fish:green']);
    expect(pile(s1, 0)).toEqual(['crab:black']);
    expect(s1.deck.length).toBe(s.deck.length);
    expect(logged(log, 'takePile')).toEqual([{ t: 'takePile', p: 0, pile: 0, card: s.piles[0][1], angelfish: false }]);
  });

  it('an illegal action throws and leaves the state unchanged', () => {
    const s = scenario({ piles: [['crab:black'], []] });
    const copy = JSON.stringify(s);
    expect(() => apply(s, A('take 2'))).toThrow(IllegalActionError);
    expect(() => apply(s, A('end'))).toThrow(IllegalActionError);
    expect(JSON.stringify(s)).toBe(copy);
  });
});

describe('play and end the turn (RULES 4.2-4.3, 10.3)', () => {
  it('the turn ends by itself when nothing is left to decide', () => {
    const log: GameEvent[] = [];
    const s = act(scenario({ piles: [['crab:black'], ['boat:black']], hands: [['fish:green']] }), 'take 2', { log });
    expect([s.current, s.phase]).toEqual([1, PHASE.TAKE]);
    expect(logged(log, 'turn')).toEqual([{ t: 'turn', p: 1, extra: false, final: false, locked: false }]);
  });

  it('with a duo in hand the play step waits: end the turn or lay the duo', () => {
    const s = act(scenario({ piles: [['crab:black'], ['boat:black']], hands: [['boat:yellow']] }), 'take 2');
    expect([s.current, s.phase]).toEqual([0, PHASE.PLAY]);
    expect(legal(s)).toEqual(['end', 'duo boat:black boat:yellow']);
    const s1 = act(s, 'end');
    expect([s1.current, s1.phase]).toEqual([1, PHASE.TAKE]);
    expect(hand(s1, 0)).toEqual(['boat:black', 'boat:yellow']);
  });

  it('a single Lobster or Jellyfish without its partner leaves nothing to decide', () => {
    const s = act(scenario({ piles: [['crab:black'], ['lobster:black']], hands: [['jellyfish:pink', 'shark:green']] }), 'take 2');
    expect(s.current).toBe(1);
  });

  it('several duos may be laid one after another, then the turn ends by itself', () => {
    const s = scenario({
      piles: [['penguin:pink'], ['octopus:grey']], phase: PHASE.PLAY,
      hands: [['fish:black', 'fish:green', 'shark:green', 'swimmer:yellow']], deck: ['mermaid:white'],
    });
    expect(legal(s)).toEqual(['end', 'duo fish:black fish:green', 'duo swimmer:yellow shark:green']);
    const s1 = act(s, 'duo fish:black fish:green');
    expect(hand(s1, 0)).toEqual(['mermaid:white', 'shark:green', 'swimmer:yellow']);
    expect(legal(s1)).toEqual(['end', 'duo swimmer:yellow shark:green']);
    const s2 = act(s1, 'duo swimmer:yellow shark:green');
    expect(s2.tables[0].map(names)).toEqual([['fish:black', 'fish:green'], ['swimmer:yellow', 'shark:green']]);
    expect([s2.current, s2.phase]).toEqual([1, PHASE.TAKE]);
  });

  it('turns alternate between the two players', () => {
    const s = scenario({ piles: [['crab:black', 'shell:green'], ['boat:black', 'octopus:grey']] });
    const s1 = act(s, 'take 1');
    expect(s1.current).toBe(1);
    const s2 = act(s1, 'take 2');
    expect(s2.current).toBe(0);
    expect(hand(s2, 0)).toEqual(['shell:green']);
    expect(hand(s2, 1)).toEqual(['octopus:grey']);
  });

  it('ending the turn is always offered in the play step, even when a call is possible', () => {
    const s = scenario({ phase: PHASE.PLAY, hands: [['sailor:pink', 'sailor:orange', 'shell:green', 'shell:grey']], piles: [['crab:black'], ['boat:black']] });
    expect(legal(s)).toEqual(['end', 'stop', 'last-chance']);
  });
});
