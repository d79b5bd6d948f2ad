// Every string of the play page exists in English and in simplified Chinese: the two tables have
// the same keys, every key written in the page's sources is in them, and every message the prompts
// and the game log produce over random games has a translation with its placeholders filled.

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENTS, KINDS, COLOURS, SCORE_CATEGORIES, nextInt, seedRng } from '../../src/engine/index.js';
import { LEVELS, PlayController } from '../../src/web/game/controller.js';
import { describeStep } from '../../src/web/game/describe.js';
import { type Msg, humanPrompt } from '../../src/web/game/prompts.js';
import { enPlay } from '../../src/web/i18n/en/play.js';
import { zhPlay } from '../../src/web/i18n/zh/play.js';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
  });

const PLAY_SOURCES = [...files('src/web/game'), ...files('src/web/components/play'), ...files('src/web/ai'), 'src/web/pages/PlayPage.tsx'];

describe('play page translations', () => {
  it('English and Chinese have the same keys, none empty', () => {
    expect(Object.keys(zhPlay).sort()).toEqual(Object.keys(enPlay).sort());
    for (const [k, v] of [...Object.entries(enPlay), ...Object.entries(zhPlay)]) expect(v.trim(), k).not.toBe('');
  });

  it('the placeholders agree between the languages', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');
    for (const k of Object.keys(enPlay)) expect(names(zhPlay[k]), k).toBe(names(enPlay[k]));
  });

  it('every literal key in the page\'s sources exists', () => {
    for (const f of PLAY_SOURCES) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/'(play\.[\w.]+)'/g)) {
        if (m[1].endsWith('.')) continue;
        expect(enPlay[m[1]], `${f}: ${m[1]}`).toBeDefined();
      }
    }
  });

  it('keys built from names exist for every card, colour, event, category and level', () => {
    const keys = [
      ...KINDS.map((k) => `play.kind.${k}`), ...COLOURS.map((c) => `play.colour.${c}`),
      ...EVENTS.flatMap((e) => [`play.event.${e}`, `play.eventRule.${e}`]), ...SCORE_CATEGORIES.map((c) => `play.cat.${c}`),
      ...LEVELS.flatMap((l) => [`play.level.${l}`, `play.levelHint.${l}`]),
      ...['random', 'human', 'computer'].map((s) => `play.starter.${s}`),
      ...['slow', 'normal', 'fast', 'instant'].map((s) => `play.speed.${s}`),
      ...['stop', 'lastChanceWon', 'lastChanceLost', 'mermaids'].flatMap((e) => [`play.end.${e}.you`, `play.end.${e}.them`]),
    ];
    for (const k of keys) expect(enPlay[k], k).toBeDefined();
  });

  it('every prompt and log message of random games is translated, with its parameters', () => {
    const seen = new Set<string>();
    const check = (m: Msg) => {
      seen.add(m.key);
      const given = new Set([...Object.keys(m.params ?? {}), ...Object.keys(m.cards ?? {}), ...Object.keys(m.events ?? {}), ...Object.keys(m.lists ?? {})]);
      for (const table of [enPlay, zhPlay]) {
        const text = table[m.key];
        expect(text, m.key).toBeDefined();
        for (const p of text.matchAll(/\{(\w+)\}/g)) expect(given.has(p[1]), `${m.key}: {${p[1]}}`).toBe(true);
      }
    };
    for (let g = 0; g < 12; g++) {
      const rng = seedRng(500 + g);
      const c = PlayController.newGame({ level: 'random', salt: true, pepper: true, starter: 'random' }, 900 + g);
      while (c.toMove() !== 'over') {
        const p = humanPrompt(c);
        if (p) {
          check(p.title);
          if (p.detail) check(p.detail);
          if (p.cardsCaption) check(p.cardsCaption);
          for (const ch of p.choices) {
            check(ch.text);
            if (ch.hint) check(ch.hint);
          }
          c.play(p.choices[nextInt(rng, p.choices.length)].action, 'human');
        } else {
          const req = c.aiRequest()!;
          c.play(req.legal[nextInt(rng, req.legal.length)], 'computer');
        }
        for (const line of describeStep(c.steps(1)[0].seen, c.humanSeat)) check(line);
      }
    }
    expect(seen.size).toBeGreaterThan(60);
  });
});
