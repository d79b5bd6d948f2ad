// The network's input: the acting seat's view of a world, as a sparse feature vector (DESIGN.md,
// "the network"). Written from that seat's point of view ("me" / "the opponent"), so one network
// plays both seats. It reads ONLY what the seat could know in the world `state`:
//   - its own hand, pending cards (when it decides), face-down Shell and held events;
//   - what the table knows of the other hands (state.shown), hand sizes, whether they have a
//     face-down Shell;
//   - everything public: tables, piles (top and contents by label: the seat remembers every card
//     that went onto a pile), pile and deck sizes, scores, events, locks, the call, the phase.
// It never reads state.deck's order or contents (only its size), the other hands beyond
// state.shown, their face-down Shells' labels, pending cards of another player's decision,
// state.rng, or state.eventDeck. tests/net/encoding.test.ts checks that re-dealing the hidden cards
// leaves the features unchanged.
//
// One caveat, inherent to encoding a State: after the opponent takes a card with a Crab, the seat
// does not know which card left the pile (its knowledge keeps hypotheses), while a State holds one
// answer. In the search the State is a world dealt from the seat's knowledge, so the pile contents
// are a sample consistent with it, not a leak. Training rows should be encoded from such a dealt
// world (or accept that rare, small leak when encoding the true state).
//
// Players: the AI is trained for two players only. With 3-4 players, card counts of "the
// opponent" sum every other player, and its scalar features (score, events, lock) are those of the
// next player in turn order; such a network has never seen these positions.
//
// Layout (ENCODING_SLICES, contiguous, in this order; L = LABEL_COUNT labels, E = EVENT_COUNT):
//   myHand          L   my hand: copies of each label
//   oppShown        L   cards the table knows to be in the opponent's hand (state.shown), by label
//   myTable         L   cards in the groups laid in front of me, by label
//   oppTable        L   cards in the groups laid in front of the opponent, by label
//   groups          4   my duos, my trios (a Starfish joined), the opponent's duos, trios; each / 4
//   oppGroupSlots  72   the opponent's groups 0..7 in laying order (what STEAL_DUO + i names): for
//                       each, 9 flags: the duo's kind pair (crab-crab, boat-boat, fish-fish,
//                       swimmer-shark, crab-lobster, swimmer-jellyfish, swimmer-swimmer,
//                       shark-shark), then "is a trio"
//   myFaceDown      6   my face-down Shell (Coral Reef): one-hot over SHELL_LABELS
//   oppFaceDown     1   the opponent has a face-down Shell
//   pile1Top        L   one-hot label of pile 1's top (all zero when empty)
//   pile2Top        L   same for pile 2
//   pile1Cards      L   pile 1's contents by label (the seat saw every card go onto it)
//   pile2Cards      L   same for pile 2
//   unseen          L   copies of each label whose place I do not know: the copies in play (Extra
//                       Salt cards only with salt) minus my hand, the others' shown cards, every
//                       table, both piles, my face-down Shell and my pending cards
//   pending         L   my pending cards when I decide (the two drawn, the one to discard, the
//                       Lobster's cards), by label
//   choiceCard      L   when I decide: the label chosen in a Crab run choice (CRAB_RUN), or the
//                       card I give in a swap (SWAP_TAKE)
//   phase          16   one-hot state.phase (PHASE)
//   toMove          1   I am the player who decides now
//   crabPile        2   when I decide in CRAB / CRAB_RUN: one-hot pile being looked through
//   hermit          1   a Hermit Crab duo is in progress
//   sizes           5   my hand / 10, the opponent's hand / 10, pile 1 / 10, pile 2 / 10, deck / 60
//   scores          2   my score / target, the opponent's / target
//   toTarget        2   (target - score) / target, floored at 0: mine, the opponent's
//   round           1   min(round, 10) / 10
//   tableEvent      E   one-hot: this round's table event
//   myEvents        E   events I hold (two while I choose one)
//   oppEvents       E   events the opponent holds
//   eventsGone      E   events in the event discard (not coming back before a reshuffle)
//   lockedTurn      1   the current turn is a Jellyfish-locked turn
//   lockedNext      2   my next turn is locked, the opponent's next turn is locked
//   call            3   one-hot: no call / I called / the opponent called (LAST CHANCE while play goes
//                       on; a STOP shows only between its round's end and the next deal)
//   finalTurn       1   this is a LAST CHANCE final turn
//   points          3   my card points / 20, my colour bonus / 10, the opponent's known card
//                       points (its table and shown cards, under its events) / 20
//   mayCall         1   no call yet and my card points reach the threshold (7, or 10 under the
//                       Treasure Chest): in a play step I could call
//   variant         2   Extra Salt, Extra Pepper
//   iStarted        1   I started this round
// The Boat's extra turn is not in the State, so it is not encoded.

