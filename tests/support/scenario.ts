// Builds exact game states for the rules tests: start from newGame, then overwrite the fields a
// scenario cares about, naming cards by label ("crab:darkBlue"). Every card the scenario does not
// place goes to `rest` (under the named deck cards by default), so all 66 (58) physical cards stay
// accounted for exactly once; `expectAccounted` checks that, and `act` checks it after every action.

import {
  BASE_CARD_COUNT, CARD_COUNT, CARD_LABEL, EVENTS, EVENT_COUNT, LABEL_SALT, PHASE,
  type Chance, type EventCode, type GameEvent, type GameOptions, type Phase, type State,
  actionText, apply, cardName, cardsOfLabel, legalActions, newGame, parseAction, parseEvent, parseLabel,
} from '../../src/engine/index.js';

export const BOTH: GameOptions = { players: 2, salt: true, pepper: true };
export const BASE2: GameOptions = { players: 2, salt: false, pepper: false };
export const SALT2: GameOptions = { players: 2, salt: true, pepper: false };
export const BASE3: GameOptions = { players: 3, salt: false, pepper: false };
export const BASE4: GameOptions = { players: 4, salt: false, pepper: false };

/** A label id from its name; throws on a typo. */
export function label(name: string): number {
  const l = parseLabel(name);
  if (typeof l !== 'number') throw new Error(l.error);
  return l;
}

/** An event index from its code; throws on a typo. */
export function ev(code: EventCode | string): number {
  const e = parseEvent(code);
  if (typeof e !== 'number') throw new Error(e.error);
  return e;
}

/** An action id from its text form ("duo crab:darkBlue crab:black"); throws on a typo. */
export function A(text: string): number {
  const a = parseAction(text);
  if (typeof a !== 'number') throw new Error(a.error);
  return a;
}

export type Rest = 'deck' | 'pile1' | 'pile2' | 'hand0' | 'hand1' | 'hand2' | 'hand3';

export interface ScenarioSpec {
  options?: GameOptions;
  seed?: number;
  /** Each player's hand, by label. */
  hands?: string[][];
  /** Each player's groups in front of them, in laying order (a trio's Starfish third). */
  tables?: string[][][];
  /** The two discard piles, bottom first, top LAST. */
  piles?: [string[], string[]];
  /** The named top of the deck, top LAST; the `rest` goes under it by default. */
  deck?: string[];
  /** Each player's face-down Shell (Coral Reef), or null. */
  faceDown?: (string | null)[];
  /** Where the cards not named go: under the deck (default), under a pile, or into a hand. */
  rest?: Rest;
  /** The table event (default: none, so a pepper game is not under a random event). */
  tableEvent?: EventCode | null;
  held?: EventCode[][];
  /** The event deck, next LAST (default: every event not placed elsewhere, in code order). */
  eventDeck?: EventCode[];
  eventDiscard?: EventCode[];
  scores?: number[];
  current?: number;
  starter?: number;
  phase?: Phase;
  round?: number;
  locked?: number;
  lockedTurn?: boolean;
  caller?: number;
  call?: number;
  finalTurns?: number[];
}

/** A precise state: newGame(options, seed), then every field the spec names overwritten. */
export function scenario(spec: ScenarioSpec = {}): State {
  const options = spec.options ?? BOTH;
  const s = newGame(options, spec.seed ?? 1, { firstPlayer: 0 });
  const n = options.players;
  const free: number[] = [];
  for (let c = 0; c < CARD_COUNT; c++) if (options.salt || !LABEL_SALT[CARD_LABEL[c]]) free.push(c);
  const take = (name: string): number => {
    const l = label(name);
    if (!options.salt && LABEL_SALT[l]) throw new Error(`${name} is an Extra Salt card, not in this game`);
    const c = cardsOfLabel(l).find((x) => free.includes(x));
    if (c === undefined) throw new Error(`scenario names more ${name} than the deck holds`);
    free.splice(free.indexOf(c), 1);
    return c;
  };
  s.hands = Array.from({ length: n }, (_, p) => (spec.hands?.[p] ?? []).map(take));
  s.tables = Array.from({ length: n }, (_, p) => (spec.tables?.[p] ?? []).map((g) => g.map(take)));
  s.faceDown = Array.from({ length: n }, (_, p) => {
    const f = spec.faceDown?.[p];
    return f ? take(f) : -1;
  });
  s.piles = [(spec.piles?.[0] ?? []).map(take), (spec.piles?.[1] ?? []).map(take)];
  const deckTop = (spec.deck ?? []).map(take);
  const rest = spec.rest ?? 'deck';
  if (rest === 'deck') s.deck = [...free, ...deckTop];
  else {
    s.deck = deckTop;
    if (rest === 'pile1') s.piles[0] = [...free, ...s.piles[0]];
    else if (rest === 'pile2') s.piles[1] = [...free, ...s.piles[1]];
    else s.hands[Number(rest.slice(4))].push(...free);
  }
  s.pending = [];

  if (options.pepper) {
    const used = new Set<number>();
    const evs = (codes: readonly string[]) => codes.map((c) => {
      const e = ev(c);
      if (used.has(e)) throw new Error(`scenario places event ${c} twice`);
      used.add(e);
      return e;
    });
    s.tableEvent = spec.tableEvent ? evs([spec.tableEvent])[0] : -1;
    s.held = Array.from({ length: n }, (_, p) => evs(spec.held?.[p] ?? []));
    s.eventDiscard = evs(spec.eventDiscard ?? []);
    if (spec.eventDeck) s.eventDeck = evs(spec.eventDeck);
    else s.eventDeck = EVENTS.map((_, e) => e).filter((e) => !used.has(e)).reverse();
  } else if (spec.tableEvent || spec.held || spec.eventDeck) {
    throw new Error('events need the pepper option');
  }

  if (spec.scores) s.scores = spec.scores.slice();
  s.current = spec.current ?? 0;
  s.starter = spec.starter ?? s.current;
  s.phase = spec.phase ?? PHASE.TAKE;
  if (spec.round !== undefined) s.round = spec.round;
  s.locked = spec.locked ?? -1;
  s.lockedTurn = spec.lockedTurn ?? false;
  s.caller = spec.caller ?? -1;
  s.call = spec.call ?? 0;
  s.finalTurns = spec.finalTurns?.slice() ?? [];
  expectAccounted(s);
  return s;
}

