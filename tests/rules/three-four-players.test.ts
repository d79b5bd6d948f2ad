// RULES.md 8: 3-4 players with the base game (targets 35 and 30, clockwise turns, LAST CHANCE final
// turns for each opponent in order, Swimmer + Shark chooses an opponent, the caller's bet).
import { describe, expect, it } from 'vitest';
import { BASE_CARD_COUNT, PHASE, newGame, targetScore, validateOptions, type GameEvent } from '../../src/engine/index.js';
import { BASE3, BASE4, act, expectAccounted, hand, label, legal, logged, run, scenario } from '../support/scenario.js';

const SEVEN = ['sailor:pink', 'sailor:orange', 'shell:darkBlue', 'shell:grey']; // 7 points, colour bonus 1
const PILES: [string[], string[]] = [['octopus:green', 'octopus:purple', 'octopus:yellow'], ['shell:black', 'shell:yellow', 'penguin:pink']];

describe('configurations (RULES 8)', () => {
  it('3 and 4 players play the base game, to 35 and 30 points', () => {
    expect([targetScore(2), targetScore(3), targetScore(4)]).toEqual([40, 35, 30]);
    expect(validateOptions({ players: 3, salt: true, pepper: false })).toHaveProperty('error');
    expect(validateOptions({ players: 4, salt: false, pepper: true })).toHaveProperty('error');
    expect(validateOptions(BASE4)).toEqual(BASE4);
    const s = newGame(BASE3, 2, { firstPlayer: 2 });
    expectAccounted(s);
    expect([s.target, s.hands.length, s.deck.length + 2, s.current]).toEqual([35, 3, BASE_CARD_COUNT, 2]);
    expect(newGame(BASE4, 2).target).toBe(30);
  });

  it('turns go clockwise', () => {
    const s = scenario({ options: BASE4, piles: PILES });
    const order: number[] = [];
    let t = s;
    for (let i = 0; i < 5; i++) {
      order.push(t.current);
      t = act(t, 'draw');
      t = act(t, legal(t)[0]);
      if (t.phase === PHASE.DISCARD) t = act(t, 'discard 1');
      if (t.phase === PHASE.PLAY) t = act(t, 'end');
    }
    expect(order).toEqual([0, 1, 2, 3, 0]);
  });
});

describe('LAST CHANCE with 3-4 players (RULES 8)', () => {
  it('each opponent takes a final turn in order, then the bet is scored', () => {
    const s = scenario({ options: BASE3, current: 1, phase: PHASE.PLAY, piles: PILES, hands: [['octopus:lightBlue'], SEVEN, ['octopus:grey']] });
    const log: GameEvent[] = [];
    const s1 = act(s, 'last-chance', { log });
    expect(s1.finalTurns).toEqual([0]);
    expect([s1.current, s1.phase]).toEqual([2, PHASE.TAKE]);
    const s2 = act(s1, 'take 1', { log });
    expect([s2.current, s2.phase]).toEqual([0, PHASE.TAKE]);
    const s3 = act(s2, 'take 2', { log });
    expect(logged(log, 'turn').filter((e) => e.final).map((e) => e.p)).toEqual([2, 0]);
    // Player 2: 2 octopuses 3; player 0: octopus + penguin 1; caller 7 wins the bet.
    expect(s3.results[0]).toEqual({
      round: 1, ending: 'lastChanceWon', player: 1, cardPoints: [1, 7, 3], colourBonus: [1, 1, 1], gains: [1, 8, 1],
      scores: [1, 8, 1], eventTo: -1, nextStarter: 2,
    });
    expect([s3.round, s3.starter]).toEqual([2, 2]);
  });

  it('the caller wins on a tie with the best opponent', () => {
    // Player 0: 2 penguins 3 + colony 4 = 7, whatever octopus they take.
    const s = scenario({ options: BASE3, current: 1, phase: PHASE.PLAY, piles: PILES, hands: [['penguin:purple', 'penguin:lightOrange', 'colony:green'], SEVEN, []] });
    const s1 = run(s, ['last-chance', 'take 1', 'take 1']);
    // Player 0's colour bonus: purple 2 (a penguin and the octopus:purple taken).
    expect(s1.results[0]).toMatchObject({ ending: 'lastChanceWon', cardPoints: [7, 7, 0], gains: [2, 8, 1] });
  });

  it('the caller loses if any opponent is strictly higher: the caller keeps only the colour bonus, opponents score card points', () => {
    const s = scenario({
      options: BASE3, current: 1, phase: PHASE.PLAY, piles: PILES,
      hands: [['penguin:purple'], SEVEN, ['octopus:grey', 'octopus:lightBlue', 'crab:black', 'crab:grey', 'boat:black', 'boat:yellow']],
    });
    const s1 = run(s, ['last-chance', 'take 1', 'end', 'take 2']);
    // Player 2: 3 octopuses 6 + two pairs 2 = 8 > 7; player 0: 2 penguins 3 (not above the caller, still scores).
    expect(s1.results[0]).toEqual({
      round: 1, ending: 'lastChanceLost', player: 1, cardPoints: [3, 7, 8], colourBonus: [1, 1, 2], gains: [3, 1, 8],
      scores: [3, 1, 8], eventTo: -1, nextStarter: 2,
    });
  });

  it('four players: three final turns, from the caller\'s left', () => {
    const s = scenario({ options: BASE4, current: 2, phase: PHASE.PLAY, piles: PILES, hands: [[], [], SEVEN, []] });
    const log: GameEvent[] = [];
    const s1 = run(s, ['last-chance', 'take 1', 'take 1', 'take 1'], { log });
    expect(logged(log, 'turn').filter((e) => e.final).map((e) => e.p)).toEqual([3, 0, 1]);
    expect(s1.results[0]).toMatchObject({ ending: 'lastChanceWon', player: 2, nextStarter: 3 });
  });
});

