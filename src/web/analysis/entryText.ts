// Entries and actions as messages (translation keys and their cards), for the choices offered and
// the list of what has been entered. Neutral wording, so that it reads for either player.

import {
  type FollowEntry, ADD_STARFISH, ANGELFISH_TAKE, CORAL_REEF, CRAB_PILE, CRAB_RUN, CRAB_TAKE, DISCARD_TO, DRAW_DECK, DUO_PAIRS, END_TURN,
  EVENT_COUNT, KEEP, KEEP_EVENT, LABEL_COUNT, LAST_CHANCE, LOBSTER_KEEP, LOCKED_DRAW, NO_STARFISH, PLAY_DUO, SHELL_LABELS, STARFISH_LABELS,
  STEAL_DUO, STOP, SWAP_GIVE, SWAP_PASS, SWAP_TAKE, TAKE_PILE, actionText,
} from '../../engine/index.js';
import type { Msg } from '../game/prompts.js';

const m = (key: string, params?: Msg['params'], cards?: Msg['cards']): Msg => ({ key, ...(params ? { params } : {}), ...(cards ? { cards } : {}) });

/**
 * An action in words. `pileTops` names the card a pile take takes; `groups` are the groups of the
 * player whose duo can be stolen.
 */
export function actionMsg(a: number, pileTops: readonly number[] = [], groups: readonly (readonly number[])[] = []): Msg {
  if (a === DRAW_DECK) return m('analysis.act.draw');
  if (a === TAKE_PILE || a === TAKE_PILE + 1) return m('analysis.act.takePile', { pile: a - TAKE_PILE + 1 }, { card: pileTops[a - TAKE_PILE] ?? -1 });
  if (a === LOCKED_DRAW) return m('analysis.act.lockedDraw');
  if (a === END_TURN) return m('analysis.act.endTurn');
  if (a === STOP) return m('analysis.act.stop');
  if (a === LAST_CHANCE) return m('analysis.act.lastChance');
  if (a === DISCARD_TO || a === DISCARD_TO + 1) return m('analysis.act.discard', { pile: a - DISCARD_TO + 1 });
  if (a === ANGELFISH_TAKE || a === ANGELFISH_TAKE + 1) return m('analysis.act.angelfish', { pile: a - ANGELFISH_TAKE + 1 }, { card: pileTops[a - ANGELFISH_TAKE] ?? -1 });
  if (a === NO_STARFISH) return m('analysis.act.noStarfish');
  if (a === SWAP_PASS) return m('analysis.act.swapPass');
  if (a === CRAB_PILE || a === CRAB_PILE + 1) return m('analysis.act.crabPile', { pile: a - CRAB_PILE + 1 });
  if (a >= KEEP && a < PLAY_DUO) return m('analysis.act.keep', undefined, { card: a - KEEP });
  if (a >= PLAY_DUO && a < ADD_STARFISH) {
    const [x, y] = DUO_PAIRS[a - PLAY_DUO];
    return m('analysis.act.duo', undefined, { a: x, b: y });
  }
  if (a >= ADD_STARFISH && a < CRAB_TAKE) return m('analysis.act.starfish', undefined, { card: STARFISH_LABELS[a - ADD_STARFISH] });
  if (a >= CRAB_TAKE && a < CRAB_RUN) return m('analysis.act.crabTake', { pile: Math.floor((a - CRAB_TAKE) / LABEL_COUNT) + 1 }, { card: (a - CRAB_TAKE) % LABEL_COUNT });
  if (a >= CRAB_RUN && a < LOBSTER_KEEP) return m('analysis.act.crabRun', { run: a - CRAB_RUN + 1 });
  if (a >= LOBSTER_KEEP && a < SWAP_GIVE) return m('analysis.act.keep', undefined, { card: a - LOBSTER_KEEP });
  if (a >= SWAP_GIVE && a < SWAP_TAKE) return m('analysis.act.give', undefined, { card: a - SWAP_GIVE });
  if (a >= SWAP_TAKE && a < STEAL_DUO) return m('analysis.act.swapTake', undefined, { card: a - SWAP_TAKE });
  if (a >= STEAL_DUO && a < CORAL_REEF) {
    const g = groups[a - STEAL_DUO] ?? [];
    return g.length >= 2 ? m('analysis.act.stealDuo', undefined, { a: g[0], b: g[1] }) : m('analysis.act.other', { text: actionText(a) });
  }
  if (a >= CORAL_REEF && a < KEEP_EVENT) return m('analysis.act.coral', undefined, { card: SHELL_LABELS[a - CORAL_REEF] });
  if (a >= KEEP_EVENT && a < KEEP_EVENT + EVENT_COUNT) return { key: 'analysis.act.keepEvent', events: { event: a - KEEP_EVENT } };
  return m('analysis.act.other', { text: actionText(a) });
}

/** One entry in words: what was done, then what it showed (each a message, shown one after the other). */
export function entryMsgs(e: FollowEntry, pileTops: readonly number[], groups: readonly (readonly number[])[]): Msg[] {
  const out: Msg[] = [];
  switch (e.kind) {
    case 'act':
      out.push(actionMsg(e.action, pileTops, groups));
      if (e.then !== undefined) out.push(actionMsg(e.then, pileTops, groups));
      if (e.fromDeck?.length) out.push({ key: 'analysis.entry.fromDeck', lists: { cards: e.fromDeck } });
      if (e.stolen !== undefined) out.push(m('analysis.entry.stolen', undefined, { card: e.stolen }));
      if (e.pile) out.push({ key: 'analysis.entry.pileSeen', lists: { cards: e.pile.slice().reverse() } });
      break;
    case 'hiddenKeep':
      out.push(e.pile !== undefined
        ? m('analysis.entry.hiddenKeepPile', { pile: e.pile + 1 }, { card: e.discarded })
        : m('analysis.entry.hiddenKeep', undefined, { card: e.discarded }));
      break;
    case 'hiddenCrabTake':
      out.push(e.newTop >= 0 ? m('analysis.entry.hiddenCrab', undefined, { card: e.newTop }) : m('analysis.entry.hiddenCrabEmpty'));
      break;
    case 'hiddenLobsterKeep':
      out.push(m('analysis.entry.hiddenLobster'));
      break;
    case 'hiddenCoral':
      out.push(m('analysis.entry.hiddenCoral'));
      break;
  }
  if (e.hand) out.push({ key: 'analysis.entry.hand', lists: { cards: e.hand } });
  if (e.mermaidWin) out.push(m('analysis.entry.mermaidWin'));
  if (e.next) {
    out.push({ key: 'analysis.entry.next', cards: { a: e.next.piles[0], b: e.next.piles[1] } });
    if (e.next.event !== undefined) out.push({ key: 'analysis.entry.nextEvent', events: { event: e.next.event } });
  }
  if (e.tops) out.push({ key: 'analysis.entry.tops', cards: { a: e.tops[0], b: e.tops[1] } });
  return out;
}
