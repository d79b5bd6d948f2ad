// Game records: a versioned JSON document (options, seed, actions, and any chance forced from
// outside) that replays exactly. Undo is replay of a shorter record (truncateRecord).
//
// Format "ssp-record", version 1 (bump RECORD_VERSION when the layout changes):
//   format       "ssp-record"
//   version      1
//   rules        RULES_VERSION the game was played under
//   actionSpace  ACTION_SPACE_VERSION of the action texts
//   options      {players, salt, pepper}
//   seed         integer 0..2^32-1: seeds the state's RNG (first player, event order, every shuffle, steals)
//   setup?       {firstPlayer?, eventOrder?: event codes top first, deal?: the first round's 66 (or 58)
//                cards as "code:colour", pile 1, pile 2, then the deck top first}
//   actions      the action text forms (actionText), in order
//   chances?     {"<action index>": {deal?, events?, stolen?, reshuffle?}}: chance forced on that action
//                instead of drawn from the RNG (a game recorded elsewhere); cards as "code:colour",
//                events as codes, lists top first
//   result?      {winner: seat or null for a draw, gameEnd: "score" | "mermaids", scores, rounds}
//   meta?        free-form object (who played, when); replay ignores it
// A game played with the engine's own RNG needs no setup and no chances: (seed, actions) is enough.

import { CARD_COUNT, CARD_LABEL, LABEL_COPIES, LABEL_COUNT, LABEL_NAMES, LABEL_SALT, parseLabel } from './cards.js';
import { ACTION_SPACE_VERSION, actionText, parseAction } from './actions.js';
import { EVENTS, EVENT_COUNT, parseEvent } from './events.js';
import { type Chance, type NewGameSetup, applyInPlace, legalActions, newGame } from './game.js';
import type { GameEvent } from './log.js';
import { type GameOptions, validateOptions } from './options.js';
import { PHASE, RULES_VERSION, type State } from './state.js';

export const RECORD_FORMAT = 'ssp-record';
export const RECORD_VERSION = 1;

/** Chance forced on one action, in text form. */
export interface RecordChance {
  /** The next round's 66 (or 58) cards: pile 1, pile 2, then the deck, top first. */
  deal?: string[];
  /** The new event deck, top first, when the event deck ran out at the start of a round. */
  events?: string[];
  /** The card a Swimmer + Shark steals. */
  stolen?: string;
  /** The deck after a Lobster reshuffle, top first. */
  reshuffle?: string[];
}

export interface RecordSetup {
  firstPlayer?: number;
  eventOrder?: string[];
  deal?: string[];
}

export interface RecordResult {
  /** The winning seat, or null for a draw. */
  winner: number | null;
  gameEnd: 'score' | 'mermaids';
  scores: number[];
  rounds: number;
}

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: number;
  rules: number;
  actionSpace: number;
  options: GameOptions;
  seed: number;
  setup?: RecordSetup;
  actions: string[];
  chances?: Record<string, RecordChance>;
  result?: RecordResult;
  meta?: Record<string, unknown>;
}

/** A game as the engine sees it: what recordFromGame writes and checkRecord reads back. */
export interface GameLine {
  options: GameOptions;
  seed: number;
  setup?: NewGameSetup;
  actions: readonly number[];
  /** Forced chance by action index. */
  chances?: ReadonlyMap<number, Chance>;
}

type Err = { error: string };
const isErr = (x: unknown): x is Err => typeof x === 'object' && x !== null && 'error' in x;

// ---------------------------------------------------------------------------------------------
// Writing

const labels = (ls: readonly number[]): string[] => ls.map((l) => LABEL_NAMES[l]);

function setupToJson(setup: NewGameSetup | undefined): RecordSetup | undefined {
  if (!setup) return undefined;
  const out: RecordSetup = {};
  if (setup.firstPlayer !== undefined) out.firstPlayer = setup.firstPlayer;
  if (setup.eventOrder) out.eventOrder = setup.eventOrder.map((e) => EVENTS[e]);
  if (setup.deal) out.deal = labels(setup.deal);
  return Object.keys(out).length > 0 ? out : undefined;
}

export function chanceToJson(c: Chance): RecordChance {
  const out: RecordChance = {};
  if (c.deal) out.deal = labels(c.deal);
  if (c.events) out.events = c.events.map((e) => EVENTS[e]);
  if (c.stolen !== undefined) out.stolen = LABEL_NAMES[c.stolen];
  if (c.reshuffle) out.reshuffle = labels(c.reshuffle);
  return out;
}

