// The rules: a new game, the legal actions of a state, and applying one action (RULES.md 3-4, 7, 10).
// `applyInPlace` mutates (the search's hot path); `apply` copies first. Chance comes from the
// state's RNG unless a caller forces the outcome (replaying a game recorded elsewhere).

import {
  CARD_COLOUR, CARD_COUNT, CARD_KIND, CARD_LABEL, DOLPHIN_KINDS, K, LABEL_COUNT, LABEL_KIND, LABEL_SALT,
} from './cards.js';
import {
  ADD_STARFISH, ANGELFISH_TAKE, CORAL_REEF, CRAB_PILE, CRAB_RUN, CRAB_TAKE, DISCARD_TO, DRAW_DECK, DUO_PAIRS, END_TURN, KEEP,
  KEEP_EVENT, LAST_CHANCE, LOBSTER_KEEP, LOCKED_DRAW, NO_STARFISH, PLAY_DUO, SHELL_LABELS, STARFISH_LABELS, STEAL_DUO,
  STEAL_FROM, STOP, SWAP_GIVE, SWAP_PASS, SWAP_TAKE, TAKE_PILE, actionText,
} from './actions.js';
import { E, EVENT_COUNT, hasEvent } from './events.js';
import type { GameEvent } from './log.js';
import { type GameOptions, DEFAULT_OPTIONS, targetScore } from './options.js';
import { nextInt, seedRng, shuffleInPlace } from './rng.js';
import { cardPoints } from './scoring.js';
import { PHASE, RULES_VERSION, type State, cloneState } from './state.js';
import { finishRound } from './roundEnd.js';

/** Outcomes of chance forced by the caller, as labels (copies are interchangeable). */
export interface Chance {
  /** The next round's card order: pile 1, pile 2, then the deck top first. */
  deal?: number[];
  /** A new event deck, top first (only when the event deck runs out). */
  events?: number[];
  /** The label of the card a Swimmer + Shark steals. */
  stolen?: number;
  /** The deck after a Lobster reshuffle, top first. */
  reshuffle?: number[];
}

export interface ApplyContext {
  chance?: Chance;
  /** Receives what happened, with full information. */
  log?: GameEvent[];
  /**
   * Only this player's turns end by themselves when nothing is left to decide; the others wait for
   * END_TURN. Following a game from one seat uses it: whether an opponent's turn ends by itself
   * depends on their hand, which the seat does not know.
   */
  autoEndOnlyFor?: number;
}

export interface NewGameSetup {
  /** Who starts the first round (default: drawn at random). */
  firstPlayer?: number;
  /** The event deck, top first (default: shuffled). */
  eventOrder?: number[];
  /** The first round's card order (default: shuffled). */
  deal?: number[];
}

// ---------------------------------------------------------------------------------------------
// Small queries

/** Events that apply to player p: the table event plus those p holds, as a bitmask. */
export function eventMask(s: State, p: number): number {
  let m = s.tableEvent >= 0 ? 1 << s.tableEvent : 0;
  const h = s.held[p];
  for (let i = 0; i < h.length; i++) m |= 1 << h[i];
  return m;
}

export function playerCardPoints(s: State, p: number): number {
  return cardPoints(s.hands[p], s.tables[p], eventMask(s, p));
}

/** Protected from steals, swaps and duo theft: the LAST CHANCE caller, or a face-down Shell. */
export function isProtected(s: State, p: number): boolean {
  return (s.call === 2 && s.caller === p) || s.faceDown[p] >= 0;
}

function mermaidsNeeded(s: State, p: number): number {
  return hasEvent(eventMask(s, p), E.danceOfMermaids) ? 3 : 4;
}

function countKind(cards: readonly number[], kind: number): number {
  let n = 0;
  for (let i = 0; i < cards.length; i++) if (CARD_KIND[cards[i]] === kind) n++;
  return n;
}

/** Removes and returns a card with that label from `cards`, or -1. */
function takeLabel(cards: number[], label: number): number {
  for (let i = cards.length - 1; i >= 0; i--) {
    if (CARD_LABEL[cards[i]] === label) {
      const c = cards[i];
      cards[i] = cards[cards.length - 1];
      cards.pop();
      return c;
    }
  }
  return -1;
}

