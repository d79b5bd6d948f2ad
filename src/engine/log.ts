// What happened, with full information. The engine reports these to an optional log;
// observation.ts projects each one onto what a given seat sees.

import type { RoundResult } from './state.js';

export type GameEvent =
  /** A round starts: the two pile tops are turned up, the table event too. */
  | { t: 'deal'; round: number; starter: number; piles: [number, number]; deckSize: number; tableEvent: number }
  /** Drew two from the deck (the cards are private). */
  | { t: 'draw2'; p: number; cards: [number, number] }
  /** Kept one of the two drawn (private). */
  | { t: 'keep'; p: number; kept: number }
  /** The other drawn card put face up on a pile (public). */
  | { t: 'discard'; p: number; card: number; pile: number }
  /** Took the single last card of the deck (private). */
  | { t: 'drawLast'; p: number; card: number }
  /** Took the top of a pile (public), also for the Angelfish. */
  | { t: 'takePile'; p: number; pile: number; card: number; angelfish: boolean }
  /** A Jellyfish-locked turn: the top card of the deck, or nothing (-1). */
  | { t: 'lockedDraw'; p: number; card: number }
  /** Cards from the top of the deck into a hand, unseen by others: Fish, Sunfish, Dolphins. */
  | { t: 'deckToHand'; p: number; cards: number[]; why: 'fish' | 'dolphins' }
  /** A duo laid (public). */
  | { t: 'lay'; p: number; cards: number[] }
  /** A Starfish added to the duo just laid, making a trio (public). */
  | { t: 'starfish'; p: number; card: number }
  /** Crab: the pile looked through (bottom first; seen by p only). */
  | { t: 'search'; p: number; pile: number; cards: number[] }
  /**
   * Crab: the card taken from a pile (private) and its position from the top; `seen` is the whole
   * pile as the taker looked through it (bottom first); everyone sees the new top (-1: empty).
   */
  | { t: 'crabTake'; p: number; pile: number; card: number; index: number; seen: number[]; newTop: number }
  /** Swimmer + Shark: a card stolen (known to both players). */
  | { t: 'steal'; p: number; from: number; card: number }
  /** Lobster: the cards taken from the top of the deck (seen by p only). */
  | { t: 'lobsterSee'; p: number; seen: number[] }
  /** Lobster: the card kept (private); the others went back into the deck, reshuffled if any. */
  | { t: 'lobster'; p: number; kept: number; returned: number; reshuffled: boolean }
  /** Jellyfish: `target`'s next turn is locked. */
  | { t: 'lock'; p: number; target: number }
  /** Water Rodeo swimmers: the hand looked at (seen by p). */
  | { t: 'look'; p: number; target: number; hand: number[] }
  /** Water Rodeo swimmers: the swap (known to both), or a pass (give = -1). */
  | { t: 'swap'; p: number; target: number; give: number; take: number }
  /** Water Rodeo sharks: the opponent's `index`-th group moved in front of p. */
  | { t: 'stealDuo'; p: number; from: number; index: number }
  /** Coral Reef: a Shell placed face down (its colour is private). */
  | { t: 'coral'; p: number; card: number }
  /** STOP or LAST CHANCE; the hands revealed. */
  | { t: 'call'; p: number; kind: 'stop' | 'lastChance'; hand: number[] }
  /** The turn passes to `p`. */
  | { t: 'turn'; p: number; extra: boolean; final: boolean; locked: boolean }
  /** A round ends; hands revealed (empty for emptyDeck and mermaids). */
  | { t: 'roundEnd'; result: RoundResult; hands: number[][] }
  /** Events handed out or discarded at the end of a round. */
  | { t: 'events'; held: number[][] }
  | { t: 'keepEvent'; p: number; event: number }
  | { t: 'gameEnd'; winner: number };
