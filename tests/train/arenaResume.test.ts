import { describe, expect, it } from 'vitest';
import { type GameOutcome, gamesToPlay } from '../../src/train/arena.js';
import { gamesDone, parseOutcomes } from '../../src/train/arenaResume.js';
import { parseResults, resultLines } from '../../src/train/pairedComparison.js';

const game = (deal: number, aSeat: number, scoreA: number): GameOutcome => ({
  deal, aSeat, scoreA, rounds: 2,
  calls: [{ ending: 'stop', byA: aSeat === 0 }, { ending: 'lastChanceWon', byA: true }],
  mermaidWinner: null,
});

describe('resuming a stopped arena match from its results file', () => {
  it('reads back every game it wrote, with what the summary needs, and ssp compare still reads the lines', () => {
    const games = [game(7, 0, 1), game(7, 1, 0.5), { ...game(9, 0, 0), mermaidWinner: 'b' as const }];
    const text = resultLines(games);
    expect(parseOutcomes(text, 'r.jsonl')).toEqual({ outcomes: games, cutShort: false });
    expect(parseResults(text, 'r.jsonl')).toEqual(games.map(({ deal, aSeat, scoreA }) => ({ deal, aSeat, scoreA })));
  });

  it('drops a last line cut short by the stop, and says so', () => {
    const text = resultLines([game(7, 0, 1)]) + resultLines([game(7, 1, 0)]).slice(0, 20);
    expect(parseOutcomes(text, 'r.jsonl')).toEqual({ outcomes: [game(7, 0, 1)], cutShort: true });
  });

  it('names the file, the line and the fault of anything else', () => {
    expect(() => parseOutcomes('{oops\n', 'r.jsonl')).toThrow('r.jsonl line 1 is not JSON');
    // A file of the older format (deal, seat and score only) cannot give the style figures.
    expect(() => parseOutcomes('{"deal": 1, "aSeat": 0, "scoreA": 1}\n', 'r.jsonl')).toThrow(/r\.jsonl line 1 is not a finished game of ssp arena .*cannot be resumed/);
    const badEnding = JSON.stringify({ ...game(1, 0, 1), calls: [{ ending: 'bored', byA: true }] }) + '\n';
    expect(() => parseOutcomes(badEnding, 'r.jsonl')).toThrow('r.jsonl line 1 is not a finished game');
    expect(() => parseOutcomes(resultLines([game(1, 0, 1), game(1, 0, 0)]), 'r.jsonl')).toThrow('r.jsonl line 2 repeats the game of deal 1 with A in seat 0');
  });

  it('plays only the games left, and refuses games of another match', () => {
    const seeds = [7, 9, 11];
    const skip = gamesDone([game(7, 0, 1), game(7, 1, 0), game(9, 1, 1)], seeds, '--seed 1 --games 6');
    expect(gamesToPlay(seeds, [...skip])).toEqual([{ deal: 9, aSeat: 0 }, { deal: 11, aSeat: 0 }, { deal: 11, aSeat: 1 }]);
    expect(gamesToPlay(seeds)).toHaveLength(6);
    expect(() => gamesDone([game(8, 0, 1)], seeds, '--seed 1 --games 6')).toThrow("it holds a game of deal 8, which is not one of this match's 3 deals (--seed 1 --games 6)");
  });
});
