// What the analysis page asks for next (plain TypeScript, no DOM): whose decision it is, the choices
// that can be entered, and for each choice what it will show the seat (the cards it draws, a card
// stolen, a pile looked through, the opponent's hand, the next round), so that the page asks for
// exactly what the engine (follow.ts) needs. The shape of what a choice shows depends only on what
// the seat knows, so it is read off one world consistent with the seat's knowledge.

import {
  type Following, type GameEvent, type Knowledge, type Phase, type State, ADD_STARFISH, CARD_LABEL, DUO_PAIRS, E, END_TURN, KEEP_EVENT,
  K, LABEL_COUNT, LABEL_KIND, LAST_CHANCE, NO_STARFISH, PHASE, PLAY_DUO, STARFISH_LABELS, STOP, SWAP_GIVE, SWAP_PASS, SWAP_TAKE,
  applyInPlace, deckCounts, determinize, hasEvent, knownInHand, legalActions, possibleUnseen, seedRng, unseenCounts,
} from '../../engine/index.js';

/** What one choice shows the seat, that the entry must then say. */
export interface Needs {
  /** Cards the seat sees come from the deck, in order (drawn, brought by a Fish, seen by a Lobster). */
  fromDeck: number;
  /** A card changes hands by a steal: the seat takes one of the opponent's ('theirs') or loses one ('mine'). */
  stolen: 'theirs' | 'mine' | null;
  /** The pile the seat looks through with a Crab. */
  searchPile: number | null;
  /** The opponent's hand is shown (a look, a call, the end of a round): how many cards. */
  hand: number | null;
  /** The round ends here. */
  roundEnds: boolean;
  /**
   * The next round is dealt: its two pile cards (and event) are needed. Whether the game ends
   * instead may depend on the opponent's hand: ask needsOf again with the hand shown.
   */
  next: boolean;
}

export const NO_NEEDS: Needs = { fromDeck: 0, stolen: null, searchPile: null, hand: null, roundEnds: false, next: false };

/** A choice entered as `act` with no card to name beyond its action (and what it shows). */
export interface SimpleChoice {
  action: number;
  needs: Needs;
}

export interface OpponentForms {
  /** Visible choices entered with one click (draw, take a pile, end the turn, a pile for the Crab...). */
  simple: SimpleChoice[];
  /** The opponent keeps one of two drawn cards: the other card (and its pile when both piles have cards). */
  keep: { discardPile: boolean } | null;
  /** Duos the opponent may lay (indices in DUO_PAIRS), and the Starfish they may add. */
  duos: number[];
  starfish: number[];
  /** The opponent may put a Shell face down (the Coral Reef). */
  coral: boolean;
  /** The opponent takes an unseen card with a Crab: the tops the pile may show afterwards. */
  crabTops: number[] | null;
  /** The opponent keeps one of the Lobster's cards. */
  lobster: boolean;
  /** Water Rodeo swimmers: the card given (theirs) and the card taken (mine). */
  swap: { give: number[]; take: number[] } | null;
}

export type Expectation =
  | { who: 'over' }
  | { who: 'me'; phase: Phase; choices: SimpleChoice[] }
  | { who: 'opponent'; phase: Phase; forms: OpponentForms };

/** One world consistent with the knowledge (the same one each time for the same position). */
function world(k: Knowledge): State {
  return determinize(k, seedRng(k.view.ply * 131 + 7));
}

/** Makes player p's hand hold the given labels, swapping in copies from the deck or the piles (for reading shapes only). */
function patchHand(s: State, p: number, want: readonly number[]): boolean {
  const hand = s.hands[p];
  const fixed = new Set<number>();
  for (const l of want) {
    const have = hand.findIndex((c, i) => CARD_LABEL[c] === l && !fixed.has(i));
    if (have >= 0) {
      fixed.add(have);
      continue;
    }
    const slot = hand.findIndex((_, i) => !fixed.has(i));
    if (slot < 0) return false;
    const places = [s.deck, s.pending, s.piles[0], s.piles[1], ...s.hands.filter((_, q) => q !== p && q !== s.current)];
    const from = places.find((a) => a.some((c) => CARD_LABEL[c] === l));
    if (!from) return false;
    const j = from.findIndex((c) => CARD_LABEL[c] === l);
    [from[j], hand[slot]] = [hand[slot], from[j]];
    fixed.add(slot);
  }
  return true;
}

/** The labels an opponent's visible choice shows from their hand. */
export function labelsShown(action: number, then?: number): number[] {
  const out: number[] = [];
  if (action >= PLAY_DUO && action < ADD_STARFISH) out.push(...DUO_PAIRS[action - PLAY_DUO]);
  if (action >= SWAP_GIVE && action < SWAP_TAKE) out.push(action - SWAP_GIVE);
  if (then !== undefined && then >= ADD_STARFISH && then < ADD_STARFISH + STARFISH_LABELS.length) out.push(STARFISH_LABELS[then - ADD_STARFISH]);
  return out;
}

