// Golden transcripts: whole games written out decision by decision, diffed against the files in
// tests/transcripts/. After an intended rule change, regenerate with `npm run transcripts:update`
// and review the diff.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameOptions } from '../src/engine/index.js';
import { transcript } from './support/transcript.js';

const GAMES: [string, GameOptions, number][] = [
  ['main-seed-1', { players: 2, salt: true, pepper: true }, 1],
  ['main-seed-2', { players: 2, salt: true, pepper: true }, 2],
  ['base-seed-3', { players: 2, salt: false, pepper: false }, 3],
  ['three-players-seed-4', { players: 3, salt: false, pepper: false }, 4],
];

describe('golden transcripts', () => {
  for (const [name, options, seed] of GAMES) {
    it(name, () => {
      const file = new URL(`./transcripts/${name}.txt`, import.meta.url);
      const text = transcript(options, seed);
      if (process.env.UPDATE_TRANSCRIPTS === '1' || !existsSync(file)) writeFileSync(file, text);
      expect(text).toBe(readFileSync(file, 'utf8'));
    });
  }
});
