// RULES.md 7: event 3 The Water Rodeo; 10.9, 10.10.
import { describe, expect, it } from 'vitest';
import { PHASE, playerCardPoints, type GameEvent } from '../../src/engine/index.js';
import { act, hand, legal, logged, names, run, scenario, table } from '../support/scenario.js';

const PILES: [string[], string[]] = [['shell:yellow'], ['penguin:pink']];
const SWIMMERS = ['swimmer:black', 'swimmer:yellow'];
const SHARKS = ['shark:green', 'shark:purple'];

describe('Water Rodeo: Swimmer + Swimmer (event 3)', () => {
  it("looks at the opponent's hand, then swaps one card of each hand", () => {
    const s = scenario({ tableEvent: 'waterRodeo', phase: PHASE.PLAY, piles: PILES, hands: [[...SWIMMERS, 'octopus:grey'], ['mermaid:white', 'shell:green']] });
    const log: GameEvent[] = [];
    const s1 = act(s, 'duo swimmer:black swimmer:yellow', { log });
    expect(logged(log, 'look').map((e) => [e.p, e.target, names(e.hand)])).toEqual([[0, 1, ['mermaid:white', 'shell:green']]]);
    expect(s1.phase).toBe(PHASE.SWAP_GIVE);
    expect(legal(s1)).toEqual(['swap-pass', 'give octopus:grey']);
    const s2 = act(s1, 'give octopus:grey', { log });
    expect(s2.phase).toBe(PHASE.SWAP_TAKE);
    expect(legal(s2)).toEqual(['swap-take mermaid:white', 'swap-take shell:green']);
    const s3 = act(s2, 'swap-take shell:green', { log });
    expect(hand(s3, 0)).toEqual(['shell:green']);
    expect(hand(s3, 1)).toEqual(['mermaid:white', 'octopus:grey']);
    expect(logged(log, 'swap').map((e) => [e.p, e.target, names([e.give, e.take])])).toEqual([[0, 1, ['octopus:grey', 'shell:green']]]);
    expect(table(s3, 0)).toEqual([SWIMMERS]);
  });

  it('may pass instead', () => {
    const s = scenario({ tableEvent: 'waterRodeo', phase: PHASE.PLAY, piles: PILES, hands: [[...SWIMMERS, 'octopus:grey'], ['mermaid:white']] });
    const log: GameEvent[] = [];
    const s1 = run(s, ['duo swimmer:black swimmer:yellow', 'swap-pass'], { log });
    expect(hand(s1, 0)).toEqual(['octopus:grey']);
    expect(hand(s1, 1)).toEqual(['mermaid:white']);
    expect(logged(log, 'swap')).toEqual([{ t: 'swap', p: 0, target: 1, give: -1, take: -1 }]);
    expect(s1.current).toBe(1);
  });

  it('a swapper whose own hand is empty can only pass', () => {
    const s = act(scenario({ tableEvent: 'waterRodeo', phase: PHASE.PLAY, piles: PILES, hands: [SWIMMERS, ['mermaid:white']] }), 'duo swimmer:black swimmer:yellow');
    expect(legal(s)).toEqual(['swap-pass']);
  });

  it('has no effect against an empty hand or a protected (LAST CHANCE caller) hand', () => {
    const log: GameEvent[] = [];
    const empty = act(scenario({ tableEvent: 'waterRodeo', phase: PHASE.PLAY, piles: PILES, hands: [[...SWIMMERS, 'fish:black', 'fish:green'], []] }), 'duo swimmer:black swimmer:yellow', { log });
    expect(empty.phase).toBe(PHASE.PLAY);
    expect(logged(log, 'look')).toEqual([]);
    const caller = act(scenario({
      tableEvent: 'waterRodeo', phase: PHASE.PLAY, piles: PILES, call: 2, caller: 1,
      hands: [[...SWIMMERS, 'fish:black', 'fish:green'], ['mermaid:white']],
    }), 'duo swimmer:black swimmer:yellow', { log });
    expect(caller.phase).toBe(PHASE.PLAY);
    expect(hand(caller, 1)).toEqual(['mermaid:white']);
    expect(logged(log, 'look')).toEqual([]);
  });

  it('a Mermaid swapped to the opponent never wins during this turn; it wins on their own play step', () => {
    const s = scenario({
      tableEvent: 'waterRodeo', phase: PHASE.PLAY, piles: [['shell:yellow', 'octopus:green'], ['penguin:pink']],
      hands: [[...SWIMMERS, 'mermaid:white', 'fish:black', 'fish:green'], ['mermaid:white', 'mermaid:white', 'mermaid:white', 'shell:green']],
    });
    const s1 = run(s, ['duo swimmer:black swimmer:yellow', 'give mermaid:white', 'swap-take shell:green']);
    expect(hand(s1, 1)).toEqual(['mermaid:white', 'mermaid:white', 'mermaid:white', 'mermaid:white']);
    expect([s1.winner, s1.current, s1.phase]).toEqual([-1, 0, PHASE.PLAY]);
    const s2 = run(s1, ['end', 'take 1']);
    expect([s2.winner, s2.gameEnd]).toEqual([1, 'mermaids']);
  });

  it('taking a fourth Mermaid in the swap wins at once', () => {
    const s = scenario({
      tableEvent: 'waterRodeo', phase: PHASE.PLAY, piles: PILES,
      hands: [[...SWIMMERS, 'mermaid:white', 'mermaid:white', 'mermaid:white', 'octopus:grey'], ['mermaid:white']],
    });
    const s1 = run(s, ['duo swimmer:black swimmer:yellow', 'give octopus:grey', 'swap-take mermaid:white']);
    expect([s1.winner, s1.gameEnd]).toEqual([0, 'mermaids']);
  });
});

