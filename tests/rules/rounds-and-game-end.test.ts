// RULES.md 3 (rounds, who starts), 4.5 (end of the game, tie-break).
import { describe, expect, it } from 'vitest';
import { PHASE, type State } from '../../src/engine/index.js';
import { act, evNames, legal, run, scenario } from '../support/scenario.js';

const SEVEN = ['sailor:pink', 'sailor:orange', 'shell:darkBlue', 'shell:grey']; // 7 points

/** P0 calls STOP holding `mine` against `theirs`. */
function stopWith(scores: number[], mine: string[], theirs: string[], extra: Partial<Parameters<typeof scenario>[0]> = {}): State {
  return act(scenario({ phase: PHASE.PLAY, scores, piles: [['octopus:green'], ['shell:black']], hands: [mine, theirs], ...extra }), 'stop');
}

describe('rounds (RULES 3)', () => {
  it('scores add up across rounds and the starter alternates after each call', () => {
    const s1 = stopWith([0, 0], SEVEN, ['octopus:lightBlue', 'octopus:yellow']);
    expect([s1.round, s1.starter, s1.scores]).toEqual([2, 1, [7, 3]]);
    // Round 2: player 1 takes what it needs and calls STOP; player 0 starts round 3.
    const r2 = scenario({ phase: PHASE.PLAY, current: 1, round: 2, scores: s1.scores, piles: [['octopus:green'], ['shell:black']], hands: [['penguin:pink'], SEVEN] });
    const s2 = act(r2, 'stop');
    expect(s2.results[0]).toMatchObject({ round: 2, ending: 'stop', player: 1, gains: [1, 7], scores: [8, 10], nextStarter: 0 });
    expect([s2.round, s2.starter, s2.current]).toEqual([3, 0, 0]);
  });

  it('a new round gathers all the cards and deals afresh: two piles of one card, empty hands and tables', () => {
    const s = stopWith([0, 0], SEVEN, ['octopus:lightBlue'], { tables: [[['boat:black', 'boat:yellow']], []] });
    expect(s.piles.map((p) => p.length)).toEqual([1, 1]);
    expect(s.deck.length).toBe(64);
    expect(s.hands).toEqual([[], []]);
    expect(s.tables).toEqual([[], []]);
    expect(s.faceDown).toEqual([-1, -1]);
    expect([s.call, s.caller, s.locked]).toEqual([0, -1, -1]);
  });
});

describe('end of the game (RULES 4.5)', () => {
  it('ends when a player reaches 40 after a round is scored; no event is handed out', () => {
    // Under the Kraken a single Octopus scores 1.
    const s = stopWith([33, 10], SEVEN, ['octopus:lightBlue'], { tableEvent: 'kraken' });
    expect(s.scores).toEqual([40, 11]);
    expect([s.phase, s.winner, s.gameEnd]).toEqual([PHASE.GAME_OVER, 0, 'score']);
    expect(s.results[0]).toMatchObject({ eventTo: -1, nextStarter: -1 });
    expect(evNames([s.tableEvent])).toEqual(['kraken']);
    expect(s.held).toEqual([[], []]);
    expect(legal(s)).toEqual([]);
    expect(s.round).toBe(1);
  });

  it('39 points do not end the game', () => {
    const s = stopWith([32, 10], SEVEN, ['octopus:lightBlue']);
    expect(s.scores).toEqual([39, 10]);
    expect([s.winner, s.round]).toEqual([-1, 2]);
  });

  it('the higher total wins, whoever called', () => {
    // Player 1 does not call but ends with more points.
    const s = stopWith([35, 35], SEVEN, ['octopus:lightBlue', 'octopus:yellow', 'octopus:grey']);
    expect(s.scores).toEqual([42, 41]);
    expect(s.winner).toBe(0);
    const t = stopWith([30, 38], SEVEN, ['octopus:lightBlue', 'octopus:yellow']);
    expect(t.scores).toEqual([37, 41]);
    expect(t.winner).toBe(1);
  });

  it('a tie on totals goes to the player who scored more in the last round', () => {
    const s = stopWith([33, 37], SEVEN, ['octopus:lightBlue', 'octopus:yellow']);
    expect(s.scores).toEqual([40, 40]);
    expect(s.winner).toBe(0);
    // After a lost LAST CHANCE the opponent took the round.
    const lost = run(scenario({ phase: PHASE.PLAY, scores: [39, 31], piles: [['octopus:green'], ['shell:black']], hands: [SEVEN, ['octopus:lightBlue', 'octopus:yellow', 'octopus:purple']] }), ['last-chance', 'take 1']);
    expect(lost.results[0]).toMatchObject({ ending: 'lastChanceLost', gains: [1, 9] });
    expect(lost.scores).toEqual([40, 40]);
    expect(lost.winner).toBe(1);
  });

  it('a tie on totals and on the last round is a draw', () => {
    const d = stopWith([33, 33], SEVEN, ['penguin:purple', 'penguin:pink', 'penguin:lightOrange', 'shell:green', 'shell:yellow']);
    expect(d.results[0].gains).toEqual([7, 7]);
    expect(d.scores).toEqual([40, 40]);
    expect([d.winner, d.gameEnd]).toEqual([-2, 'score']);
  });
});