import { CARD_KIND, CARD_LABEL, K, KIND_COUNT, LABEL_COPIES, LABEL_COUNT, LABEL_NAMES, LABEL_SALT } from '../engine/cards.js';
import { SHELL_LABELS } from '../engine/actions.js';
import { E, EVENTS, EVENT_COUNT, hasEvent } from '../engine/events.js';
import { eventMask } from '../engine/game.js';
import { cardPoints, colourBonus } from '../engine/scoring.js';
import { PHASE, type State } from '../engine/state.js';

/** Bump when the features change: weight files record the version they were trained on. */
export const ENCODING_VERSION = 1;

/** A sparse feature vector: the first `count` entries of `indices` / `values` are the non-zero features. */
export interface SparseFeatures {
  indices: Int32Array;
  values: Float32Array;
  count: number;
}

export interface EncodingSlice {
  readonly name: string;
  readonly offset: number;
  readonly size: number;
}

/** Opponent group slots (STEAL_DUO targets) described in oppGroupSlots. */
export const GROUP_SLOTS = 8;
/** Flags per group slot: 8 duo kind pairs, then "trio". */
export const GROUP_SLOT_FLAGS = 9;
const PHASE_COUNT = Object.keys(PHASE).length;
const L = LABEL_COUNT;

const SLICE_SIZES: ReadonlyArray<readonly [string, number]> = [
  ['myHand', L],
  ['oppShown', L],
  ['myTable', L],
  ['oppTable', L],
  ['groups', 4],
  ['oppGroupSlots', GROUP_SLOTS * GROUP_SLOT_FLAGS],
  ['myFaceDown', SHELL_LABELS.length],
  ['oppFaceDown', 1],
  ['pile1Top', L],
  ['pile2Top', L],
  ['pile1Cards', L],
  ['pile2Cards', L],
  ['unseen', L],
  ['pending', L],
  ['choiceCard', L],
  ['phase', PHASE_COUNT],
  ['toMove', 1],
  ['crabPile', 2],
  ['hermit', 1],
  ['sizes', 5],
  ['scores', 2],
  ['toTarget', 2],
  ['round', 1],
  ['tableEvent', EVENT_COUNT],
  ['myEvents', EVENT_COUNT],
  ['oppEvents', EVENT_COUNT],
  ['eventsGone', EVENT_COUNT],
  ['lockedTurn', 1],
  ['lockedNext', 2],
  ['call', 3],
  ['finalTurn', 1],
  ['points', 3],
  ['mayCall', 1],
  ['variant', 2],
  ['iStarted', 1],
];

/** The named input slices, contiguous, in order. */
export const ENCODING_SLICES: readonly EncodingSlice[] = (() => {
  let offset = 0;
  return SLICE_SIZES.map(([name, size]) => {
    const s = { name, offset, size };
    offset += size;
    return s;
  });
})();

export const FEATURE_COUNT = ENCODING_SLICES.reduce((n, s) => n + s.size, 0);

