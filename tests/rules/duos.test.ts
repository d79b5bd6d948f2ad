// RULES.md 4.2 (the six duos and their effects), 10.1 (Boat), 10.7 (Crab), 10.8 (Lobster), 10.6 (Jellyfish lock).
import { describe, expect, it } from 'vitest';
import { CARD_LABEL, IllegalActionError, PHASE, apply, cardName, parseAction, type GameEvent } from '../../src/engine/index.js';
import { A, act, deckTop, hand, label, legal, logged, names, pile, run, scenario, table } from '../support/scenario.js';

const PILES: [string[], string[]] = [['shell:yellow', 'octopus:purple'], ['boat:black']];

describe('which pairs are duos', () => {
  it('offers each valid pair in hand, and swimmer+swimmer or shark+shark only under the Water Rodeo', () => {
    const s = scenario({
      phase: PHASE.PLAY, piles: PILES,
      hands: [['swimmer:black', 'swimmer:yellow', 'shark:green', 'shark:purple', 'jellyfish:pink', 'crab:grey', 'lobster:black']],
    });
    expect(legal(s)).toEqual([
      'end',
      'duo crab:grey lobster:black',
      'duo swimmer:black shark:green', 'duo swimmer:black shark:purple', 'duo swimmer:black jellyfish:pink',
      'duo swimmer:yellow shark:green', 'duo swimmer:yellow shark:purple', 'duo swimmer:yellow jellyfish:pink',
    ]);
    expect(() => apply(s, A('duo swimmer:black swimmer:yellow'))).toThrow(IllegalActionError);
    expect(() => apply(s, A('duo shark:green shark:purple'))).toThrow(IllegalActionError);
  });

  it('a Jellyfish pairs only with a Swimmer and a Lobster only with a Crab', () => {
    expect(parseAction('duo jellyfish:pink shark:green')).toHaveProperty('error');
    expect(parseAction('duo lobster:black fish:black')).toHaveProperty('error');
    expect(parseAction('duo jellyfish:pink jellyfish:purple')).toHaveProperty('error');
    expect(parseAction('duo crab:black swimmer:black')).toHaveProperty('error');
  });
});

