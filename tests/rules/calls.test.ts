// RULES.md 4.3 (calling) and 4.4 (STOP, LAST CHANCE, the bet), 10.2 (nothing to take), 10.10 (caller protected).
import { describe, expect, it } from 'vitest';
import { PHASE, isProtected, type GameEvent } from '../../src/engine/index.js';
import { act, legal, logged, names, run, scenario } from '../support/scenario.js';

const SEVEN = ['sailor:pink', 'sailor:orange', 'shell:darkBlue', 'shell:grey']; // 5 + 2 = 7 points, colour bonus 1

describe('who may call (RULES 4.3)', () => {
  it('card points of at least 7 allow STOP and LAST CHANCE', () => {
    const s = act(scenario({ piles: [['shell:grey'], ['octopus:grey']], hands: [['sailor:pink', 'sailor:orange', 'shell:darkBlue']] }), 'take 1');
    expect(s.phase).toBe(PHASE.PLAY);
    expect(legal(s)).toEqual(['end', 'stop', 'last-chance']);
  });

  it('6 points are not enough: the turn ends by itself', () => {
    const s = act(scenario({ piles: [['penguin:pink'], ['octopus:grey']], hands: [['sailor:pink', 'sailor:orange']] }), 'take 1');
    expect([s.current, s.phase]).toEqual([1, PHASE.TAKE]);
  });

  it('points of duos laid in front of the player count', () => {
    const six = ['sailor:pink', 'sailor:orange', 'penguin:pink'];
    expect(legal(scenario({ phase: PHASE.PLAY, hands: [six] }))).toEqual(['end']);
    expect(legal(scenario({ phase: PHASE.PLAY, hands: [six], tables: [[['boat:black', 'boat:yellow']]] }))).toEqual(['end', 'stop', 'last-chance']);
  });
});

describe('STOP (RULES 4.4)', () => {
  it('ends the round at once: both score their card points, no colour bonus; the opponent starts next', () => {
    const s = scenario({
      phase: PHASE.PLAY, scores: [10, 20], piles: [['shell:black'], ['octopus:grey']],
      hands: [SEVEN, ['octopus:lightBlue', 'octopus:yellow', 'crab:lightBlue', 'shell:lightBlue']],
      tables: [[['fish:black', 'fish:green']]],
    });
    const log: GameEvent[] = [];
    const s1 = act(s, 'stop', { log });
    expect(s1.results).toEqual([{
      round: 1, ending: 'stop', player: 0, cardPoints: [8, 3], colourBonus: [1, 3], gains: [8, 3],
      scores: [18, 23], eventTo: -1, nextStarter: 1,
    }]);
    expect(s1.scores).toEqual([18, 23]);
    expect(logged(log, 'call')).toEqual([{ t: 'call', p: 0, kind: 'stop', hand: s.hands[0] }]);
    expect(logged(log, 'roundEnd')[0].hands).toEqual(s.hands);
    // The next round: new deal, hands empty, the caller's opponent starts.
    expect([s1.round, s1.starter, s1.current, s1.phase]).toEqual([2, 1, 1, PHASE.TAKE]);
    expect(s1.hands).toEqual([[], []]);
    expect(s1.tables).toEqual([[], []]);
  });
});