const SLICE_BY_NAME = new Map(ENCODING_SLICES.map((s) => [s.name, s]));

/** The slice of that name; throws on an unknown name (a programming error). */
export function encodingSlice(name: string): EncodingSlice {
  const s = SLICE_BY_NAME.get(name);
  if (!s) throw new Error(`no encoding slice named "${name}"`);
  return s;
}

/** Index of feature `i` of slice `name`. */
export function featureIndex(name: string, i = 0): number {
  const s = encodingSlice(name);
  if (i < 0 || i >= s.size) throw new Error(`feature ${i} is outside slice "${name}" (size ${s.size})`);
  return s.offset + i;
}

const LABEL_SLICES = new Set(['myHand', 'oppShown', 'myTable', 'oppTable', 'pile1Top', 'pile2Top', 'pile1Cards', 'pile2Cards', 'unseen', 'pending', 'choiceCard']);
const EVENT_SLICES = new Set(['tableEvent', 'myEvents', 'oppEvents', 'eventsGone']);

/** A readable name for a feature index, e.g. `myHand[crab:darkBlue]`, for debugging and reports. */
export function featureName(index: number): string {
  for (const s of ENCODING_SLICES) {
    if (index >= s.offset && index < s.offset + s.size) {
      const i = index - s.offset;
      if (LABEL_SLICES.has(s.name)) return `${s.name}[${LABEL_NAMES[i]}]`;
      if (EVENT_SLICES.has(s.name)) return `${s.name}[${EVENTS[i]}]`;
      if (s.name === 'phase') return `phase[${Object.keys(PHASE)[i]}]`;
      if (s.name === 'myFaceDown') return `myFaceDown[${LABEL_NAMES[SHELL_LABELS[i]]}]`;
      return `${s.name}[${i}]`;
    }
  }
  return `invalid-${index}`;
}

/** A feature buffer large enough for any position; reuse it across calls. */
export function createSparseFeatures(): SparseFeatures {
  return { indices: new Int32Array(FEATURE_COUNT), values: new Float32Array(FEATURE_COUNT), count: 0 };
}

/** The dense form of sparse features (for the trainer and tests). */
export function toDense(f: SparseFeatures, out: Float32Array = new Float32Array(FEATURE_COUNT)): Float32Array {
  out.fill(0);
  for (let k = 0; k < f.count; k++) out[f.indices[k]] += f.values[k];
  return out;
}

// ---------------------------------------------------------------------------------------------
// Offsets, resolved once for the hot path.

const O_MY_HAND = featureIndex('myHand');
const O_OPP_SHOWN = featureIndex('oppShown');
const O_MY_TABLE = featureIndex('myTable');
const O_OPP_TABLE = featureIndex('oppTable');
const O_GROUPS = featureIndex('groups');
const O_OPP_SLOTS = featureIndex('oppGroupSlots');
const O_MY_FACE_DOWN = featureIndex('myFaceDown');
const O_OPP_FACE_DOWN = featureIndex('oppFaceDown');
const O_PILE_TOP = [featureIndex('pile1Top'), featureIndex('pile2Top')];
const O_PILE_CARDS = [featureIndex('pile1Cards'), featureIndex('pile2Cards')];
const O_UNSEEN = featureIndex('unseen');
const O_PENDING = featureIndex('pending');
const O_CHOICE = featureIndex('choiceCard');
const O_PHASE = featureIndex('phase');
const O_TO_MOVE = featureIndex('toMove');
const O_CRAB_PILE = featureIndex('crabPile');
const O_HERMIT = featureIndex('hermit');
const O_SIZES = featureIndex('sizes');
const O_SCORES = featureIndex('scores');
const O_TO_TARGET = featureIndex('toTarget');
const O_ROUND = featureIndex('round');
const O_TABLE_EVENT = featureIndex('tableEvent');
const O_MY_EVENTS = featureIndex('myEvents');
const O_OPP_EVENTS = featureIndex('oppEvents');
const O_EVENTS_GONE = featureIndex('eventsGone');
const O_LOCKED_TURN = featureIndex('lockedTurn');
const O_LOCKED_NEXT = featureIndex('lockedNext');
const O_CALL = featureIndex('call');
const O_FINAL_TURN = featureIndex('finalTurn');
const O_POINTS = featureIndex('points');
const O_MAY_CALL = featureIndex('mayCall');
const O_VARIANT = featureIndex('variant');
const O_I_STARTED = featureIndex('iStarted');

