import { describe, expect, it } from 'vitest';
import { comparePaired, parseResults, resultLines } from '../../src/train/pairedComparison.js';
import type { GameOutcome } from '../../src/train/arena.js';

const line = (deal: number, aSeat: number, scoreA: number) => JSON.stringify({ deal, aSeat, scoreA });

describe('paired comparison of two matches', () => {
  it('pairs games by deal and seat, whatever their order, and ignores games only one file has', () => {
    const first = parseResults([line(1, 0, 1), line(1, 1, 1), line(2, 0, 0), line(2, 1, 1), line(9, 0, 1)].join('\n'), 'a');
    const second = parseResults([line(2, 1, 0), line(2, 0, 0), line(1, 1, 0), line(1, 0, 1), line(8, 1, 0)].join('\n'), 'b');
    const c = comparePaired(first, second);
    expect(c.games).toBe(4);
    expect(c.meanFirst).toBe(0.75);
    expect(c.meanSecond).toBe(0.25);
    // differences 0, 1, 0, 1: mean 0.5, sample sd 0.57735, half-width 1.96 * 0.57735 / 2
    expect(c.difference).toBe(0.5);
    expect(c.ci95[0]).toBeCloseTo(0.5 - 0.566, 3);
    expect(c.ci95[1]).toBeCloseTo(0.5 + 0.566, 3);
  });

  it('gives a zero difference with a zero-width interval for a file against itself', () => {
    const games = parseResults([line(5, 0, 1), line(5, 1, 0.5), line(6, 0, 0)].join('\n'), 'a');
    expect(comparePaired(games, games)).toEqual({ games: 3, meanFirst: 0.5, meanSecond: 0.5, difference: 0, ci95: [0, 0] });
  });

  it('writes the lines it reads', () => {
    const outcome = (deal: number, aSeat: number, scoreA: number): GameOutcome => ({ deal, aSeat, scoreA, rounds: 3, calls: [], mermaidWinner: null });
    const text = resultLines([outcome(7, 0, 1), outcome(7, 1, 0)]);
    expect(parseResults(text, 'x')).toEqual([{ deal: 7, aSeat: 0, scoreA: 1 }, { deal: 7, aSeat: 1, scoreA: 0 }]);
  });

  it('names the file, the line and the fault of a bad results file', () => {
    expect(() => parseResults(`${line(1, 0, 1)}\n{oops`, 'r.jsonl')).toThrow('r.jsonl line 2 is not JSON');
    expect(() => parseResults(line(1, 2, 1), 'r.jsonl')).toThrow('r.jsonl line 1 is not a game result');
    expect(() => parseResults(line(1, 0, 0.3), 'r.jsonl')).toThrow('r.jsonl line 1 is not a game result');
    expect(() => parseResults('[1,2]', 'r.jsonl')).toThrow('r.jsonl line 1 is not a game result');
    expect(() => parseResults(`${line(1, 0, 1)}\n${line(1, 0, 0)}`, 'r.jsonl')).toThrow('r.jsonl line 2 repeats the game of deal 1 with A in seat 0');
  });

  it('refuses two files without games in common', () => {
    expect(() => comparePaired(parseResults(line(1, 0, 1), 'a'), parseResults(line(2, 0, 1), 'b'))).toThrow('the two files share 0 games');
  });
});