/**
 * What entering `actions` (one entry's decisions, in order) would show the seat now; `hand`, the
 * opponent's hand as shown in the step, settles whether the game ends with the round.
 */
export function needsOf(k: Knowledge, actions: readonly number[], hand?: readonly number[]): Needs {
  const s = world(k);
  const me = k.seat;
  const actor = s.current;
  const opp = (me + 1) % s.players;
  if (hand && hand.length === s.hands[opp].length) patchHand(s, opp, hand);
  if (actor !== me) patchHand(s, actor, labelsShown(actions[0], actions[1]));
  const log: GameEvent[] = [];
  try {
    for (let i = 0; i < actions.length; i++) {
      applyInPlace(s, actions[i], { log, autoEndOnlyFor: me });
      // As follow.ts does: an opponent's duo entered without a Starfish had none added.
      if (s.phase === PHASE.STARFISH && s.current !== me && i === actions.length - 1) applyInPlace(s, NO_STARFISH, { log, autoEndOnlyFor: me });
    }
  } catch {
    return NO_NEEDS;
  }
  return needsFromLog(log, me);
}

export function needsFromLog(log: readonly GameEvent[], me: number): Needs {
  const needs: Needs = { ...NO_NEEDS };
  for (const e of log) {
    const mine = 'p' in e && e.p === me;
    if (mine && e.t === 'draw2') needs.fromDeck += 2;
    if (mine && (e.t === 'drawLast' || (e.t === 'lockedDraw' && e.card >= 0))) needs.fromDeck += 1;
    if (mine && e.t === 'deckToHand') needs.fromDeck += e.cards.length;
    if (mine && e.t === 'lobsterSee') needs.fromDeck += e.seen.length;
    if (mine && e.t === 'search') needs.searchPile = e.pile;
    if (e.t === 'steal' && e.p === me) needs.stolen = 'theirs';
    if (e.t === 'steal' && e.from === me) needs.stolen = 'mine';
    if ((e.t === 'look' && e.p === me) || (e.t === 'call' && e.p !== me)) needs.hand = e.hand.length;
    if (e.t === 'roundEnd' && e.hands.length > 0) needs.hand = e.hands[e.hands.findIndex((_, q) => q !== me)].length;
    if (e.t === 'roundEnd') needs.roundEnds = true;
    if (e.t === 'deal') needs.next = true;
  }
  return needs;
}

/** Whose decision it is and what can be entered for it. */
export function expectation(f: Following): Expectation {
  const k = f.knowledge;
  const v = k.view;
  if (v.phase === PHASE.GAME_OVER) return { who: 'over' };
  const s = world(k);
  if (v.current === k.seat) {
    return { who: 'me', phase: v.phase, choices: legalActions(s).map((a) => ({ action: a, needs: needsOf(k, [a]) })) };
  }
  const opp = v.current;
  const forms: OpponentForms = { simple: [], keep: null, duos: [], starfish: [], coral: false, crabTops: null, lobster: false, swap: null };
  const simple = (actions: readonly number[]) => { forms.simple = actions.map((a) => ({ action: a, needs: needsOf(k, [a]) })); };
  const held = opponentMaxCounts(k);
  switch (v.phase) {
    case PHASE.TAKE: case PHASE.ANGELFISH: case PHASE.CRAB_PILE: case PHASE.STEAL_DUO:
      simple(legalActions(s));
      break;
    case PHASE.KEEP_EVENT:
      simple(v.held[opp].map((e) => KEEP_EVENT + e));
      break;
    case PHASE.KEEP:
      forms.keep = { discardPile: v.pileSizes[0] > 0 && v.pileSizes[1] > 0 };
      break;
    case PHASE.PLAY: {
      const calls = v.call === 0 ? [STOP, LAST_CHANCE] : [];
      simple([END_TURN, ...calls]);
      const rodeo = hasEvent(opponentEvents(k, opp), E.waterRodeo);
      forms.duos = DUO_PAIRS.map((pair, i) => ({ pair, i })).filter(({ pair: [a, b] }) => {
        if (!rodeo && LABEL_KIND[a] === LABEL_KIND[b] && (LABEL_KIND[a] === K.swimmer || LABEL_KIND[a] === K.shark)) return false;
        return a === b ? held[a] >= 2 : held[a] >= 1 && held[b] >= 1;
      }).map(({ i }) => PLAY_DUO + i);
      forms.starfish = v.salt ? STARFISH_LABELS.map((l, i) => (held[l] > 0 ? ADD_STARFISH + i : -1)).filter((a) => a >= 0) : [];
      forms.coral = hasEvent(opponentEvents(k, opp), E.coralReef) && !v.hasFaceDown[opp] && mayHoldShell(held);
      break;
    }
    case PHASE.CRAB: case PHASE.CRAB_RUN:
      forms.crabTops = crabTopsPossible(k, v.crabPile);
      break;
    case PHASE.LOBSTER:
      forms.lobster = true;
      break;
    case PHASE.SWAP_GIVE:
      simple([SWAP_PASS]);
      forms.swap = { give: held.map((n, l) => (n > 0 ? l : -1)).filter((l) => l >= 0), take: [...new Set(v.hand)].sort((a, b) => a - b) };
      break;
    default:
      simple(legalActions(s));
  }
  return { who: 'opponent', phase: v.phase, forms };
}

