// RULES.md 5 (card points, every table and special case) and 4.4 (colour bonus).
import { describe, expect, it } from 'vitest';
import { type ScoreResult, parseScoreInput, scoreHand } from '../../src/engine/index.js';

function score(hand: string[], table: string[][] = [], events: string[] = []): ScoreResult {
  const input = parseScoreInput({ hand, table, events });
  if ('error' in input) throw new Error(input.error);
  return scoreHand(input);
}
const pts = (hand: string[], table: string[][] = [], events: string[] = []) => score(hand, table, events).cardPoints;

const SHELLS = ['shell:darkBlue', 'shell:lightBlue', 'shell:black', 'shell:yellow', 'shell:green', 'shell:grey'];
const OCTOPUSES = ['octopus:lightBlue', 'octopus:yellow', 'octopus:green', 'octopus:purple', 'octopus:grey'];
const PENGUINS = ['penguin:purple', 'penguin:lightOrange', 'penguin:pink'];
const SAILORS = ['sailor:pink', 'sailor:orange'];

describe('duo points (RULES 5)', () => {
  it('each valid pair scores 1, in hand', () => {
    expect(pts(['crab:black', 'crab:grey'])).toBe(1);
    expect(pts(['boat:black', 'boat:yellow'])).toBe(1);
    expect(pts(['fish:black', 'fish:green'])).toBe(1);
    expect(pts(['swimmer:black', 'shark:green'])).toBe(1);
    expect(pts(['crab:black', 'lobster:black'])).toBe(1);
    expect(pts(['swimmer:black', 'jellyfish:pink'])).toBe(1);
  });

  it('lone or mismatched duo cards score nothing', () => {
    expect(pts(['crab:black'])).toBe(0);
    expect(pts(['lobster:black'])).toBe(0);
    expect(pts(['jellyfish:pink', 'shark:green'])).toBe(0);
    expect(pts(['jellyfish:pink', 'jellyfish:purple'])).toBe(0);
    expect(pts(['boat:black', 'fish:black'])).toBe(0);
    expect(pts(['swimmer:black', 'swimmer:yellow'])).toBe(0);
    expect(pts(['shark:green', 'shark:purple'])).toBe(0);
  });

  it('pairs in hand are a maximum matching', () => {
    expect(pts(['boat:black', 'boat:yellow', 'boat:darkBlue'])).toBe(1);
    expect(pts(['swimmer:black', 'swimmer:yellow', 'shark:green', 'jellyfish:pink'])).toBe(2);
    expect(pts(['swimmer:black', 'shark:green', 'shark:purple', 'jellyfish:pink'])).toBe(1);
    expect(pts(['crab:black', 'crab:grey', 'crab:green', 'lobster:black'])).toBe(2);
    expect(pts(['crab:black', 'crab:grey', 'lobster:black'])).toBe(1);
  });

  it('played duos score 1 each, played trios 1 + 2', () => {
    expect(pts([], [['crab:black', 'crab:grey'], ['swimmer:black', 'jellyfish:pink']])).toBe(2);
    expect(pts([], [['crab:black', 'crab:grey', 'starfish:yellow']])).toBe(3);
    expect(pts(['fish:black'], [['fish:green', 'fish:darkBlue']])).toBe(1);
  });
});

describe('collector points (RULES 5)', () => {
  const series = (cards: string[]) => cards.map((_, i) => pts(cards.slice(0, i + 1)));
  it('Shells 1..6: 0, 2, 4, 6, 8, 10', () => expect(series(SHELLS)).toEqual([0, 2, 4, 6, 8, 10]));
  it('Octopuses 1..5: 0, 3, 6, 9, 12', () => expect(series(OCTOPUSES)).toEqual([0, 3, 6, 9, 12]));
  it('Penguins 1..3: 1, 3, 5', () => expect(series(PENGUINS)).toEqual([1, 3, 5]));
  it('Sailors 1..2: 0, 5', () => expect(series(SAILORS)).toEqual([0, 5]));
});