/** The result of a finished game, or undefined while it goes on. */
export function recordResult(s: State): RecordResult | undefined {
  if (s.phase !== PHASE.GAME_OVER || s.gameEnd === '') return undefined;
  return { winner: s.winner >= 0 ? s.winner : null, gameEnd: s.gameEnd, scores: s.scores.slice(), rounds: s.round };
}

/** An empty record: the game before its first action. */
export function createRecord(options: GameOptions, seed: number, setup?: NewGameSetup): GameRecord {
  const r: GameRecord = {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    rules: RULES_VERSION,
    actionSpace: ACTION_SPACE_VERSION,
    options: { players: options.players, salt: options.salt, pepper: options.pepper },
    seed,
    actions: [],
  };
  const s = setupToJson(setup);
  if (s) r.setup = s;
  return r;
}

/** A new record with one more action (and the chance forced on it). Legality is checked by replayRecord. */
export function appendAction(record: GameRecord, action: number, chance?: Chance): GameRecord {
  const out: GameRecord = { ...record, actions: [...record.actions, actionText(action)] };
  delete out.result;
  const c = chance ? chanceToJson(chance) : {};
  if (Object.keys(c).length > 0) out.chances = { ...record.chances, [String(record.actions.length)]: c };
  return out;
}

/** The record of a game; with `final` (the state after the last action) it carries the result if the game is over. */
export function recordFromGame(game: GameLine, final?: State): GameRecord {
  const r = createRecord(game.options, game.seed, game.setup);
  r.actions = game.actions.map(actionText);
  if (game.chances && game.chances.size > 0) {
    const chances: Record<string, RecordChance> = {};
    for (const [i, c] of [...game.chances].sort((x, y) => x[0] - y[0])) {
      const j = chanceToJson(c);
      if (Object.keys(j).length > 0) chances[String(i)] = j;
    }
    if (Object.keys(chances).length > 0) r.chances = chances;
  }
  const result = final ? recordResult(final) : undefined;
  if (result) r.result = result;
  return r;
}

