// Game records: (options, seed, actions, forced chance) replay exactly; undo is replay of a shorter
// record; every bad field is refused with a message naming it, and replay never throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTION_SPACE_VERSION, CARD_LABEL, type Chance, type GameEvent, type GameOptions, type GameRecord, PHASE,
  RECORD_VERSION, RULES_VERSION, type State, appendAction, applyInPlace, createRecord, legalActions, newGame, nextInt,
  recordFromGame, replayRecord, replayRecordText, seedRng, truncateRecord,
} from '../src/engine/index.js';
import { loadGoldenGames, replayGolden } from './support/golden.js';

const OPTION_SETS: GameOptions[] = [
  { players: 2, salt: true, pepper: true },
  { players: 2, salt: false, pepper: false },
  { players: 2, salt: true, pepper: false },
  { players: 2, salt: false, pepper: true },
  { players: 3, salt: false, pepper: false },
  { players: 4, salt: false, pepper: false },
];

interface Played {
  options: GameOptions;
  seed: number;
  actions: number[];
  state: State;
  /** JSON of the state before each action, and after the last (snapshots[n] = after n actions). */
  snapshots?: string[];
}

/** A random game to its end (or `maxActions`), choices from their own generator. */
function playRandom(options: GameOptions, seed: number, opts: { snapshots?: boolean; maxActions?: number } = {}): Played {
  const state = newGame(options, seed);
  const rng = seedRng(seed ^ 0x9e3779b9);
  const actions: number[] = [];
  const snapshots = opts.snapshots ? [JSON.stringify(state)] : undefined;
  while (state.phase !== PHASE.GAME_OVER && actions.length < (opts.maxActions ?? Infinity)) {
    const legal = legalActions(state);
    const a = legal[nextInt(rng, legal.length)];
    actions.push(a);
    applyInPlace(state, a);
    snapshots?.push(JSON.stringify(state));
  }
  return { options, seed, actions, state, snapshots };
}

/** Through JSON text, as a file would carry it. */
const viaJson = (r: GameRecord): unknown => JSON.parse(JSON.stringify(r));

function replayOk(r: unknown): State {
  const out = replayRecord(r);
  if ('error' in out) throw new Error(out.error);
  return out.state;
}

function errorOf(r: unknown): string {
  const out = replayRecord(r);
  if (!('error' in out)) throw new Error('expected the record to be refused');
  return out.error;
}

describe('records replay exactly', () => {
  it('600 random games under every option set: record -> JSON -> replay gives the identical state and result', () => {
    for (let i = 0; i < 600; i++) {
      const options = OPTION_SETS[i % OPTION_SETS.length];
      const g = playRandom(options, 1000 + i);
      const record = recordFromGame(g, g.state);
      expect(record.result).toBeDefined();
      expect(record.actions.length).toBe(g.actions.length);
      const state = replayOk(viaJson(record));
      expect(JSON.stringify(state)).toBe(JSON.stringify(g.state));
    }
  });

  it('appendAction builds the same record as recordFromGame, one action at a time', () => {
    const g = playRandom(OPTION_SETS[0], 77);
    let r = createRecord(g.options, g.seed);
    for (const a of g.actions) r = appendAction(r, a);
    const whole = recordFromGame(g);
    expect(r).toEqual(whole);
    expect(JSON.stringify(replayOk(r))).toBe(JSON.stringify(g.state));
  });

  it('a record starts with its versions and is plain JSON', () => {
    const r = createRecord(OPTION_SETS[0], 5);
    expect(r).toEqual({
      format: 'ssp-record', version: RECORD_VERSION, rules: RULES_VERSION, actionSpace: ACTION_SPACE_VERSION,
      options: { players: 2, salt: true, pepper: true }, seed: 5, actions: [],
    });
    expect(JSON.stringify(replayOk(r))).toBe(JSON.stringify(newGame(OPTION_SETS[0], 5)));
  });

  it('an unfinished game replays to the same mid-game state, without a result', () => {
    const g = playRandom(OPTION_SETS[0], 8, { maxActions: 57 });
    const r = recordFromGame(g, g.state);
    expect(r.result).toBeUndefined();
    expect(JSON.stringify(replayOk(viaJson(r)))).toBe(JSON.stringify(g.state));
  });
});

