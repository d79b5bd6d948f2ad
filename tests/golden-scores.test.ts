// Conformance: the 35 golden hands (agreeing with Board Game Arena's scoring code) score the same.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScoreInput, scoreHand } from '../src/engine/index.js';
import { GOLDEN_DIR } from './support/golden.js';

const cases: { input: unknown; cardPoints: number; colourBonus: number }[] = JSON.parse(readFileSync(GOLDEN_DIR + 'score-cases.json', 'utf8'));

describe('golden score cases', () => {
  it('has 35 cases', () => expect(cases.length).toBe(35));
  cases.forEach((c, i) => {
    it(`case ${i + 1}: ${JSON.stringify(c.input)}`, () => {
      const input = parseScoreInput(c.input);
      if ('error' in input) throw new Error(input.error);
      const r = scoreHand(input);
      expect({ cardPoints: r.cardPoints, colourBonus: r.colourBonus }).toEqual({ cardPoints: c.cardPoints, colourBonus: c.colourBonus });
    });
  });
});
