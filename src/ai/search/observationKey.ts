// What the searching seat would observe in a world, hashed to one number: the key of a tree node's
// child. Two worlds reached by the same edges lead to the same child only if the seat would see the
// same thing in both (its own hand and pending cards, the piles, the scores, the shown cards...), so
// the seat's later decisions are made knowing what it would know then (the cards it drew, what the
// opponent discarded), as its information sets in the real game, not averaged over unseen draws.
// It reads only what the seat sees: never the other hands beyond state.shown, nor the deck's order.
// Hand-written because it runs at every step of every simulation; a 32-bit collision merges two
// children, which is rare and only costs a little precision.

import { CARD_LABEL, LABEL_COUNT } from '../../engine/cards.js';
import { PHASE, type State } from '../../engine/state.js';

/** Multisets hashed by summing a random constant per (slot, label): order does not matter. */
const SLOTS = 3;
const ZOBRIST = (() => {
  const z = new Int32Array(SLOTS * LABEL_COUNT);
  let x = 0x2545f491;
  for (let i = 0; i < z.length; i++) {
    // xorshift32: fixed constants, the same in every run.
    x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
    z[i] = x;
  }
  return z;
})();

function multiset(cards: readonly number[], slot: number): number {
  let h = 0;
  const base = slot * LABEL_COUNT;
  for (let i = 0; i < cards.length; i++) h = (h + ZOBRIST[base + CARD_LABEL[cards[i]]]) | 0;
  return h;
}

function mix(h: number, x: number): number {
  h = Math.imul(h ^ x, 0x9e3779b1);
  return h ^ (h >>> 15);
}

function top(pile: readonly number[]): number {
  return pile.length > 0 ? CARD_LABEL[pile[pile.length - 1]] : -1;
}

/** Who acts in which phase: the coarse child key (self-play's), and the start of the fine one. */
export function situation(s: State): number {
  return s.phase * 8 + (s.phase === PHASE.GAME_OVER ? 7 : s.current);
}

/** The child key of `s` for the searching `seat`: who acts in which phase, and what the seat sees. */
export function observationKey(s: State, seat: number): number {
  let h = situation(s);
  h = mix(h, multiset(s.hands[seat], 0));
  // Pending cards are the deciding player's alone (the two drawn, the Lobster's).
  if (s.current === seat) h = mix(h, multiset(s.pending, 1));
  for (let p = 0; p < s.players; p++) if (p !== seat) h = mix(h, multiset(s.shown[p], 2) + s.hands[p].length);
  h = mix(h, top(s.piles[0]) * 64 + s.piles[0].length);
  h = mix(h, top(s.piles[1]) * 64 + s.piles[1].length);
  h = mix(h, s.deck.length * 8 + s.call);
  h = mix(h, s.faceDown[seat]);
  for (const e of s.held[seat]) h = mix(h, 1000 + e);
  h = mix(h, s.round * 64 + s.tableEvent);
  for (let p = 0; p < s.players; p++) h = mix(h, s.scores[p]);
  return h;
}
