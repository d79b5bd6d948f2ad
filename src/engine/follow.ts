// Following a real game from one seat (the analysis page): a person types what they saw, and the
// seat's knowledge is built from it. Each entry is played out in a world dealt from the current
// knowledge, with the world's unseen cards rearranged so that what the seat sees is exactly what was
// typed; the seat's observations of that step then update the knowledge, as in a real game. An
// entry that no world consistent with the knowledge can produce is refused with a message, and the
// following is left as it was.

import { CARD_KIND, CARD_LABEL, K, LABEL_COUNT, LABEL_NAMES } from './cards.js';
import {
  CORAL_REEF, CRAB_RUN, CRAB_TAKE, DISCARD_TO, END_TURN, KEEP, LAST_CHANCE, NO_STARFISH, STOP, LOBSTER_KEEP, PLAY_DUO, ADD_STARFISH, STARFISH_LABELS, SHELL_LABELS,
  DUO_PAIRS, SWAP_GIVE, actionText,
} from './actions.js';
import { dealWorld, type DealtWorld } from './determinize.js';
import { EVENTS } from './events.js';
import { type ApplyContext, type Chance, applyInPlace, labelRuns, legalActions, newGame } from './game.js';
import { type Knowledge, deckCounts, initialKnowledge, updateKnowledge } from './knowledge.js';
import type { GameEvent } from './log.js';
import { observeStep, publicView } from './observation.js';
import type { GameOptions } from './options.js';
import { type RngState, seedRng, shuffleInPlace } from './rng.js';
import { PHASE, type State, cloneState } from './state.js';

/** What the next round starts with: the two pile cards (labels) and, with Extra Pepper, its event. */
export interface NextRound {
  piles: [number, number];
  event?: number;
}

/** What the seat saw in one step; fields name the cards shown to it. */
interface Seen {
  /** The opponent's hand, when this step shows it (a Water Rodeo look, a call, the end of a round). */
  hand?: number[];
  /** The next round, when this step ends one. */
  next?: NextRound;
  /**
   * The pile tops after the step (-1: empty). Needed only where the seat cannot tell what a pile
   * holds under its top (after an opponent's unseen Crab take); the step then asks for them.
   */
  tops?: [number, number];
  /** The opponent wins the game with the Mermaids in this step. */
  mermaidWin?: boolean;
}

export type FollowEntry =
  /**
   * A decision whose choice the seat sees (all its own, and the opponent's visible ones), with what
   * it showed the seat: cards the seat drew from the deck (in order), the card stolen (by or from the
   * seat), the pile the seat looked through with a Crab (bottom first). Two-part choices of the
   * opponent are one entry: a swap is the card given (`action`) and the card taken (`then`); a trio is
   * the duo (`action`) and its Starfish (`then`); a duo alone goes on without a Starfish.
   */
  | ({ kind: 'act'; action: number; then?: number; fromDeck?: number[]; stolen?: number; pile?: number[] } & Seen)
  /** The opponent kept one of the two cards drawn (unseen) and the other, `discarded`, went on a pile. */
  | ({ kind: 'hiddenKeep'; discarded: number; pile?: number } & Seen)
  /** The opponent took an unseen card from the pile it looked through; `newTop` is the top after (-1: empty). */
  | ({ kind: 'hiddenCrabTake'; newTop: number } & Seen)
  /** The opponent kept one of the Lobster's cards (unseen). */
  | ({ kind: 'hiddenLobsterKeep' } & Seen)
  /** The opponent put a Shell face down (Coral Reef). */
  | ({ kind: 'hiddenCoral' } & Seen);

export interface Following {
  seat: number;
  knowledge: Knowledge;
  /** Entries accepted so far (with the start, they rebuild the following: undo is replay). */
  entries: FollowEntry[];
  start: FollowStart;
}

export interface FollowStart {
  options: GameOptions;
  seat: number;
  firstPlayer: number;
  piles: [number, number];
  event?: number;
}

type Result<T> = T | { error: string };

/** Every card of the game, as labels. */
function deckCountsLabels(salt: boolean): number[] {
  const out: number[] = [];
  deckCounts(salt).forEach((n, l) => { for (let i = 0; i < n; i++) out.push(l); });
  return out;
}

