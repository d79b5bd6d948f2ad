// A seat's knowledge (its information state), built from its observations alone.
//
// Public facts and the seat's own cards come from the latest PublicView. What the seat cannot see
// exactly is kept as a small set of weighted hypotheses. Each hypothesis fixes the contents of both
// piles, the cards the seat knows to be in each other hand, how many unseen cards each hand holds,
// each face-down Shell, and the cards known to be in the deck (a Lobster's returned cards). Partial
// observations branch or filter the hypotheses: an opponent's Crab take branches over the cards it
// could have taken (consistent with the new top everyone sees); a card the opponent later shows
// came from a known card or from an unseen one; every public view filters out hypotheses that no
// longer match the table. Copies of a label are interchangeable, so hypotheses are deduplicated by
// labels. Weights approximate the posterior: chance is weighted by counts, an opponent's free choice
// (which card to take with a Crab, which Shell to turn face down) uniformly.

import { K, LABEL_COUNT, LABEL_COPIES, LABEL_KIND, LABEL_NAMES, LABEL_SALT } from './cards.js';
import type { Observation, PublicView } from './observation.js';

/** Face-down Shell of a hypothesis: a label, UNKNOWN_SHELL, or NO_FACE_DOWN. */
export const UNKNOWN_SHELL = -1;
export const NO_FACE_DOWN = -2;

export interface Hypothesis {
  weight: number;
  /** Labels in each pile, bottom first. */
  piles: number[][];
  /** For each player: labels the seat knows to be in that hand (empty for the seat itself). */
  known: number[][];
  /** For each player: how many cards of that hand are unseen (0 for the seat itself). */
  slots: number[];
  /** For each player other than the seat: its face-down Shell. */
  faceDown: number[];
  /** Labels known to be in the deck. */
  deckKnown: number[];
}

export interface Knowledge {
  seat: number;
  view: PublicView;
  hypotheses: Hypothesis[];
  /** Every card the seat saw go onto each pile this round, in order (the "look" under each pile). */
  seenOnto: number[][];
}

export class KnowledgeError extends Error {}

/** Hypotheses above this number are pruned, lowest weights first (never seen in play; a safeguard). */
const MAX_HYPOTHESES = 4096;

export function initialKnowledge(view: PublicView): Knowledge {
  const k: Knowledge = { seat: view.seat, view, hypotheses: [], seenOnto: [[], []] };
  resetRound(k, view);
  return k;
}

function resetRound(k: Knowledge, view: PublicView, piles?: [number, number]): void {
  const n = view.players;
  const tops = piles ?? [view.pileTops[0], view.pileTops[1]];
  k.hypotheses = [{
    weight: 1,
    piles: tops.map((t) => (t >= 0 ? [t] : [])),
    known: Array.from({ length: n }, () => []),
    slots: new Array(n).fill(0),
    faceDown: new Array(n).fill(NO_FACE_DOWN),
    deckKnown: [],
  }];
  k.seenOnto = tops.map((t) => (t >= 0 ? [t] : []));
}

function cloneHypothesis(h: Hypothesis): Hypothesis {
  return {
    weight: h.weight,
    piles: h.piles.map((p) => p.slice()),
    known: h.known.map((x) => x.slice()),
    slots: h.slots.slice(),
    faceDown: h.faceDown.slice(),
    deckKnown: h.deckKnown.slice(),
  };
}

function cloneKnowledge(k: Knowledge): Knowledge {
  return { seat: k.seat, view: k.view, hypotheses: k.hypotheses.map(cloneHypothesis), seenOnto: k.seenOnto.map((p) => p.slice()) };
}

function removeOne(a: number[], x: number): boolean {
  const i = a.indexOf(x);
  if (i < 0) return false;
  a.splice(i, 1);
  return true;
}

const name = (l: number) => (l >= 0 ? LABEL_NAMES[l] : 'an unseen card');

