// RULES.md 7: events 4 The Dance of the Shells, 5 The Kraken, 6 The Tornado (and that events apply per player).
import { describe, expect, it } from 'vitest';
import { PHASE, colourBonus, playerCardPoints, type EventCode } from '../../src/engine/index.js';
import { act, scenario } from '../support/scenario.js';

const SHELLS = ['shell:darkBlue', 'shell:lightBlue', 'shell:black', 'shell:yellow', 'shell:green', 'shell:grey'];
const OCTOPUSES = ['octopus:lightBlue', 'octopus:yellow', 'octopus:green', 'octopus:purple', 'octopus:grey'];

function pts(cards: string[], tableEvent: EventCode | null, held: EventCode[][] = [[], []]): number {
  return playerCardPoints(scenario({ hands: [cards], tableEvent, held }), 0);
}

describe('The Dance of the Shells (event 4)', () => {
  it('each Shell scores 2: 1..6 shells score 2, 4, 6, 8, 10, 12', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => pts(SHELLS.slice(0, n), 'danceOfShells'))).toEqual([2, 4, 6, 8, 10, 12]);
    expect([1, 2, 3, 4, 5, 6].map((n) => pts(SHELLS.slice(0, n), null))).toEqual([0, 2, 4, 6, 8, 10]);
  });

  it('the Seahorse adds one more Shell under it', () => {
    expect(pts(['shell:green', 'seahorse:white'], 'danceOfShells')).toBe(4);
  });
});

describe('The Kraken (event 5)', () => {
  it('each Octopus scores 1: 1..5 octopuses score 1..5', () => {
    expect([1, 2, 3, 4, 5].map((n) => pts(OCTOPUSES.slice(0, n), 'kraken'))).toEqual([1, 2, 3, 4, 5]);
    expect([1, 2, 3, 4, 5].map((n) => pts(OCTOPUSES.slice(0, n), null))).toEqual([0, 3, 6, 9, 12]);
  });
});

describe('The Tornado (event 6)', () => {
  const hand = ['mermaid:white', 'mermaid:white', 'shell:lightBlue', 'shell:darkBlue'];

  it('Mermaids score 0 but still count as white cards', () => {
    // Without it: Mermaids 2 (white) + 1 (a blue), shells 2.
    expect(pts(hand, null)).toBe(5);
    expect(pts(hand, 'tornado')).toBe(2);
    const s = scenario({ tableEvent: 'tornado', hands: [hand] });
    expect(colourBonus(s.hands[0], s.tables[0])).toBe(2);
  });

  it('Mermaids still win the game when all are held', () => {
    const s = act(scenario({ tableEvent: 'tornado', piles: [['mermaid:white'], ['shell:green']], hands: [['mermaid:white', 'mermaid:white', 'mermaid:white']] }), 'take 1');
    expect([s.winner, s.gameEnd]).toEqual([0, 'mermaids']);
  });
});

describe('a held event applies to its holder alone, on top of the table event', () => {
  it('each player is scored under their own events at the round end', () => {
    // Player 0 holds the Tornado; player 1 does not. Table event: the Kraken, for both.
    const s = scenario({
      phase: PHASE.PLAY, tableEvent: 'kraken', held: [['tornado'], []], piles: [['penguin:pink'], ['sailor:pink']],
      hands: [['mermaid:white', 'octopus:lightBlue', 'octopus:yellow', 'sailor:orange', 'captain:lightOrange'], ['mermaid:white', 'octopus:green', 'octopus:purple']],
    });
    // Player 0: octopuses 2 (Kraken) + captain 3 (one sailor) + mermaid 0 (Tornado).
    expect(playerCardPoints(s, 0)).toBe(2 + 3);
    // Player 1: octopuses 2 (Kraken) + mermaid 1 (white 1).
    expect(playerCardPoints(s, 1)).toBe(2 + 1);
    const t = scenario({ tableEvent: 'danceOfShells', held: [['kraken'], []], hands: [['shell:green', 'shell:grey', 'octopus:green', 'octopus:purple'], ['shell:black', 'octopus:grey', 'octopus:yellow']] });
    expect(playerCardPoints(t, 0)).toBe(4 + 2);
    expect(playerCardPoints(t, 1)).toBe(2 + 3);
  });

  it('a STOP round is scored with each player\'s events', () => {
    const s = scenario({
      phase: PHASE.PLAY, held: [['kraken'], []], piles: [['penguin:pink'], ['sailor:pink']],
      hands: [['octopus:lightBlue', 'octopus:yellow', 'octopus:grey', 'sailor:orange', 'captain:lightOrange'], ['octopus:green', 'octopus:purple']],
      tables: [[['fish:black', 'fish:green']], []],
    });
    // Player 0: 3 octopuses under the Kraken 3 + captain 3 + fish duo 1; player 1: 2 octopuses 3.
    const r = act(s, 'stop');
    expect(r.results[0]).toMatchObject({ ending: 'stop', cardPoints: [7, 3], gains: [7, 3] });
  });
});