const name = (l: number) => (l >= 0 && l < LABEL_COUNT ? LABEL_NAMES[l] : `card #${l}`);

/** The deal of a round whose two pile cards are known: the rest in any order. */
function dealWith(piles: [number, number], salt: boolean, rng: RngState): Result<number[]> {
  const rest = deckCountsLabels(salt);
  for (const l of piles) {
    const i = rest.indexOf(l);
    if (i < 0) return { error: `${name(l)} is not in this game's deck` };
    rest.splice(i, 1);
  }
  shuffleInPlace(rng, rest);
  return [piles[0], piles[1], ...rest];
}

export function startFollowing(start: FollowStart): Result<Following> {
  const { options, seat, firstPlayer, piles, event } = start;
  if (seat < 0 || seat >= options.players) return { error: `seat ${seat + 1} does not exist` };
  if (firstPlayer < 0 || firstPlayer >= options.players) return { error: `player ${firstPlayer + 1} does not exist` };
  if (piles[0] === piles[1] && deckCountsLabels(options.salt).filter((l) => l === piles[0]).length < 2) {
    return { error: `there is only one ${name(piles[0])}` };
  }
  const rng = seedRng(1);
  const deal = dealWith(piles, options.salt, rng);
  if ('error' in deal) return deal;
  let eventOrder: number[] | undefined;
  if (options.pepper) {
    if (event === undefined || event < 0 || event >= EVENTS.length) return { error: 'with Extra Pepper, name the round\'s event' };
    eventOrder = [event, ...EVENTS.map((_, i) => i).filter((e) => e !== event)];
  }
  const world = newGame(options, 1, { firstPlayer, deal, eventOrder });
  return { seat, knowledge: initialKnowledge(publicView(world, seat)), entries: [], start };
}

/** Rebuilds a following from its start and entries (undo = replay of fewer entries). */
export function replayFollowing(start: FollowStart, entries: readonly FollowEntry[]): Result<Following> {
  let f = startFollowing(start);
  for (let i = 0; i < entries.length; i++) {
    if ('error' in f) return f;
    const next: Result<Following> = followStep(f, entries[i]);
    if ('error' in next) return { error: `entry ${i + 1}: ${next.error}` };
    f = next;
  }
  return f;
}

/** Enters one step. Returns the new following, or an error naming what is wrong (`f` is unchanged). */
export function followStep(f: Following, entry: FollowEntry): Result<Following> {
  const k = f.knowledge;
  if (k.view.phase === PHASE.GAME_OVER) return { error: 'the game is over' };
  // Try the likeliest hypotheses first; a world that produces exactly what was seen is kept. Where
  // the hypotheses disagree on what lies under a pile's top, every one is tried, so that a top the
  // entry does not give is asked for rather than guessed.
  const hyps = k.hypotheses.slice().sort((a, b) => b.weight - a.weight);
  const pilesCertain = hyps.every((h) => h.piles.join('|') === hyps[0].piles.join('|'));
  let firstError = '';
  const found: Knowledge[] = [];
  for (let i = 0; i < hyps.length; i++) {
    const world = dealWorld(k, hyps[i], seedRng(f.entries.length * 7919 + i));
    const r = entry.mermaidWin ? playMermaidWin(k, world, entry) : playEntry(k, world, entry);
    if ('error' in r) {
      if (!firstError) firstError = r.error;
      if (r.final) break;
      continue;
    }
    const tops = r.view.pileTops;
    if (entry.tops && (tops[0] !== entry.tops[0] || tops[1] !== entry.tops[1])) {
      if (!firstError) firstError = `the piles cannot show ${entry.tops.map((t) => (t < 0 ? 'nothing' : name(t))).join(' and ')} now`;
      continue;
    }
    found.push(r);
    if (pilesCertain || entry.tops) break;
  }
  if (found.length === 0) return { error: firstError };
  const distinct = [...new Set(found.map((r) => r.view.pileTops.join()))];
  if (distinct.length > 1) {
    const pile = found[0].view.pileTops[0] !== found[1].view.pileTops[0] ? 0 : 1;
    const options = [...new Set(found.map((r) => r.view.pileTops[pile]))].map((t) => (t < 0 ? 'nothing' : name(t)));
    return { error: `which card is on top of pile ${pile + 1} now? (${options.join(' or ')})` };
  }
  return { seat: f.seat, knowledge: found[0], entries: [...f.entries, entry], start: f.start };
}

