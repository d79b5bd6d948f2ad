// Every string of the analysis page exists in English and in simplified Chinese: the two tables have
// the same keys with the same placeholders, none empty, and every key written in the page's sources
// (its own and the play page's shared ones) is in them; every phase and cost label has its text.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COST_LABELS } from '../../src/ai/analysis.js';
import { PHASE } from '../../src/engine/index.js';
import { en } from '../../src/web/i18n/en.js';
import { zh } from '../../src/web/i18n/zh.js';
import { enAnalysis } from '../../src/web/i18n/en/analysis.js';
import { zhAnalysis } from '../../src/web/i18n/zh/analysis.js';

const SOURCES = [
  ...readdirSync('src/web/components/analysis').map((f) => join('src/web/components/analysis', f)),
  ...readdirSync('src/web/analysis').map((f) => join('src/web/analysis', f)),
  'src/web/pages/AnalysisPage.tsx',
];
const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');

describe('analysis page translations', () => {
  it('English and Chinese have the same keys and placeholders, none empty', () => {
    expect(Object.keys(zhAnalysis).sort()).toEqual(Object.keys(enAnalysis).sort());
    for (const k of Object.keys(enAnalysis)) {
      expect(enAnalysis[k].trim(), k).not.toBe('');
      expect(zhAnalysis[k].trim(), k).not.toBe('');
      expect(names(zhAnalysis[k]), k).toBe(names(enAnalysis[k]));
    }
  });

  it('every literal key in the page\'s sources exists in both languages', () => {
    let found = 0;
    for (const f of SOURCES) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/'((?:analysis|play)\.[\w.]+)'/g)) {
        if (m[1].endsWith('.')) continue;
        found++;
        expect(en[m[1]], `${f}: ${m[1]}`).toBeDefined();
        expect(zh[m[1]], `${f}: ${m[1]}`).toBeDefined();
      }
    }
    expect(found).toBeGreaterThan(150);
  });

  it('keys built from names exist for every phase, cost label and level', () => {
    const keys = [
      ...Object.keys(PHASE).map((p) => `analysis.phase.${p.toLowerCase()}`),
      ...[...COST_LABELS.map((c) => c.label), 'good'].map((l) => `analysis.cost.${l}`),
      'analysis.level.hard', 'analysis.level.expert',
    ];
    for (const k of keys) {
      expect(enAnalysis[k], k).toBeDefined();
      expect(zhAnalysis[k], k).toBeDefined();
    }
  });
});
