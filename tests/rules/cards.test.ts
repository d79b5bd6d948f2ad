// RULES.md 1 (colours) and 2 (every copy of every card, and its colour).
import { describe, expect, it } from 'vitest';
import {
  BASE_CARD_COUNT, CARD_COLOUR, CARD_COUNT, CARD_KIND, CARD_LABEL, COLOURS, KINDS, KIND_CLASS, LABEL_SALT,
} from '../../src/engine/index.js';

/** Copies per colour of each card, as RULES.md section 2 lists them. */
const SPEC: Record<string, Record<string, number>> = {
  mermaid: { white: 4 },
  crab: { darkBlue: 2, lightBlue: 2, black: 1, yellow: 2, green: 1, grey: 1 },
  boat: { darkBlue: 2, lightBlue: 2, black: 2, yellow: 2 },
  fish: { darkBlue: 2, lightBlue: 1, black: 2, yellow: 1, green: 1 },
  swimmer: { darkBlue: 1, lightBlue: 1, black: 1, yellow: 1, lightOrange: 1 },
  shark: { darkBlue: 1, lightBlue: 1, black: 1, green: 1, purple: 1 },
  shell: { darkBlue: 1, lightBlue: 1, black: 1, yellow: 1, green: 1, grey: 1 },
  octopus: { lightBlue: 1, yellow: 1, green: 1, purple: 1, grey: 1 },
  penguin: { purple: 1, lightOrange: 1, pink: 1 },
  sailor: { pink: 1, orange: 1 },
  lighthouse: { purple: 1 },
  shoal: { grey: 1 },
  colony: { green: 1 },
  captain: { lightOrange: 1 },
  jellyfish: { purple: 1, pink: 1 },
  lobster: { black: 1 },
  castOfCrabs: { green: 1 },
  starfish: { darkBlue: 1, lightBlue: 1, yellow: 1 },
  seahorse: { white: 1 },
};
const SALT = ['jellyfish', 'lobster', 'castOfCrabs', 'starfish', 'seahorse'];

describe('the cards (RULES 1-2)', () => {
  it('66 cards with Extra Salt, 58 without', () => {
    expect([CARD_COUNT, BASE_CARD_COUNT]).toEqual([66, 58]);
  });

  it('every card has the copies and colours of the table', () => {
    const found: Record<string, Record<string, number>> = {};
    for (let c = 0; c < CARD_COUNT; c++) {
      const k = KINDS[CARD_KIND[c]], col = COLOURS[CARD_COLOUR[c]];
      found[k] ??= {};
      found[k][col] = (found[k][col] ?? 0) + 1;
      expect(LABEL_SALT[CARD_LABEL[c]]).toBe(SALT.includes(k));
    }
    expect(found).toEqual(SPEC);
  });

  it('colour totals: base deck and with Extra Salt', () => {
    const count = (salt: boolean) => {
      const out: Record<string, number> = {};
      for (let c = 0; c < CARD_COUNT; c++) {
        if (!salt && LABEL_SALT[CARD_LABEL[c]]) continue;
        const col = COLOURS[CARD_COLOUR[c]];
        out[col] = (out[col] ?? 0) + 1;
      }
      return out;
    };
    expect(count(false)).toEqual({ white: 4, darkBlue: 9, lightBlue: 9, black: 8, yellow: 8, green: 6, purple: 4, grey: 4, lightOrange: 3, pink: 2, orange: 1 });
    expect(count(true)).toEqual({ white: 5, darkBlue: 10, lightBlue: 10, black: 9, yellow: 9, green: 7, purple: 5, grey: 4, lightOrange: 3, pink: 3, orange: 1 });
  });

  it('kinds: duos, collectors, multipliers, specials', () => {
    const byClass = (cls: string) => KINDS.filter((k) => KIND_CLASS[k] === cls);
    expect(byClass('duo')).toEqual(['crab', 'boat', 'fish', 'swimmer', 'shark', 'jellyfish', 'lobster']);
    expect(byClass('collector')).toEqual(['shell', 'octopus', 'penguin', 'sailor']);
    expect(byClass('multiplier')).toEqual(['lighthouse', 'shoal', 'colony', 'captain', 'castOfCrabs']);
    expect(byClass('special')).toEqual(['starfish', 'seahorse']);
  });
});