const labelCounts = new Int32Array(LABEL_COUNT);
function countLabels(cards: readonly number[]): Int32Array {
  labelCounts.fill(0);
  for (let i = 0; i < cards.length; i++) labelCounts[CARD_LABEL[cards[i]]]++;
  return labelCounts;
}

/** Maps labels to physical cards drawn from `pool` (copies are interchangeable). */
function cardsForLabels(labels: readonly number[], pool: number[]): number[] {
  const rest = pool.slice();
  return labels.map((l) => {
    const c = takeLabel(rest, l);
    if (c < 0) throw new Error(`forced chance names a card that is not available: label ${l}`);
    return c;
  });
}

// ---------------------------------------------------------------------------------------------
// Setting up

export function newGame(options: GameOptions = DEFAULT_OPTIONS, seed = 1, setup: NewGameSetup = {}): State {
  const n = options.players;
  const s: State = {
    version: RULES_VERSION,
    players: n,
    salt: options.salt,
    pepper: options.pepper,
    target: targetScore(n),
    rng: seedRng(seed),
    round: 0,
    scores: new Array(n).fill(0),
    phase: PHASE.TAKE,
    current: 0,
    starter: 0,
    deck: [],
    piles: [[], []],
    hands: Array.from({ length: n }, () => []),
    shown: Array.from({ length: n }, () => []),
    tables: Array.from({ length: n }, () => []),
    faceDown: new Array(n).fill(-1),
    pending: [],
    crabPile: -1,
    crabLabel: -1,
    hermit: false,
    swapGive: -1,
    target2: -1,
    locked: -1,
    lockedTurn: false,
    caller: -1,
    call: 0,
    finalTurns: [],
    tableEvent: -1,
    held: Array.from({ length: n }, () => []),
    eventDeck: [],
    eventDiscard: [],
    nextStarter: 0,
    winner: -1,
    gameEnd: '',
    results: [],
    ply: 0,
  };
  s.nextStarter = setup.firstPlayer ?? nextInt(s.rng, n);
  if (s.pepper) {
    if (setup.eventOrder) s.eventDeck = setup.eventOrder.slice().reverse();
    else {
      s.eventDeck = Array.from({ length: EVENT_COUNT }, (_, i) => i);
      shuffleInPlace(s.rng, s.eventDeck);
    }
  }
  startRound(s, { chance: { deal: setup.deal } });
  return s;
}

/** Gathers every card, shuffles, turns up the two piles and the event; the next starter begins. */
export function startRound(s: State, ctx?: ApplyContext): void {
  const all: number[] = [];
  for (let c = 0; c < CARD_COUNT; c++) if (s.salt || !LABEL_SALT[CARD_LABEL[c]]) all.push(c);
  let order: number[];
  const forced = ctx?.chance?.deal;
  if (forced) {
    if (forced.length !== all.length) throw new Error(`a deal must order all ${all.length} cards`);
    order = cardsForLabels(forced, all);
  } else {
    shuffleInPlace(s.rng, all);
    order = all;
  }
  s.piles = [[order[0]], [order[1]]];
  s.deck = order.slice(2).reverse();
  for (let p = 0; p < s.players; p++) {
    s.hands[p] = [];
    s.shown[p] = [];
    s.tables[p] = [];
    s.faceDown[p] = -1;
  }
  s.pending = [];
  s.locked = -1;
  s.lockedTurn = false;
  s.caller = -1;
  s.call = 0;
  s.finalTurns = [];
  s.round++;
  if (s.pepper) {
    if (s.eventDeck.length === 0) {
      const forcedEvents = ctx?.chance?.events;
      if (forcedEvents) s.eventDeck = forcedEvents.slice().reverse();
      else {
        s.eventDeck = s.eventDiscard;
        shuffleInPlace(s.rng, s.eventDeck);
      }
      s.eventDiscard = [];
    }
    s.tableEvent = s.eventDeck.pop()!;
  }
  s.starter = s.nextStarter;
  ctx?.log?.push({ t: 'deal', round: s.round, starter: s.starter, piles: [order[0], order[1]], deckSize: s.deck.length, tableEvent: s.tableEvent });
  startTurn(s, s.starter, ctx, false);
}

