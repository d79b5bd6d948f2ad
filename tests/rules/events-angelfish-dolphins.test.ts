// RULES.md 7: events 10 The Angelfish and 11 The Dolphins; 10.3 and 10.4 (order after drawing two).
import { describe, expect, it } from 'vitest';
import { PHASE, cardName, type GameEvent } from '../../src/engine/index.js';
import { act, hand, legal, logged, names, pile, run, scenario } from '../support/scenario.js';

describe('The Angelfish (event 10)', () => {
  it('after taking a pile top, same-coloured tops force taking one of them', () => {
    const s = scenario({ tableEvent: 'angelfish', piles: [['crab:green', 'fish:black'], ['shell:green']] });
    const s1 = act(s, 'take 1');
    expect(s1.phase).toBe(PHASE.ANGELFISH);
    expect(legal(s1)).toEqual(['angelfish 1', 'angelfish 2']);
    const log: GameEvent[] = [];
    const s2 = act(s1, 'angelfish 2', { log });
    expect(hand(s2, 0)).toEqual(['fish:black', 'shell:green']);
    expect(pile(s2, 1)).toEqual([]);
    expect(logged(log, 'takePile')).toEqual([{ t: 'takePile', p: 0, pile: 1, card: s.piles[1][0], angelfish: true }]);
    expect(s2.current).toBe(1);
  });

  it('after drawing two: keep, discard, then the check on the new tops', () => {
    const s = scenario({ tableEvent: 'angelfish', piles: [['octopus:green'], ['shell:black']], deck: ['shell:green', 'mermaid:white'] });
    const s1 = run(s, ['draw', 'keep mermaid:white', 'discard 2']);
    expect(s1.phase).toBe(PHASE.ANGELFISH);
    const s2 = act(s1, 'angelfish 1');
    expect(hand(s2, 0)).toEqual(['mermaid:white', 'octopus:green']);
    // Discarded on pile 1 instead, the tops differ.
    const t = run(s, ['draw', 'keep mermaid:white', 'discard 1']);
    expect([t.phase, t.current]).toEqual([PHASE.TAKE, 1]);
  });

  it('white counts as a colour', () => {
    const s = act(scenario({ tableEvent: 'angelfish', piles: [['mermaid:white', 'fish:black'], ['seahorse:white']] }), 'take 1');
    expect(s.phase).toBe(PHASE.ANGELFISH);
  });

  it('needs both piles non-empty', () => {
    const s = act(scenario({ tableEvent: 'angelfish', piles: [['fish:green'], []] }), 'take 1');
    expect([s.phase, s.current]).toEqual([PHASE.TAKE, 1]);
  });

  it('is not checked after a one-card deck draw', () => {
    const s = act(scenario({ tableEvent: 'angelfish', piles: [['crab:green'], ['shell:green']], deck: ['fish:black'], rest: 'hand1' }), 'draw');
    expect(s.phase).not.toBe(PHASE.ANGELFISH);
    expect(s.results[0]).toMatchObject({ ending: 'emptyDeck' });
  });

  it('is not checked after a Jellyfish-locked draw', () => {
    const s = act(scenario({ tableEvent: 'angelfish', lockedTurn: true, piles: [['crab:green'], ['shell:green']], deck: ['fish:black'] }), 'locked-draw');
    expect([s.phase, s.current]).toEqual([PHASE.TAKE, 1]);
  });

  it('is not checked after a card gained by a duo effect', () => {
    const s = scenario({ tableEvent: 'angelfish', phase: PHASE.PLAY, piles: [['crab:green', 'fish:black'], ['shell:green']], hands: [['crab:black', 'crab:grey']] });
    const s1 = run(s, ['duo crab:black crab:grey', 'crab-pile 1', 'crab 1 fish:black']);
    expect([s1.phase, s1.current]).toEqual([PHASE.TAKE, 1]);
    expect(hand(s1, 0)).toEqual(['fish:black']);
  });

  it('is checked once per take step', () => {
    const s = scenario({ tableEvent: 'angelfish', piles: [['shell:green', 'crab:green'], ['octopus:green', 'fish:black']] });
    const s1 = run(s, ['take 2', 'angelfish 1']);
    expect(pile(s1, 0)).toEqual(['shell:green']);
    expect(pile(s1, 1)).toEqual(['octopus:green']);
    expect([s1.phase, s1.current]).toEqual([PHASE.TAKE, 1]);
  });

  it('is checked again in a Boat extra turn', () => {
    const s = scenario({ tableEvent: 'angelfish', phase: PHASE.PLAY, piles: [['shell:green', 'crab:green'], ['octopus:green', 'fish:black']], hands: [['boat:black', 'boat:yellow']] });
    const s1 = run(s, ['duo boat:black boat:yellow', 'take 2']);
    expect(s1.phase).toBe(PHASE.ANGELFISH);
  });

  it('the Mermaid win waits for the Angelfish take (no win during the take step)', () => {
    const s = scenario({ tableEvent: 'angelfish', piles: [['crab:green', 'mermaid:white'], ['shell:green']], hands: [['mermaid:white', 'mermaid:white', 'mermaid:white']] });
    const s1 = act(s, 'take 1');
    expect([s1.phase, s1.winner]).toEqual([PHASE.ANGELFISH, -1]);
    expect(act(s1, 'angelfish 1').winner).toBe(0);
  });

  it('held, it applies to its holder only', () => {
    expect(act(scenario({ held: [['angelfish'], []], piles: [['crab:green', 'fish:black'], ['shell:green']] }), 'take 1').phase).toBe(PHASE.ANGELFISH);
    expect(act(scenario({ held: [[], ['angelfish']], piles: [['crab:green', 'fish:black'], ['shell:green']] }), 'take 1').current).toBe(1);
  });
});