describe('Crab + Crab (RULES 4.2, 10.7)', () => {
  it('chooses a non-empty pile, looks through it and takes any card; the pile keeps its order', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: PILES, hands: [['crab:darkBlue', 'crab:black', 'fish:green']] });
    const s1 = act(s, 'duo crab:darkBlue crab:black');
    expect(s1.phase).toBe(PHASE.CRAB_PILE);
    expect(table(s1, 0)).toEqual([['crab:darkBlue', 'crab:black']]);
    expect(legal(s1)).toEqual(['crab-pile 1', 'crab-pile 2']);
    const log: GameEvent[] = [];
    const looking = act(s1, 'crab-pile 1', { log });
    expect(looking.phase).toBe(PHASE.CRAB);
    expect(logged(log, 'search').map((e) => [e.pile, names(e.cards)])).toEqual([[0, PILES[0]]]);
    expect(legal(looking)).toEqual(['crab 1 shell:yellow', 'crab 1 octopus:purple']);
    expect(legal(act(s1, 'crab-pile 2'))).toEqual(['crab 2 boat:black']);
    const s2 = act(looking, 'crab 1 shell:yellow', { log });
    expect(hand(s2, 0)).toEqual(['fish:green', 'shell:yellow']);
    expect(pile(s2, 0)).toEqual(['octopus:purple']);
    expect(pile(s2, 1)).toEqual(['boat:black']);
    expect(logged(log, 'crabTake').map((e) => [e.pile, cardName(e.card), e.index, cardName(e.newTop)])).toEqual([[0, 'shell:yellow', 1, 'octopus:purple']]);
    expect(s2.current).toBe(1);
  });

  it('offers only the non-empty pile', () => {
    const s = act(scenario({ phase: PHASE.PLAY, piles: [[], ['boat:black', 'mermaid:white']], hands: [['crab:darkBlue', 'crab:black']] }), 'duo crab:darkBlue crab:black');
    expect(legal(s)).toEqual(['crab 2 mermaid:white', 'crab 2 boat:black']);
  });

  it('has no effect when both piles are empty, but may still be laid', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: [[], []], hands: [['crab:darkBlue', 'crab:black', 'fish:black', 'fish:green']] });
    const s1 = act(s, 'duo crab:darkBlue crab:black');
    expect(s1.phase).toBe(PHASE.PLAY);
    expect(table(s1, 0)).toEqual([['crab:darkBlue', 'crab:black']]);
    expect(hand(s1, 0)).toEqual(['fish:black', 'fish:green']);
    expect(legal(s1)).toEqual(['end', 'duo fish:black fish:green']);
  });

  it('chooses among several runs of the same card, counted from the top', () => {
    const p1 = ['mermaid:white', 'shell:green', 'mermaid:white', 'mermaid:white', 'octopus:grey', 'mermaid:white'];
    const s = run(scenario({ phase: PHASE.PLAY, piles: [p1, ['boat:black']], hands: [['crab:darkBlue', 'crab:black']] }),
      ['duo crab:darkBlue crab:black', 'crab-pile 1', 'crab 1 mermaid:white']);
    expect(s.phase).toBe(PHASE.CRAB_RUN);
    expect(legal(s)).toEqual(['crab-run 1', 'crab-run 2', 'crab-run 3']);
    const log: GameEvent[] = [];
    const bottom = act(s, 'crab-run 3', { log });
    expect(pile(bottom, 0)).toEqual(['shell:green', 'mermaid:white', 'mermaid:white', 'octopus:grey', 'mermaid:white']);
    expect(logged(log, 'crabTake')[0].index).toBe(5);
    expect(bottom.hands[0]).toEqual([s.piles[0][0]]);
    const middle = act(s, 'crab-run 2');
    expect(pile(middle, 0)).toEqual(['mermaid:white', 'shell:green', 'mermaid:white', 'octopus:grey', 'mermaid:white']);
    const top = act(s, 'crab-run 1');
    expect(pile(top, 0)).toEqual(['mermaid:white', 'shell:green', 'mermaid:white', 'mermaid:white', 'octopus:grey']);
  });

  it('a card in a single run needs no run decision', () => {
    const p1 = ['shell:green', 'mermaid:white', 'mermaid:white'];
    const s = run(scenario({ phase: PHASE.PLAY, piles: [p1, ['boat:black']], hands: [['crab:darkBlue', 'crab:black']] }),
      ['duo crab:darkBlue crab:black', 'crab-pile 1', 'crab 1 mermaid:white']);
    expect(pile(s, 0)).toEqual(['shell:green', 'mermaid:white']);
    expect(hand(s, 0)).toEqual(['mermaid:white']);
  });
});

describe('Boat + Boat (RULES 4.2, 10.1)', () => {
  it('ends the play step at once and starts another full turn (no more duos, no call)', () => {
    const s = scenario({
      phase: PHASE.PLAY, piles: PILES,
      hands: [['boat:darkBlue', 'boat:yellow', 'fish:black', 'fish:green', 'sailor:pink', 'sailor:orange', 'captain:lightOrange']],
    });
    expect(legal(s)).toContain('stop');
    const log: GameEvent[] = [];
    const s1 = act(s, 'duo boat:darkBlue boat:yellow', { log });
    expect([s1.current, s1.phase]).toEqual([0, PHASE.TAKE]);
    expect(legal(s1)).toEqual(['draw', 'take 1', 'take 2']);
    expect(hand(s1, 0)).toEqual(['captain:lightOrange', 'fish:black', 'fish:green', 'sailor:orange', 'sailor:pink']);
    expect(logged(log, 'turn')).toEqual([{ t: 'turn', p: 0, extra: true, final: false, locked: false }]);
    // The extra turn is a full turn: take, then play (the fish duo, a call).
    const s2 = act(s1, 'take 2');
    expect(s2.phase).toBe(PHASE.PLAY);
    expect(legal(s2)).toEqual(['end', 'stop', 'last-chance', 'duo fish:black fish:green']);
  });

  it('a Boat duo laid in the extra turn gives another one', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: [['shell:green'], ['boat:lightBlue']], hands: [['boat:darkBlue', 'boat:yellow', 'boat:black']] });
    const log: GameEvent[] = [];
    const s1 = run(s, ['duo boat:darkBlue boat:yellow', 'take 2', 'duo boat:lightBlue boat:black'], { log });
    expect([s1.current, s1.phase]).toEqual([0, PHASE.TAKE]);
    expect(logged(log, 'turn').map((e) => [e.p, e.extra])).toEqual([[0, true], [0, true]]);
    expect(table(s1, 0)).toEqual([['boat:darkBlue', 'boat:yellow'], ['boat:lightBlue', 'boat:black']]);
  });

  it('with an empty deck the extra turn can only take from a pile', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: [['shell:green'], []], rest: 'hand1', hands: [['boat:darkBlue', 'boat:yellow']] });
    const s1 = act(s, 'duo boat:darkBlue boat:yellow');
    expect([s1.current, s1.phase]).toEqual([0, PHASE.TAKE]);
    expect(legal(s1)).toEqual(['take 1']);
  });

  it('has no effect when the deck and both piles are empty', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: [[], []], rest: 'hand1', hands: [['boat:darkBlue', 'boat:yellow', 'fish:black', 'fish:green']] });
    const log: GameEvent[] = [];
    const s1 = act(s, 'duo boat:darkBlue boat:yellow', { log });
    expect([s1.current, s1.phase]).toEqual([0, PHASE.PLAY]);
    expect(logged(log, 'turn')).toEqual([]);
    expect(legal(s1)).toEqual(['end', 'duo fish:black fish:green']);
  });
});