/**
 * Throws unless every physical card of the game (66, or 58 in the base game) is in exactly one of
 * deck, piles, hands, tables, face-down shells and pending, and every event (with Extra Pepper) in
 * exactly one of event deck, discard, table and held.
 */
export function expectAccounted(s: State): void {
  const where = new Map<number, string>();
  const put = (c: number, at: string) => {
    if (!Number.isInteger(c) || c < 0 || c >= CARD_COUNT) throw new Error(`invalid card id ${c} in ${at}`);
    if (!s.salt && LABEL_SALT[CARD_LABEL[c]]) throw new Error(`Extra Salt card ${cardName(c)} in ${at} of a base game`);
    const before = where.get(c);
    if (before !== undefined) throw new Error(`card ${c} (${cardName(c)}) is both in ${before} and in ${at}`);
    where.set(c, at);
  };
  s.deck.forEach((c) => put(c, 'deck'));
  s.piles.forEach((pile, i) => pile.forEach((c) => put(c, `pile ${i + 1}`)));
  s.hands.forEach((h, p) => h.forEach((c) => put(c, `hand ${p}`)));
  s.tables.forEach((t, p) => t.forEach((g) => {
    if (g.length !== 2 && g.length !== 3) throw new Error(`a group of ${g.length} cards in front of player ${p}`);
    g.forEach((c) => put(c, `table ${p}`));
  }));
  s.faceDown.forEach((c, p) => { if (c >= 0) put(c, `face-down ${p}`); });
  s.pending.forEach((c) => put(c, 'pending'));
  const total = s.salt ? CARD_COUNT : BASE_CARD_COUNT;
  if (where.size !== total) throw new Error(`${where.size} cards accounted for, expected ${total}`);

  if (s.pepper) {
    const seen: number[] = [...s.eventDeck, ...s.eventDiscard, ...s.held.flat()];
    if (s.tableEvent >= 0) seen.push(s.tableEvent);
    const sorted = seen.slice().sort((a, b) => a - b);
    if (sorted.length !== EVENT_COUNT || sorted.some((e, i) => e !== i)) {
      throw new Error(`events not accounted for exactly once: ${JSON.stringify(sorted)}`);
    }
  }
}

export interface ActOptions {
  chance?: Chance;
  log?: GameEvent[];
}

/** Applies one action (text or id) to a copy; throws if it is not legal; checks the accounting. */
export function act(s: State, action: string | number, o: ActOptions = {}): State {
  const a = typeof action === 'number' ? action : A(action);
  const next = apply(s, a, { chance: o.chance, log: o.log });
  expectAccounted(next);
  return next;
}

/** Applies several actions in order (the same options for each). */
export function run(s: State, actions: (string | number)[], o: ActOptions = {}): State {
  for (const a of actions) s = act(s, a, o);
  return s;
}

/** The legal actions as text, in id order. */
export function legal(s: State): string[] {
  return legalActions(s).map(actionText);
}

/** Label names of some cards, in the given order. */
export function names(cards: readonly number[]): string[] {
  return cards.map(cardName);
}

/** A hand as sorted label names (hands are unordered). */
export function hand(s: State, p: number): string[] {
  return names(s.hands[p]).sort();
}

/** A pile, bottom first, top LAST. */
export function pile(s: State, i: 0 | 1): string[] {
  return names(s.piles[i]);
}

/** The groups in front of a player, as label names. */
export function table(s: State, p: number): string[][] {
  return s.tables[p].map(names);
}

/** The `n` top cards of the deck, top FIRST. */
export function deckTop(s: State, n: number): string[] {
  return names(s.deck.slice(-n).reverse());
}

/** Event codes of a list of event indices. */
export function evNames(events: readonly number[]): string[] {
  return events.map((e) => EVENTS[e]);
}

/** The log entries of one kind. */
export function logged<T extends GameEvent['t']>(log: GameEvent[], t: T): Extract<GameEvent, { t: T }>[] {
  return log.filter((e): e is Extract<GameEvent, { t: T }> => e.t === t);
}
