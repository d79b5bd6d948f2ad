// What a seat observes (RULES.md section 6): each GameEvent projected onto one seat, with cards
// as labels (copies are interchangeable) and everything the seat cannot see replaced by -1, plus
// a snapshot of the public table after each step. Knowledge is built from these alone.

import { CARD_LABEL } from './cards.js';
import type { GameEvent } from './log.js';
import { PHASE, type Phase, type RoundResult, type State } from './state.js';

/** The public table as one seat sees it after a step (its own hand and decisions included). */
export interface PublicView {
  seat: number;
  players: number;
  salt: boolean;
  pepper: boolean;
  target: number;
  round: number;
  scores: number[];
  phase: Phase;
  current: number;
  starter: number;
  deckSize: number;
  /** Each pile's size and top label (-1 when empty). */
  pileSizes: number[];
  pileTops: number[];
  /** The seat's own hand (labels); the other hands by size only. */
  hand: number[];
  handSizes: number[];
  /** What the table knows of each hand (labels in ascending order; State.shown). */
  shown: number[][];
  /** Groups in front of each player (labels). */
  tables: number[][][];
  /** The seat's own face-down Shell (label, or -1); whether the others have one. */
  ownFaceDown: number;
  hasFaceDown: boolean[];
  /** Cards waiting on the seat's own decision (labels); empty when another player decides. */
  pending: number[];
  /** How many cards wait on another player's decision (unseen by this seat). */
  pendingHidden: number;
  crabPile: number;
  /** The label being searched for in a Crab run choice, when it is this seat's decision; else -1. */
  crabLabel: number;
  hermit: boolean;
  target2: number;
  /** The card being given in a swap, when it is this seat's decision; else -1. */
  swapGive: number;
  locked: number;
  lockedTurn: boolean;
  caller: number;
  call: number;
  finalTurns: number[];
  tableEvent: number;
  held: number[][];
  eventDeckSize: number;
  eventDiscard: number[];
  nextStarter: number;
  winner: number;
  gameEnd: State['gameEnd'];
  results: RoundResult[];
  ply: number;
}

const labels = (cards: readonly number[]) => cards.map((c) => (c < 0 ? -1 : CARD_LABEL[c]));

export function publicView(s: State, seat: number): PublicView {
  const mine = s.current === seat && s.phase !== PHASE.GAME_OVER;
  return {
    seat,
    players: s.players,
    salt: s.salt,
    pepper: s.pepper,
    target: s.target,
    round: s.round,
    scores: s.scores.slice(),
    phase: s.phase,
    current: s.current,
    starter: s.starter,
    deckSize: s.deck.length,
    pileSizes: s.piles.map((p) => p.length),
    pileTops: s.piles.map((p) => (p.length > 0 ? CARD_LABEL[p[p.length - 1]] : -1)),
    hand: labels(s.hands[seat]),
    handSizes: s.hands.map((h) => h.length),
    shown: s.shown.map((h) => labels(h).sort((a, b) => a - b)),
    tables: s.tables.map((t) => t.map(labels)),
    ownFaceDown: s.faceDown[seat] >= 0 ? CARD_LABEL[s.faceDown[seat]] : -1,
    hasFaceDown: s.faceDown.map((c) => c >= 0),
    pending: mine ? labels(s.pending) : [],
    pendingHidden: mine ? 0 : s.pending.length,
    crabPile: s.crabPile,
    crabLabel: mine ? s.crabLabel : -1,
    hermit: s.hermit,
    target2: s.target2,
    swapGive: mine && s.swapGive >= 0 ? CARD_LABEL[s.swapGive] : -1,
    locked: s.locked,
    lockedTurn: s.lockedTurn,
    caller: s.caller,
    call: s.call,
    finalTurns: s.finalTurns.slice(),
    tableEvent: s.tableEvent,
    held: s.held.map((h) => h.slice()),
    eventDeckSize: s.eventDeck.length,
    eventDiscard: s.eventDiscard.slice(),
    nextStarter: s.nextStarter,
    winner: s.winner,
    gameEnd: s.gameEnd,
    results: s.results,
    ply: s.ply,
  };
}