/** The labels of every card in play, and what decides the game: a state compared across seeds. */
function labelView(s: State) {
  const l = (cards: readonly number[]) => cards.map((c) => (c < 0 ? -1 : CARD_LABEL[c]));
  return {
    round: s.round, ply: s.ply, phase: s.phase, current: s.current, scores: s.scores, results: s.results, winner: s.winner,
    deck: l(s.deck), piles: s.piles.map(l), hands: s.hands.map((h) => l(h).sort((a, b) => a - b)),
    tables: s.tables.map((t) => t.map(l)), faceDown: l(s.faceDown), held: s.held, tableEvent: s.tableEvent,
    eventDeck: s.eventDeck, eventDiscard: s.eventDiscard,
  };
}

describe('forced chance', () => {
  it('a game re-told with all its chance forced replays under another seed to the same game', () => {
    const forced = { deal: 0, events: 0, stolen: 0, reshuffle: 0 };
    for (let i = 0; i < 60; i++) {
      const options = OPTION_SETS[i % 4];
      const s = newGame(options, 500 + i);
      const setup = {
        firstPlayer: s.starter,
        eventOrder: options.pepper ? [s.tableEvent, ...s.eventDeck.slice().reverse()] : undefined,
        deal: [s.piles[0][0], s.piles[1][0], ...s.deck.slice().reverse()].map((c) => CARD_LABEL[c]),
      };
      const rng = seedRng(i);
      const actions: number[] = [];
      const chances = new Map<number, Chance>();
      while (s.phase !== PHASE.GAME_OVER) {
        const legal = legalActions(s);
        const a = legal[nextInt(rng, legal.length)];
        const log: GameEvent[] = [];
        const eventDeckWasEmpty = s.eventDeck.length === 0;
        applyInPlace(s, a, { log });
        const c: Chance = {};
        if (log.some((e) => e.t === 'deal')) {
          c.deal = [s.piles[0][0], s.piles[1][0], ...s.deck.slice().reverse()].map((x) => CARD_LABEL[x]);
          if (options.pepper && eventDeckWasEmpty) c.events = [s.tableEvent, ...s.eventDeck.slice().reverse()];
        }
        for (const e of log) {
          if (e.t === 'steal') c.stolen = CARD_LABEL[e.card];
          if (e.t === 'lobster' && e.reshuffled) c.reshuffle = s.deck.slice().reverse().map((x) => CARD_LABEL[x]);
        }
        if (Object.keys(c).length > 0) chances.set(actions.length, c);
        for (const k of Object.keys(c) as (keyof Chance)[]) forced[k]++;
        actions.push(a);
      }
      const record = recordFromGame({ options, seed: 999_999 - i, setup, actions, chances }, s);
      const replayed = replayOk(viaJson(record));
      expect(labelView(replayed)).toEqual(labelView(s));
    }
    // Random games are too short to run through the event deck; the golden games below cover that.
    expect([forced.deal > 0, forced.stolen > 0, forced.reshuffle > 0]).toEqual([true, true, true]);
  });

  it('the 100 golden games, written as records with their deck orders as chance, replay to their results', () => {
    const forced = { deal: 0, events: 0, stolen: 0, reshuffle: 0 };
    for (const g of loadGoldenGames()) {
      const { actions, chances } = replayGolden(g);
      // The golden replay hands the same chance to every step of one decision; keep only what each action used.
      const first = g.steps[0][1] as { deck: string[] };
      const rec0 = createRecord({ players: 2, salt: true, pepper: true }, 1);
      rec0.setup = { firstPlayer: g.setup.first_player, eventOrder: g.setup.event_order, deal: first.deck };
      const probe = replayOk(rec0);
      const used = new Map<number, Chance>();
      actions.forEach((a, i) => {
        const c = chances.get(i);
        const log: GameEvent[] = [];
        const wasEmpty = probe.eventDeck.length === 0;
        applyInPlace(probe, a, { chance: c, log });
        if (!c) return;
        const keep: Chance = {};
        const dealt = log.some((e) => e.t === 'deal');
        if (c.deal && dealt) keep.deal = c.deal;
        if (c.events && dealt && wasEmpty) keep.events = c.events;
        if (c.stolen !== undefined && log.some((e) => e.t === 'steal')) keep.stolen = c.stolen;
        if (c.reshuffle && log.some((e) => e.t === 'lobster' && e.reshuffled)) keep.reshuffle = c.reshuffle;
        if (Object.keys(keep).length > 0) used.set(i, keep);
        for (const k of Object.keys(keep) as (keyof Chance)[]) forced[k]++;
      });
      let record = rec0;
      actions.forEach((a, i) => (record = appendAction(record, a, used.get(i))));
      record = { ...record, result: { winner: g.result.winner, gameEnd: g.result.gameEnd as 'score', scores: g.result.scores, rounds: g.result.rounds } };
      const state = replayOk(viaJson(record));
      expect(JSON.stringify(state)).toBe(JSON.stringify(probe));
    }
    // Every kind of forced chance was exercised.
    expect(Object.values(forced).every((n) => n > 0)).toBe(true);
  });
});

