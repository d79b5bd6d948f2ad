// The human's decision as a prompt: a question and one choice per legal action, each with the
// translation key of its text, the cards it concerns and, where the table offers the same choice
// (the deck, a pile), where. Components render prompts and report the chosen action id; they know
// nothing of the rules. Every legal action appears in exactly one choice.

import {
  ADD_STARFISH, ANGELFISH_TAKE, CORAL_REEF, CRAB_PILE, CRAB_RUN, CRAB_TAKE, DISCARD_TO, DRAW_DECK, DUO_PAIRS, END_TURN, K, KEEP,
  EVENTS, EVENT_COUNT, KEEP_EVENT, LABEL_COUNT, LABEL_KIND, LAST_CHANCE, LOBSTER_KEEP, LOCKED_DRAW, NO_STARFISH, PHASE, PLAY_DUO, SHELL_LABELS,
  STARFISH_LABELS, STEAL_DUO, STOP, SWAP_GIVE, SWAP_PASS, SWAP_TAKE, TAKE_PILE, actionText,
} from '../../engine/index.js';
import type { PlayController, TableView } from './controller.js';

/** A message: a translation key, plain parameters, and parameters that name cards (labels) or events. */
export interface Msg {
  key: string;
  params?: Record<string, string | number>;
  cards?: Record<string, number>;
  events?: Record<string, number>;
  /** Parameters that name several cards (labels), written as a list. */
  lists?: Record<string, number[]>;
}

export interface Choice {
  action: number;
  text: Msg;
  /** A second line explaining what the choice does. */
  hint?: Msg;
  /** Cards pictured on the button (labels). */
  cards?: number[];
  /** Where on the table the same choice can be made by clicking. */
  at?: 'deck' | 'pile0' | 'pile1';
  /** 'call' for STOP and LAST CHANCE, 'quiet' for ending the turn or passing. */
  tone?: 'main' | 'call' | 'quiet';
}

export interface Prompt {
  title: Msg;
  /** A second line under the title. */
  detail?: Msg;
  /** Cards the human is looking at for this decision (labels), with a caption. */
  cards?: number[];
  cardsCaption?: Msg;
  choices: Choice[];
}

const m = (key: string, params?: Msg['params'], cards?: Msg['cards'], events?: Msg['events']): Msg => {
  const out: Msg = { key };
  if (params) out.params = params;
  if (cards) out.cards = cards;
  if (events) out.events = events;
  return out;
};

/** What a duo of these two labels does when played (translation key). */
export function duoEffectKey(a: number, b: number): string {
  const ka = LABEL_KIND[a], kb = LABEL_KIND[b];
  const pair = (x: number, y: number) => (ka === x && kb === y) || (ka === y && kb === x);
  if (ka === K.crab && kb === K.crab) return 'play.effect.crab';
  if (ka === K.boat && kb === K.boat) return 'play.effect.boat';
  if (ka === K.fish && kb === K.fish) return 'play.effect.fish';
  if (pair(K.swimmer, K.shark)) return 'play.effect.steal';
  if (pair(K.crab, K.lobster)) return 'play.effect.lobster';
  if (pair(K.swimmer, K.jellyfish)) return 'play.effect.jellyfish';
  if (ka === K.swimmer && kb === K.swimmer) return 'play.effect.rodeoSwimmers';
  if (ka === K.shark && kb === K.shark) return 'play.effect.rodeoSharks';
  return 'play.effect.none';
}