/** Duo kind pair of a group (its first two cards) -> flag index in a group slot. */
const PAIR_FLAG = new Int8Array(KIND_COUNT * KIND_COUNT).fill(-1);
{
  const pairs: [number, number][] = [
    [K.crab, K.crab], [K.boat, K.boat], [K.fish, K.fish], [K.swimmer, K.shark],
    [K.crab, K.lobster], [K.swimmer, K.jellyfish], [K.swimmer, K.swimmer], [K.shark, K.shark],
  ];
  pairs.forEach(([a, b], i) => {
    PAIR_FLAG[a * KIND_COUNT + b] = i;
    PAIR_FLAG[b * KIND_COUNT + a] = i;
  });
}

/** Index of each Shell label in SHELL_LABELS (-1 for other labels). */
const SHELL_INDEX = new Int8Array(L).fill(-1);
SHELL_LABELS.forEach((l, i) => { SHELL_INDEX[l] = i; });

const COPIES_BASE = new Int32Array(L);
const COPIES_SALT = new Int32Array(L);
for (let l = 0; l < L; l++) {
  COPIES_SALT[l] = LABEL_COPIES[l];
  COPIES_BASE[l] = LABEL_SALT[l] ? 0 : LABEL_COPIES[l];
}

// Scratch, reused by every call (no allocation on the hot path).
const counts = new Int32Array(L);
const unseen = new Int32Array(L);

function push(out: SparseFeatures, index: number, value: number): void {
  const k = out.count;
  out.indices[k] = index;
  out.values[k] = value;
  out.count = k + 1;
}

/** The labels whose count went from 0 to non-zero since the last flush, in the order met. */
const touched = new Int32Array(L);
let touchedCount = 0;

/**
 * Emits the non-zero entries of `counts` at `offset` (ascending) and clears it. Why not a scan of
 * all L labels: encode flushes seven times a call and most hold a few cards, so it sorts the few
 * labels it touched instead (a scan where many were, as on a long discard pile).
 */
function flushCounts(out: SparseFeatures, offset: number): void {
  const n = touchedCount;
  touchedCount = 0;
  if (n > 16) {
    for (let l = 0; l < L; l++) {
      const c = counts[l];
      if (c !== 0) {
        push(out, offset + l, c);
        counts[l] = 0;
      }
    }
    return;
  }
  for (let i = 1; i < n; i++) {
    const l = touched[i];
    let j = i - 1;
    while (j >= 0 && touched[j] > l) {
      touched[j + 1] = touched[j];
      j--;
    }
    touched[j + 1] = l;
  }
  for (let i = 0; i < n; i++) {
    const l = touched[i];
    push(out, offset + l, counts[l]);
    counts[l] = 0;
  }
}

function countCards(cards: readonly number[]): void {
  for (let i = 0; i < cards.length; i++) {
    const l = CARD_LABEL[cards[i]];
    if (counts[l]++ === 0) touched[touchedCount++] = l;
    unseen[l]--;
  }
}

function countTable(groups: readonly (readonly number[])[]): void {
  for (let g = 0; g < groups.length; g++) countCards(groups[g]);
}

/** One flag per event in `events`, in ascending order. */
function pushEvents(out: SparseFeatures, offset: number, events: readonly number[]): void {
  let mask = 0;
  for (let i = 0; i < events.length; i++) mask |= 1 << events[i];
  for (let e = 0; mask !== 0; e++, mask >>>= 1) if (mask & 1) push(out, offset + e, 1);
}

