// A finished or unfinished game seen from one seat, as the entries a person would have typed to
// follow it (follow.ts): the analysis page opens a game record from the play page this way, with the
// other seat's hidden cards hidden.

import { CARD_LABEL } from './cards.js';
import { DISCARD_TO, END_TURN, LAST_CHANCE, LOCKED_DRAW, NO_STARFISH, STOP, SWAP_PASS } from './actions.js';
import type { FollowEntry, FollowStart, NextRound } from './follow.js';
import { type Chance, applyInPlace, newGame } from './game.js';
import type { GameEvent } from './log.js';
import { publicView } from './observation.js';
import { type GameRecord, checkRecord } from './record.js';
import { PHASE, type State, cloneState } from './state.js';

interface Seen {
  hand?: number[];
  next?: NextRound;
}

const L = (c: number) => CARD_LABEL[c];

/** What a step showed the seat of the opponent's hand and of the next round. */
export function seenIn(log: readonly GameEvent[], me: number): Seen {
  const seen: Seen = {};
  for (const e of log) {
    if ((e.t === 'look' && e.p === me) || (e.t === 'call' && e.p !== me)) seen.hand = e.hand.map(L);
    if (e.t === 'roundEnd' && e.hands.length > 0) seen.hand = e.hands[1 - me].map(L);
    if (e.t === 'deal') seen.next = { piles: [L(e.piles[0]), L(e.piles[1])], ...(e.tableEvent >= 0 ? { event: e.tableEvent } : {}) };
  }
  return seen;
}

/**
 * The entry for one step, or null when the step is the first half of an entry (an opponent's keep
 * before they choose the pile, the card they give in a swap, a duo before its Starfish).
 */
export function followEntryForStep(before: State, action: number, log: readonly GameEvent[], after: State, me: number, waiting: number | null): FollowEntry | null {
  const actor = before.current;
  const seen = seenIn(log, me);
  let act = action;
  let then: number | undefined;
  if (actor !== me) {
    if (before.phase === PHASE.PLAY && after.phase === PHASE.STARFISH && after.current === actor) return null;
    if (waiting !== null && before.phase === PHASE.STARFISH) {
      act = waiting;
      if (action !== NO_STARFISH) then = action;
    }
    if (before.phase === PHASE.SWAP_GIVE && action !== SWAP_PASS) return null;
    if (waiting !== null && before.phase === PHASE.SWAP_TAKE) return { kind: 'act', action: waiting, then: action, ...seen };
    switch (before.phase) {
      case PHASE.KEEP: {
        const discard = log.find((e) => e.t === 'discard');
        return discard && discard.t === 'discard' ? { kind: 'hiddenKeep', discarded: L(discard.card), ...seen } : null;
      }
      case PHASE.DISCARD: {
        const discard = log.find((e) => e.t === 'discard');
        if (!discard || discard.t !== 'discard') throw new Error('a discard step without a discard');
        return { kind: 'hiddenKeep', discarded: L(discard.card), pile: action - DISCARD_TO, ...seen };
      }
      case PHASE.CRAB:
      case PHASE.CRAB_RUN: {
        const take = log.find((e) => e.t === 'crabTake');
        if (!take || take.t !== 'crabTake') return null; // a run choice follows
        return { kind: 'hiddenCrabTake', newTop: take.newTop < 0 ? -1 : L(take.newTop), ...seen };
      }
      case PHASE.LOBSTER:
        return { kind: 'hiddenLobsterKeep', ...seen };
      case PHASE.PLAY:
        if (log.some((e) => e.t === 'coral')) return { kind: 'hiddenCoral', ...seen };
        break;
      default:
        break;
    }
  }
  const fromDeck: number[] = [];
  let stolen: number | undefined;
  let pile: number[] | undefined;
  for (const e of log) {
    if ('p' in e && e.p === me) {
      if (e.t === 'draw2') fromDeck.push(...e.cards.map(L));
      if (e.t === 'drawLast' || (e.t === 'lockedDraw' && e.card >= 0)) fromDeck.push(L(e.card));
      if (e.t === 'deckToHand') fromDeck.push(...e.cards.map(L));
      if (e.t === 'lobsterSee') fromDeck.push(...e.seen.map(L));
      if (e.t === 'search') pile = e.cards.map(L);
    }
    if (e.t === 'steal' && (e.p === me || e.from === me)) stolen = L(e.card);
  }
  return {
    kind: 'act', action: act,
    ...(then !== undefined ? { then } : {}),
    ...(fromDeck.length ? { fromDeck } : {}),
    ...(stolen !== undefined ? { stolen } : {}),
    ...(pile ? { pile } : {}),
    ...seen,
  };
}

/**
 * The entries one applied step gives (one, or two where the opponent's turn ended by itself: the
 * person then says so in a second entry carrying what the end of the turn showed), or null when the
 * step is the first half of an entry (`waiting` is then its action, for the next call).
 */
export function followEntriesForStep(before: State, action: number, chance: Chance | undefined, log: readonly GameEvent[], after: State, seat: number, waiting: number | null): FollowEntry[] | null {
  const entry = followEntryForStep(before, action, log, after, seat, waiting);
  if (entry === null) return null;
  const actor = before.current;
  const tops = publicView(after, seat).pileTops as [number, number];
  const autoEnded = actor !== seat && ![END_TURN, STOP, LAST_CHANCE, LOCKED_DRAW].includes(action) && before.phase !== PHASE.KEEP_EVENT &&
    log.some((e) => (e.t === 'turn' && e.p !== actor) || e.t === 'roundEnd');
  if (!autoEnded) return [{ ...entry, tops, ...(after.gameEnd === 'mermaids' && after.winner !== seat ? { mermaidWin: true } : {}) }];
  const { hand, next, ...rest } = entry as FollowEntry & Seen;
  void hand; void next;
  // The piles as they were when the opponent's turn was over, before the turn passed.
  const open = cloneState(before);
  applyInPlace(open, action, { chance, autoEndOnlyFor: seat });
  return [
    { ...rest, tops: publicView(open, seat).pileTops as [number, number] } as FollowEntry,
    { kind: 'act', action: END_TURN, ...seenIn(log.filter((e) => e.t === 'roundEnd' || e.t === 'deal'), seat), tops },
  ];
}

/** The start and the entries of a two-player game record followed from `seat`. */
export function followEntriesFromRecord(input: GameRecord | unknown, seat: number): { start: FollowStart; entries: FollowEntry[] } | { error: string } {
  const checked = checkRecord(input);
  if ('error' in checked) return checked;
  const { game } = checked;
  if (game.options.players !== 2) return { error: 'only two-player games can be followed' };
  if (seat !== 0 && seat !== 1) return { error: `seat ${seat + 1} does not exist` };
  const s = newGame(game.options, game.seed, game.setup);
  const tops = publicView(s, seat).pileTops;
  const start: FollowStart = { options: game.options, seat, firstPlayer: s.starter, piles: [tops[0], tops[1]], ...(s.pepper ? { event: s.tableEvent } : {}) };
  const entries: FollowEntry[] = [];
  let waiting: number | null = null;
  for (let i = 0; i < game.actions.length; i++) {
    const a = game.actions[i];
    const before = cloneState(s);
    const log: GameEvent[] = [];
    const chance = game.chances?.get(i);
    applyInPlace(s, a, { log, chance });
    const step = followEntriesForStep(before, a, chance, log, s, seat, waiting);
    if (step === null) waiting = a;
    else {
      waiting = null;
      entries.push(...step);
    }
  }
  return { start, entries };
}
