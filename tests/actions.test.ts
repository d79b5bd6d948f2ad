// The action space: every id has a text form that parses back to it, and bad text is refused clearly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_COUNT, ACTION_SPACE_VERSION, DUO_PAIRS, actionText, parseAction } from '../src/engine/index.js';

describe('action space', () => {
  it(`version ${ACTION_SPACE_VERSION} has ${ACTION_COUNT} actions and ${DUO_PAIRS.length} duo pairs`, () => {
    expect(ACTION_COUNT).toBe(501);
    expect(DUO_PAIRS.length).toBe(101);
  });

  it('every action prints and parses back to itself, and texts are unique', () => {
    const texts = new Set<string>();
    for (let a = 0; a < ACTION_COUNT; a++) {
      const t = actionText(a);
      expect(parseAction(t)).toBe(a);
      texts.add(t);
    }
    expect(texts.size).toBe(ACTION_COUNT);
  });

  it('parsing tolerates extra spaces', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: ACTION_COUNT - 1 }), fc.integer({ min: 1, max: 3 }), (a, n) => {
      expect(parseAction(`  ${actionText(a).split(' ').join(' '.repeat(n))} `)).toBe(a);
    }));
  });

  it('names what is wrong in bad text', () => {
    expect(parseAction('fly away')).toEqual({ error: 'unknown action "fly away"' });
    expect(parseAction('keep crab:pink')).toEqual({ error: 'there is no pink crab in the deck ("crab:pink")' });
    expect(parseAction('duo crab:darkBlue boat:black')).toEqual({ error: '"duo crab:darkBlue boat:black": crab:darkBlue and boat:black do not form a duo' });
    expect(parseAction('crab 3 shell:green')).toEqual({ error: '"crab 3 shell:green": expected a number from 1 to 2' });
    expect(parseAction('keep-event hurricane')).toEqual({ error: 'unknown event "hurricane" (events: hermitCrab, sunfish, waterRodeo, danceOfShells, kraken, tornado, danceOfMermaids, treasureChest, diodon, angelfish, dolphins, coralReef)' });
  });
});