function choiceFor(a: number, phase: number, v: TableView, priv: ReturnType<PlayController['humanPrivate']>): Choice {
  if (a === DRAW_DECK) {
    return v.deckSize === 1
      ? { action: a, text: m('play.choice.drawLast'), at: 'deck' }
      : { action: a, text: m('play.choice.draw'), hint: m('play.hint.draw'), at: 'deck' };
  }
  if (a === TAKE_PILE || a === TAKE_PILE + 1) {
    const p = a - TAKE_PILE;
    return { action: a, text: m('play.choice.takePile', { pile: p + 1 }, { card: v.pileTops[p] }), cards: [v.pileTops[p]], at: p === 0 ? 'pile0' : 'pile1' };
  }
  if (a === LOCKED_DRAW) return { action: a, text: m('play.choice.lockedDraw'), at: 'deck' };
  if (a === END_TURN) return { action: a, text: m('play.choice.endTurn'), tone: 'quiet' };
  if (a === STOP) return { action: a, text: m('play.choice.stop'), hint: m('play.hint.stop'), tone: 'call' };
  if (a === LAST_CHANCE) return { action: a, text: m('play.choice.lastChance'), hint: m('play.hint.lastChance'), tone: 'call' };
  if (a === DISCARD_TO || a === DISCARD_TO + 1) {
    const p = a - DISCARD_TO;
    return { action: a, text: m('play.choice.discard', { pile: p + 1 }), at: p === 0 ? 'pile0' : 'pile1' };
  }
  if (a === ANGELFISH_TAKE || a === ANGELFISH_TAKE + 1) {
    const p = a - ANGELFISH_TAKE;
    return { action: a, text: m('play.choice.takePile', { pile: p + 1 }, { card: v.pileTops[p] }), cards: [v.pileTops[p]], at: p === 0 ? 'pile0' : 'pile1' };
  }
  if (a === NO_STARFISH) return { action: a, text: m('play.choice.noStarfish'), hint: m('play.hint.noStarfish'), tone: 'quiet' };
  if (a === SWAP_PASS) return { action: a, text: m('play.choice.swapPass'), tone: 'quiet' };
  if (a === CRAB_PILE || a === CRAB_PILE + 1) {
    const p = a - CRAB_PILE;
    return { action: a, text: m('play.choice.crabPile', { pile: p + 1, count: v.pileSizes[p] }), at: p === 0 ? 'pile0' : 'pile1' };
  }
  if (a >= KEEP && a < PLAY_DUO) {
    const l = a - KEEP;
    return { action: a, text: m('play.choice.keep', undefined, { card: l }), cards: [l] };
  }
  if (a >= PLAY_DUO && a < ADD_STARFISH) {
    const [x, y] = DUO_PAIRS[a - PLAY_DUO];
    return { action: a, text: m('play.choice.duo', undefined, { a: x, b: y }), hint: m(duoEffectKey(x, y)), cards: [x, y] };
  }
  if (a >= ADD_STARFISH && a < CRAB_TAKE) {
    const l = STARFISH_LABELS[a - ADD_STARFISH];
    return { action: a, text: m('play.choice.addStarfish', undefined, { card: l }), hint: m('play.hint.addStarfish'), cards: [l] };
  }
  if (a >= CRAB_TAKE && a < CRAB_RUN) {
    const l = (a - CRAB_TAKE) % LABEL_COUNT;
    return { action: a, text: m('play.choice.crabTake', undefined, { card: l }), cards: [l] };
  }
  if (a >= CRAB_RUN && a < LOBSTER_KEEP) {
    const r = a - CRAB_RUN;
    return { action: a, text: m('play.choice.crabRun', { position: priv.crabRuns[r] ?? r + 1 }) };
  }
  if (a >= LOBSTER_KEEP && a < SWAP_GIVE) {
    const l = a - LOBSTER_KEEP;
    return { action: a, text: m('play.choice.keep', undefined, { card: l }), cards: [l] };
  }
  if (a >= SWAP_GIVE && a < SWAP_TAKE) {
    const l = a - SWAP_GIVE;
    return { action: a, text: m('play.choice.give', undefined, { card: l }), cards: [l] };
  }
  if (a >= SWAP_TAKE && a < STEAL_DUO) {
    const l = a - SWAP_TAKE;
    return { action: a, text: m('play.choice.swapTake', undefined, { card: l }), cards: [l] };
  }
  if (a >= STEAL_DUO && a < CORAL_REEF) {
    const group = v.computer.tables[a - STEAL_DUO] ?? [];
    return { action: a, text: m('play.choice.stealDuo', undefined, { a: group[0], b: group[1] }), cards: group.slice() };
  }
  if (a >= CORAL_REEF && a < KEEP_EVENT) {
    const l = SHELL_LABELS[a - CORAL_REEF];
    return { action: a, text: m('play.choice.coral', undefined, { card: l }), hint: m('play.hint.coral'), cards: [l] };
  }
  if (a >= KEEP_EVENT && a < KEEP_EVENT + EVENT_COUNT) {
    const e = a - KEEP_EVENT;
    return { action: a, text: m('play.choice.keepEvent', undefined, undefined, { event: e }), hint: m(`play.eventRule.${EVENTS[e]}`) };
  }
  void phase;
  return { action: a, text: m('play.choice.other', { text: actionText(a) }) };
}