// ---------------------------------------------------------------------------------------------
// Turns

function startTurn(s: State, p: number, ctx: ApplyContext | undefined, extra: boolean): void {
  s.current = p;
  s.lockedTurn = s.locked === p;
  if (s.lockedTurn) s.locked = -1;
  ctx?.log?.push({ t: 'turn', p, extra, final: s.call === 2, locked: s.lockedTurn });
  if (!s.lockedTurn && s.deck.length === 0 && s.piles[0].length === 0 && s.piles[1].length === 0) {
    // Only in a LAST CHANCE final turn: nothing to take, straight to the play step.
    enterPlay(s, ctx);
    return;
  }
  s.phase = PHASE.TAKE;
}

function endTurn(s: State, ctx: ApplyContext | undefined): void {
  const p = s.current;
  s.lockedTurn = false;
  if (s.call === 2) {
    if (s.finalTurns.length > 0) startTurn(s, s.finalTurns.shift()!, ctx, false);
    else finishRound(s, 'lastChance', s.caller, ctx);
    return;
  }
  if (s.deck.length === 0) {
    finishRound(s, 'emptyDeck', p, ctx);
    return;
  }
  startTurn(s, (p + 1) % s.players, ctx, false);
}

/** Right after taking a card: the Angelfish may force another take, then the play step. */
function afterTake(s: State, ctx: ApplyContext | undefined): void {
  const p = s.current;
  if (
    hasEvent(eventMask(s, p), E.angelfish) &&
    s.piles[0].length > 0 && s.piles[1].length > 0 &&
    CARD_COLOUR[s.piles[0][s.piles[0].length - 1]] === CARD_COLOUR[s.piles[1][s.piles[1].length - 1]]
  ) {
    s.phase = PHASE.ANGELFISH;
    return;
  }
  enterPlay(s, ctx);
}

/** Enters (or returns to) the play step: the mermaid win, then ends the turn if nothing is left to decide. */
function enterPlay(s: State, ctx: ApplyContext | undefined): void {
  const p = s.current;
  if (countKind(s.hands[p], K.mermaid) >= mermaidsNeeded(s, p)) {
    mermaidWin(s, p, ctx);
    return;
  }
  s.phase = PHASE.PLAY;
  const autoEnd = ctx?.autoEndOnlyFor === undefined || ctx.autoEndOnlyFor === p;
  if (autoEnd && !hasPlayChoice(s, p)) endTurn(s, ctx);
}

function mermaidWin(s: State, p: number, ctx: ApplyContext | undefined): void {
  s.results.push({ round: s.round, ending: 'mermaids', player: p, cardPoints: [], colourBonus: [], gains: [], scores: s.scores.slice(), eventTo: -1, nextStarter: -1 });
  s.winner = p;
  s.gameEnd = 'mermaids';
  s.phase = PHASE.GAME_OVER;
  ctx?.log?.push({ t: 'gameEnd', winner: p });
}

function canCall(s: State, p: number): boolean {
  if (s.call !== 0) return false;
  const ev = eventMask(s, p);
  return cardPoints(s.hands[p], s.tables[p], ev) >= (hasEvent(ev, E.treasureChest) ? 10 : 7);
}

function hasPlayChoice(s: State, p: number): boolean {
  const hand = s.hands[p];
  const ev = eventMask(s, p);
  if (hasEvent(ev, E.coralReef) && s.faceDown[p] < 0 && countKind(hand, K.shell) > 0) return true;
  let crab = 0, boat = 0, fish = 0, swimmer = 0, shark = 0, partner = 0;
  for (let i = 0; i < hand.length; i++) {
    const k = CARD_KIND[hand[i]];
    if (k === K.crab) crab++;
    else if (k === K.boat) boat++;
    else if (k === K.fish) fish++;
    else if (k === K.swimmer) swimmer++;
    else if (k === K.shark) shark++;
    else if (k === K.lobster || k === K.jellyfish) partner++;
  }
  if (crab >= 2 || boat >= 2 || fish >= 2 || (swimmer > 0 && shark > 0)) return true;
  // A Lobster needs a Crab, a Jellyfish a Swimmer.
  if (partner > 0 && (crab > 0 || swimmer > 0) && countLegalPlays(s, p) > 0) return true;
  if (hasEvent(ev, E.waterRodeo) && (swimmer >= 2 || shark >= 2)) return true;
  return canCall(s, p);
}