describe('The Dolphins (event 11)', () => {
  const COLLECTORS = ['shell:black', 'octopus:grey', 'penguin:pink', 'sailor:orange', 'seahorse:white'];

  it('discarding a collector card after drawing two also takes the top card of the deck', () => {
    for (const c of COLLECTORS) {
      const s = scenario({ tableEvent: 'dolphins', piles: [['crab:green'], ['fish:black']], deck: ['mermaid:white', c, 'boat:yellow'] });
      const log: GameEvent[] = [];
      const s1 = run(s, ['draw', 'keep boat:yellow', 'discard 2'], { log });
      expect(hand(s1, 0)).toEqual(['boat:yellow', 'mermaid:white']);
      expect(pile(s1, 1)).toEqual(['fish:black', c]);
      expect(logged(log, 'deckToHand').map((e) => [names(e.cards), e.why])).toEqual([[['mermaid:white'], 'dolphins']]);
    }
  });

  it('not for other cards (duo cards, Mermaids, multipliers)', () => {
    for (const c of ['crab:black', 'mermaid:white', 'lighthouse:purple', 'starfish:yellow']) {
      const s = scenario({ tableEvent: 'dolphins', piles: [['crab:green'], ['fish:black']], deck: ['octopus:green', c, 'boat:yellow'] });
      const s1 = run(s, ['draw', 'keep boat:yellow', 'discard 2']);
      expect(hand(s1, 0)).toEqual(['boat:yellow']);
    }
  });

  it('also after a discard forced onto an empty pile', () => {
    const s = scenario({ tableEvent: 'dolphins', piles: [[], ['fish:black']], deck: ['mermaid:white', 'shell:black', 'boat:yellow'] });
    const s1 = run(s, ['draw', 'keep boat:yellow']);
    expect(pile(s1, 0)).toEqual(['shell:black']);
    expect(hand(s1, 0)).toEqual(['boat:yellow', 'mermaid:white']);
  });

  it('not when the deck is empty after the draw, and not for a pile take', () => {
    const s = scenario({ tableEvent: 'dolphins', piles: [['crab:green'], ['fish:black']], deck: ['shell:black', 'boat:yellow'], rest: 'hand1' });
    const log: GameEvent[] = [];
    run(s, ['draw', 'keep boat:yellow', 'discard 2'], { log });
    expect(logged(log, 'deckToHand')).toEqual([]);
    const t = act(scenario({ tableEvent: 'dolphins', piles: [['shell:black'], ['fish:black']] }), 'take 1');
    expect(hand(t, 0)).toEqual(['shell:black']);
  });

  it('not after a one-card deck draw (no discard)', () => {
    const s = scenario({ tableEvent: 'dolphins', piles: [['crab:green'], ['fish:black']], deck: ['shell:black'], rest: 'pile1', hands: [['boat:yellow', 'boat:black']] });
    const log: GameEvent[] = [];
    const s1 = act(s, 'draw', { log });
    expect(log.map((e) => e.t)).toEqual(['drawLast']);
    expect(hand(s1, 0)).toEqual(['boat:black', 'boat:yellow', 'shell:black']);
  });

  it('held by the opponent, it does nothing for this player', () => {
    const s = scenario({ held: [[], ['dolphins']], piles: [['crab:green'], ['fish:black']], deck: ['mermaid:white', 'shell:black', 'boat:yellow'] });
    expect(hand(run(s, ['draw', 'keep boat:yellow', 'discard 2']), 0)).toEqual(['boat:yellow']);
  });

  it('comes before the Angelfish check, which sees the tops after it (RULES 10.4)', () => {
    const s = scenario({ tableEvent: 'dolphins', held: [['angelfish'], []], piles: [['crab:green'], ['fish:black']], deck: ['mermaid:white', 'shell:green', 'boat:yellow'] });
    const log: GameEvent[] = [];
    const s1 = run(s, ['draw', 'keep boat:yellow', 'discard 2'], { log });
    expect(log.map((e) => e.t)).toEqual(['draw2', 'keep', 'discard', 'deckToHand']);
    expect(s1.phase).toBe(PHASE.ANGELFISH);
    expect(hand(s1, 0)).toEqual(['boat:yellow', 'mermaid:white']);
    const s2 = act(s1, 'angelfish 2', { log });
    expect(cardName(logged(log, 'takePile')[0].card)).toBe('shell:green');
    expect(hand(s2, 0)).toEqual(['boat:yellow', 'mermaid:white', 'shell:green']);
  });
});
