// Two matches over the same deals, compared game for game: `ssp arena --results FILE` writes each
// game's deal, A's seat and A's score as a JSON line (with what a resumed match needs besides), and `ssp compare` pairs the games of two such
// files (same deal, same seat) and gives the mean difference of A's scores with its 95% interval.
// Pairing removes most of the deals' luck, so a change to an agent is measured with fewer games.

import { type GameOutcome, gameKey, round3 } from './arena.js';

/** One line of a results file. */
export interface GameResult {
  deal: number;
  aSeat: number;
  scoreA: number;
}

export interface PairedComparison {
  /** Games found in both files. */
  games: number;
  /** A's mean score in each file over those games. */
  meanFirst: number;
  meanSecond: number;
  /** meanFirst - meanSecond, with the 95% interval of that difference (normal approximation). */
  difference: number;
  ci95: [number, number];
}

/**
 * One JSON line a game. Besides what a comparison reads, the line keeps what the match's summary
 * reads (rounds, calls, mermaid winner), so that a stopped match can resume from it (arenaResume.ts).
 */
export function resultLines(outcomes: readonly GameOutcome[]): string {
  return outcomes.map((o) => JSON.stringify({ deal: o.deal, aSeat: o.aSeat, scoreA: o.scoreA, rounds: o.rounds, calls: o.calls, mermaidWinner: o.mermaidWinner }) + '\n').join('');
}


/**
 * The games of a results file's lines, each checked by `toGame` (which returns null for a line that is
 * not such a game, described by `expected`); throws an Error naming the file, the line and the fault.
 */
export function parseGameLines<G extends { deal: number; aSeat: number }>(
  lines: readonly string[], name: string, toGame: (r: unknown) => G | null, expected: string,
): G[] {
  const out: G[] = [];
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    const where = `${name} line ${i + 1}`;
    let r: unknown;
    try {
      r = JSON.parse(line);
    } catch {
      throw new Error(`${where} is not JSON`);
    }
    const game = toGame(r);
    if (!game) throw new Error(`${where} is not ${expected}`);
    const key = gameKey(game);
    if (seen.has(key)) throw new Error(`${where} repeats the game of deal ${game.deal} with A in seat ${game.aSeat}`);
    seen.add(key);
    out.push(game);
  });
  return out;
}

/** Parses a results file; throws an Error naming the file, the line and what is wrong. */
export function parseResults(text: string, name: string): GameResult[] {
  return parseGameLines(text.split('\n'), name, (r) => {
    const g = r as Partial<GameResult>;
    if (typeof r !== 'object' || r === null || !Number.isInteger(g.deal) || (g.aSeat !== 0 && g.aSeat !== 1) || ![0, 0.5, 1].includes(g.scoreA as number)) return null;
    return { deal: g.deal!, aSeat: g.aSeat, scoreA: g.scoreA! };
  }, 'a game result ({"deal": integer, "aSeat": 0 or 1, "scoreA": 0, 0.5 or 1})');
}

/** Pairs the games the two lists share; throws if they share fewer than two. */
export function comparePaired(first: readonly GameResult[], second: readonly GameResult[]): PairedComparison {
  const byGame = new Map(second.map((g) => [gameKey(g), g.scoreA]));
  const pairs: [number, number][] = [];
  for (const g of first) {
    const other = byGame.get(gameKey(g));
    if (other !== undefined) pairs.push([g.scoreA, other]);
  }
  const n = pairs.length;
  if (n < 2) throw new Error(`the two files share ${n} game${n === 1 ? '' : 's'}; a comparison needs at least two (play the same --seed)`);
  const diffs = pairs.map(([a, b]) => a - b);
  const mean = diffs.reduce((s, d) => s + d, 0) / n;
  const sd = Math.sqrt(diffs.reduce((s, d) => s + (d - mean) ** 2, 0) / (n - 1));
  const half = 1.96 * sd / Math.sqrt(n);
  return {
    games: n,
    meanFirst: round3(pairs.reduce((s, p) => s + p[0], 0) / n),
    meanSecond: round3(pairs.reduce((s, p) => s + p[1], 0) / n),
    difference: round3(mean),
    ci95: [round3(mean - half), round3(mean + half)],
  };
}