function countLegalPlays(s: State, p: number): number {
  const out: number[] = [];
  pushDuos(s, p, out);
  return out.length;
}

function pushDuos(s: State, p: number, out: number[]): void {
  const counts = countLabels(s.hands[p]);
  const rodeo = hasEvent(eventMask(s, p), E.waterRodeo);
  for (let i = 0; i < DUO_PAIRS.length; i++) {
    const [a, b] = DUO_PAIRS[i];
    if (a === b ? counts[a] < 2 : counts[a] === 0 || counts[b] === 0) continue;
    if (!rodeo && LABEL_KIND[a] === LABEL_KIND[b] && (LABEL_KIND[a] === K.swimmer || LABEL_KIND[a] === K.shark)) continue;
    out.push(PLAY_DUO + i);
  }
}

// ---------------------------------------------------------------------------------------------
// Legal actions

/** The legal actions, sorted ascending and without duplicates; empty only when the game is over. */
export function legalActions(s: State): number[] {
  const p = s.current;
  const out: number[] = [];
  switch (s.phase) {
    case PHASE.TAKE:
      if (s.lockedTurn) out.push(LOCKED_DRAW);
      else {
        if (s.deck.length > 0) out.push(DRAW_DECK);
        if (s.piles[0].length > 0) out.push(TAKE_PILE);
        if (s.piles[1].length > 0) out.push(TAKE_PILE + 1);
      }
      break;
    case PHASE.KEEP: {
      const [a, b] = s.pending;
      const la = CARD_LABEL[a], lb = CARD_LABEL[b];
      if (la === lb) out.push(KEEP + la);
      else out.push(KEEP + Math.min(la, lb), KEEP + Math.max(la, lb));
      break;
    }
    case PHASE.DISCARD:
      out.push(DISCARD_TO, DISCARD_TO + 1);
      break;
    case PHASE.ANGELFISH:
      out.push(ANGELFISH_TAKE, ANGELFISH_TAKE + 1);
      break;
    case PHASE.PLAY: {
      out.push(END_TURN);
      if (canCall(s, p)) {
        if (!hasEvent(eventMask(s, p), E.diodon)) out.push(STOP);
        out.push(LAST_CHANCE);
      }
      pushDuos(s, p, out);
      if (hasEvent(eventMask(s, p), E.coralReef) && s.faceDown[p] < 0) {
        const counts = countLabels(s.hands[p]);
        for (let i = 0; i < SHELL_LABELS.length; i++) if (counts[SHELL_LABELS[i]] > 0) out.push(CORAL_REEF + i);
      }
      break;
    }
    case PHASE.STARFISH: {
      out.push(NO_STARFISH);
      const counts = countLabels(s.hands[p]);
      for (let i = 0; i < STARFISH_LABELS.length; i++) if (counts[STARFISH_LABELS[i]] > 0) out.push(ADD_STARFISH + i);
      break;
    }
    case PHASE.CRAB_PILE:
      out.push(CRAB_PILE, CRAB_PILE + 1);
      break;
    case PHASE.CRAB: {
      const counts = countLabels(s.piles[s.crabPile]);
      for (let l = 0; l < LABEL_COUNT; l++) if (counts[l] > 0) out.push(CRAB_TAKE + s.crabPile * LABEL_COUNT + l);
      break;
    }
    case PHASE.CRAB_RUN: {
      const runs = labelRuns(s.piles[s.crabPile], s.crabLabel);
      for (let r = 0; r < runs.length; r++) out.push(CRAB_RUN + r);
      break;
    }
    case PHASE.LOBSTER: {
      const counts = countLabels(s.pending);
      for (let l = 0; l < LABEL_COUNT; l++) if (counts[l] > 0) out.push(LOBSTER_KEEP + l);
      break;
    }
    case PHASE.SWAP_GIVE: {
      out.push(SWAP_PASS);
      const counts = countLabels(s.hands[p]);
      for (let l = 0; l < LABEL_COUNT; l++) if (counts[l] > 0) out.push(SWAP_GIVE + l);
      break;
    }
    case PHASE.SWAP_TAKE: {
      const counts = countLabels(s.hands[s.target2]);
      for (let l = 0; l < LABEL_COUNT; l++) if (counts[l] > 0) out.push(SWAP_TAKE + l);
      break;
    }
    case PHASE.STEAL_DUO: {
      const groups = s.tables[s.target2];
      for (let i = 0; i < groups.length; i++) if (groups[i].length === 2) out.push(STEAL_DUO + i);
      break;
    }
    case PHASE.STEAL_FROM:
      for (let d = 1; d < s.players; d++) if (canBeStolenFrom(s, (p + d) % s.players)) out.push(STEAL_FROM + d - 1);
      break;
    case PHASE.KEEP_EVENT: {
      const h = s.held[p].slice().sort((x, y) => x - y);
      for (const e of h) out.push(KEEP_EVENT + e);
      break;
    }
    case PHASE.GAME_OVER:
      break;
  }
  return out;
}