/**
 * Updates knowledge with one step's observations. Returns the new knowledge, or an error naming
 * the observation that contradicts what the seat knows; `k` itself is never changed.
 */
export function updateKnowledge(k: Knowledge, observations: readonly Observation[]): Knowledge | { error: string } {
  const next = cloneKnowledge(k);
  try {
    const pool = { n: k.view.deckSize + k.view.pendingHidden };
    for (const o of observations) applyObservation(next, o, pool);
  } catch (e) {
    if (e instanceof KnowledgeError) return { error: e.message };
    throw e;
  }
  return next;
}

/** Like updateKnowledge, but throws KnowledgeError (for self-play, where a contradiction is a bug). */
export function updateKnowledgeOrThrow(k: Knowledge, observations: readonly Observation[]): Knowledge {
  const r = updateKnowledge(k, observations);
  if ('error' in r) throw new KnowledgeError(r.error);
  return r;
}

/** Replaces every hypothesis by its branches (each with a weight factor), merging equal ones. */
function branch(k: Knowledge, what: string, f: (h: Hypothesis) => [Hypothesis, number][]): void {
  const merged = new Map<string, Hypothesis>();
  for (const h of k.hypotheses) {
    for (const [b, factor] of f(h)) {
      if (factor <= 0) continue;
      b.weight = h.weight * factor;
      const key = hypothesisKey(b);
      const seen = merged.get(key);
      if (seen) seen.weight += b.weight;
      else merged.set(key, b);
    }
  }
  let hyps = [...merged.values()];
  if (hyps.length === 0) throw new KnowledgeError(`${what} contradicts what this seat knows`);
  if (hyps.length > MAX_HYPOTHESES) hyps = hyps.sort((a, b) => b.weight - a.weight).slice(0, MAX_HYPOTHESES);
  const total = hyps.reduce((s, h) => s + h.weight, 0);
  for (const h of hyps) h.weight /= total;
  k.hypotheses = hyps;
}

function hypothesisKey(h: Hypothesis): string {
  const sorted = (a: number[]) => a.slice().sort((x, y) => x - y).join(',');
  return `${h.piles.map((p) => p.join(',')).join('|')}/${h.known.map(sorted).join('|')}/${h.slots.join(',')}/${h.faceDown.join(',')}/${sorted(h.deckKnown)}`;
}

/** Modifies every hypothesis in place; a hypothesis for which `f` returns false is dropped. */
function filter(k: Knowledge, what: string, f: (h: Hypothesis) => boolean): void {
  branch(k, what, (h) => {
    const c = cloneHypothesis(h);
    return f(c) ? [[c, 1]] : [];
  });
}

/** A card of this label came out of the deck into a place the seat can see. */
function fromDeckSeen(k: Knowledge, label: number, what: string): void {
  branch(k, what, (h) => {
    const inDeck = h.deckKnown.filter((l) => l === label).length;
    if (inDeck === 0) return [[cloneHypothesis(h), 1]];
    const unseen = Math.max(0, poolCount(k.view, h, label));
    const a = cloneHypothesis(h);
    removeOne(a.deckKnown, label);
    return [[a, inDeck], [cloneHypothesis(h), unseen]];
  });
}

/**
 * The cards the seat has not seen that came from the deck and are not in a hand yet: the deck and
 * the cards taken from it for a decision not yet made (a drawn pair, the Lobster's cards). Counted
 * from the view before the step and kept up to date through the step's observations, because the
 * view is not refreshed until the step's end (a keep, its discard and a Dolphins draw can come in
 * one step). A card taken unseen came from this pool: counting only the deck would drop the true
 * hypothesis when a known deck card was among the last ones drawn.
 */
interface HiddenPool { n: number }

