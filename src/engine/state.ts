// The full game state: plain, serializable data (the RNG included), so it can be cloned, saved
// and replayed. Card piles store physical card ids with the top card LAST (push/pop are O(1)).

import type { RngState } from './rng.js';

/** Rules version: bump when a rule changes, so old records and models are refused. */
export const RULES_VERSION = 1;

/** Who has to decide what. */
export const PHASE = {
  /** Take a card: draw two, take a pile top, or the Jellyfish-locked draw. */
  TAKE: 0,
  /** Keep one of the two drawn cards. */
  KEEP: 1,
  /** Choose the pile for the other drawn card. */
  DISCARD: 2,
  /** The Angelfish: take one of two same-coloured pile tops. */
  ANGELFISH: 3,
  /** Play duos, Coral Reef, end the turn or call. */
  PLAY: 4,
  /** A duo was just laid while holding a Starfish: add one to it (a trio, no effect) or not. */
  STARFISH: 5,
  /** Crab duo: take a card from the pile being looked through (`crabPile`). */
  CRAB: 6,
  /** Crab duo: that card occurs in several places of the pile; choose which. */
  CRAB_RUN: 7,
  /** Lobster: keep one of the cards seen. */
  LOBSTER: 8,
  /** Water Rodeo swimmers: give one of your cards, or pass. */
  SWAP_GIVE: 9,
  /** Water Rodeo swimmers: the card you take in exchange. */
  SWAP_TAKE: 10,
  /** Water Rodeo sharks: the opponent's duo to take. */
  STEAL_DUO: 11,
  /** Swimmer + Shark with 3-4 players: which opponent to steal from. */
  STEAL_FROM: 12,
  /** A player holding two events keeps one. */
  KEEP_EVENT: 13,
  GAME_OVER: 14,
  /** Crab duo: choose the pile to look through (both have cards). */
  CRAB_PILE: 15,
} as const;
export type Phase = (typeof PHASE)[keyof typeof PHASE];

export type RoundEnding = 'stop' | 'lastChanceWon' | 'lastChanceLost' | 'emptyDeck' | 'mermaids';

export interface RoundResult {
  round: number;
  ending: RoundEnding;
  /** The caller (stop, last chance), the mermaid winner, or -1. */
  player: number;
  /** Per player; empty for emptyDeck and mermaids rounds. */
  cardPoints: number[];
  colourBonus: number[];
  gains: number[];
  scores: number[];
  /** Who received the round's event (-1: discarded or none). */
  eventTo: number;
  /** Who starts the next round (-1 when the game is over). */
  nextStarter: number;
}

export interface State {
  version: number;
  players: number;
  salt: boolean;
  pepper: boolean;
  target: number;
  rng: RngState;
  round: number;
  scores: number[];
  phase: Phase;
  /** The player who must decide now. */
  current: number;
  /** The player who started the round. */
  starter: number;
  deck: number[];
  piles: number[][];
  hands: number[][];
  /**
   * Cards in each player's hand that the other players have seen go into it or in it (taken from a
   * pile, stolen, swapped, revealed by a call or a Water Rodeo look): what the table knows of a hand.
   */
  shown: number[][];
  /** Groups laid in front of each player, in laying order; a trio's Starfish is its third card. */
  tables: number[][][];
  /** Each player's face-down Shell (Coral Reef), or -1. */
  faceDown: number[];
  /** Cards in nobody's hand waiting on a decision: the two drawn (KEEP), the one to discard (DISCARD), the Lobster's cards. */
  pending: number[];
  /** CRAB, CRAB_RUN: the pile being looked through; -1 otherwise. */
  crabPile: number;
  /** CRAB_RUN: the label chosen. */
  crabLabel: number;
  /** The Crab duo in progress is a Hermit Crab one (pile 1, then pile 2). */
  hermit: boolean;
  /** SWAP_TAKE: the card (still in the swapper's hand) being given, or -1. */
  swapGive: number;
  /** SWAP_GIVE / SWAP_TAKE / STEAL_DUO: the opponent targeted. */
  target2: number;
  /** Player whose next turn is Jellyfish-locked, or -1. */
  locked: number;
  /** The current turn is a Jellyfish-locked turn. */
  lockedTurn: boolean;
  /** Who called STOP or LAST CHANCE this round, or -1. */
  caller: number;
  /** 0: no call yet, 1: STOP, 2: LAST CHANCE. */
  call: number;
  /** Players still owed a final turn after LAST CHANCE, in order. */
  finalTurns: number[];
  /** Table event of this round, or -1. */
  tableEvent: number;
  /** Events each player holds (two only while KEEP_EVENT is pending). */
  held: number[][];
  /** Event deck, next event LAST. */
  eventDeck: number[];
  eventDiscard: number[];
  /** Who starts the next round once the pending event choice is made. */
  nextStarter: number;
  /** -1: game goes on; 0..n-1: winner; -2: draw. */
  winner: number;
  gameEnd: '' | 'score' | 'mermaids';
  results: RoundResult[];
  /** Number of decisions applied so far (the game record's length). */
  ply: number;
}

/** A finished game's result for `player`: 1 won, 0.5 drawn, 0 lost (what the search and the training targets count). */
export function gameResult(s: State, player: number): number {
  return s.winner === player ? 1 : s.winner === -2 ? 0.5 : 0;
}

export function cloneState(s: State): State {
  return {
    version: s.version,
    players: s.players,
    salt: s.salt,
    pepper: s.pepper,
    target: s.target,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    round: s.round,
    scores: s.scores.slice(),
    phase: s.phase,
    current: s.current,
    starter: s.starter,
    deck: s.deck.slice(),
    piles: [s.piles[0].slice(), s.piles[1].slice()],
    hands: s.hands.map((h) => h.slice()),
    shown: s.shown.map((h) => h.slice()),
    tables: s.tables.map((t) => t.map((g) => g.slice())),
    faceDown: s.faceDown.slice(),
    pending: s.pending.slice(),
    crabPile: s.crabPile,
    crabLabel: s.crabLabel,
    hermit: s.hermit,
    swapGive: s.swapGive,
    target2: s.target2,
    locked: s.locked,
    lockedTurn: s.lockedTurn,
    caller: s.caller,
    call: s.call,
    finalTurns: s.finalTurns.slice(),
    tableEvent: s.tableEvent,
    held: s.held.map((h) => h.slice()),
    eventDeck: s.eventDeck.slice(),
    eventDiscard: s.eventDiscard.slice(),
    nextStarter: s.nextStarter,
    winner: s.winner,
    gameEnd: s.gameEnd,
    results: s.results.slice(),
    ply: s.ply,
  };
}