/** Runs of a label in a pile, counted from the top: each run's topmost index in the array. */
export function labelRuns(pile: readonly number[], label: number): number[] {
  const runs: number[] = [];
  let inRun = false;
  for (let i = pile.length - 1; i >= 0; i--) {
    const match = CARD_LABEL[pile[i]] === label;
    if (match && !inRun) runs.push(i);
    inRun = match;
  }
  return runs;
}

function canBeStolenFrom(s: State, q: number): boolean {
  return s.hands[q].length > 0 && !isProtected(s, q);
}

// ---------------------------------------------------------------------------------------------
// Applying an action

export class IllegalActionError extends Error {}

/** Applies an action to a copy of the state. Throws IllegalActionError, leaving `s` unchanged, if it is not legal. */
export function apply(s: State, action: number, ctx?: ApplyContext): State {
  if (!legalActions(s).includes(action)) {
    throw new IllegalActionError(`${actionText(action)} (${action}) is not legal now`);
  }
  const next = cloneState(s);
  applyInPlace(next, action, ctx);
  return next;
}

/** Applies a legal action in place. The caller guarantees legality (the search's hot path). */
export function applyInPlace(s: State, a: number, ctx?: ApplyContext): void {
  const p = s.current;
  s.ply++;
  const log = ctx?.log;
  switch (s.phase) {
    case PHASE.TAKE: {
      if (a === LOCKED_DRAW) {
        const card = s.deck.length > 0 ? s.deck.pop()! : -1;
        if (card >= 0) s.hands[p].push(card);
        log?.push({ t: 'lockedDraw', p, card });
        endTurn(s, ctx);
      } else if (a === DRAW_DECK) {
        if (s.deck.length === 1) {
          const card = s.deck.pop()!;
          s.hands[p].push(card);
          log?.push({ t: 'drawLast', p, card });
          enterPlay(s, ctx);
        } else {
          const first = s.deck.pop()!;
          const second = s.deck.pop()!;
          s.pending = [first, second];
          log?.push({ t: 'draw2', p, cards: [first, second] });
          s.phase = PHASE.KEEP;
        }
      } else {
        takeTop(s, a - TAKE_PILE, false, ctx);
        afterTake(s, ctx);
      }
      return;
    }
    case PHASE.KEEP: {
      const label = a - KEEP;
      const [x, y] = s.pending;
      const kept = CARD_LABEL[x] === label ? x : y;
      const other = kept === x ? y : x;
      s.hands[p].push(kept);
      s.pending = [other];
      log?.push({ t: 'keep', p, kept });
      if (s.piles[0].length === 0) discard(s, 0, ctx);
      else if (s.piles[1].length === 0) discard(s, 1, ctx);
      else s.phase = PHASE.DISCARD;
      return;
    }
    case PHASE.DISCARD:
      discard(s, a - DISCARD_TO, ctx);
      return;
    case PHASE.ANGELFISH:
      takeTop(s, a - ANGELFISH_TAKE, true, ctx);
      enterPlay(s, ctx);
      return;
    case PHASE.PLAY:
      if (a === END_TURN) endTurn(s, ctx);
      else if (a === STOP || a === LAST_CHANCE) call(s, a === STOP ? 1 : 2, ctx);
      else if (a >= CORAL_REEF && a < KEEP_EVENT) {
        const card = takeLabel(s.hands[p], SHELL_LABELS[a - CORAL_REEF]);
        s.faceDown[p] = card;
        // Nobody else sees which Shell went face down, so no Shell is known to be in the hand any more.
        s.shown[p] = s.shown[p].filter((c) => CARD_KIND[c] !== K.shell);
        log?.push({ t: 'coral', p, card });
        enterPlay(s, ctx);
      } else {
        const [la, lb] = DUO_PAIRS[a - PLAY_DUO];
        const hand = s.hands[p];
        const group = [takeLabel(hand, la), takeLabel(hand, lb)];
        // The duo is laid at once (public); a Starfish may still join it, as the group's third card.
        s.tables[p].push(group);
        unshow(s, p, group[0]);
        unshow(s, p, group[1]);
        log?.push({ t: 'lay', p, cards: group.slice() });
        if (s.salt && countKind(hand, K.starfish) > 0) s.phase = PHASE.STARFISH;
        else resolveDuo(s, ctx);
      }
      return;
    case PHASE.STARFISH:
      if (a === NO_STARFISH) resolveDuo(s, ctx);
      else {
        const card = takeLabel(s.hands[p], STARFISH_LABELS[a - ADD_STARFISH]);
        s.tables[p][s.tables[p].length - 1].push(card);
        unshow(s, p, card);
        log?.push({ t: 'starfish', p, card });
        enterPlay(s, ctx);
      }
      return;
    case PHASE.CRAB_PILE:
      lookThrough(s, a - CRAB_PILE, ctx);
      return;
    case PHASE.CRAB: {
      const i = a - CRAB_TAKE;
      const pile = Math.floor(i / LABEL_COUNT);
      const label = i % LABEL_COUNT;
      const runs = labelRuns(s.piles[pile], label);
      if (runs.length > 1) {
        s.crabPile = pile;
        s.crabLabel = label;
        s.phase = PHASE.CRAB_RUN;
      } else crabTake(s, pile, runs[0], ctx);
      return;
    }
    case PHASE.CRAB_RUN:
      crabTake(s, s.crabPile, labelRuns(s.piles[s.crabPile], s.crabLabel)[a - CRAB_RUN], ctx);
      return;
    case PHASE.LOBSTER: {
      const seen = s.pending;
      const rest = seen.slice();
      const kept = takeLabel(rest, a - LOBSTER_KEEP);
      s.hands[p].push(kept);
      s.pending = [];
      const reshuffled = rest.length > 0;
      if (reshuffled) {
        for (const c of rest) s.deck.push(c);
        const forced = ctx?.chance?.reshuffle;
        if (forced) s.deck = cardsForLabels(forced, s.deck).reverse();
        else shuffleInPlace(s.rng, s.deck);
      }
      log?.push({ t: 'lobster', p, kept, returned: rest.length, reshuffled });
      enterPlay(s, ctx);
      return;
    }
    case PHASE.SWAP_GIVE:
      if (a === SWAP_PASS) {
        log?.push({ t: 'swap', p, target: s.target2, give: -1, take: -1 });
        enterPlay(s, ctx);
      } else {
        // The card stays in hand until the exchange, so hands always hold every card they own.
        s.swapGive = s.hands[p][s.hands[p].findIndex((c) => CARD_LABEL[c] === a - SWAP_GIVE)];
        s.phase = PHASE.SWAP_TAKE;
      }
      return;
    case PHASE.SWAP_TAKE: {
      const q = s.target2;
      const take = takeLabel(s.hands[q], a - SWAP_TAKE);
      const give = s.swapGive;
      s.hands[p].splice(s.hands[p].indexOf(give), 1);
      s.hands[q].push(give);
      s.hands[p].push(take);
      s.swapGive = -1;
      unshow(s, p, give);
      unshow(s, q, take);
      s.shown[q].push(give);
      s.shown[p].push(take);
      log?.push({ t: 'swap', p, target: q, give, take });
      enterPlay(s, ctx);
      return;
    }
    case PHASE.STEAL_DUO: {
      const q = s.target2;
      const index = a - STEAL_DUO;
      const [group] = s.tables[q].splice(index, 1);
      s.tables[p].push(group);
      log?.push({ t: 'stealDuo', p, from: q, index });
      enterPlay(s, ctx);
      return;
    }
    case PHASE.STEAL_FROM:
      steal(s, (p + a - STEAL_FROM + 1) % s.players, ctx);
      enterPlay(s, ctx);
      return;
    case PHASE.KEEP_EVENT: {
      const keep = a - KEEP_EVENT;
      const h = s.held[p];
      for (const e of h) if (e !== keep) s.eventDiscard.push(e);
      s.held[p] = [keep];
      log?.push({ t: 'keepEvent', p, event: keep });
      startRound(s, ctx);
      return;
    }
    default:
      throw new IllegalActionError(`no action can be applied: the game is over`);
  }
}