describe('undo is replay of a shorter record', () => {
  it('truncateRecord(record, n) replays to the state after n actions, for every n of 12 games', () => {
    for (let i = 0; i < 12; i++) {
      const g = playRandom(OPTION_SETS[i % OPTION_SETS.length], 40 + i, { snapshots: true });
      const record = recordFromGame(g, g.state);
      for (let n = 0; n <= g.actions.length; n++) {
        const short = truncateRecord(record, n);
        expect(short.actions.length).toBe(n);
        expect(short.result).toBeUndefined();
        expect(JSON.stringify(replayOk(short))).toBe(g.snapshots![n]);
      }
    }
  });

  it('truncation drops the chance of removed actions, keeps the rest, and clamps n', () => {
    const base = recordFromGame({ options: OPTION_SETS[0], seed: 1, actions: [] });
    const r: GameRecord = { ...base, actions: ['a', 'b', 'c'], chances: { '0': { stolen: 'crab:black' }, '2': { stolen: 'crab:black' } } };
    expect(truncateRecord(r, 2).chances).toEqual({ '0': { stolen: 'crab:black' } });
    expect(truncateRecord(r, 0).chances).toBeUndefined();
    expect(truncateRecord(r, -3).actions).toEqual([]);
    expect(truncateRecord(r, 99).actions).toEqual(['a', 'b', 'c']);
    expect(r.actions).toEqual(['a', 'b', 'c']);
  });

  it('undo then a different decision: the record goes on from the earlier state', () => {
    const g = playRandom(OPTION_SETS[0], 3, { snapshots: true });
    const record = recordFromGame(g, g.state);
    const n = 10;
    const earlier = replayOk(truncateRecord(record, n));
    const other = legalActions(earlier).find((a) => a !== g.actions[n]) ?? g.actions[n];
    const next = appendAction(truncateRecord(record, n), other);
    const expected = newGame(g.options, g.seed);
    for (const a of [...g.actions.slice(0, n), other]) applyInPlace(expected, a);
    expect(JSON.stringify(replayOk(next))).toBe(JSON.stringify(expected));
  });
});

