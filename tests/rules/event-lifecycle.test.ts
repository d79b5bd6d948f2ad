// RULES.md 7 (life cycle of events) and 10.12-10.13.
import { describe, expect, it } from 'vitest';
import { EVENTS, PHASE, type EventCode, type GameEvent } from '../../src/engine/index.js';
import { type ScenarioSpec, act, ev, evNames, legal, logged, run, scenario } from '../support/scenario.js';

const SEVEN = ['sailor:pink', 'sailor:orange', 'shell:darkBlue', 'shell:grey']; // 7 points
const THREE = ['octopus:lightBlue', 'octopus:yellow']; // 3 points

/** Events not named, in code order (to fill the event discard so that all twelve are placed). */
function others(...named: EventCode[]): EventCode[] {
  return EVENTS.filter((e) => !named.includes(e));
}

/** Player `caller` calls STOP with 7 points; the other player holds 3 points. */
function stop(spec: ScenarioSpec, caller = 0) {
  const hands = caller === 0 ? [SEVEN, THREE] : [THREE, SEVEN];
  return act(scenario({ phase: PHASE.PLAY, current: caller, piles: [['octopus:green'], ['shell:black']], hands, ...spec }), 'stop');
}

describe('handing out the round event (RULES 7 step 2)', () => {
  it('a "-" event goes to the sole trailer, a "+" event to the sole leader', () => {
    const minus = stop({ scores: [10, 5], tableEvent: 'sunfish' });
    expect(minus.scores).toEqual([17, 8]);
    expect(minus.results[0].eventTo).toBe(1);
    expect(minus.held.map(evNames)).toEqual([[], ['sunfish']]);
    const plus = stop({ scores: [10, 5], tableEvent: 'kraken' });
    expect(plus.results[0].eventTo).toBe(0);
    expect(plus.held.map(evNames)).toEqual([['kraken'], []]);
  });

  it('on a tie nobody takes it: it is discarded, and held events too (two players)', () => {
    const s = stop({ scores: [10, 14], tableEvent: 'sunfish', held: [['kraken'], ['dolphins']] });
    expect(s.scores).toEqual([17, 17]);
    expect(s.results[0].eventTo).toBe(-1);
    expect(s.held).toEqual([[], []]);
    expect(s.eventDiscard.slice(-3).map((e) => EVENTS[e]).sort()).toEqual(['dolphins', 'kraken', 'sunfish']);
  });

  it('the next event is turned up when the next round starts', () => {
    const s = stop({ scores: [10, 5], tableEvent: 'sunfish', eventDeck: ['tornado', 'diodon'], eventDiscard: others('sunfish', 'tornado', 'diodon') });
    expect(s.round).toBe(2);
    expect(evNames([s.tableEvent])).toEqual(['diodon']);
    expect(evNames(s.eventDeck)).toEqual(['tornado']);
    const log: GameEvent[] = [];
    act(scenario({ phase: PHASE.PLAY, piles: [['octopus:green'], ['shell:black']], hands: [SEVEN, THREE], tableEvent: 'sunfish', eventDeck: ['tornado', 'diodon'], eventDiscard: others('sunfish', 'tornado', 'diodon') }), 'stop', { log });
    expect(log.map((e) => e.t)).toEqual(['call', 'roundEnd', 'events', 'deal', 'turn']);
    expect(logged(log, 'events')[0].held).toEqual([[], [ev('sunfish')]]);
    expect(logged(log, 'deal')[0].tableEvent).toBe(ev('diodon'));
  });
});

describe('held events are tested first (RULES 7 step 1)', () => {
  it('a "+" event stays while its holder is the sole leader, a "-" event while the sole trailer', () => {
    const s = stop({ scores: [10, 5], held: [['kraken'], ['sunfish']], tableEvent: null });
    expect(s.held.map(evNames)).toEqual([['kraken'], ['sunfish']]);
  });

  it('otherwise it is discarded', () => {
    // Player 1 calls and takes the lead: player 0's "+" and player 1's "-" both go.
    // (Player 0's two octopuses score 2 under their Kraken.)
    const s = stop({ scores: [10, 9], held: [['kraken'], ['sunfish']], tableEvent: null }, 1);
    expect(s.scores).toEqual([12, 16]);
    expect(s.held).toEqual([[], []]);
    expect(evNames(s.eventDiscard.slice(-2)).sort()).toEqual(['kraken', 'sunfish']);
  });

  it('they are tested before the round event is handed out, on the updated scores', () => {
    // Player 1 held the "+" Tornado but falls behind; the round's "+" Kraken goes to player 0.
    // (Under the Kraken, player 1's two octopuses score 2.)
    const s = stop({ scores: [10, 11], held: [[], ['tornado']], tableEvent: 'kraken' });
    expect(s.scores).toEqual([17, 13]);
    expect(s.held.map(evNames)).toEqual([['kraken'], []]);
  });
});