/** The player to move takes the top card of a pile, in view of everyone. */
function takeTop(s: State, pile: number, angelfish: boolean, ctx: ApplyContext | undefined): void {
  const p = s.current;
  const card = s.piles[pile].pop()!;
  s.hands[p].push(card);
  s.shown[p].push(card);
  ctx?.log?.push({ t: 'takePile', p, pile, card, angelfish });
}

/**
 * A card left player p's hand. Copies look alike, so the others cannot tell whether it was the shown
 * copy or an unseen one: a shown card of that label is no longer known to be there.
 */
function unshow(s: State, p: number, card: number): void {
  const shown = s.shown[p];
  let i = shown.indexOf(card);
  if (i < 0) i = shown.findIndex((c) => CARD_LABEL[c] === CARD_LABEL[card]);
  if (i >= 0) shown.splice(i, 1);
}

function discard(s: State, pile: number, ctx: ApplyContext | undefined): void {
  const p = s.current;
  const other = s.pending[0];
  s.piles[pile].push(other);
  s.pending = [];
  ctx?.log?.push({ t: 'discard', p, card: other, pile });
  if (DOLPHIN_KINDS.has(CARD_KIND[other]) && hasEvent(eventMask(s, p), E.dolphins) && s.deck.length > 0) {
    const card = s.deck.pop()!;
    s.hands[p].push(card);
    ctx?.log?.push({ t: 'deckToHand', p, cards: [card], why: 'dolphins' });
  }
  afterTake(s, ctx);
}

