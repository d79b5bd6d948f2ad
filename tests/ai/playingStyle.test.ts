// A seat's playing style read from the public record of finished rounds, and the rollouts that use it.
import { describe, expect, it } from 'vitest';
import { RACER_PRIOR, racerChances } from '../../src/ai/playingStyle.js';
import { RolloutEvaluator } from '../../src/ai/rolloutEvaluator.js';
import type { RolloutPolicy } from '../../src/ai/rolloutPolicy.js';
import { determinize, initialKnowledge, legalActions, newGame, publicView, seedRng } from '../../src/engine/index.js';
import type { RoundEnding, RoundResult } from '../../src/engine/state.js';

const round = (ending: RoundEnding, player: number, cardPoints: number[] = [3, 8]): RoundResult => ({
  round: 1, ending, player, cardPoints, colourBonus: [0, 0], gains: [0, 0], scores: [0, 0], eventTo: -1, nextStarter: 0,
});

describe('racer chances', () => {
  it('start at the prior for every seat', () => {
    expect(racerChances([], 2)).toEqual([RACER_PRIOR, RACER_PRIOR].map((p) => expect.closeTo(p, 12)));
  });

  it('rise with each STOP a seat calls, and fall with its LAST CHANCE calls', () => {
    const stops = [round('stop', 1), round('stop', 1)];
    const [, afterOne] = racerChances(stops.slice(0, 1), 2);
    const [, afterTwo] = racerChances(stops, 2);
    expect(afterOne).toBeGreaterThan(RACER_PRIOR);
    expect(afterTwo).toBeGreaterThan(0.5);
    const [, thenLastChance] = racerChances([...stops, round('lastChanceWon', 1), round('lastChanceLost', 1)], 2);
    expect(thenLastChance).toBeLessThan(afterTwo);
    // The other seat's record is its own: seat 0 called nothing, and held too little to call.
    expect(racerChances(stops, 2)[0]).toBeCloseTo(RACER_PRIOR, 12);
  });

  it('fall when a seat held enough to call and let another seat call STOP', () => {
    const [declined] = racerChances([round('stop', 1, [9, 8])], 2);
    expect(declined).toBeLessThan(RACER_PRIOR);
    // Rounds that say nothing of a style leave it as it was.
    expect(racerChances([round('emptyDeck', -1, []), round('mermaids', 0, [])], 2)).toEqual([RACER_PRIOR, RACER_PRIOR].map((p) => expect.closeTo(p, 12)));
  });

  it('stay within bounds, so that a long record can be turned round', () => {
    const many = Array.from({ length: 30 }, () => round('stop', 1));
    const [, racer] = racerChances(many, 2);
    expect(racer).toBeLessThan(1);
    const [, turned] = racerChances([...many, ...Array.from({ length: 6 }, () => round('lastChanceWon', 1))], 2);
    expect(turned).toBeLessThan(0.5);
  });
});

describe('rollouts that model racers', () => {
  // A world of a fresh game, with a record saying seat 1 always calls STOP (or nothing), dealt anew each time.
  const world = (dealSeed: number, record: RoundResult[]) => {
    const s = determinize(initialKnowledge(publicView(newGame({ players: 2, salt: true, pepper: true }, 11), 0)), seedRng(dealSeed));
    s.results = record.slice();
    return s;
  };
  /** The share of rollouts in which `policy` was never asked to play seat 1. */
  const shareWithoutSeat1 = (racers: boolean, record: RoundResult[]) => {
    let without = 0;
    const worlds = 60;
    for (let i = 0; i < worlds; i++) {
      const seats = new Set<number>();
      const spy: RolloutPolicy = (s, legal) => { seats.add(s.current); return legal[legal.length - 1]; };
      const s = world(100 + i, record);
      new RolloutEvaluator(spy, { racers }).evaluate({ state: s, player: s.current, legal: legalActions(s) });
      if (!seats.has(1)) without++;
    }
    return without / worlds;
  };

  it('play a seat whose record says it races by the greedy policy in most rollouts', () => {
    const racerRecord = Array.from({ length: 6 }, () => round('stop', 1));
    expect(racerChances(racerRecord, 2)[1]).toBeGreaterThan(0.95);
    expect(shareWithoutSeat1(true, racerRecord)).toBeGreaterThan(0.85);
    // Without the option, or without a record, the given policy plays every seat.
    expect(shareWithoutSeat1(false, racerRecord)).toBe(0);
    expect(shareWithoutSeat1(true, [])).toBeLessThan(0.3);
  });

  it('give the same value for the same world (a decision stays reproducible)', () => {
    const record = [round('stop', 1)];
    const policy: RolloutPolicy = (_s, legal) => legal[legal.length - 1];
    const evaluator = new RolloutEvaluator(policy, { racers: true });
    for (let i = 0; i < 10; i++) {
      const a = world(200 + i, record), b = world(200 + i, record);
      expect(evaluator.evaluate({ state: a, player: a.current, legal: legalActions(a) }))
        .toEqual(evaluator.evaluate({ state: b, player: b.current, legal: legalActions(b) }));
    }
  });
});