/** Player p took `n` cards from the deck (or from their hidden pending cards) unseen by the seat. */
function fromDeckUnseen(k: Knowledge, p: number, n: number, what: string, pool: HiddenPool): void {
  for (let i = 0; i < n; i++) {
    const deck = Math.max(1, pool.n);
    pool.n--;
    branch(k, what, (h) => {
      const out: [Hypothesis, number][] = [];
      const plain = cloneHypothesis(h);
      plain.slots[p]++;
      out.push([plain, Math.max(0, deck - h.deckKnown.length) / deck]);
      for (const l of new Set(h.deckKnown)) {
        const b = cloneHypothesis(h);
        removeOne(b.deckKnown, l);
        b.known[p].push(l);
        out.push([b, h.deckKnown.filter((x) => x === l).length / deck]);
      }
      return out;
    });
  }
}

/** Player p (not the seat) showed a card from their hand: a known card if they had one, else an unseen one. */
function revealFromHand(k: Knowledge, p: number, label: number, what: string): void {
  filter(k, what, (h) => {
    if (removeOne(h.known[p], label)) return true;
    if (h.slots[p] === 0) return false;
    h.slots[p]--;
    return true;
  });
}

/** Player p's whole hand is now known to the seat. */
function handRevealed(k: Knowledge, p: number, hand: readonly number[], what: string): void {
  filter(k, what, (h) => {
    const rest = hand.slice();
    for (const l of h.known[p]) if (!removeOne(rest, l)) return false;
    if (rest.length !== h.slots[p]) return false;
    h.known[p] = hand.slice();
    h.slots[p] = 0;
    return true;
  });
}

