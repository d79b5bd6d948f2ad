// Translations: English and simplified Chinese have exactly the same keys, no message is empty, the
// {placeholders} agree, and every key the shared strings and the content pages ask for exists
// (the literal keys in their sources and the keys built from the engine's cards and events).

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLOURS, KINDS, KIND_CLASS } from '../../src/engine/cards.js';
import { EVENTS } from '../../src/engine/events.js';
import { en } from '../../src/web/i18n/en.js';
import { zh } from '../../src/web/i18n/zh.js';
import { enCommon } from '../../src/web/i18n/en/common.js';
import { enPages } from '../../src/web/i18n/en/pages.js';
import { zhCommon } from '../../src/web/i18n/zh/common.js';
import { zhPages } from '../../src/web/i18n/zh/pages.js';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
  });

/** The sources of the content pages, the card art and the app shell. */
const SOURCES = [
  ...files('src/web/components/cards'), ...files('src/web/components/pages'),
  'src/web/components/Card.tsx', 'src/web/components/EventCard.tsx', 'src/web/App.tsx',
  ...['RulesPage', 'CardsPage', 'EventsPage', 'AiPage', 'AboutPage'].map((p) => `src/web/pages/${p}.tsx`),
];

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');

describe('translations', () => {
  it('English and Chinese have the same keys in every area and overall', () => {
    expect(Object.keys(zhCommon).sort()).toEqual(Object.keys(enCommon).sort());
    expect(Object.keys(zhPages).sort()).toEqual(Object.keys(enPages).sort());
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('no message is empty', () => {
    for (const [lang, table] of [['en', en], ['zh', zh]] as const) {
      for (const [k, v] of Object.entries(table)) {
        expect(typeof v, `${lang} ${k}`).toBe('string');
        expect(v.trim(), `${lang} ${k}`).not.toBe('');
      }
    }
  });

  it('no key is defined by two areas (a later area would silently win)', () => {
    const areas = [enCommon, enPages];
    const seen = new Set<string>();
    for (const area of areas) {
      for (const k of Object.keys(area)) {
        expect(seen.has(k), k).toBe(false);
        seen.add(k);
      }
    }
  });

  it('the placeholders agree between the languages', () => {
    for (const k of Object.keys(en)) expect(placeholders(zh[k] ?? ''), k).toBe(placeholders(en[k]));
  });

  it('the shared and page texts are translated (not left in English)', () => {
    const mine: Record<string, string> = { ...zhCommon, ...zhPages };
    const english: Record<string, string> = { ...enCommon, ...enPages };
    const untranslated = Object.keys(mine).filter((k) => mine[k] === english[k] && /[a-z]{3}/i.test(english[k].replace(/\{\w+\}/g, '')));
    // The switch to the other language is written in that language on purpose.
    expect(untranslated.filter((k) => k !== 'lang.switch')).toEqual([]);
  });

  it('every card kind, colour, event and card group has its texts', () => {
    const keys = [
      ...KINDS.flatMap((k) => [`kind.${k}`, `cards.score.${k}`]),
      ...COLOURS.map((c) => `colour.${c}`),
      ...EVENTS.flatMap((e) => [`event.${e}`, `event.rule.${e}`, `events.detail.${e}`]),
      ...[...new Set(Object.values(KIND_CLASS))].flatMap((g) => [`cards.group.${g}`, `cards.groupText.${g}`]),
      ...['random', 'easy', 'medium', 'hard', 'expert'].flatMap((l) => [`ai.level.${l}`, `ai.level.${l}.text`]),
      ...['missing', 'malformed', 'empty', 'loading'].map((r) => `ai.report.${r}`),
      'card.aria', 'card.ariaSalt', 'card.faceDown', 'event.aria', 'trophy.plus', 'trophy.minus',
    ];
    for (const k of keys) {
      expect(en[k], `en ${k}`).toBeDefined();
      expect(zh[k], `zh ${k}`).toBeDefined();
    }
  });

  it('every literal key in the sources of the pages and the card art exists', () => {
    let count = 0;
    for (const f of SOURCES) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/['"`]((?:app|nav|lang|page|chart|card|event|trophy|expansion|kind|colour|rules|cards|events|ai|about)\.[\w.]+)['"`]/g)) {
        if (m[1].endsWith('.')) continue;
        count++;
        expect(en[m[1]], `${f}: ${m[1]}`).toBeDefined();
      }
    }
    expect(count).toBeGreaterThan(100);
  });
});