/** The record of the game up to its first `n` actions (undo: replay the shorter record). n is clamped to 0..length. */
export function truncateRecord(record: GameRecord, n: number): GameRecord {
  const keep = Math.max(0, Math.min(record.actions.length, Math.floor(n)));
  const out: GameRecord = { ...record, actions: record.actions.slice(0, keep) };
  delete out.result;
  delete out.chances;
  if (record.chances) {
    const chances: Record<string, RecordChance> = {};
    for (const [k, c] of Object.entries(record.chances)) if (Number(k) < keep) chances[k] = c;
    if (Object.keys(chances).length > 0) out.chances = chances;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Reading

const FIELDS = ['format', 'version', 'rules', 'actionSpace', 'options', 'seed', 'setup', 'actions', 'chances', 'result', 'meta'];
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const show = (x: unknown): string => {
  const t = JSON.stringify(x);
  return t === undefined ? String(x) : t.length > 60 ? `${t.slice(0, 57)}...` : t;
};

function unknownField(o: Record<string, unknown>, allowed: readonly string[], where: string): Err | null {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) return { error: `${where}: unknown field "${k}" (expected ${allowed.join(', ')})` };
  return null;
}

function readLabels(x: unknown, where: string): number[] | Err {
  if (!Array.isArray(x)) return { error: `${where} must be a list of cards "code:colour", got ${show(x)}` };
  const out: number[] = [];
  for (let i = 0; i < x.length; i++) {
    const l = parseLabel(x[i] as string);
    if (isErr(l)) return { error: `${where}[${i}]: ${l.error}` };
    out.push(l);
  }
  return out;
}

/** A full deal: every card of the game's deck exactly once. */
function readDeal(x: unknown, options: GameOptions, where: string): number[] | Err {
  const ls = readLabels(x, where);
  if (isErr(ls)) return ls;
  const counts = new Array(LABEL_COUNT).fill(0);
  for (let i = 0; i < ls.length; i++) {
    const l = ls[i];
    if (LABEL_SALT[l] && !options.salt) return { error: `${where}[${i}]: ${LABEL_NAMES[l]} is an Extra Salt card and Extra Salt is off` };
    if (++counts[l] > LABEL_COPIES[l]) return { error: `${where}[${i}]: more ${LABEL_NAMES[l]} than the deck holds (${LABEL_COPIES[l]})` };
  }
  const size = options.salt ? CARD_COUNT : CARD_LABEL.filter((l) => !LABEL_SALT[l]).length;
  if (ls.length !== size) return { error: `${where} must list all ${size} cards of the deck, got ${ls.length}` };
  return ls;
}

function readEvents(x: unknown, where: string, all: boolean): number[] | Err {
  if (!Array.isArray(x)) return { error: `${where} must be a list of event codes, got ${show(x)}` };
  const out: number[] = [];
  for (let i = 0; i < x.length; i++) {
    const e = parseEvent(x[i]);
    if (isErr(e)) return { error: `${where}[${i}]: ${e.error}` };
    if (out.includes(e)) return { error: `${where}[${i}]: ${EVENTS[e]} is listed twice` };
    out.push(e);
  }
  if (all && out.length !== EVENT_COUNT) return { error: `${where} must list all ${EVENT_COUNT} events, got ${out.length}` };
  if (out.length === 0) return { error: `${where} must not be empty` };
  return out;
}

function readChance(x: unknown, options: GameOptions, where: string): Chance | Err {
  if (!isObject(x)) return { error: `${where} must be an object {deal?, events?, stolen?, reshuffle?}, got ${show(x)}` };
  const bad = unknownField(x, ['deal', 'events', 'stolen', 'reshuffle'], where);
  if (bad) return bad;
  const c: Chance = {};
  if (x.deal !== undefined) {
    const d = readDeal(x.deal, options, `${where}.deal`);
    if (isErr(d)) return d;
    c.deal = d;
  }
  if (x.events !== undefined) {
    if (!options.pepper) return { error: `${where}.events is given but Extra Pepper is off` };
    const e = readEvents(x.events, `${where}.events`, false);
    if (isErr(e)) return e;
    c.events = e;
  }
  if (x.stolen !== undefined) {
    const l = parseLabel(x.stolen as string);
    if (isErr(l)) return { error: `${where}.stolen: ${l.error}` };
    c.stolen = l;
  }
  if (x.reshuffle !== undefined) {
    if (!options.salt) return { error: `${where}.reshuffle is given but Extra Salt (the Lobster) is off` };
    const r = readLabels(x.reshuffle, `${where}.reshuffle`);
    if (isErr(r)) return r;
    c.reshuffle = r;
  }
  if (Object.keys(c).length === 0) return { error: `${where} is empty` };
  return c;
}

function readResult(x: unknown, players: number): RecordResult | Err {
  const where = 'result';
  if (!isObject(x)) return { error: `${where} must be an object {winner, gameEnd, scores, rounds}, got ${show(x)}` };
  const bad = unknownField(x, ['winner', 'gameEnd', 'scores', 'rounds'], where);
  if (bad) return bad;
  const { winner, gameEnd, scores, rounds } = x;
  if (winner !== null && !(Number.isInteger(winner) && (winner as number) >= 0 && (winner as number) < players)) {
    return { error: `result.winner must be a seat from 0 to ${players - 1} or null (a draw), got ${show(winner)}` };
  }
  if (gameEnd !== 'score' && gameEnd !== 'mermaids') return { error: `result.gameEnd must be "score" or "mermaids", got ${show(gameEnd)}` };
  if (!Array.isArray(scores) || scores.length !== players || !scores.every((v) => Number.isInteger(v))) {
    return { error: `result.scores must be a list of ${players} integers, got ${show(scores)}` };
  }
  if (!Number.isInteger(rounds) || (rounds as number) < 1) return { error: `result.rounds must be a positive integer, got ${show(rounds)}` };
  return { winner: winner as number | null, gameEnd, scores: scores as number[], rounds: rounds as number };
}

/**
 * Checks a record (parsed JSON of unknown shape) field by field, and reads it into engine terms.
 * Returns the first problem found, naming the field. Does not replay: legality is replayRecord's job.
 */
export function checkRecord(input: unknown): { record: GameRecord; game: GameLine } | Err {
  if (!isObject(input)) return { error: `a game record must be a JSON object, got ${show(input)}` };
  if (input.format !== RECORD_FORMAT) return { error: `not a game record: "format" must be "${RECORD_FORMAT}", got ${show(input.format)}` };
  if (input.version !== RECORD_VERSION) {
    return { error: `record format version ${show(input.version)} is not supported: this program reads version ${RECORD_VERSION}` };
  }
  const bad = unknownField(input, FIELDS, 'record');
  if (bad) return bad;
  if (input.rules !== RULES_VERSION) {
    return { error: `the record was played under rules version ${show(input.rules)}; this engine implements rules version ${RULES_VERSION}` };
  }
  if (input.actionSpace !== ACTION_SPACE_VERSION) {
    return { error: `the record's actions use action space version ${show(input.actionSpace)}; this engine uses version ${ACTION_SPACE_VERSION}` };
  }
  if (!isObject(input.options)) return { error: `options must be an object {players, salt, pepper}, got ${show(input.options)}` };
  const badOpt = unknownField(input.options, ['players', 'salt', 'pepper'], 'options');
  if (badOpt) return badOpt;
  const options = validateOptions(input.options);
  if (isErr(options)) return { error: `options: ${options.error}` };
  const seed = input.seed;
  if (!Number.isInteger(seed) || (seed as number) < 0 || (seed as number) > 0xffffffff) {
    return { error: `seed must be an integer from 0 to 4294967295, got ${show(seed)}` };
  }

  const setup: NewGameSetup = {};
  if (input.setup !== undefined) {
    const x = input.setup;
    if (!isObject(x)) return { error: `setup must be an object {firstPlayer?, eventOrder?, deal?}, got ${show(x)}` };
    const badSetup = unknownField(x, ['firstPlayer', 'eventOrder', 'deal'], 'setup');
    if (badSetup) return badSetup;
    if (x.firstPlayer !== undefined) {
      const f = x.firstPlayer;
      if (!Number.isInteger(f) || (f as number) < 0 || (f as number) >= options.players) {
        return { error: `setup.firstPlayer must be a seat from 0 to ${options.players - 1}, got ${show(f)}` };
      }
      setup.firstPlayer = f as number;
    }
    if (x.eventOrder !== undefined) {
      if (!options.pepper) return { error: 'setup.eventOrder is given but Extra Pepper is off' };
      const e = readEvents(x.eventOrder, 'setup.eventOrder', true);
      if (isErr(e)) return e;
      setup.eventOrder = e;
    }
    if (x.deal !== undefined) {
      const d = readDeal(x.deal, options, 'setup.deal');
      if (isErr(d)) return d;
      setup.deal = d;
    }
  }

  if (!Array.isArray(input.actions)) return { error: `actions must be a list of action texts, got ${show(input.actions)}` };
  const actions: number[] = [];
  for (let i = 0; i < input.actions.length; i++) {
    const t = input.actions[i];
    if (typeof t !== 'string') return { error: `actions[${i}] must be an action text such as "draw", got ${show(t)}` };
    const a = parseAction(t);
    if (isErr(a)) return { error: `actions[${i}]: ${a.error}` };
    actions.push(a);
  }

  const chances = new Map<number, Chance>();
  if (input.chances !== undefined) {
    if (!isObject(input.chances)) return { error: `chances must be an object {"<action index>": {...}}, got ${show(input.chances)}` };
    for (const [k, v] of Object.entries(input.chances)) {
      const i = Number(k);
      if (!/^(0|[1-9][0-9]*)$/.test(k) || i >= actions.length) {
        return { error: `chances: key "${k}" must be the index of an action, from 0 to ${actions.length - 1}` };
      }
      const c = readChance(v, options, `chances["${k}"]`);
      if (isErr(c)) return c;
      chances.set(i, c);
    }
  }

  let result: RecordResult | undefined;
  if (input.result !== undefined) {
    const r = readResult(input.result, options.players);
    if (isErr(r)) return r;
    result = r;
  }
  if (input.meta !== undefined && !isObject(input.meta)) return { error: `meta must be an object, got ${show(input.meta)}` };

  const record: GameRecord = {
    format: RECORD_FORMAT, version: RECORD_VERSION, rules: RULES_VERSION, actionSpace: ACTION_SPACE_VERSION,
    options, seed: seed as number, actions: input.actions as string[],
  };
  if (input.setup !== undefined) record.setup = input.setup as RecordSetup;
  if (input.chances !== undefined) record.chances = input.chances as Record<string, RecordChance>;
  if (result) record.result = result;
  if (input.meta !== undefined) record.meta = input.meta as Record<string, unknown>;
  const game: GameLine = { options, seed: seed as number, actions, chances };
  if (Object.keys(setup).length > 0) game.setup = setup;
  return { record, game };
}

/** Every card of the game in exactly one place, every event too: a forced chance that breaks this was wrong. */
function conservationError(s: State): string | null {
  const seen = new Uint8Array(CARD_COUNT);
  let n = 0;
  const mark = (c: number): boolean => {
    if (c < 0 || c >= CARD_COUNT || seen[c]) return false;
    seen[c] = 1;
    n++;
    return true;
  };
  const all = [s.deck, s.piles[0], s.piles[1], s.pending, ...s.hands, ...s.tables.flat()];
  for (const cards of all) for (const c of cards) if (!mark(c)) return 'a card would be in two places';
  for (const c of s.faceDown) if (c >= 0 && !mark(c)) return 'a card would be in two places';
  const size = s.salt ? CARD_COUNT : CARD_LABEL.filter((l) => !LABEL_SALT[l]).length;
  if (n !== size) return `${size - n} cards would go missing`;
  if (s.pepper) {
    const events = [...s.eventDeck, ...s.eventDiscard, ...s.held.flat()];
    if (s.tableEvent >= 0) events.push(s.tableEvent);
    if (events.length !== EVENT_COUNT || new Set(events).size !== EVENT_COUNT) return 'the events would no longer be the twelve events, each once';
  }
  return null;
}

/** Which parts of a forced chance an action used, from its log. */
function chanceUse(log: readonly GameEvent[], eventDeckWasEmpty: boolean, pepper: boolean): Record<keyof Chance, boolean> {
  const dealt = log.some((e) => e.t === 'deal');
  return {
    deal: dealt,
    events: dealt && pepper && eventDeckWasEmpty,
    stolen: log.some((e) => e.t === 'steal'),
    reshuffle: log.some((e) => e.t === 'lobster' && e.reshuffled),
  };
}
const CHANCE_USE: Record<keyof Chance, string> = {
  deal: 'starts no round', events: 'starts no round with an empty event deck', stolen: 'steals no card', reshuffle: 'reshuffles no deck',
};

/**
 * Replays a record: the state after its last action, or the first problem, naming the field or the
 * action. Never throws. A stored result must be the replay's result.
 */
export function replayRecord(input: unknown): { state: State; record: GameRecord } | Err {
  const checked = checkRecord(input);
  if (isErr(checked)) return checked;
  const { record, game } = checked;
  let state: State;
  try {
    state = newGame(game.options, game.seed, game.setup);
  } catch (e) {
    return { error: `setup: ${(e as Error).message}` };
  }
  for (let i = 0; i < game.actions.length; i++) {
    const a = game.actions[i];
    const legal = legalActions(state);
    if (!legal.includes(a)) {
      const where = state.phase === PHASE.GAME_OVER
        ? 'the game is already over'
        : `round ${state.round}, player ${state.current} to move; legal: ${legal.slice(0, 16).map(actionText).join(', ')}${legal.length > 16 ? ', ...' : ''}`;
      return { error: `actions[${i}] "${record.actions[i]}" is not legal (${where})` };
    }
    const chance = game.chances?.get(i);
    if (!chance) {
      try {
        applyInPlace(state, a);
      } catch (e) {
        return { error: `actions[${i}] "${record.actions[i]}" failed in the engine: ${(e as Error).message}` };
      }
      continue;
    }
    const log: GameEvent[] = [];
    const eventDeckWasEmpty = state.eventDeck.length === 0;
    try {
      applyInPlace(state, a, { chance, log });
    } catch (e) {
      return { error: `chances["${i}"] does not fit actions[${i}] "${record.actions[i]}": ${(e as Error).message}` };
    }
    const used = chanceUse(log, eventDeckWasEmpty, state.pepper);
    for (const k of Object.keys(chance) as (keyof Chance)[]) {
      if (!used[k]) return { error: `chances["${i}"].${k} is given but actions[${i}] "${record.actions[i]}" ${CHANCE_USE[k]}` };
    }
    const broken = conservationError(state);
    if (broken) return { error: `chances["${i}"] does not fit the game at actions[${i}] "${record.actions[i]}": ${broken}` };
  }
  if (record.result) {
    const got = recordResult(state);
    if (!got) return { error: `result is given but the game is not over after ${game.actions.length} actions` };
    const want = record.result;
    const diff = (['winner', 'gameEnd', 'scores', 'rounds'] as const).find((k) => JSON.stringify(got[k]) !== JSON.stringify(want[k]));
    if (diff) return { error: `result.${diff} is ${JSON.stringify(want[diff])} but the replay gives ${JSON.stringify(got[diff])}` };
  }
  return { state, record };
}

/** Parses a record's JSON text and replays it. Never throws. */
export function replayRecordText(text: string): { state: State; record: GameRecord } | Err {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { error: `malformed JSON: ${(e as Error).message}` };
  }
  return replayRecord(json);
}