function applyObservation(k: Knowledge, o: Observation, pool: HiddenPool): void {
  const me = k.seat;
  const what = `"${describe(o)}"`;
  switch (o.t) {
    case 'deal':
      resetRound(k, k.view, o.piles);
      return;
    case 'draw2':
      if (o.p === me) {
        for (const c of o.cards) fromDeckSeen(k, c, what);
        pool.n -= o.cards.length;
      }
      return;
    case 'keep':
      if (o.p !== me) fromDeckUnseen(k, o.p, 1, what, pool);
      return;
    case 'discard':
      if (o.p !== me) {
        fromDeckSeen(k, o.card, what);
        pool.n--;
      }
      filter(k, what, (h) => (h.piles[o.pile].push(o.card), true));
      k.seenOnto[o.pile].push(o.card);
      return;
    case 'drawLast':
    case 'lockedDraw':
      if (o.t === 'lockedDraw' && !o.got) return;
      if (o.p === me) {
        fromDeckSeen(k, o.card, what);
        pool.n--;
      } else fromDeckUnseen(k, o.p, 1, what, pool);
      return;
    case 'deckToHand':
      if (o.p === me) {
        for (const c of o.cards) fromDeckSeen(k, c, what);
        pool.n -= o.cards.length;
      } else fromDeckUnseen(k, o.p, o.cards.length, what, pool);
      return;
    case 'takePile':
      filter(k, what, (h) => {
        const pile = h.piles[o.pile];
        if (pile.length === 0 || pile[pile.length - 1] !== o.card) return false;
        pile.pop();
        if (o.p !== me) h.known[o.p].push(o.card);
        return true;
      });
      return;
    case 'lay':
      if (o.p !== me) for (const c of o.cards) revealFromHand(k, o.p, c, what);
      return;
    case 'starfish':
      if (o.p !== me) revealFromHand(k, o.p, o.card, what);
      return;
    case 'search':
      if (o.p === me) filter(k, what, (h) => h.piles[o.pile].join() === o.cards.join());
      return;
    case 'crabTake':
      if (o.p === me) {
        filter(k, what, (h) => {
          const pile = h.piles[o.pile];
          if (pile.length !== o.seen.length || pile.some((l, i) => l !== o.seen[i])) return false;
          const i = pile.length - 1 - o.index;
          if (pile[i] !== o.card) return false;
          pile.splice(i, 1);
          return true;
        });
      } else {
        branch(k, what, (h) => {
          const pile = h.piles[o.pile];
          const options: Hypothesis[] = [];
          for (let i = 0; i < pile.length; i++) {
            if (i + 1 < pile.length && pile[i + 1] === pile[i]) continue; // same result as the next copy
            const rest = pile.slice(0, i).concat(pile.slice(i + 1));
            const top = rest.length > 0 ? rest[rest.length - 1] : -1;
            if (top !== o.newTop) continue;
            const b = cloneHypothesis(h);
            b.piles[o.pile] = rest;
            b.known[o.p].push(pile[i]);
            options.push(b);
          }
          return options.map((b) => [b, 1 / options.length]);
        });
      }
      return;
    case 'steal':
      if (o.p === me) revealFromHand(k, o.from, o.card, what);
      else if (o.from === me) filter(k, what, (h) => (h.known[o.p].push(o.card), true));
      else {
        // Between two other players: the thief now holds one of the victim's cards, unseen by the seat.
        branch(k, what, (h) => {
          const size = h.known[o.from].length + h.slots[o.from];
          const out: [Hypothesis, number][] = [];
          if (h.slots[o.from] > 0) {
            const b = cloneHypothesis(h);
            b.slots[o.from]--;
            b.slots[o.p]++;
            out.push([b, h.slots[o.from] / size]);
          }
          for (const l of new Set(h.known[o.from])) {
            const b = cloneHypothesis(h);
            removeOne(b.known[o.from], l);
            b.known[o.p].push(l);
            out.push([b, h.known[o.from].filter((x) => x === l).length / size]);
          }
          return out;
        });
      }
      return;
    case 'lobsterSee':
      if (o.p === me) {
        for (const c of o.seen) fromDeckSeen(k, c, what);
        pool.n -= o.seen.length;
      }
      return;
    case 'lobster':
      if (o.p === me) {
        // The cards seen and not kept are back in the deck: the seat knows they are there.
        const back = k.view.pending.slice();
        removeOne(back, o.kept);
        filter(k, what, (h) => (h.deckKnown.push(...back), true));
        pool.n += back.length;
      } else fromDeckUnseen(k, o.p, 1, what, pool);
      return;
    case 'look':
      if (o.p === me) handRevealed(k, o.target, o.hand, what);
      return;
    case 'swap':
      if (o.passed) return;
      if (o.p === me) {
        revealFromHand(k, o.target, o.take, what);
        filter(k, what, (h) => (h.known[o.target].push(o.give), true));
      } else if (o.target === me) {
        revealFromHand(k, o.p, o.give, what);
        filter(k, what, (h) => (h.known[o.p].push(o.take), true));
      }
      return;
    case 'coral':
      if (o.p === me) return;
      branch(k, what, (h) => {
        const out: [Hypothesis, number][] = [];
        for (const l of new Set(h.known[o.p])) {
          if (LABEL_KIND[l] !== K.shell) continue;
          const b = cloneHypothesis(h);
          removeOne(b.known[o.p], l);
          b.faceDown[o.p] = l;
          out.push([b, 1]);
        }
        if (h.slots[o.p] > 0) {
          const b = cloneHypothesis(h);
          b.slots[o.p]--;
          b.faceDown[o.p] = UNKNOWN_SHELL;
          out.push([b, 1]);
        }
        return out;
      });
      return;
    case 'call':
      if (o.p !== me) handRevealed(k, o.p, o.hand, what);
      return;
    case 'roundEnd':
      o.hands.forEach((hand, p) => {
        if (p !== me) handRevealed(k, p, hand, what);
      });
      return;
    case 'public':
      k.view = o.view;
      pool.n = o.view.deckSize + o.view.pendingHidden;
      filter(k, 'the table', (h) => consistentWithView(o.view, h));
      return;
    case 'lock': case 'stealDuo': case 'turn': case 'events': case 'keepEvent': case 'gameEnd':
      return;
  }
}

/** How many copies of each label exist in this game. */
export function deckCounts(salt: boolean): number[] {
  return LABEL_COPIES.map((n, l) => (salt || !LABEL_SALT[l] ? n : 0));
}