type StepResult = Knowledge | { error: string; final?: boolean };

/** Where a card sits in a world. */
type Place = { kind: 'deck'; i: number } | { kind: 'pending'; i: number } | { kind: 'hand'; q: number; i: number } | { kind: 'faceDown'; q: number };

function placeOf(s: State, card: number): Place | null {
  let i = s.deck.indexOf(card);
  if (i >= 0) return { kind: 'deck', i };
  i = s.pending.indexOf(card);
  if (i >= 0) return { kind: 'pending', i };
  for (let q = 0; q < s.players; q++) {
    i = s.hands[q].indexOf(card);
    if (i >= 0) return { kind: 'hand', q, i };
    if (s.faceDown[q] === card) return { kind: 'faceDown', q };
  }
  return null;
}

function cardAt(s: State, p: Place): number {
  switch (p.kind) {
    case 'deck': return s.deck[p.i];
    case 'pending': return s.pending[p.i];
    case 'hand': return s.hands[p.q][p.i];
    case 'faceDown': return s.faceDown[p.q];
  }
}

function setAt(s: State, p: Place, card: number): void {
  if (p.kind === 'deck') s.deck[p.i] = card;
  else if (p.kind === 'pending') s.pending[p.i] = card;
  else if (p.kind === 'hand') s.hands[p.q][p.i] = card;
  else s.faceDown[p.q] = card;
}

/** Swaps two cards' places (both must be in places the seat cannot see). */
function swapCards(s: State, a: number, b: number): void {
  const pa = placeOf(s, a)!, pb = placeOf(s, b)!;
  setAt(s, pa, b);
  setAt(s, pb, a);
}

/**
 * Can card `c` (unseen by the seat or known to be in the deck) move to place `to` without breaking
 * the seat's knowledge? Unseen cards may go to any hidden place; deck-known ones stay in the deck
 * (or the opponent's pending draw).
 */
function movable(w: DealtWorld, c: number, to: Place): boolean {
  if (w.unseen.has(c)) return to.kind !== 'faceDown' || CARD_KIND[c] === K.shell;
  // A card known to be in the deck may also have been drawn into the opponent's unseen decision.
  return w.deckKnown.has(c) && (to.kind === 'deck' || to.kind === 'pending');
}

/** Puts a card of `label` at `target` (a hidden place), swapping with another hidden card; false if impossible. */
function bring(w: DealtWorld, label: number, target: Place, fixed: Set<number>): boolean {
  const s = w.state;
  const current = cardAt(s, target);
  if (CARD_LABEL[current] === label) return true;
  for (const c of [...w.unseen, ...w.deckKnown]) {
    if (CARD_LABEL[c] !== label || fixed.has(c)) continue;
    const from = placeOf(s, c);
    if (!from || !movable(w, c, target)) continue;
    // The card lies face down (Coral Reef) and what it makes way for is no Shell: another unseen Shell lies there instead.
    if (!movable(w, current, from) && !(from.kind === 'faceDown' && replaceFaceDown(w, c, current, fixed))) continue;
    swapCards(s, c, current);
    return true;
  }
  return false;
}

/** Swaps face-down card `c` with another unseen Shell from a place where `current` may then go; false if none. */
function replaceFaceDown(w: DealtWorld, c: number, current: number, fixed: Set<number>): boolean {
  for (const o of w.unseen) {
    if (o === c || o === current || fixed.has(o) || CARD_KIND[o] !== K.shell) continue;
    const at = placeOf(w.state, o);
    if (!at || at.kind === 'faceDown' || !movable(w, current, at)) continue;
    swapCards(w.state, c, o);
    return true;
  }
  return false;
}

