// `ssp arena --resume`: a long match (an hour for Hard's 800 games on two cores) that was stopped
// goes on from its results file instead of starting over. The file holds one finished game a line,
// with what the summary's style figures need (rounds, calls, mermaid winner), so the resumed match
// prints the same kind of report as one that was never stopped.

import type { RoundEnding } from '../engine/index.js';
import { type GameOutcome, gameKey } from './arena.js';
import { parseGameLines } from './pairedComparison.js';

const ENDINGS: readonly RoundEnding[] = ['stop', 'lastChanceWon', 'lastChanceLost', 'emptyDeck', 'mermaids'];

function isOutcome(r: unknown): r is GameOutcome {
  if (typeof r !== 'object' || r === null) return false;
  const g = r as Partial<GameOutcome>;
  return Number.isInteger(g.deal) && (g.aSeat === 0 || g.aSeat === 1) && [0, 0.5, 1].includes(g.scoreA as number)
    && Number.isInteger(g.rounds) && (g.rounds as number) >= 1
    && Array.isArray(g.calls) && g.calls.every((c) => typeof c === 'object' && c !== null && ENDINGS.includes(c.ending) && (c.byA === null || typeof c.byA === 'boolean'))
    && (g.mermaidWinner === null || g.mermaidWinner === 'a' || g.mermaidWinner === 'b');
}

/**
 * The finished games of a results file. A last line cut short (the match was killed while writing
 * it) is not a finished game and is dropped (`cutShort`); any other fault throws an Error naming the
 * file, the line and what is wrong.
 */
export function parseOutcomes(text: string, name: string): { outcomes: GameOutcome[]; cutShort: boolean } {
  const lines = text.split('\n');
  // The text after the last newline is a line still being written when the match stopped.
  const unfinished = lines.pop() ?? '';
  const outcomes = parseGameLines(lines, name, (r) => (isOutcome(r)
    ? { deal: r.deal, aSeat: r.aSeat, scoreA: r.scoreA, rounds: r.rounds, calls: r.calls, mermaidWinner: r.mermaidWinner }
    : null),
  'a finished game of ssp arena (deal, aSeat, scoreA, rounds, calls, mermaidWinner); files written before ssp arena could resume hold only the first three and cannot be resumed');
  return { outcomes, cutShort: unfinished.trim() !== '' };
}

/**
 * Checks that the finished games belong to this match (its deals, from --seed and --games) and
 * returns the keys of the games to skip. Throws an Error naming the first game that does not belong.
 */
export function gamesDone(done: readonly GameOutcome[], seeds: readonly number[], match: string): Set<string> {
  const deals = new Set(seeds);
  const stray = done.find((o) => !deals.has(o.deal));
  if (stray) throw new Error(`it holds a game of deal ${stray.deal}, which is not one of this match's ${seeds.length} deals (${match}): resume with the match's own --seed and --games`);
  return new Set(done.map(gameKey));
}
