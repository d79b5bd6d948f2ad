// Conformance: every golden game (../shared/golden/games.jsonl) replays through the engine, with
// the same deck orders and decisions, to the same round results and the same final result.
import { describe, expect, it } from 'vitest';
import type { RoundResult } from '../src/engine/index.js';
import { type GoldenRound, loadGoldenGames, replayGolden } from './support/golden.js';

const games = loadGoldenGames();

/** The fields both sides record. Golden mermaid rounds carry no player (the winner is in the result). */
function ours(r: RoundResult, last: boolean) {
  if (r.ending === 'mermaids') return { round: r.round, ending: r.ending, scores: r.scores };
  return {
    round: r.round, ending: r.ending, caller: r.ending === 'emptyDeck' ? null : r.player,
    cardPoints: r.cardPoints, colourBonus: r.colourBonus, gains: r.gains, scores: r.scores,
    eventTo: r.eventTo < 0 ? null : r.eventTo, nextStarter: last ? undefined : r.nextStarter,
  };
}
function theirs(r: GoldenRound, last: boolean) {
  if (r.ending === 'mermaids') return { round: r.round, ending: r.ending, scores: r.scores };
  const empty = r.ending === 'emptyDeck';
  return {
    round: r.round, ending: r.ending, caller: empty ? null : r.caller,
    cardPoints: empty ? [] : r.cardPoints, colourBonus: empty ? [] : r.colourBonus,
    gains: r.gains, scores: r.scores, eventTo: r.eventTo ?? null, nextStarter: last ? undefined : r.nextStarter,
  };
}

describe('golden games', () => {
  it('has 100 games', () => expect(games.length).toBe(100));
  games.forEach((g, n) => {
    it(`game ${n + 1} (${g.policy}) replays to the same results`, () => {
      const { state } = replayGolden(g);
      const last = state.results.length - 1;
      expect(state.results.map((r, i) => ours(r, i === last))).toEqual(g.rounds.map((r, i) => theirs(r, i === last)));
      expect({ winner: state.winner === -2 ? null : state.winner, gameEnd: state.gameEnd, scores: state.scores, rounds: state.round })
        .toEqual(g.result);
    });
  });
});
