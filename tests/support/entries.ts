// Turns a real game, seen from one seat, into the entries a person would type to follow it.
import {
  type FollowEntry, type GameEvent, type State, CARD_LABEL, CRAB_RUN, DISCARD_TO, NO_STARFISH, PHASE, SWAP_PASS,
} from '../../src/engine/index.js';

/** The entries for one step (or null when the step merges into the next entry: an opponent's keep before their discard). */
export function entryFor(before: State, action: number, log: GameEvent[], after: State, me: number, pendingKeep: FollowEntry | null): FollowEntry | null {
  const L = (c: number) => CARD_LABEL[c];
  const actor = before.current;
  const seen: { hand?: number[]; next?: { piles: [number, number]; event?: number } } = {};
  for (const e of log) {
    if ((e.t === 'look' && e.p === me) || (e.t === 'call' && e.p !== me)) seen.hand = e.hand.map(L);
    if (e.t === 'roundEnd' && e.hands.length > 0) seen.hand = e.hands[1 - me].map(L);
    if (e.t === 'deal') seen.next = { piles: [L(e.piles[0]), L(e.piles[1])], ...(e.tableEvent >= 0 ? { event: e.tableEvent } : {}) };
  }
  let act = action;
  let then: number | undefined;
  if (actor !== me) {
    // An opponent's trio or plain duo is entered whole: the duo, then its Starfish if any.
    if (before.phase === PHASE.PLAY && after.phase === PHASE.STARFISH && after.current === actor) return null;
    if (pendingKeep?.kind === 'act' && before.phase === PHASE.STARFISH) {
      act = pendingKeep.action;
      if (action !== NO_STARFISH) then = action;
    }
    // An opponent's swap is entered whole: the card given, then the card taken.
    if (before.phase === PHASE.SWAP_GIVE && action !== SWAP_PASS) return null;
    if (pendingKeep && before.phase === PHASE.SWAP_TAKE) return { kind: 'act', action: pendingKeep.kind === 'act' ? pendingKeep.action : -1, then: action, ...seen };
    if (pendingKeep && before.phase === PHASE.DISCARD) {
      const discard = log.find((e) => e.t === 'discard');
      if (!discard || discard.t !== 'discard') throw new Error('a discard step without a discard');
      return { kind: 'hiddenKeep', discarded: L(discard.card), pile: action - DISCARD_TO, ...seen };
    }
    switch (before.phase) {
      case PHASE.KEEP: {
        const discard = log.find((e) => e.t === 'discard');
        if (!discard || discard.t !== 'discard') return null; // waits for the DISCARD_TO step
        return { kind: 'hiddenKeep', discarded: L(discard.card), ...seen };
      }
      case PHASE.CRAB: {
        const take = log.find((e) => e.t === 'crabTake');
        if (!take || take.t !== 'crabTake') return null; // a run choice follows
        return { kind: 'hiddenCrabTake', newTop: take.newTop < 0 ? -1 : L(take.newTop), ...seen };
      }
      case PHASE.CRAB_RUN: {
        const take = log.find((e) => e.t === 'crabTake');
        if (!take || take.t !== 'crabTake') throw new Error('crab run without a take');
        return { kind: 'hiddenCrabTake', newTop: take.newTop < 0 ? -1 : L(take.newTop), ...seen };
      }
      case PHASE.LOBSTER: return { kind: 'hiddenLobsterKeep', ...seen };
      case PHASE.PLAY:
        if (log.some((e) => e.t === 'coral')) return { kind: 'hiddenCoral', ...seen };
        break;
      default: break;
    }
  }
  const fromDeck: number[] = [];
  let stolen: number | undefined;
  let pile: number[] | undefined;
  for (const e of log) {
    if ('p' in e && e.p === me) {
      if (e.t === 'draw2') fromDeck.push(...e.cards.map(L));
      if (e.t === 'drawLast' || (e.t === 'lockedDraw' && e.card >= 0)) fromDeck.push(L(e.card));
      if (e.t === 'deckToHand' || e.t === 'lobsterSee') fromDeck.push(...(e.t === 'deckToHand' ? e.cards : e.seen).map(L));
      if (e.t === 'search') pile = e.cards.map(L);
    }
    if (e.t === 'steal' && (e.p === me || e.from === me)) stolen = L(e.card);
  }
  void CRAB_RUN;
  return {
    kind: 'act', action: act,
    ...(then !== undefined ? { then } : {}),
    ...(fromDeck.length ? { fromDeck } : {}),
    ...(stolen !== undefined ? { stolen } : {}),
    ...(pile ? { pile } : {}),
    ...seen,
  };
}

/** What the end of a turn shows the seat: the hands at the end of a round, the next round's start. */
export function endSeen(log: GameEvent[], me: number): { hand?: number[]; next?: { piles: [number, number]; event?: number } } {
  const L = (c: number) => CARD_LABEL[c];
  const out: { hand?: number[]; next?: { piles: [number, number]; event?: number } } = {};
  for (const e of log) {
    if (e.t === 'roundEnd' && e.hands.length > 0) out.hand = e.hands[1 - me].map(L);
    if (e.t === 'deal') out.next = { piles: [L(e.piles[0]), L(e.piles[1])], ...(e.tableEvent >= 0 ? { event: e.tableEvent } : {}) };
  }
  return out;
}