describe('bad records are refused with a message naming the problem', () => {
  const g = playRandom(OPTION_SETS[0], 21);
  const good = viaJson(recordFromGame(g, g.state)) as Record<string, unknown>;
  const withField = (k: string, v: unknown) => ({ ...good, [k]: v });

  it('another record, rules or action space version', () => {
    expect(errorOf(withField('version', 2))).toBe('record format version 2 is not supported: this program reads version 1');
    expect(errorOf(withField('version', undefined))).toMatch(/record format version undefined is not supported/);
    expect(errorOf(withField('rules', RULES_VERSION + 1))).toMatch(new RegExp(`rules version ${RULES_VERSION + 1}.*rules version ${RULES_VERSION}`));
    expect(errorOf(withField('actionSpace', 0))).toMatch(/action space version 0; this engine uses version 1/);
    expect(errorOf(withField('format', 'chess-pgn'))).toMatch(/not a game record: "format" must be "ssp-record"/);
  });

  const cases: [string, unknown, RegExp][] = [
    ['not an object', [1, 2], /a game record must be a JSON object/],
    ['not an object', null, /a game record must be a JSON object/],
    ['unknown field', withField('winner', 1), /record: unknown field "winner"/],
    ['options missing', withField('options', undefined), /options must be an object/],
    ['players', withField('options', { players: 5, salt: true, pepper: true }), /options: players must be 2, 3 or 4, got 5/],
    ['salt', withField('options', { players: 2, salt: 'yes', pepper: true }), /options: options.salt and options.pepper must be true or false/],
    ['3 players with expansions', withField('options', { players: 3, salt: true, pepper: false }), /3 and 4 players are supported with the base game only/],
    ['options extra', withField('options', { players: 2, salt: true, pepper: true, rounds: 3 }), /options: unknown field "rounds"/],
    ['negative seed', withField('seed', -1), /seed must be an integer from 0 to 4294967295, got -1/],
    ['fractional seed', withField('seed', 1.5), /seed must be an integer/],
    ['string seed', withField('seed', '7'), /seed must be an integer .* got "7"/],
    ['actions not a list', withField('actions', 'draw'), /actions must be a list of action texts/],
    ['action not a string', withField('actions', ['draw', 13]), /actions\[1\] must be an action text/],
    ['unknown action', withField('actions', ['draw', 'fly away']), /actions\[1\]: unknown action "fly away"/],
    ['action with a bad card', withField('actions', ['draw', 'keep crab:pink']), /actions\[1\]: there is no pink crab/],
    ['setup not an object', withField('setup', 3), /setup must be an object/],
    ['setup extra', withField('setup', { firstPlayer: 0, dealer: 1 }), /setup: unknown field "dealer"/],
    ['first player', withField('setup', { firstPlayer: 2 }), /setup.firstPlayer must be a seat from 0 to 1, got 2/],
    ['event order short', withField('setup', { eventOrder: ['kraken'] }), /setup.eventOrder must list all 12 events, got 1/],
    ['event order twice', withField('setup', { eventOrder: ['kraken', 'kraken'] }), /setup.eventOrder\[1\]: kraken is listed twice/],
    ['event order unknown', withField('setup', { eventOrder: ['kraken', 'volcano'] }), /setup.eventOrder\[1\]: unknown event "volcano"/],
    ['deal short', withField('setup', { deal: ['crab:black'] }), /setup.deal must list all 66 cards of the deck, got 1/],
    ['deal copies', withField('setup', { deal: ['lobster:black', 'lobster:black'] }), /setup.deal\[1\]: more lobster:black than the deck holds \(1\)/],
    ['deal card', withField('setup', { deal: ['crab:pink'] }), /setup.deal\[0\]: there is no pink crab/],
    ['chances not an object', withField('chances', []), /chances must be an object/],
    ['chance key', withField('chances', { first: { stolen: 'crab:black' } }), /chances: key "first" must be the index of an action/],
    ['chance key out of range', withField('chances', { 100000: { stolen: 'crab:black' } }), /chances: key "100000" must be the index of an action/],
    ['chance field', withField('chances', { 0: { dice: 6 } }), /chances\["0"\]: unknown field "dice"/],
    ['chance empty', withField('chances', { 0: {} }), /chances\["0"\] is empty/],
    ['chance card', withField('chances', { 0: { stolen: 'crab' } }), /chances\["0"\].stolen: "crab" is not a card/],
    ['chance unused', withField('chances', { 0: { stolen: 'crab:black' } }), /chances\["0"\].stolen is given but actions\[0\] "[^"]+" steals no card/],
    ['result not an object', withField('result', 'won'), /result must be an object/],
    ['result winner', withField('result', { winner: 3, gameEnd: 'score', scores: [40, 3], rounds: 2 }), /result.winner must be a seat from 0 to 1 or null/],
    ['result gameEnd', withField('result', { winner: 0, gameEnd: 'resign', scores: [40, 3], rounds: 2 }), /result.gameEnd must be "score" or "mermaids"/],
    ['result scores', withField('result', { winner: 0, gameEnd: 'score', scores: [40], rounds: 2 }), /result.scores must be a list of 2 integers/],
    ['meta', withField('meta', 'me'), /meta must be an object/],
  ];
  for (const [what, input, message] of cases) {
    it(what, () => expect(errorOf(input)).toMatch(message));
  }

  it('pepper fields when Extra Pepper is off, salt cards when Extra Salt is off', () => {
    const base = { ...good, options: { players: 2, salt: false, pepper: false }, actions: [] };
    delete (base as Record<string, unknown>).result;
    expect(errorOf({ ...base, setup: { eventOrder: ['kraken'] } })).toBe('setup.eventOrder is given but Extra Pepper is off');
    const deal = newGame({ players: 2, salt: true, pepper: true }, 1);
    const labels66 = [deal.piles[0][0], deal.piles[1][0], ...deal.deck].map((c) => CARD_LABEL[c]);
    const names = recordFromGame({ options: OPTION_SETS[0], seed: 1, actions: [], setup: { deal: labels66 } }).setup!.deal!;
    const firstSalt = names.findIndex((n) => /^(jellyfish|lobster|castOfCrabs|starfish|seahorse):/.test(n));
    expect(errorOf({ ...base, setup: { deal: names } })).toBe(`setup.deal[${firstSalt}]: ${names[firstSalt]} is an Extra Salt card and Extra Salt is off`);
  });

  it('a stored result that the replay does not reach', () => {
    const r = good.result as { winner: number | null; scores: number[] };
    const wrong = { ...r, scores: [r.scores[0] + 1, r.scores[1]] };
    expect(errorOf(withField('result', wrong))).toMatch(/^result.scores is \[.*\] but the replay gives \[.*\]$/);
    const short = truncateRecord(good as unknown as GameRecord, 5);
    expect(errorOf({ ...short, result: r })).toBe('result is given but the game is not over after 5 actions');
  });

  it('an illegal action names its index and what was legal', () => {
    const actions = (good.actions as string[]).slice();
    actions[0] = 'stop';
    expect(errorOf(withField('actions', actions))).toMatch(/^actions\[0\] "stop" is not legal \(round 1, player [01] to move; legal: draw, take 1, take 2\)$/);
    const after = [...(good.actions as string[]), 'draw'];
    expect(errorOf(withField('actions', after))).toBe(`actions[${after.length - 1}] "draw" is not legal (the game is already over)`);
  });

  it('a forced chance that does not fit the game', () => {
    // A steal of a card the victim does not hold, a deal on an action that starts no round.
    const s = newGame(OPTION_SETS[0], 1);
    const deal = [s.piles[0][0], s.piles[1][0], ...s.deck.slice().reverse()].map((c) => CARD_LABEL[c]);
    const r = appendAction(createRecord(OPTION_SETS[0], 1), legalActions(s)[0], { deal });
    expect(errorOf(viaJson(r))).toMatch(/^chances\["0"\].deal is given but actions\[0\] "[^"]+" starts no round$/);
  });

  it('malformed JSON text', () => {
    const out = replayRecordText('{"format": ');
    expect('error' in out && out.error).toMatch(/^malformed JSON: /);
  });

  it('never throws, whatever a field holds', () => {
    const keys = ['format', 'version', 'rules', 'actionSpace', 'options', 'seed', 'setup', 'actions', 'chances', 'result', 'meta'];
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.anything(), (k, v) => {
        const out = replayRecord(withField(k, v));
        expect(typeof out).toBe('object');
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom('draw', 'take 1', 'take 2', 'keep crab:black', 'discard 1', 'end', 'stop', 'duo crab:black crab:yellow', 'crab 1 crab:black')), (actions) => {
        const out = replayRecord(withField('actions', actions));
        expect(typeof out).toBe('object');
      }),
      { numRuns: 300 },
    );
  });
});