function call(s: State, kind: 1 | 2, ctx: ApplyContext | undefined): void {
  const p = s.current;
  s.call = kind;
  s.caller = p;
  s.shown[p] = s.hands[p].slice();
  ctx?.log?.push({ t: 'call', p, kind: kind === 1 ? 'stop' : 'lastChance', hand: s.hands[p].slice() });
  if (kind === 1) {
    finishRound(s, 'stop', p, ctx);
    return;
  }
  s.finalTurns = [];
  for (let d = 1; d < s.players; d++) s.finalTurns.push((p + d) % s.players);
  endTurn(s, ctx);
}

function crabTake(s: State, pile: number, index: number, ctx: ApplyContext | undefined): void {
  const p = s.current;
  const cards = s.piles[pile];
  const card = cards[index];
  const seen = ctx?.log ? cards.slice() : [];
  cards.splice(index, 1);
  s.hands[p].push(card);
  ctx?.log?.push({ t: 'crabTake', p, pile, card, index: cards.length - index, seen, newTop: cards.length > 0 ? cards[cards.length - 1] : -1 });
  if (s.hermit && pile === 0 && s.piles[1].length > 0) {
    lookThrough(s, 1, ctx);
    return;
  }
  s.hermit = false;
  s.crabPile = -1;
  enterPlay(s, ctx);
}

/** The Crab's player looks through a pile (privately), then takes a card from it. */
function lookThrough(s: State, pile: number, ctx: ApplyContext | undefined): void {
  s.crabPile = pile;
  s.phase = PHASE.CRAB;
  ctx?.log?.push({ t: 'search', p: s.current, pile, cards: s.piles[pile].slice() });
}