describe('Fish + Fish (RULES 4.2)', () => {
  it('adds the top card of the deck to the hand', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: PILES, deck: ['octopus:green', 'mermaid:white'], hands: [['fish:black', 'fish:green']] });
    const log: GameEvent[] = [];
    const s1 = act(s, 'duo fish:black fish:green', { log });
    expect(hand(s1, 0)).toEqual(['mermaid:white']);
    expect(s1.deck.length).toBe(s.deck.length - 1);
    expect(deckTop(s1, 1)).toEqual(['octopus:green']);
    expect(logged(log, 'deckToHand').map((e) => [names(e.cards), e.why])).toEqual([[['mermaid:white'], 'fish']]);
  });

  it('has no effect when the deck is empty', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: PILES, rest: 'hand1', hands: [['fish:black', 'fish:green', 'crab:black', 'crab:grey']] });
    const s1 = act(s, 'duo fish:black fish:green');
    expect(hand(s1, 0)).toEqual(['crab:black', 'crab:grey']);
    expect(s1.phase).toBe(PHASE.PLAY);
  });
});

describe('Swimmer + Shark (RULES 4.2, 10.10)', () => {
  it('steals a random card from the opponent (forced here)', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: PILES, hands: [['swimmer:black', 'shark:green'], ['octopus:grey', 'penguin:pink', 'mermaid:white']] });
    const log: GameEvent[] = [];
    const s1 = act(s, 'duo swimmer:black shark:green', { log, chance: { stolen: label('penguin:pink') } });
    expect(hand(s1, 0)).toEqual(['penguin:pink']);
    expect(hand(s1, 1)).toEqual(['mermaid:white', 'octopus:grey']);
    expect(logged(log, 'steal').map((e) => [e.p, e.from, cardName(e.card)])).toEqual([[0, 1, 'penguin:pink']]);
  });

  it('steals one of the opponent cards at random (the RNG)', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: PILES, hands: [['swimmer:black', 'shark:green'], ['octopus:grey', 'penguin:pink', 'mermaid:white']] });
    const stolen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const s1 = act({ ...s, rng: scenario({ seed }).rng }, 'duo swimmer:black shark:green');
      expect(s1.hands[0].length).toBe(1);
      expect(s1.hands[1].length).toBe(2);
      stolen.add(hand(s1, 0)[0]);
    }
    expect([...stolen].sort()).toEqual(['mermaid:white', 'octopus:grey', 'penguin:pink']);
  });

  it('has no effect on an empty hand', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: PILES, hands: [['swimmer:black', 'shark:green', 'fish:black', 'fish:green'], []] });
    const log: GameEvent[] = [];
    const s1 = act(s, 'duo swimmer:black shark:green', { log });
    expect(hand(s1, 0)).toEqual(['fish:black', 'fish:green']);
    expect(logged(log, 'steal')).toEqual([]);
    expect(table(s1, 0)).toEqual([['swimmer:black', 'shark:green']]);
  });

  it('has no effect on the LAST CHANCE caller, even though their hand is not empty', () => {
    const s = scenario({
      phase: PHASE.PLAY, piles: PILES, call: 2, caller: 1,
      hands: [['swimmer:black', 'shark:green', 'fish:black', 'fish:green'], ['octopus:grey']],
    });
    const s1 = act(s, 'duo swimmer:black shark:green');
    expect(hand(s1, 0)).toEqual(['fish:black', 'fish:green']);
    expect(hand(s1, 1)).toEqual(['octopus:grey']);
  });
});