/** Display order of the play step: duos, the Coral Reef, the calls, then ending the turn. */
function order(a: number): number {
  if (a >= PLAY_DUO && a < ADD_STARFISH) return 0;
  if (a >= CORAL_REEF && a < KEEP_EVENT) return 1;
  if (a === STOP) return 2;
  if (a === LAST_CHANCE) return 3;
  if (a === END_TURN) return 4;
  return 0;
}

/** The human's decision now as a prompt, or null when it is not the human's turn. */
export function humanPrompt(c: PlayController): Prompt | null {
  const legal = c.humanLegal();
  if (legal.length === 0) return null;
  const v = c.view();
  const k = c.humanKnowledge().view;
  const priv = c.humanPrivate();
  const phase = k.phase;
  const choices = legal.map((a) => choiceFor(a, phase, v, priv));
  if (phase === PHASE.PLAY) choices.sort((x, y) => order(x.action) - order(y.action));
  if (phase === PHASE.CRAB) {
    // In the order of the pile, top first, as the human sees it.
    const pos = (a: number) => priv.crabPile.indexOf((a - CRAB_TAKE) % LABEL_COUNT);
    choices.sort((x, y) => pos(x.action) - pos(y.action));
  }
  const p: Prompt = { title: m('play.prompt.other'), choices };
  switch (phase) {
    case PHASE.TAKE:
      if (v.lockedTurn) {
        p.title = m('play.prompt.locked');
        p.detail = m('play.detail.locked');
      } else {
        p.title = m(v.call === 2 ? 'play.prompt.finalTurn' : 'play.prompt.take');
        if (v.call === 2) p.detail = m('play.detail.finalTurn');
      }
      break;
    case PHASE.KEEP:
      p.title = m('play.prompt.keep');
      p.detail = m('play.detail.keep');
      p.cards = priv.pending;
      p.cardsCaption = m('play.caption.drawn');
      break;
    case PHASE.DISCARD:
      p.title = m('play.prompt.discard', undefined, { card: priv.pending[0] });
      p.cards = priv.pending;
      p.cardsCaption = m('play.caption.toDiscard');
      break;
    case PHASE.ANGELFISH:
      p.title = m('play.prompt.angelfish');
      p.detail = m('play.detail.angelfish');
      break;
    case PHASE.PLAY:
      p.title = m('play.prompt.play');
      p.detail = v.call === 0 && v.points < v.callAt
        ? m('play.detail.playNoCall', { points: v.points, need: v.callAt })
        : m('play.detail.play', { points: v.points });
      break;
    case PHASE.STARFISH:
      p.title = m('play.prompt.starfish');
      break;
    case PHASE.CRAB_PILE:
      p.title = m('play.prompt.crabPile');
      break;
    case PHASE.CRAB:
      p.title = m('play.prompt.crab');
      p.cards = priv.crabPile;
      p.cardsCaption = m('play.caption.crabPile');
      break;
    case PHASE.CRAB_RUN:
      p.title = m('play.prompt.crabRun');
      p.cards = priv.crabPile;
      p.cardsCaption = m('play.caption.crabPile');
      break;
    case PHASE.LOBSTER:
      p.title = m('play.prompt.lobster');
      p.detail = m('play.detail.lobster');
      p.cards = priv.pending;
      p.cardsCaption = m('play.caption.lobster');
      break;
    case PHASE.SWAP_GIVE:
      p.title = m('play.prompt.swapGive');
      p.cards = v.computer.known;
      p.cardsCaption = m('play.caption.opponentHand');
      break;
    case PHASE.SWAP_TAKE:
      p.title = m('play.prompt.swapTake', undefined, { card: k.swapGive });
      p.cards = v.computer.known;
      p.cardsCaption = m('play.caption.opponentHand');
      break;
    case PHASE.STEAL_DUO:
      p.title = m('play.prompt.stealDuo');
      break;
    case PHASE.KEEP_EVENT:
      p.title = m('play.prompt.keepEvent');
      break;
  }
  return p;
}