function steal(s: State, q: number, ctx: ApplyContext | undefined): void {
  const p = s.current;
  const hand = s.hands[q];
  const forced = ctx?.chance?.stolen;
  let card: number;
  if (forced !== undefined) {
    card = takeLabel(hand, forced);
    if (card < 0) throw new Error('forced steal names a card the victim does not hold');
  } else {
    const i = nextInt(s.rng, hand.length);
    card = hand[i];
    hand[i] = hand[hand.length - 1];
    hand.pop();
  }
  s.hands[p].push(card);
  if (s.players === 2) {
    // The victim sees the card, and with two players that is everyone else.
    unshow(s, q, card);
    s.shown[p].push(card);
  } else {
    // The other players do not see which card changed hands: nothing of the victim's hand is known any more.
    s.shown[q] = [];
  }
  ctx?.log?.push({ t: 'steal', p, from: q, card });
}

/** A duo was laid (the last group in front of the player, no Starfish): resolve its effect. */
function resolveDuo(s: State, ctx: ApplyContext | undefined): void {
  const p = s.current;
  const [ca, cb] = s.tables[p][s.tables[p].length - 1];
  const ka = CARD_KIND[ca], kb = CARD_KIND[cb];
  const ev = eventMask(s, p);
  const opp = (p + 1) % s.players;
  const pair = (x: number, y: number) => (ka === x && kb === y) || (ka === y && kb === x);
  if (ka === K.crab && kb === K.crab) {
    const one = s.piles[0].length > 0, two = s.piles[1].length > 0;
    if (one || two) {
      s.hermit = hasEvent(ev, E.hermitCrab);
      // The pile is chosen before looking; with one pile (or pile 1 first under the Hermit Crab) there is no choice.
      if (one && two && !s.hermit) s.phase = PHASE.CRAB_PILE;
      else lookThrough(s, one ? 0 : 1, ctx);
      return;
    }
  } else if (ka === K.boat && kb === K.boat) {
    if (s.deck.length > 0 || s.piles[0].length > 0 || s.piles[1].length > 0) {
      startTurn(s, p, ctx, true);
      return;
    }
  } else if (ka === K.fish && kb === K.fish) {
    const n = Math.min(hasEvent(ev, E.sunfish) ? 2 : 1, s.deck.length);
    if (n > 0) {
      const cards: number[] = [];
      for (let i = 0; i < n; i++) cards.push(s.deck.pop()!);
      for (const c of cards) s.hands[p].push(c);
      ctx?.log?.push({ t: 'deckToHand', p, cards, why: 'fish' });
    }
  } else if (pair(K.swimmer, K.shark)) {
    if (s.players === 2) {
      if (canBeStolenFrom(s, opp)) steal(s, opp, ctx);
    } else {
      let eligible = 0;
      for (let d = 1; d < s.players; d++) if (canBeStolenFrom(s, (p + d) % s.players)) eligible++;
      if (eligible > 0) {
        s.phase = PHASE.STEAL_FROM;
        return;
      }
    }
  } else if (pair(K.crab, K.lobster)) {
    if (s.deck.length > 0) {
      const n = Math.min(5, s.deck.length);
      const seen: number[] = [];
      for (let i = 0; i < n; i++) seen.push(s.deck.pop()!);
      s.pending = seen;
      ctx?.log?.push({ t: 'lobsterSee', p, seen: seen.slice() });
      s.phase = PHASE.LOBSTER;
      return;
    }
  } else if (pair(K.swimmer, K.jellyfish)) {
    if (s.faceDown[opp] < 0) {
      s.locked = opp;
      ctx?.log?.push({ t: 'lock', p, target: opp });
    }
  } else if (ka === K.swimmer && kb === K.swimmer) {
    if (canBeStolenFrom(s, opp)) {
      s.target2 = opp;
      s.shown[opp] = s.hands[opp].slice();
      ctx?.log?.push({ t: 'look', p, target: opp, hand: s.hands[opp].slice() });
      s.phase = PHASE.SWAP_GIVE;
      return;
    }
  } else if (ka === K.shark && kb === K.shark) {
    if (!isProtected(s, opp) && s.tables[opp].some((g) => g.length === 2)) {
      s.target2 = opp;
      s.phase = PHASE.STEAL_DUO;
      return;
    }
  }
  enterPlay(s, ctx);
}