describe('Swimmer + Shark with 3-4 players (RULES 8)', () => {
  it('chooses which opponent to steal from', () => {
    const s = scenario({ options: BASE3, phase: PHASE.PLAY, piles: PILES, hands: [['swimmer:black', 'shark:green'], ['octopus:grey'], ['penguin:purple', 'mermaid:white']] });
    const s1 = act(s, 'duo swimmer:black shark:green');
    expect(s1.phase).toBe(PHASE.STEAL_FROM);
    expect(legal(s1)).toEqual(['steal-from +1', 'steal-from +2']);
    const s2 = act(s1, 'steal-from +2', { chance: { stolen: label('mermaid:white') } });
    expect(hand(s2, 0)).toEqual(['mermaid:white']);
    expect(hand(s2, 2)).toEqual(['penguin:purple']);
    expect(hand(s2, 1)).toEqual(['octopus:grey']);
  });

  it('offers only opponents with cards who are not protected', () => {
    const s = scenario({ options: BASE4, phase: PHASE.PLAY, piles: PILES, call: 2, caller: 3, hands: [['swimmer:black', 'shark:green'], [], ['octopus:grey'], ['penguin:purple']] });
    expect(legal(act(s, 'duo swimmer:black shark:green'))).toEqual(['steal-from +2']);
  });

  it('has no effect when no opponent can be stolen from', () => {
    const s = scenario({ options: BASE3, phase: PHASE.PLAY, piles: PILES, hands: [['swimmer:black', 'shark:green', 'fish:black', 'fish:green'], [], []] });
    const s1 = act(s, 'duo swimmer:black shark:green');
    expect(legal(s1)).toEqual(['end', 'duo fish:black fish:green']);
  });
});

describe('rounds and the end of the game with 3-4 players', () => {
  it('STOP: everyone scores card points; the player after the caller starts next', () => {
    const s = act(scenario({ options: BASE3, current: 2, phase: PHASE.PLAY, piles: PILES, hands: [['octopus:grey', 'octopus:lightBlue'], ['penguin:purple'], SEVEN] }), 'stop');
    expect(s.results[0]).toMatchObject({ ending: 'stop', player: 2, cardPoints: [3, 1, 7], gains: [3, 1, 7], nextStarter: 0 });
    expect([s.starter, s.current]).toEqual([0, 0]);
  });

  it('an empty deck: the player after the one whose turn emptied it starts next', () => {
    const s = scenario({ options: BASE3, current: 1, piles: PILES, deck: ['octopus:grey', 'octopus:lightBlue'], rest: 'pile1' });
    const s1 = run(s, ['draw', 'keep octopus:grey', 'discard 1']);
    expect(s1.results[0]).toMatchObject({ ending: 'emptyDeck', gains: [0, 0, 0], nextStarter: 2 });
    expect(s1.starter).toBe(2);
  });

  it('the game ends at 35 points with three players and 30 with four', () => {
    const three = act(scenario({ options: BASE3, phase: PHASE.PLAY, scores: [28, 30, 0], piles: PILES, hands: [SEVEN, ['octopus:grey', 'octopus:lightBlue'], []] }), 'stop');
    expect(three.scores).toEqual([35, 33, 0]);
    expect([three.phase, three.winner]).toEqual([PHASE.GAME_OVER, 0]);
    const notYet = act(scenario({ options: BASE3, phase: PHASE.PLAY, scores: [27, 30, 0], piles: PILES, hands: [SEVEN, [], []] }), 'stop');
    expect([notYet.winner, notYet.round]).toEqual([-1, 2]);
    const four = act(scenario({ options: BASE4, phase: PHASE.PLAY, scores: [23, 0, 29, 0], piles: PILES, hands: [SEVEN, [], ['penguin:purple'], []] }), 'stop');
    expect(four.scores).toEqual([30, 0, 30, 0]);
    // Tied on 30: player 0 scored more in the last round.
    expect([four.phase, four.winner]).toEqual([PHASE.GAME_OVER, 0]);
  });
});