/** Makes player q (not the seat) hold a card of `label`, using one of their unseen cards; false if impossible. */
function bringToHand(w: DealtWorld, q: number, label: number, fixed: Set<number>): boolean {
  const hand = w.state.hands[q];
  if (hand.some((c) => CARD_LABEL[c] === label && !fixed.has(c))) return true;
  for (let i = 0; i < hand.length; i++) {
    if (!w.unseen.has(hand[i]) || fixed.has(hand[i])) continue;
    if (bring(w, label, { kind: 'hand', q, i }, fixed)) return true;
  }
  return false;
}

/** The opponent's choices the seat does not see: which drawn card, which Crab or Lobster card, which Shell face down. */
const HIDDEN_CHOICES: [number, number][] = [
  [KEEP, KEEP + LABEL_COUNT],
  [CRAB_TAKE, CRAB_RUN + 4],
  [LOBSTER_KEEP, LOBSTER_KEEP + LABEL_COUNT],
  [CORAL_REEF, CORAL_REEF + SHELL_LABELS.length],
];

/** Makes player q's hand hold exactly `labels`, using their unseen cards; false if impossible. */
function forceHand(w: DealtWorld, q: number, labels: readonly number[], fixed: Set<number>): boolean {
  const hand = w.state.hands[q];
  if (hand.length !== labels.length) return false;
  for (const l of labels) {
    let c = hand.find((x) => CARD_LABEL[x] === l && !fixed.has(x));
    if (c === undefined) {
      const i = hand.findIndex((x) => !fixed.has(x) && w.unseen.has(x));
      if (i < 0 || !bring(w, l, { kind: 'hand', q, i }, fixed)) return false;
      c = hand[i];
    }
    fixed.add(c);
  }
  return true;
}

/**
 * The opponent wins with the Mermaids: their unseen cards must hold enough of them. How many were in
 * hand before the step is unknown (the step may bring one), so the most first, then fewer.
 */
function playMermaidWin(k: Knowledge, world: DealtWorld, entry: FollowEntry): StepResult {
  const opp = world.state.current;
  if (opp === k.seat) return { error: 'you are the one playing: your own Mermaids are known', final: true };
  let first: StepResult | null = null;
  for (let want = 4; want >= 0; want--) {
    const w: DealtWorld = { state: cloneState(world.state), unseen: world.unseen, deckKnown: world.deckKnown };
    const fixed = new Set<number>();
    let ok = true;
    for (let i = 0; i < want && ok; i++) {
      ok = bringToHand(w, opp, MERMAID_LABEL, fixed);
      if (ok) fixed.add(w.state.hands[opp].find((c) => CARD_LABEL[c] === MERMAID_LABEL && !fixed.has(c))!);
    }
    if (!ok) continue;
    const r = playEntry(k, w, entry);
    if (!('error' in r)) return r;
    first ??= r;
  }
  return first ?? { error: 'the opponent cannot hold enough Mermaids: it contradicts what you know' };
}

const MERMAID_LABEL = CARD_LABEL[CARD_KIND.indexOf(K.mermaid)];