describe('Crab + Lobster (RULES 4.2, 10.8)', () => {
  const five = ['mermaid:white', 'octopus:green', 'shell:grey', 'penguin:pink', 'fish:black'];

  it('looks at the top 5 cards, keeps one, returns the rest and reshuffles the deck; nothing is discarded', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: PILES, deck: five, hands: [['crab:black', 'lobster:black']] });
    const s1 = act(s, 'duo crab:black lobster:black');
    expect(s1.phase).toBe(PHASE.LOBSTER);
    expect(names(s1.pending)).toEqual(five.slice().reverse());
    expect(legal(s1)).toEqual(['lobster mermaid:white', 'lobster fish:black', 'lobster shell:grey', 'lobster octopus:green', 'lobster penguin:pink']);
    const deckLabels = [...s1.pending, ...s1.deck].map((c) => CARD_LABEL[c]);
    deckLabels.splice(deckLabels.indexOf(label('shell:grey')), 1);
    // Forced reshuffle: the same cards, top first, with the penguin on top.
    const order = [label('penguin:pink'), ...deckLabels.filter((l) => l !== label('penguin:pink'))];
    const log: GameEvent[] = [];
    const s2 = act(s1, 'lobster shell:grey', { log, chance: { reshuffle: order } });
    expect(hand(s2, 0)).toEqual(['shell:grey']);
    expect(s2.deck.length).toBe(s.deck.length - 1);
    expect(deckTop(s2, 1)).toEqual(['penguin:pink']);
    expect(s2.deck.map((c) => CARD_LABEL[c]).reverse()).toEqual(order);
    expect(pile(s2, 0)).toEqual(PILES[0]);
    expect(pile(s2, 1)).toEqual(PILES[1]);
    expect(logged(log, 'lobster').map((e) => [e.returned, cardName(e.kept), e.reshuffled]))
      .toEqual([[4, 'shell:grey', true]]);
  });

  it('the unforced reshuffle mixes the whole deck', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: PILES, deck: five, hands: [['crab:black', 'lobster:black']] });
    const s1 = run(s, ['duo crab:black lobster:black', 'lobster shell:grey']);
    expect(s1.deck.length).toBe(s.deck.length - 1);
    expect(names(s1.deck.slice(-4)).sort()).not.toEqual(['fish:black', 'mermaid:white', 'octopus:green', 'penguin:pink']);
  });

  it('takes fewer cards when the deck is short', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: PILES, deck: ['octopus:green', 'shell:grey', 'penguin:pink'], rest: 'hand1', hands: [['crab:black', 'lobster:black']] });
    const s1 = act(s, 'duo crab:black lobster:black');
    expect(names(s1.pending)).toEqual(['penguin:pink', 'shell:grey', 'octopus:green']);
    expect(s1.deck).toEqual([]);
    const s2 = act(s1, 'lobster octopus:green');
    expect(hand(s2, 0)).toEqual(['octopus:green']);
    expect(names(s2.deck).sort()).toEqual(['penguin:pink', 'shell:grey']);
  });

  it('the keep is a decision even with one card seen, and nothing returned means no reshuffle', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: PILES, deck: ['penguin:pink'], rest: 'hand1', hands: [['crab:black', 'lobster:black', 'fish:black', 'fish:green']] });
    const s1 = act(s, 'duo crab:black lobster:black');
    expect(s1.phase).toBe(PHASE.LOBSTER);
    expect(legal(s1)).toEqual(['lobster penguin:pink']);
    const log: GameEvent[] = [];
    const rngBefore = s1.rng.slice();
    const s2 = act(s1, 'lobster penguin:pink', { log });
    expect(s2.deck).toEqual([]);
    expect(s2.rng).toEqual(rngBefore);
    expect(logged(log, 'lobster')[0].reshuffled).toBe(false);
    expect(hand(s2, 0)).toEqual(['fish:black', 'fish:green', 'penguin:pink']);
  });

  it('has no effect when the deck is empty', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: PILES, rest: 'hand1', hands: [['crab:black', 'lobster:black', 'fish:black', 'fish:green']] });
    const s1 = act(s, 'duo crab:black lobster:black');
    expect(s1.phase).toBe(PHASE.PLAY);
    expect(legal(s1)).toEqual(['end', 'duo fish:black fish:green']);
  });
});

