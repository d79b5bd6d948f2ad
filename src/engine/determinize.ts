// Dealing a world consistent with a seat's knowledge, for the search (OpenSpiel's
// ResampleFromInfostate). Every card the seat has seen stays where it knows it is; the unseen cards
// are dealt uniformly at random into the places the seat cannot see (the deck's unknown part, the
// unseen cards of other hands, unknown face-down Shells, cards waiting on another player's decision).
//
// Not exactly uniform over consistent deals: the hypothesis is drawn by its (approximate) weight, and
// within it the unseen cards are dealt uniformly, which ignores that a card the opponent chose to
// keep is not a uniform card (DESIGN.md: weighting worlds by the opponent's choices is future work).

import { EVENT_COUNT } from './events.js';
import { K, LABEL_COUNT, LABEL_FIRST_CARD, LABEL_KIND, CARD_LABEL } from './cards.js';
import { type Hypothesis, type Knowledge, UNKNOWN_SHELL, unseenCounts } from './knowledge.js';
import { type RngState, nextUint32, seedRng, shuffleInPlace } from './rng.js';
import { PHASE, RULES_VERSION, type State } from './state.js';

function pickHypothesis(k: Knowledge, rng: RngState) {
  const hyps = k.hypotheses;
  if (hyps.length === 1) return hyps[0];
  let r = nextUint32(rng) / 4294967296;
  for (const h of hyps) {
    r -= h.weight;
    if (r < 0) return h;
  }
  return hyps[hyps.length - 1];
}

export function determinize(k: Knowledge, rng: RngState): State {
  // The search deals a world per simulation: it skips the sets dealWorld builds for follow.ts.
  return deal(k, pickHypothesis(k, rng), rng).state;
}

/** A world dealt under one hypothesis, with the ids of its unseen cards and of the cards known to be in the deck. */
export interface DealtWorld {
  state: State;
  /** Cards whose place the seat does not know (deck, unseen hand cards, unknown face-down Shells, hidden pending). */
  unseen: Set<number>;
  /** Cards the seat knows to be somewhere in the deck. */
  deckKnown: Set<number>;
}

export function dealWorld(k: Knowledge, h: Hypothesis, rng: RngState): DealtWorld {
  const unseen = new Set<number>();
  const { state, deckKnown } = deal(k, h, rng, unseen);
  return { state, unseen, deckKnown: new Set(deckKnown) };
}

/** Deals a world under `h`; with `unseen`, also collects the ids of the cards whose place the seat does not know. */
function deal(k: Knowledge, h: Hypothesis, rng: RngState, unseen?: Set<number>): { state: State; deckKnown: number[] } {
  const v = k.view;
  const n = v.players;
  const copy = LABEL_FIRST_CARD.slice();
  const id = (l: number) => copy[l]++;
  const ids = (ls: readonly number[]) => ls.map(id);

  const hands: number[][] = [];
  for (let q = 0; q < n; q++) hands.push(q === v.seat ? ids(v.hand) : ids(h.known[q]));
  const tables = v.tables.map((t) => t.map(ids));
  // The shown cards are cards of the hands, picked by label.
  const shown = v.shown.map((labels, q) => {
    const rest = hands[q].slice();
    const out: number[] = [];
    for (const l of labels) {
      const i = rest.findIndex((c) => CARD_LABEL[c] === l);
      if (i >= 0) out.push(rest.splice(i, 1)[0]);
    }
    return out;
  });
  const piles = h.piles.map(ids);
  const faceDown = new Array(n).fill(-1);
  faceDown[v.seat] = v.ownFaceDown >= 0 ? id(v.ownFaceDown) : -1;
  for (let q = 0; q < n; q++) if (q !== v.seat && h.faceDown[q] >= 0) faceDown[q] = id(h.faceDown[q]);
  const pending = ids(v.pending);
  const deckKnown = ids(h.deckKnown);

  // The unseen cards: whatever copies are left.
  const counts = unseenCounts(v, h);
  const pool: number[] = [];
  for (let l = 0; l < LABEL_COUNT; l++) for (let i = 0; i < counts[l]; i++) pool.push(id(l));
  shuffleInPlace(rng, pool);
  if (unseen) for (const c of pool) unseen.add(c);
  for (let q = 0; q < n; q++) {
    if (q === v.seat || h.faceDown[q] !== UNKNOWN_SHELL) continue;
    const shell = pool.findIndex((c) => LABEL_KIND[CARD_LABEL[c]] === K.shell);
    faceDown[q] = pool[shell];
    pool.splice(shell, 1);
  }
  for (let q = 0; q < n; q++) for (let i = 0; i < h.slots[q]; i++) hands[q].push(pool.pop()!);
  for (let i = 0; i < v.pendingHidden; i++) pending.push(pool.pop()!);
  const deck = pool.concat(deckKnown);
  if (deckKnown.length > 0) shuffleInPlace(rng, deck);

  let eventDeck: number[] = [];
  if (v.pepper) {
    const out = new Set<number>([...v.eventDiscard, ...v.held.flat()]);
    if (v.tableEvent >= 0) out.add(v.tableEvent);
    for (let e = 0; e < EVENT_COUNT; e++) if (!out.has(e)) eventDeck.push(e);
    shuffleInPlace(rng, eventDeck);
    eventDeck = eventDeck.slice(0, v.eventDeckSize);
  }

  let swapGive = -1;
  if (v.phase === PHASE.SWAP_TAKE) {
    const giver = hands[v.current];
    swapGive = v.swapGive >= 0 ? giver.find((c) => CARD_LABEL[c] === v.swapGive)! : giver[0];
  }

  const state: State = {
    version: RULES_VERSION,
    players: n,
    salt: v.salt,
    pepper: v.pepper,
    target: v.target,
    rng: seedRng(nextUint32(rng)),
    round: v.round,
    scores: v.scores.slice(),
    phase: v.phase,
    current: v.current,
    starter: v.starter,
    deck,
    piles,
    hands,
    shown,
    tables,
    faceDown,
    pending,
    crabPile: v.crabPile,
    crabLabel: v.crabLabel,
    hermit: v.hermit,
    swapGive,
    target2: v.target2,
    locked: v.locked,
    lockedTurn: v.lockedTurn,
    caller: v.caller,
    call: v.call,
    finalTurns: v.finalTurns.slice(),
    tableEvent: v.tableEvent,
    held: v.held.map((x) => x.slice()),
    eventDeck,
    eventDiscard: v.eventDiscard.slice(),
    nextStarter: v.nextStarter,
    winner: v.winner,
    gameEnd: v.gameEnd,
    results: v.results.slice(),
    ply: v.ply,
  };
  return { state, deckKnown };
}