/**
 * Writes the features of `player`'s view of `state` into `out` (overwriting it). Indices are
 * strictly ascending (so distinct) and below FEATURE_COUNT; values are non-zero. Allocates nothing.
 */
export function encode(state: State, player: number, out: SparseFeatures): void {
  const s = state;
  const n = s.players;
  const me = player;
  const opp = (me + 1) % n;
  const mine = s.current === me && s.phase !== PHASE.GAME_OVER;
  out.count = 0;
  unseen.set(s.salt ? COPIES_SALT : COPIES_BASE);

  // Cards, by label; every card counted here has a place the seat knows.
  countCards(s.hands[me]);
  flushCounts(out, O_MY_HAND);
  for (let q = 0; q < n; q++) if (q !== me) countCards(s.shown[q]);
  flushCounts(out, O_OPP_SHOWN);
  countTable(s.tables[me]);
  flushCounts(out, O_MY_TABLE);
  for (let q = 0; q < n; q++) if (q !== me) countTable(s.tables[q]);
  flushCounts(out, O_OPP_TABLE);

  // Groups: duos and trios, and the opponent's group slots.
  let myDuos = 0, myTrios = 0, oppDuos = 0, oppTrios = 0;
  for (let q = 0; q < n; q++) {
    const groups = s.tables[q];
    for (let g = 0; g < groups.length; g++) {
      const trio = groups[g].length === 3;
      if (q === me) {
        if (trio) myTrios++;
        else myDuos++;
      } else {
        if (trio) oppTrios++;
        else oppDuos++;
      }
    }
  }
  if (myDuos > 0) push(out, O_GROUPS, myDuos / 4);
  if (myTrios > 0) push(out, O_GROUPS + 1, myTrios / 4);
  if (oppDuos > 0) push(out, O_GROUPS + 2, oppDuos / 4);
  if (oppTrios > 0) push(out, O_GROUPS + 3, oppTrios / 4);
  {
    const groups = s.tables[opp];
    const slots = groups.length < GROUP_SLOTS ? groups.length : GROUP_SLOTS;
    for (let g = 0; g < slots; g++) {
      const grp = groups[g];
      const base = O_OPP_SLOTS + g * GROUP_SLOT_FLAGS;
      const flag = PAIR_FLAG[CARD_KIND[grp[0]] * KIND_COUNT + CARD_KIND[grp[1]]];
      if (flag >= 0) push(out, base + flag, 1);
      if (grp.length === 3) push(out, base + 8, 1);
    }
  }

  // Face-down Shells: mine by label, the others' by presence only.
  const fd = s.faceDown[me];
  if (fd >= 0) {
    const l = CARD_LABEL[fd];
    unseen[l]--;
    push(out, O_MY_FACE_DOWN + SHELL_INDEX[l], 1);
  }
  for (let q = 0; q < n; q++) {
    if (q !== me && s.faceDown[q] >= 0) {
      push(out, O_OPP_FACE_DOWN, 1);
      break;
    }
  }

  // Piles: tops, then contents.
  for (let p = 0; p < 2; p++) {
    const pile = s.piles[p];
    if (pile.length > 0) push(out, O_PILE_TOP[p] + CARD_LABEL[pile[pile.length - 1]], 1);
  }
  for (let p = 0; p < 2; p++) {
    countCards(s.piles[p]);
    flushCounts(out, O_PILE_CARDS[p]);
  }

  // My pending cards (only mine: another player's pending cards are unseen), counted before the
  // unseen copies are written, written after them (indices ascending).
  const myPending = mine && s.pending.length > 0;
  if (myPending) countCards(s.pending);
  for (let l = 0; l < L; l++) if (unseen[l] !== 0) push(out, O_UNSEEN + l, unseen[l]);
  if (myPending) flushCounts(out, O_PENDING);

  if (mine) {
    if (s.phase === PHASE.CRAB_RUN && s.crabLabel >= 0) push(out, O_CHOICE + s.crabLabel, 1);
    else if (s.phase === PHASE.SWAP_TAKE && s.swapGive >= 0) push(out, O_CHOICE + CARD_LABEL[s.swapGive], 1);
  }

  push(out, O_PHASE + s.phase, 1);
  if (mine) {
    push(out, O_TO_MOVE, 1);
    if ((s.phase === PHASE.CRAB || s.phase === PHASE.CRAB_RUN) && s.crabPile >= 0) push(out, O_CRAB_PILE + s.crabPile, 1);
  }
  if (s.hermit) push(out, O_HERMIT, 1);

  // Sizes.
  let oppHand = 0;
  for (let q = 0; q < n; q++) if (q !== me) oppHand += s.hands[q].length;
  if (s.hands[me].length > 0) push(out, O_SIZES, s.hands[me].length / 10);
  if (oppHand > 0) push(out, O_SIZES + 1, oppHand / 10);
  if (s.piles[0].length > 0) push(out, O_SIZES + 2, s.piles[0].length / 10);
  if (s.piles[1].length > 0) push(out, O_SIZES + 3, s.piles[1].length / 10);
  if (s.deck.length > 0) push(out, O_SIZES + 4, s.deck.length / 60);

  // Scores.
  const target = s.target;
  const myScore = s.scores[me], oppScore = s.scores[opp];
  if (myScore !== 0) push(out, O_SCORES, myScore / target);
  if (oppScore !== 0) push(out, O_SCORES + 1, oppScore / target);
  if (myScore < target) push(out, O_TO_TARGET, (target - myScore) / target);
  if (oppScore < target) push(out, O_TO_TARGET + 1, (target - oppScore) / target);
  if (s.round > 0) push(out, O_ROUND, (s.round < 10 ? s.round : 10) / 10);

  // Events.
  if (s.tableEvent >= 0) push(out, O_TABLE_EVENT + s.tableEvent, 1);
  pushEvents(out, O_MY_EVENTS, s.held[me]);
  pushEvents(out, O_OPP_EVENTS, s.held[opp]);
  pushEvents(out, O_EVENTS_GONE, s.eventDiscard);

  // Locks, the call, final turns.
  if (s.lockedTurn) push(out, O_LOCKED_TURN, 1);
  if (s.locked === me) push(out, O_LOCKED_NEXT, 1);
  else if (s.locked >= 0) push(out, O_LOCKED_NEXT + 1, 1);
  push(out, O_CALL + (s.call === 0 || s.caller < 0 ? 0 : s.caller === me ? 1 : 2), 1);
  if (s.call === 2 && s.current !== s.caller && s.phase !== PHASE.GAME_OVER) push(out, O_FINAL_TURN, 1);

  // Card points (cheap with the engine's scoring, and a strong hint).
  const myMask = eventMask(s, me);
  const myPoints = cardPoints(s.hands[me], s.tables[me], myMask);
  if (myPoints > 0) push(out, O_POINTS, myPoints / 20);
  const bonus = colourBonus(s.hands[me], s.tables[me]);
  if (bonus > 0) push(out, O_POINTS + 1, bonus / 10);
  const oppKnown = cardPoints(s.shown[opp], s.tables[opp], eventMask(s, opp));
  if (oppKnown > 0) push(out, O_POINTS + 2, oppKnown / 20);
  if (s.call === 0 && myPoints >= (hasEvent(myMask, E.treasureChest) ? 10 : 7)) push(out, O_MAY_CALL, 1);

  if (s.salt) push(out, O_VARIANT, 1);
  if (s.pepper) push(out, O_VARIANT + 1, 1);
  if (s.starter === me) push(out, O_I_STARTED, 1);
}
