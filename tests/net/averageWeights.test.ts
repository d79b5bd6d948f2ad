// Weight averaging (src/net/averageWeights.ts): the element-wise mean, in the format this build reads.
import { describe, expect, it } from 'vitest';
import { averageWeights } from '../../src/net/averageWeights.js';
import { ARRAY_NAMES, parseWeights, randomWeights, serializeWeights } from '../../src/net/weights.js';

describe('averageWeights', () => {
  const a = randomWeights(1, { biasStd: 0.3, meta: { iteration: 7 } });
  const b = randomWeights(2, { biasStd: 0.3, meta: { iteration: 8 } });
  const c = randomWeights(3, { biasStd: 0.3 });

  it('is the mean of every weight, and lists what it averaged', () => {
    const m = averageWeights([a, b, c]);
    for (const name of ARRAY_NAMES) {
      expect(m[name].length).toBe(a[name].length);
      for (const i of new Set([0, 1, m[name].length - 1].filter((j) => j < m[name].length))) {
        expect(m[name][i]).toBeCloseTo((a[name][i] + b[name][i] + c[name][i]) / 3, 6);
      }
    }
    expect(m.header.averageOf).toEqual([7, 8, '#3']);
  });

  it('of a network with itself is that network', () => {
    const same = averageWeights([a, a]);
    for (const name of ARRAY_NAMES) expect(same[name]).toEqual(a[name]);
  });

  it('writes a file this build reads back', () => {
    const back = parseWeights(serializeWeights(averageWeights([a, b])));
    if ('error' in back) throw new Error(back.error);
    expect(back.W1[5]).toBeCloseTo((a.W1[5] + b.W1[5]) / 2, 6);
  });

  it('refuses nothing to average, and a network of the wrong shape, naming it', () => {
    expect(() => averageWeights([])).toThrow(/no networks/);
    const short = { ...b, W2: b.W2.subarray(1) };
    expect(() => averageWeights([a, short])).toThrow(/network 2: weights: W2 has/);
  });
});