describe('Swimmer + Jellyfish (RULES 4.2, 10.6)', () => {
  const base = () => scenario({
    phase: PHASE.PLAY, piles: PILES, deck: ['octopus:green', 'mermaid:white'],
    hands: [['swimmer:black', 'jellyfish:pink', 'fish:black', 'fish:green'], ['boat:black', 'boat:yellow', 'mermaid:white', 'mermaid:white', 'mermaid:white']],
  });

  it("locks the opponent's next turn: only the deck's top card, then the turn ends at once", () => {
    const log: GameEvent[] = [];
    const s1 = act(base(), 'duo swimmer:black jellyfish:pink', { log });
    expect(s1.locked).toBe(1);
    expect(logged(log, 'lock')).toEqual([{ t: 'lock', p: 0, target: 1 }]);
    const s2 = act(s1, 'end', { log });
    expect([s2.current, s2.phase, s2.lockedTurn, s2.locked]).toEqual([1, PHASE.TAKE, true, -1]);
    expect(logged(log, 'turn').at(-1)).toEqual({ t: 'turn', p: 1, extra: false, final: false, locked: true });
    expect(legal(s2)).toEqual(['locked-draw']);
    // The fourth Mermaid comes in, yet no win, no duo, no call: the turn is over.
    const s3 = act(s2, 'locked-draw', { log });
    expect(hand(s3, 1)).toEqual(['boat:black', 'boat:yellow', 'mermaid:white', 'mermaid:white', 'mermaid:white', 'mermaid:white']);
    expect(s3.winner).toBe(-1);
    expect([s3.current, s3.phase, s3.lockedTurn]).toEqual([0, PHASE.TAKE, false]);
    expect(pile(s3, 0)).toEqual(PILES[0]);
    expect(logged(log, 'lockedDraw').map((e) => cardName(e.card))).toEqual(['mermaid:white']);
  });

  it('is consumed by that one turn', () => {
    const s = run(base(), ['duo swimmer:black jellyfish:pink', 'end', 'locked-draw', 'take 2', 'end']);
    expect(s.current).toBe(1);
    expect(s.lockedTurn).toBe(false);
    expect(legal(s)).toEqual(['draw', 'take 1']);
  });

  it("does not lock its own player's Boat extra turn", () => {
    const s = scenario({
      phase: PHASE.PLAY, piles: PILES,
      hands: [['swimmer:black', 'jellyfish:pink', 'boat:black', 'boat:yellow'], ['octopus:grey']],
    });
    const s1 = run(s, ['duo swimmer:black jellyfish:pink', 'duo boat:black boat:yellow']);
    expect([s1.current, s1.phase, s1.lockedTurn, s1.locked]).toEqual([0, PHASE.TAKE, false, 1]);
    expect(legal(s1)).toEqual(['draw', 'take 1', 'take 2']);
  });

  it('is cleared at the round end', () => {
    const s = scenario({
      phase: PHASE.PLAY, piles: PILES,
      hands: [['swimmer:black', 'jellyfish:pink', 'sailor:pink', 'sailor:orange', 'shell:darkBlue', 'shell:grey']],
    });
    const s1 = run(s, ['duo swimmer:black jellyfish:pink', 'stop']);
    expect(s1.round).toBe(2);
    expect([s1.current, s1.locked, s1.lockedTurn]).toEqual([1, -1, false]);
    expect(legal(s1)).toEqual(['draw', 'take 1', 'take 2']);
  });
});