function playEntry(k: Knowledge, world: DealtWorld, entry: FollowEntry): StepResult {
  const me = k.seat;
  const s0 = world.state;
  const actor = s0.current;
  const opp = actor === me ? -1 : actor;
  const fixed = new Set<number>();
  const actions: number[] = [];
  const chance: Chance = {};
  const who = actor === me ? 'you' : `player ${actor + 1}`;

  switch (entry.kind) {
    case 'act': {
      const a = entry.action;
      if (opp >= 0) {
        // The opponent's visible choice names cards of their hand: make the world's hand hold them.
        const labels: number[] = [];
        const t = entry.then;
        if (t !== undefined && t >= ADD_STARFISH && t < ADD_STARFISH + STARFISH_LABELS.length) labels.push(STARFISH_LABELS[t - ADD_STARFISH]);
        if (a >= PLAY_DUO && a < ADD_STARFISH) labels.push(...DUO_PAIRS[a - PLAY_DUO]);
        else if (a >= ADD_STARFISH && a < ADD_STARFISH + STARFISH_LABELS.length) labels.push(STARFISH_LABELS[a - ADD_STARFISH]);
        else if (a >= SWAP_GIVE && a < SWAP_GIVE + LABEL_COUNT) {
          if (entry.then === undefined) return { error: 'enter the swap whole: the card given and the card taken', final: true };
          labels.push(a - SWAP_GIVE);
        }
        else if (HIDDEN_CHOICES.some(([lo, hi]) => a >= lo && a < hi)) return { error: `${actionText(a)}: that choice of the opponent is not seen; enter what you saw instead`, final: true };
        for (const l of labels) {
          if (!bringToHand(world, opp, l, fixed)) return { error: `${who} cannot hold ${name(l)}: you know where every copy is` };
          fixed.add(s0.hands[opp].find((c) => CARD_LABEL[c] === l && !fixed.has(c))!);
        }
        if (entry.fromDeck?.length) return { error: 'you do not see the cards the opponent draws', final: true };
      }
      if (entry.fromDeck) {
        for (let i = 0; i < entry.fromDeck.length; i++) {
          const t = s0.deck.length - 1 - i;
          if (t < 0) return { error: 'the deck does not hold that many cards', final: true };
          if (!bring(world, entry.fromDeck[i], { kind: 'deck', i: t }, fixed)) return { error: `${name(entry.fromDeck[i])} cannot come from the deck: you know where every copy is` };
          fixed.add(s0.deck[t]);
        }
      }
      if (entry.stolen !== undefined) {
        chance.stolen = entry.stolen;
        const victim = actor === me ? (me + 1) % s0.players : me;
        if (victim !== me && !bringToHand(world, victim, entry.stolen, fixed)) return { error: `player ${victim + 1} cannot hold ${name(entry.stolen)}` };
      }
      // A hand shown by a call or at the end of the round is the hand held now, unless cards change hands first.
      const other = opp >= 0 ? opp : (me + 1) % s0.players;
      const handStill = opp >= 0 ? [END_TURN, STOP, LAST_CHANCE].includes(a) : entry.stolen === undefined && entry.then === undefined;
      if (entry.hand && handStill && s0.players === 2 && !forceHand(world, other, entry.hand, fixed)) {
        return { error: 'the opponent cannot hold that hand: it contradicts what you know' };
      }
      if (!legalActions(s0).includes(a)) {
        return { error: `${actionText(a)} is not possible now (${legalActions(s0).map(actionText).join(', ')})`, final: opp < 0 };
      }
      actions.push(a);
      if (entry.then !== undefined) actions.push(entry.then);
      break;
    }
    case 'hiddenKeep': {
      if (opp < 0 || s0.phase !== PHASE.KEEP) return { error: 'no opponent is choosing between two drawn cards now', final: true };
      if (!bring(world, entry.discarded, { kind: 'pending', i: 1 }, fixed)) return { error: `${name(entry.discarded)} cannot have been drawn: you know where every copy is` };
      actions.push(KEEP + CARD_LABEL[s0.pending[0]]);
      break;
    }
    case 'hiddenCrabTake': {
      if (opp < 0 || s0.phase !== PHASE.CRAB) return { error: 'no opponent is taking a card with a Crab now', final: true };
      const pile = s0.piles[s0.crabPile];
      const options: number[] = [];
      for (let i = 0; i < pile.length; i++) {
        const rest = pile.filter((_, j) => j !== i);
        if ((rest.length ? CARD_LABEL[rest[rest.length - 1]] : -1) === entry.newTop) options.push(i);
      }
      if (options.length === 0) return { error: `no card of pile ${s0.crabPile + 1} leaves ${entry.newTop < 0 ? 'it empty' : name(entry.newTop) + ' on top'}` };
      const index = options[0];
      const label = CARD_LABEL[pile[index]];
      actions.push(CRAB_TAKE + s0.crabPile * LABEL_COUNT + label);
      const runs = labelRuns(pile, label);
      if (runs.length > 1) {
        let r = 0;
        while (r + 1 < runs.length && runs[r + 1] >= index) r++;
        actions.push(CRAB_RUN + r);
      }
      break;
    }
    case 'hiddenLobsterKeep':
      if (opp < 0 || s0.phase !== PHASE.LOBSTER) return { error: 'no opponent is keeping a Lobster card now', final: true };
      actions.push(LOBSTER_KEEP + CARD_LABEL[s0.pending[0]]);
      break;
    case 'hiddenCoral': {
      if (opp < 0 || s0.phase !== PHASE.PLAY) return { error: 'the opponent cannot place a Shell face down now', final: true };
      const shells = SHELL_LABELS.filter((l) => bringToHand(world, opp, l, fixed));
      const legal = legalActions(s0);
      const choice = shells.map((l) => CORAL_REEF + SHELL_LABELS.indexOf(l)).find((a) => legal.includes(a));
      if (choice === undefined) return { error: 'the opponent cannot place a Shell face down now', final: true };
      actions.push(choice);
      break;
    }
  }
  if (entry.kind === 'hiddenKeep' && entry.pile !== undefined) actions.push(DISCARD_TO + entry.pile);
  return finishStep(k, world, actions, chance, entry);
}

