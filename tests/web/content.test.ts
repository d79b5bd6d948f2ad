// The logic under the content pages: reading the training report defensively, chart ticks, and
// wrapping card names into lines.
import { describe, expect, it } from 'vitest';
import { parseReport } from '../../src/web/components/pages/trainingReport.js';
import { niceTicks } from '../../src/web/components/pages/LineChart.js';
import { estimateEm, wrapText } from '../../src/web/components/cards/text.js';
import { colourCounts } from '../../src/web/components/pages/labels.js';

describe('the training report', () => {
  const row = { iteration: 1, games: 300, samples: 4500, wallHours: 0.02, lossPolicy: 0.7, lossValue: 0.3, lossRound: 0.04, gateScore: 0.6,
    accepted: true, winVsRandom: 0.65, winVsEasy: 0.05, winVsSearch: 0, stopShare: 0.08, lastChanceShare: 0.9, lastChanceWonShare: 0.9,
    mermaidGameShare: 0.02, meanRounds: 5.5 };

  it('reads rows, sorted by iteration, with missing or non-numeric figures as null', () => {
    const parsed = parseReport([{ ...row, iteration: 2, winVsSearch: null }, row, { iteration: 3 }]);
    expect('rows' in parsed).toBe(true);
    if (!('rows' in parsed)) return;
    expect(parsed.rows.map((r) => r.iteration)).toEqual([1, 2, 3]);
    expect(parsed.rows[1].winVsSearch).toBeNull();
    expect(parsed.rows[2].games).toBeNull();
    expect(parsed.rows[2].accepted).toBeNull();
    expect(parsed.rows[0].winVsRandom).toBe(0.65);
  });

  it('refuses what is not a list of rows with iterations', () => {
    for (const bad of [null, 42, 'x', { rows: [] }, [null], [[1]], [{ games: 3 }], [{ iteration: '1' }], [{ iteration: Number.NaN }]]) {
      expect(parseReport(bad), JSON.stringify(bad)).toEqual({ error: 'malformed' });
    }
    expect(parseReport([])).toEqual({ error: 'empty' });
  });
});

describe('chart ticks', () => {
  it('are round numbers covering the maximum', () => {
    expect(niceTicks(4200)).toEqual([0, 2000, 4000, 6000]);
    expect(niceTicks(5.5)).toEqual([0, 2, 4, 6]);
    expect(niceTicks(0)).toEqual([0, 1]);
    const t = niceTicks(743890);
    expect(t[t.length - 1]).toBeGreaterThanOrEqual(743890);
  });
});

describe('card names', () => {
  it('stay on one line when they fit, and split into balanced lines when not', () => {
    expect(wrapText('Crab', 90, 15, 2)).toEqual(['Crab']);
    expect(wrapText('Penguin Colony', 90, 15, 2)).toEqual(['Penguin', 'Colony']);
    expect(wrapText('The Dance of the Mermaids', 88, 11.5, 3)).toHaveLength(2);
    expect(wrapText('The Dance of the Mermaids', 88, 16, 3)).toEqual(['The Dance', 'of the', 'Mermaids']);
    expect(wrapText('螃蟹', 90, 15, 2)).toEqual(['螃蟹']);
  });

  it('estimates Chinese characters wider than Latin letters', () => {
    expect(estimateEm('美人鱼')).toBeGreaterThan(estimateEm('abc'));
  });
});

describe('colour counts', () => {
  it('match the rules: 58 cards in the base game, 66 with Extra Salt', () => {
    const counts = colourCounts();
    const base = Object.values(counts).reduce((n, [b]) => n + b, 0);
    const all = Object.values(counts).reduce((n, [, a]) => n + a, 0);
    expect([base, all]).toEqual([58, 66]);
    expect(counts.white).toEqual([4, 5]);
    expect(counts.pink).toEqual([2, 3]);
  });
});