describe('a player holding two events keeps one (RULES 7 step 3)', () => {
  const spec: ScenarioSpec = { scores: [30, 5], held: [[], ['sunfish']], tableEvent: 'dolphins', eventDeck: ['tornado'], eventDiscard: others('sunfish', 'dolphins', 'tornado') };

  it('is a decision for that player; the other one is discarded; then the next round starts', () => {
    const s = stop(spec, 1);
    expect(s.scores).toEqual([33, 12]);
    expect([s.phase, s.current]).toEqual([PHASE.KEEP_EVENT, 1]);
    expect(s.results[0].eventTo).toBe(1);
    expect(legal(s)).toEqual(['keep-event sunfish', 'keep-event dolphins']);
    const log: GameEvent[] = [];
    const s1 = act(s, 'keep-event dolphins', { log });
    expect(logged(log, 'keepEvent')).toEqual([{ t: 'keepEvent', p: 1, event: ev('dolphins') }]);
    expect(s1.held.map(evNames)).toEqual([[], ['dolphins']]);
    expect(evNames(s1.eventDiscard)).toContain('sunfish');
    // The caller's opponent starts round 2, whoever chose.
    expect([s1.round, s1.starter, s1.current, s1.phase]).toEqual([2, 0, 0, PHASE.TAKE]);
    expect(evNames([s1.tableEvent])).toEqual(['tornado']);
  });

  it('may keep the event already held', () => {
    const s1 = act(stop(spec, 1), 'keep-event sunfish');
    expect(s1.held.map(evNames)).toEqual([[], ['sunfish']]);
    expect(evNames(s1.eventDiscard)).toContain('dolphins');
  });
});

describe('no hand-out after the final round; hand-out after an empty-deck round (RULES 7 step 4, 10.13)', () => {
  it('the game over keeps events where they were', () => {
    const s = stop({ scores: [35, 5], held: [[], ['sunfish']], tableEvent: 'dolphins' });
    expect(s.phase).toBe(PHASE.GAME_OVER);
    expect(s.held.map(evNames)).toEqual([[], ['sunfish']]);
    expect(evNames([s.tableEvent])).toEqual(['dolphins']);
    expect(s.results[0].eventTo).toBe(-1);
  });

  it('an empty-deck round hands out events on the unchanged scores', () => {
    const base: ScenarioSpec = { piles: [['octopus:green'], ['shell:black']], deck: ['octopus:grey', 'octopus:purple'], rest: 'pile1', scores: [10, 5] };
    const minus = run(scenario({ ...base, tableEvent: 'sunfish', held: [['kraken'], []] }), ['draw', 'keep octopus:purple', 'discard 2']);
    expect(minus.results[0]).toMatchObject({ ending: 'emptyDeck', gains: [0, 0], scores: [10, 5], eventTo: 1 });
    expect(minus.held.map(evNames)).toEqual([['kraken'], ['sunfish']]);
    const tie = run(scenario({ ...base, scores: [8, 8], tableEvent: 'kraken' }), ['draw', 'keep octopus:purple', 'discard 2']);
    expect(tie.results[0].eventTo).toBe(-1);
    expect(tie.held).toEqual([[], []]);
  });
});

describe('when the event deck runs out (RULES 7 step 5, 10.12)', () => {
  it('the discarded events are shuffled into a new event deck when the next round starts', () => {
    const spec: ScenarioSpec = { scores: [10, 5], tableEvent: 'sunfish', held: [['kraken'], []], eventDeck: [], eventDiscard: others('sunfish', 'kraken') };
    const s = stop(spec);
    // The Sunfish went to player 1; the ten discarded events make the new deck.
    expect(s.held.map(evNames)).toEqual([['kraken'], ['sunfish']]);
    expect(s.eventDiscard).toEqual([]);
    expect(evNames([...s.eventDeck, s.tableEvent]).sort()).toEqual(others('sunfish', 'kraken').slice().sort());
  });

  it('a forced new event deck is used top first', () => {
    const spec: ScenarioSpec = { scores: [10, 5], tableEvent: 'sunfish', held: [['kraken'], []], eventDeck: [], eventDiscard: others('sunfish', 'kraken') };
    const order = ['coralReef', 'diodon', 'hermitCrab', 'waterRodeo', 'danceOfShells', 'tornado', 'danceOfMermaids', 'treasureChest', 'angelfish', 'dolphins'].map(ev);
    const s = act(scenario({ phase: PHASE.PLAY, piles: [['octopus:green'], ['shell:black']], hands: [SEVEN, THREE], ...spec }), 'stop', { chance: { events: order } });
    expect(evNames([s.tableEvent])).toEqual(['coralReef']);
    expect(s.eventDeck.slice().reverse()).toEqual(order.slice(1));
    expect(s.eventDiscard).toEqual([]);
  });

  it('a round event discarded on a tie goes into the new deck too', () => {
    const spec: ScenarioSpec = { scores: [10, 14], tableEvent: 'sunfish', eventDeck: [], eventDiscard: others('sunfish') };
    const s = stop(spec);
    expect(s.scores).toEqual([17, 17]);
    expect(s.eventDeck.length + 1).toBe(12);
    expect(s.eventDiscard).toEqual([]);
  });
});