const mayHoldShell = (held: readonly number[]) => held.some((n, l) => n > 0 && LABEL_KIND[l] === K.shell);

/** The events that apply to player p (the table's and those p holds), as a bitmask. */
function opponentEvents(k: Knowledge, p: number): number {
  let m = k.view.tableEvent >= 0 ? 1 << k.view.tableEvent : 0;
  for (const e of k.view.held[p]) m |= 1 << e;
  return m;
}

/** The most copies of each label the opponent may hold now (known to be there, or unseen). */
export function opponentMaxCounts(k: Knowledge): number[] {
  const opp = k.view.current !== k.seat ? k.view.current : (k.seat + 1) % k.view.players;
  const max = new Array<number>(LABEL_COUNT).fill(0);
  for (const h of k.hypotheses) {
    const unseen = unseenCounts(k.view, h);
    for (let l = 0; l < LABEL_COUNT; l++) {
      const known = h.known[opp].filter((x) => x === l).length;
      const n = known + (h.slots[opp] > 0 ? Math.min(h.slots[opp], Math.max(0, unseen[l])) : 0);
      if (n > max[l]) max[l] = n;
    }
  }
  return max;
}

/** The most copies of each label that may come from the deck now (unseen, or known to be in it). */
export function deckMaxCounts(f: Following): number[] {
  const k = f.knowledge;
  const possible = new Set(possibleUnseen(f));
  const max = new Array<number>(LABEL_COUNT).fill(0);
  for (const h of k.hypotheses) {
    const unseen = unseenCounts(k.view, h);
    for (let l = 0; l < LABEL_COUNT; l++) {
      if (!possible.has(l)) continue;
      const n = Math.max(0, unseen[l]) + h.deckKnown.filter((x) => x === l).length;
      if (n > max[l]) max[l] = n;
    }
  }
  return max;
}

/** Every card of this game's deck, with its number of copies (for the piles of a new round). */
export function gameCounts(salt: boolean): number[] {
  return deckCounts(salt);
}

/** The tops a pile may show after an unseen card is taken from it. */
function crabTopsPossible(k: Knowledge, pile: number): number[] {
  const out = new Set<number>();
  for (const h of k.hypotheses) {
    const p = h.piles[pile] ?? [];
    for (let i = 0; i < p.length; i++) {
      const rest = p.filter((_, j) => j !== i);
      out.add(rest.length > 0 ? rest[rest.length - 1] : -1);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** The piles as the seat knows them (labels, bottom first), and whether the hypotheses disagree. */
export function pilesKnown(k: Knowledge): { piles: number[][]; certain: boolean[]; candidates: number[][][] } {
  const candidates = [0, 1].map((i) => {
    const seen = new Map<string, number[]>();
    for (const h of [...k.hypotheses].sort((a, b) => b.weight - a.weight)) seen.set(h.piles[i].join(), h.piles[i]);
    return [...seen.values()];
  });
  return { piles: candidates.map((c) => c[0] ?? []), certain: candidates.map((c) => c.length <= 1), candidates };
}

/** The opponent's cards known to the seat, and how many are unseen. */
export function opponentKnown(k: Knowledge): { known: number[]; hidden: number } {
  const opp = (k.seat + 1) % k.view.players;
  const known = knownInHand(k, opp).sort((a, b) => a - b);
  return { known, hidden: Math.max(0, k.view.handSizes[opp] - known.length) };
}

/** Labels that could be on top of a pile after an entry, when the seat cannot tell (after an unseen Crab take). */
export function possibleTops(k: Knowledge): number[] {
  const out = new Set<number>([-1, ...k.view.pileTops]);
  for (const h of k.hypotheses) for (const p of h.piles) for (const l of p) out.add(l);
  return [...out].sort((a, b) => a - b);
}