describe('Water Rodeo: Shark + Shark (event 3)', () => {
  const theirs = [['boat:black', 'boat:yellow'], ['fish:black', 'fish:green', 'starfish:yellow'], ['crab:black', 'lobster:black']];

  it("must take one of the opponent's duos (never a trio) and lays it without its effect", () => {
    const s = scenario({ tableEvent: 'waterRodeo', phase: PHASE.PLAY, piles: PILES, hands: [SHARKS, ['octopus:grey']], tables: [[], theirs] });
    const s1 = act(s, 'duo shark:green shark:purple');
    expect(s1.phase).toBe(PHASE.STEAL_DUO);
    expect(legal(s1)).toEqual(['steal-duo 1', 'steal-duo 3']);
    const log: GameEvent[] = [];
    const s2 = act(s1, 'steal-duo 3', { log });
    expect(table(s2, 0)).toEqual([SHARKS, ['crab:black', 'lobster:black']]);
    expect(table(s2, 1)).toEqual([theirs[0], theirs[1]]);
    expect(logged(log, 'stealDuo')).toEqual([{ t: 'stealDuo', p: 0, from: 1, index: 2 }]);
    // No Lobster look: the turn simply ends.
    expect([s2.current, s2.phase]).toEqual([1, PHASE.TAKE]);
    // A stolen Boat duo gives no extra turn.
    const s3 = act(s1, 'steal-duo 1');
    expect(table(s3, 0)).toEqual([SHARKS, ['boat:black', 'boat:yellow']]);
    expect(s3.current).toBe(1);
  });

  it('has no effect when the opponent has only trios, no duos, or is protected (even with an empty hand)', () => {
    const only = act(scenario({ tableEvent: 'waterRodeo', phase: PHASE.PLAY, piles: PILES, hands: [[...SHARKS, 'fish:darkBlue', 'fish:black']], tables: [[], [theirs[1]]] }), 'duo shark:green shark:purple');
    expect(only.phase).toBe(PHASE.PLAY);
    expect(table(only, 1)).toEqual([theirs[1]]);
    const none = act(scenario({ tableEvent: 'waterRodeo', phase: PHASE.PLAY, piles: PILES, hands: [[...SHARKS, 'fish:darkBlue', 'fish:black']] }), 'duo shark:green shark:purple');
    expect(none.phase).toBe(PHASE.PLAY);
    const caller = act(scenario({
      tableEvent: 'waterRodeo', phase: PHASE.PLAY, piles: PILES, call: 2, caller: 1,
      hands: [[...SHARKS, 'fish:darkBlue', 'fish:darkBlue'], []], tables: [[], theirs],
    }), 'duo shark:green shark:purple');
    expect(caller.phase).toBe(PHASE.PLAY);
    expect(table(caller, 1)).toEqual(theirs);
  });
});

describe('Water Rodeo pairs: who may lay them, what they score', () => {
  it('held by the opponent, it gives this player no Water Rodeo duos; held by the player, it does', () => {
    const hands = [[...SWIMMERS, ...SHARKS]];
    const other = scenario({ held: [[], ['waterRodeo']], phase: PHASE.PLAY, hands });
    expect(legal(other).filter((a) => a === 'duo swimmer:black swimmer:yellow' || a === 'duo shark:green shark:purple')).toEqual([]);
    const mine = scenario({ held: [['waterRodeo'], []], phase: PHASE.PLAY, hands });
    expect(legal(mine)).toContain('duo swimmer:black swimmer:yellow');
    expect(legal(mine)).toContain('duo shark:green shark:purple');
  });

  it('score nothing in hand and 1 once laid', () => {
    const pts = (h: string[], t: string[][] = []) => playerCardPoints(scenario({ tableEvent: 'waterRodeo', hands: [h], tables: [t] }), 0);
    expect(pts(SWIMMERS)).toBe(0);
    expect(pts(SHARKS)).toBe(0);
    expect(pts(['swimmer:black', 'swimmer:yellow', 'shark:green'])).toBe(1);
    expect(pts([], [SWIMMERS, SHARKS])).toBe(2);
  });
});