/** Applies the step's actions; checks the hand shown and the next round's start against the entry. */
function finishStep(k: Knowledge, world: DealtWorld, actions: number[], chance: Chance, entry: FollowEntry): StepResult {
  const me = k.seat;
  const rng = seedRng(k.view.ply * 31 + 7);
  // A revealed hand may need the world's unseen cards rearranged; a few attempts are enough, since
  // each repair swaps every wrong card for a right one.
  for (let attempt = 0; attempt < 3; attempt++) {
    const s = cloneState(world.state);
    const log: GameEvent[] = [];
    const ctx: ApplyContext = { chance: { ...chance }, log, autoEndOnlyFor: me };
    if (entry.next) {
      const deal = dealWith(entry.next.piles, s.salt, rng);
      if ('error' in deal) return { error: deal.error, final: true };
      ctx.chance!.deal = deal;
      if (s.pepper && entry.next.event !== undefined) {
        const e = entry.next.event;
        const at = s.eventDeck.indexOf(e);
        if (at >= 0) [s.eventDeck[at], s.eventDeck[s.eventDeck.length - 1]] = [s.eventDeck[s.eventDeck.length - 1], s.eventDeck[at]];
        else if (s.eventDeck.length > 0) return { error: `${EVENTS[e]} is not in the event deck`, final: true };
        else ctx.chance!.events = [e, ...EVENTS.map((_, i) => i).filter((x) => x !== e)];
      }
    }
    for (const a of actions) {
      if (!legalActions(s).includes(a)) return { error: `${actionText(a)} is not possible now`, final: true };
      applyInPlace(s, a, ctx);
      // Whether the opponent may add a Starfish depends on their unseen hand: a duo entered alone had none added.
      if (s.phase === PHASE.STARFISH && s.current !== me && actions.indexOf(a) === actions.length - 1) applyInPlace(s, NO_STARFISH, ctx);
    }
    if (s.phase === PHASE.DISCARD && entry.kind === 'hiddenKeep') return { error: 'both piles have cards: say which pile the discarded card went on', final: true };
    if (entry.kind === 'act' && entry.pile) {
      const search = log.find((e) => e.t === 'search' && e.p === me);
      if (search && search.t === 'search' && search.cards.map((c) => CARD_LABEL[c]).join() !== entry.pile.join()) {
        return { error: 'that pile does not hold what you know of it' };
      }
    }
    // Whatever the seat saw come off the deck, or change hands with it, must have been entered.
    const fromDeck = seenFromDeck(log, me);
    if (fromDeck > 0 && (entry.kind !== 'act' || (entry.fromDeck?.length ?? 0) !== fromDeck)) {
      return { error: `you see ${fromDeck} card${fromDeck > 1 ? 's' : ''} from the deck here: enter ${fromDeck > 1 ? 'them' : 'it'}`, final: true };
    }
    if (fromDeck === 0 && entry.kind === 'act' && entry.fromDeck?.length) return { error: 'no card comes from the deck to you here', final: true };
    const stole = log.some((e) => e.t === 'steal' && (e.p === me || e.from === me));
    if (stole !== (entry.kind === 'act' && entry.stolen !== undefined)) {
      return { error: stole ? 'a card is stolen here: enter which' : 'no card is stolen here', final: true };
    }
    const oppMermaids = s.gameEnd === 'mermaids' && s.winner !== me;
    if (oppMermaids !== (entry.mermaidWin === true)) {
      return { error: oppMermaids ? 'the opponent wins with the Mermaids here: say so' : 'the opponent does not win with the Mermaids here' };
    }
    const dealt = log.some((e) => e.t === 'deal');
    if (dealt && !entry.next) return { error: 'this ends the round: enter the next round\'s two pile cards' + (s.pepper ? ' and its event' : ''), final: true };
    if (!dealt && entry.next) return { error: 'the round does not end here', final: true };
    if (dealt && s.pepper && entry.next?.event !== undefined && s.tableEvent !== entry.next.event) return { error: `${EVENTS[entry.next.event]} cannot be the next event`, final: true };

    // The opponent's hand shown in this step (a look, a call, the end of a round).
    const shown = revealedHand(log, me);
    if (shown && !entry.hand) return { error: 'the opponent\'s hand is shown here: enter it', final: true };
    if (!shown && entry.hand) return { error: 'the opponent\'s hand is not shown here', final: true };
    if (shown && entry.hand) {
      const want = entry.hand.slice().sort((a, b) => a - b).join();
      const got = shown.cards.map((c) => CARD_LABEL[c]).sort((a, b) => a - b).join();
      if (want !== got) {
        if (!repairHand(world, shown.cards, entry.hand)) return { error: 'the opponent cannot hold that hand: it contradicts what you know' };
        continue;
      }
    }
    const next = updateKnowledge(k, observeStep(log, s, me));
    return next;
  }
  return { error: 'the opponent cannot hold that hand: it contradicts what you know' };
}