/** One event as a seat sees it. Card fields hold labels; -1 where the seat cannot see the card. */
export type Observation =
  | { t: 'deal'; round: number; starter: number; piles: [number, number]; deckSize: number; tableEvent: number }
  | { t: 'draw2'; p: number; cards: number[] }
  | { t: 'keep'; p: number; kept: number }
  | { t: 'discard'; p: number; card: number; pile: number }
  | { t: 'drawLast'; p: number; card: number }
  | { t: 'takePile'; p: number; pile: number; card: number; angelfish: boolean }
  | { t: 'lockedDraw'; p: number; card: number; got: boolean }
  | { t: 'deckToHand'; p: number; cards: number[]; why: 'fish' | 'dolphins' }
  | { t: 'lay'; p: number; cards: number[] }
  | { t: 'starfish'; p: number; card: number }
  /** The pile looked through with a Crab: its cards (bottom first) only for the player. */
  | { t: 'search'; p: number; pile: number; cards: number[] }
  /** `seen` (the pile bottom first) and `index` only for the taker; everyone sees the new top. */
  | { t: 'crabTake'; p: number; pile: number; card: number; index: number; seen: number[]; newTop: number }
  | { t: 'steal'; p: number; from: number; card: number }
  /** `seen` only for the player; `count` is how many cards were taken. */
  | { t: 'lobsterSee'; p: number; seen: number[]; count: number }
  | { t: 'lobster'; p: number; kept: number; returned: number; reshuffled: boolean }
  | { t: 'lock'; p: number; target: number }
  | { t: 'look'; p: number; target: number; hand: number[] }
  | { t: 'swap'; p: number; target: number; give: number; take: number; passed: boolean }
  | { t: 'stealDuo'; p: number; from: number; index: number }
  | { t: 'coral'; p: number; card: number }
  | { t: 'call'; p: number; kind: 'stop' | 'lastChance'; hand: number[] }
  | { t: 'turn'; p: number; extra: boolean; final: boolean; locked: boolean }
  | { t: 'roundEnd'; result: RoundResult; hands: number[][] }
  | { t: 'events'; held: number[][] }
  | { t: 'keepEvent'; p: number; event: number }
  | { t: 'gameEnd'; winner: number }
  /** The public table after the step. */
  | { t: 'public'; view: PublicView };

const L = (c: number) => (c < 0 ? -1 : CARD_LABEL[c]);

/** Projects one event onto what `seat` sees. */
export function observe(e: GameEvent, seat: number): Observation {
  switch (e.t) {
    case 'deal':
      return { t: 'deal', round: e.round, starter: e.starter, piles: [L(e.piles[0]), L(e.piles[1])], deckSize: e.deckSize, tableEvent: e.tableEvent };
    case 'draw2':
      return { t: 'draw2', p: e.p, cards: e.p === seat ? labels(e.cards) : [-1, -1] };
    case 'keep':
      return { t: 'keep', p: e.p, kept: e.p === seat ? L(e.kept) : -1 };
    case 'discard':
      return { t: 'discard', p: e.p, card: L(e.card), pile: e.pile };
    case 'drawLast':
      return { t: 'drawLast', p: e.p, card: e.p === seat ? L(e.card) : -1 };
    case 'takePile':
      return { t: 'takePile', p: e.p, pile: e.pile, card: L(e.card), angelfish: e.angelfish };
    case 'lockedDraw':
      return { t: 'lockedDraw', p: e.p, card: e.p === seat ? L(e.card) : -1, got: e.card >= 0 };
    case 'deckToHand':
      return { t: 'deckToHand', p: e.p, cards: e.p === seat ? labels(e.cards) : e.cards.map(() => -1), why: e.why };
    case 'lay':
      return { t: 'lay', p: e.p, cards: labels(e.cards) };
    case 'starfish':
      return { t: 'starfish', p: e.p, card: L(e.card) };
    case 'search':
      return { t: 'search', p: e.p, pile: e.pile, cards: e.p === seat ? labels(e.cards) : [] };
    case 'crabTake': {
      const mine = e.p === seat;
      return { t: 'crabTake', p: e.p, pile: e.pile, card: mine ? L(e.card) : -1, index: mine ? e.index : -1, seen: mine ? labels(e.seen) : [], newTop: L(e.newTop) };
    }
    case 'steal':
      return { t: 'steal', p: e.p, from: e.from, card: e.p === seat || e.from === seat ? L(e.card) : -1 };
    case 'lobsterSee':
      return { t: 'lobsterSee', p: e.p, seen: e.p === seat ? labels(e.seen) : [], count: e.seen.length };
    case 'lobster':
      return { t: 'lobster', p: e.p, kept: e.p === seat ? L(e.kept) : -1, returned: e.returned, reshuffled: e.reshuffled };
    case 'lock':
      return { t: 'lock', p: e.p, target: e.target };
    case 'look':
      return { t: 'look', p: e.p, target: e.target, hand: e.p === seat ? labels(e.hand) : [] };
    case 'swap': {
      const known = e.p === seat || e.target === seat;
      return { t: 'swap', p: e.p, target: e.target, give: known ? L(e.give) : -1, take: known ? L(e.take) : -1, passed: e.give < 0 };
    }
    case 'stealDuo':
      return { t: 'stealDuo', p: e.p, from: e.from, index: e.index };
    case 'coral':
      return { t: 'coral', p: e.p, card: e.p === seat ? L(e.card) : -1 };
    case 'call':
      return { t: 'call', p: e.p, kind: e.kind, hand: labels(e.hand) };
    case 'turn':
      return { ...e };
    case 'roundEnd':
      return { t: 'roundEnd', result: e.result, hands: e.hands.map(labels) };
    case 'events':
      return { t: 'events', held: e.held.map((h) => h.slice()) };
    case 'keepEvent':
      return { t: 'keepEvent', p: e.p, event: e.event };
    case 'gameEnd':
      return { t: 'gameEnd', winner: e.winner };
  }
}

/** Everything `seat` observes of one applied action: the events, then the public table. */
export function observeStep(log: readonly GameEvent[], after: State, seat: number): Observation[] {
  const out = log.map((e) => observe(e, seat));
  out.push({ t: 'public', view: publicView(after, seat) });
  return out;
}