describe('multipliers (RULES 5)', () => {
  it('Lighthouse: 1 per Boat, in hand and played', () => {
    expect(score(['lighthouse:purple', 'boat:black'], [['boat:yellow', 'boat:darkBlue']]).breakdown.multipliers).toBe(3);
    expect(pts(['lighthouse:purple', 'boat:black'], [['boat:yellow', 'boat:darkBlue']])).toBe(3 + 1);
    expect(pts(['lighthouse:purple'])).toBe(0);
  });

  it('Shoal of Fish: 1 per Fish', () => {
    expect(pts(['shoal:grey', 'fish:black', 'fish:green', 'fish:darkBlue'])).toBe(3 + 1);
  });

  it('Penguin Colony: 2 per Penguin, and it is not a Penguin itself', () => {
    expect(pts(['colony:green', 'penguin:purple', 'penguin:pink'])).toBe(4 + 3);
    expect(pts(['colony:green', 'penguin:purple'])).toBe(2 + 1);
  });

  it('Captain: 3 per Sailor', () => {
    expect(pts(['captain:lightOrange', 'sailor:pink'])).toBe(3);
    expect(pts(['captain:lightOrange', ...SAILORS])).toBe(6 + 5);
  });

  it('Cast of Crabs: 1 per Crab, not the Lobster; played Crabs count', () => {
    expect(score(['castOfCrabs:green', 'crab:black', 'lobster:black']).breakdown.multipliers).toBe(1);
    expect(score(['castOfCrabs:green'], [['crab:black', 'lobster:black'], ['crab:grey', 'crab:green']]).breakdown.multipliers).toBe(3);
    // Not a Crab: no pair with a Crab.
    expect(pts(['castOfCrabs:green', 'crab:black'])).toBe(1);
  });

  it('multipliers never count the Seahorse', () => {
    const r = score(['colony:green', 'penguin:purple', 'seahorse:white']);
    expect(r.breakdown).toMatchObject({ penguin: 1, seahorse: 2, multipliers: 2 });
    expect(r.cardPoints).toBe(5);
  });
});

describe('the Seahorse (RULES 5)', () => {
  it('adds one card to the best family holding at least one real card, below its maximum', () => {
    expect(pts(['seahorse:white'])).toBe(0);
    expect(pts(['seahorse:white', 'shell:green'])).toBe(2);
    expect(pts(['seahorse:white', 'sailor:pink'])).toBe(5);
    // Octopus 0 -> 3 beats penguin 1 -> 3.
    expect(score(['seahorse:white', 'octopus:grey', 'penguin:pink']).breakdown).toMatchObject({ octopus: 0, penguin: 1, seahorse: 3 });
    expect(pts(['seahorse:white', 'octopus:grey', 'penguin:pink'])).toBe(4);
  });

  it('a family at its maximum is not eligible', () => {
    expect(pts(['seahorse:white', ...SHELLS])).toBe(10);
    expect(pts(['seahorse:white', ...OCTOPUSES])).toBe(12);
    expect(pts(['seahorse:white', ...PENGUINS])).toBe(5);
    expect(pts(['seahorse:white', ...SAILORS])).toBe(5);
    expect(pts(['seahorse:white', ...SAILORS, 'shell:green'])).toBe(5 + 2);
    expect(pts(['seahorse:white', ...SHELLS, 'penguin:pink'])).toBe(10 + 1 + 2);
  });

  it('is white for the Mermaids', () => {
    expect(score(['seahorse:white', 'mermaid:white']).breakdown.mermaids).toBe(2);
  });
});

describe('Mermaids (RULES 5)', () => {
  it('the example: two Mermaids, four light blue and two green cards score 4 + 2', () => {
    const r = score(['mermaid:white', 'mermaid:white', 'shell:lightBlue', 'octopus:lightBlue', 'boat:lightBlue', 'fish:lightBlue', 'crab:green', 'octopus:green']);
    expect(r.breakdown.mermaids).toBe(6);
    // + two octopuses 3.
    expect(r.cardPoints).toBe(9);
    expect(r.colourBonus).toBe(4);
  });

  it('one Mermaid alone scores 1', () => {
    expect(pts(['mermaid:white'])).toBe(1);
  });

  it('each colour serves one Mermaid; extra Mermaids with no colour left score 0', () => {
    expect(pts(['mermaid:white', 'mermaid:white', 'mermaid:white'])).toBe(3);
    expect(pts(['mermaid:white', 'mermaid:white', 'mermaid:white', 'shell:green'])).toBe(3 + 1);
    expect(score(['mermaid:white', 'mermaid:white', 'crab:black', 'fish:black', 'shark:black']).breakdown.mermaids).toBe(3 + 2);
  });

  it('colours are counted over hand and table', () => {
    expect(score(['mermaid:white', 'fish:black'], [['boat:black', 'boat:black']]).breakdown.mermaids).toBe(3);
  });
});

describe('colour bonus (RULES 4.4)', () => {
  it('the most common colour over hand and table, white included', () => {
    expect(score(['mermaid:white', 'mermaid:white', 'mermaid:white', 'shell:darkBlue', 'fish:darkBlue']).colourBonus).toBe(3);
    expect(score(['crab:black'], [['fish:black', 'fish:black', 'starfish:yellow']]).colourBonus).toBe(3);
    expect(score(['seahorse:white', 'mermaid:white', 'crab:black']).colourBonus).toBe(2);
    expect(score([]).colourBonus).toBe(0);
  });
});