describe('LAST CHANCE (RULES 4.4)', () => {
  const caller = () => scenario({
    phase: PHASE.PLAY, piles: [['octopus:green'], ['shell:black']],
    hands: [SEVEN, ['octopus:lightBlue', 'octopus:yellow', 'octopus:purple', 'penguin:purple', 'fish:black', 'fish:darkBlue']],
  });

  it("reveals the caller's hand, protects it, and gives the opponent one final turn in which they cannot call", () => {
    const log: GameEvent[] = [];
    const s = act(caller(), 'last-chance', { log });
    expect(logged(log, 'call')).toEqual([{ t: 'call', p: 0, kind: 'lastChance', hand: caller().hands[0] }]);
    expect(logged(log, 'turn')).toEqual([{ t: 'turn', p: 1, extra: false, final: true, locked: false }]);
    expect([s.current, s.phase, s.call, s.caller]).toEqual([1, PHASE.TAKE, 2, 0]);
    expect(isProtected(s, 0)).toBe(true);
    expect(isProtected(s, 1)).toBe(false);
    // 10 card points and no call possible.
    const s1 = act(s, 'take 2');
    expect(legal(s1)).toEqual(['end', 'duo fish:darkBlue fish:black']);
  });

  it('caller strictly higher or tied: caller scores card points + colour bonus, the opponent only the colour bonus', () => {
    // Opponent at 7 (tie): octopus x2 (3) + penguin (1) + fish pair (1) + 2 shells (2).
    const s = scenario({
      phase: PHASE.PLAY, scores: [5, 6], piles: [['octopus:green'], ['shell:black']],
      hands: [SEVEN, ['octopus:lightBlue', 'octopus:yellow', 'penguin:purple', 'fish:black', 'fish:darkBlue', 'shell:green']],
    });
    const s1 = run(s, ['last-chance', 'take 2', 'end']);
    expect(s1.results[0]).toEqual({
      round: 1, ending: 'lastChanceWon', player: 0, cardPoints: [7, 7], colourBonus: [1, 2], gains: [8, 2],
      scores: [13, 8], eventTo: -1, nextStarter: 1,
    });
    expect([s1.round, s1.starter]).toEqual([2, 1]);
  });

  it('opponent strictly higher: the caller scores only the colour bonus, the opponent only card points', () => {
    const s1 = run(caller(), ['last-chance', 'take 1', 'end']);
    // Opponent: 4 octopuses 9 + penguin 1 + fish pair 1 = 11; colours purple 2.
    expect(s1.results[0]).toEqual({
      round: 1, ending: 'lastChanceLost', player: 0, cardPoints: [7, 11], colourBonus: [1, 2], gains: [1, 11],
      scores: [1, 11], eventTo: -1, nextStarter: 1,
    });
    expect(s1.starter).toBe(1);
  });

  it('a Boat extra turn happens inside the final turn, then the round ends', () => {
    const s = scenario({
      phase: PHASE.PLAY, piles: [['octopus:green', 'shell:yellow'], ['shell:black']],
      hands: [SEVEN, ['boat:black', 'boat:yellow']],
    });
    const log: GameEvent[] = [];
    const s1 = run(s, ['last-chance', 'take 2', 'duo boat:black boat:yellow'], { log });
    expect([s1.current, s1.phase]).toEqual([1, PHASE.TAKE]);
    expect(logged(log, 'turn').at(-1)).toEqual({ t: 'turn', p: 1, extra: true, final: true, locked: false });
    const s2 = act(s1, 'take 1');
    expect(s2.results[0]).toMatchObject({ ending: 'lastChanceWon', cardPoints: [7, 3] });
  });

  it('the empty-deck rule no longer applies: the final turn may empty the deck and the bet is scored', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: [['octopus:green'], ['shell:black']], deck: ['octopus:grey'], rest: 'pile1', hands: [SEVEN, ['octopus:purple']] });
    const s1 = run(s, ['last-chance', 'draw']);
    expect(s1.results[0]).toMatchObject({ ending: 'lastChanceWon', cardPoints: [7, 3], gains: [8, 1] });
  });

  it('with an empty deck the final turn can only take from a pile', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: [['octopus:green'], ['shell:black']], rest: 'pile1', hands: [SEVEN, []] });
    const s1 = act(s, 'last-chance');
    expect(legal(s1)).toEqual(['take 1', 'take 2']);
  });

  it('with the deck and both piles empty the take step is skipped (RULES 10.2)', () => {
    const s = scenario({ phase: PHASE.PLAY, piles: [[], []], rest: 'hand0', hands: [[], ['fish:black', 'fish:green']] });
    const s1 = act(s, 'last-chance');
    expect([s1.current, s1.phase]).toEqual([1, PHASE.PLAY]);
    expect(legal(s1)).toEqual(['end', 'duo fish:black fish:green']);
    const s2 = act(s1, 'end');
    expect(s2.results[0]).toMatchObject({ ending: 'lastChanceWon', player: 0 });
  });

  it('a Jellyfish lock set before the call applies to the final turn', () => {
    const s = scenario({
      phase: PHASE.PLAY, piles: [['octopus:green'], ['shell:black']], deck: ['octopus:grey'],
      hands: [[...SEVEN, 'swimmer:black', 'jellyfish:pink'], ['octopus:purple', 'fish:black', 'fish:green']],
    });
    const s1 = run(s, ['duo swimmer:black jellyfish:pink', 'last-chance']);
    expect([s1.current, s1.lockedTurn]).toEqual([1, true]);
    expect(legal(s1)).toEqual(['locked-draw']);
    const s2 = act(s1, 'locked-draw');
    // The drawn octopus counts (3 + fish pair 1); no duo could be laid; caller 7 + 1.
    expect(s2.results[0]).toMatchObject({ ending: 'lastChanceWon', cardPoints: [8, 4] });
  });

  it('a locked final turn with an empty deck gets nothing', () => {
    const s = scenario({
      phase: PHASE.PLAY, piles: [['octopus:green'], ['shell:black']], rest: 'pile1',
      hands: [[...SEVEN, 'swimmer:black', 'jellyfish:pink'], ['octopus:purple']],
    });
    const log: GameEvent[] = [];
    const s1 = run(s, ['duo swimmer:black jellyfish:pink', 'last-chance', 'locked-draw'], { log });
    expect(logged(log, 'lockedDraw')).toEqual([{ t: 'lockedDraw', p: 1, card: -1 }]);
    expect(logged(log, 'roundEnd')[0].hands.map(names)[1]).toEqual(['octopus:purple']);
    expect(s1.results[0]).toMatchObject({ ending: 'lastChanceWon', cardPoints: [8, 0] });
  });

  it("the caller's hand cannot be stolen from in the final turn, even when it is not empty", () => {
    const s = scenario({
      phase: PHASE.PLAY, piles: [['octopus:green'], ['shell:black']],
      hands: [SEVEN, ['swimmer:black', 'shark:green', 'octopus:purple']],
    });
    const log: GameEvent[] = [];
    const s1 = run(s, ['last-chance', 'take 1', 'duo swimmer:black shark:green'], { log });
    expect(logged(log, 'steal')).toEqual([]);
    // Nothing left to decide: the round is scored with the caller's hand intact.
    expect(logged(log, 'roundEnd')[0].hands.map(names)[0]).toEqual(SEVEN);
    expect(s1.results[0]).toMatchObject({ ending: 'lastChanceWon', cardPoints: [7, 4] });
  });
});