/**
 * The labels whose place the seat does not know under hypothesis h (count per label): the deck's
 * unknown part, the unseen cards of other hands, unknown face-down Shells and cards waiting on
 * another player's decision. Negative counts mean the hypothesis is impossible.
 */
export function unseenCounts(view: PublicView, h: Hypothesis): number[] {
  const counts = deckCounts(view.salt);
  const sub = (l: number) => counts[l]--;
  view.hand.forEach(sub);
  view.pending.forEach(sub);
  for (const t of view.tables) for (const g of t) g.forEach(sub);
  if (view.ownFaceDown >= 0) sub(view.ownFaceDown);
  for (const p of h.piles) p.forEach(sub);
  for (const x of h.known) x.forEach(sub);
  for (const f of h.faceDown) if (f >= 0) sub(f);
  h.deckKnown.forEach(sub);
  return counts;
}

function poolCount(view: PublicView, h: Hypothesis, label: number): number {
  return unseenCounts(view, h)[label];
}

function consistentWithView(view: PublicView, h: Hypothesis): boolean {
  for (let i = 0; i < 2; i++) {
    const p = h.piles[i];
    if (p.length !== view.pileSizes[i]) return false;
    if ((p.length > 0 ? p[p.length - 1] : -1) !== view.pileTops[i]) return false;
  }
  let unknownShells = 0;
  let slots = 0;
  for (let q = 0; q < view.players; q++) {
    if (q === view.seat) continue;
    if (h.known[q].length + h.slots[q] !== view.handSizes[q]) return false;
    if ((h.faceDown[q] !== NO_FACE_DOWN) !== view.hasFaceDown[q]) return false;
    if (h.faceDown[q] === UNKNOWN_SHELL) unknownShells++;
    slots += h.slots[q];
  }
  const counts = unseenCounts(view, h);
  let total = 0, shells = 0;
  for (let l = 0; l < LABEL_COUNT; l++) {
    if (counts[l] < 0) return false;
    total += counts[l];
    if (LABEL_KIND[l] === K.shell) shells += counts[l];
  }
  if (shells < unknownShells) return false;
  return total === slots + unknownShells + view.pendingHidden + view.deckSize - h.deckKnown.length;
}

/** The cards the seat knows to be in player p's hand under every hypothesis (labels). */
export function knownInHand(k: Knowledge, p: number): number[] {
  if (p === k.seat) return k.view.hand.slice();
  let common: number[] | null = null;
  for (const h of k.hypotheses) {
    if (common === null) common = h.known[p].slice();
    else {
      const rest = h.known[p].slice();
      common = common.filter((l) => removeOne(rest, l));
    }
  }
  return common ?? [];
}

/** The most likely hypothesis (for display and encoding). */
export function likeliest(k: Knowledge): Hypothesis {
  return k.hypotheses.reduce((a, b) => (b.weight > a.weight ? b : a));
}

function describe(o: Observation): string {
  switch (o.t) {
    case 'discard': return `player ${o.p + 1} puts ${name(o.card)} on pile ${o.pile + 1}`;
    case 'takePile': return `player ${o.p + 1} takes ${name(o.card)} from pile ${o.pile + 1}`;
    case 'lay': return `player ${o.p + 1} lays ${o.cards.map(name).join(' + ')}`;
    case 'starfish': return `player ${o.p + 1} adds ${name(o.card)}`;
    case 'crabTake': return `player ${o.p + 1} takes ${name(o.card)} from pile ${o.pile + 1} with a Crab (new top ${name(o.newTop)})`;
    case 'steal': return `player ${o.p + 1} steals ${name(o.card)} from player ${o.from + 1}`;
    case 'draw2': return `player ${o.p + 1} draws ${o.cards.map(name).join(' and ')}`;
    case 'call': return `player ${o.p + 1} calls with ${o.hand.map(name).join(', ')}`;
    case 'swap': return `player ${o.p + 1} swaps ${name(o.give)} for ${name(o.take)}`;
    default: return o.t;
  }
}