function seenFromDeck(log: GameEvent[], me: number): number {
  let n = 0;
  for (const e of log) {
    if (!('p' in e) || e.p !== me) continue;
    if (e.t === 'draw2') n += 2;
    else if (e.t === 'drawLast' || (e.t === 'lockedDraw' && e.card >= 0)) n += 1;
    else if (e.t === 'deckToHand') n += e.cards.length;
    else if (e.t === 'lobsterSee') n += e.seen.length;
  }
  return n;
}

function revealedHand(log: GameEvent[], me: number): { cards: number[] } | null {
  for (const e of log) {
    if (e.t === 'look' && e.p === me) return { cards: e.hand };
    if (e.t === 'call' && e.p !== me) return { cards: e.hand };
    if (e.t === 'roundEnd' && e.hands.length > 0) {
      const q = e.hands.findIndex((_, i) => i !== me);
      return { cards: e.hands[q] };
    }
  }
  return null;
}

/** Swaps the world's unseen cards so that the shown hand would hold `want` instead of `shown`. */
function repairHand(world: DealtWorld, shown: number[], want: number[]): boolean {
  const need = want.slice();
  const wrong: number[] = [];
  for (const c of shown) {
    const i = need.indexOf(CARD_LABEL[c]);
    if (i >= 0) need.splice(i, 1);
    else wrong.push(c);
  }
  if (need.length !== wrong.length) return false;
  const s = world.state;
  for (let j = 0; j < wrong.length; j++) {
    const w = wrong[j];
    if (!world.unseen.has(w)) return false;
    const src = [...world.unseen].find((c) => CARD_LABEL[c] === need[j] && !shown.includes(c) && placeOf(s, c) !== null);
    if (src === undefined) return false;
    const pw = placeOf(s, w);
    if (pw === null) return false;
    swapCards(s, w, src);
  }
  return true;
}

/** Cards shown to be held (for the page's pickers): labels still possible somewhere unseen. */
export function possibleUnseen(f: Following): number[] {
  const out = new Set<number>();
  for (const h of f.knowledge.hypotheses) {
    const rng = seedRng(3);
    const w = dealWorld(f.knowledge, h, rng);
    for (const c of w.unseen) out.add(CARD_LABEL[c]);
    for (const c of w.deckKnown) out.add(CARD_LABEL[c]);
  }
  return [...out].sort((a, b) => a - b);
}

