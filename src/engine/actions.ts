// One integer action space for every decision (OpenSpiel style): small fixed ids, compound choices
// split into steps, and a text form for each action that parses back. Version it: the network's
// policy head is laid out over these ids.

import { K, LABEL_COPIES, LABEL_COUNT, LABEL_KIND, LABEL_NAMES, parseLabel } from './cards.js';
import { EVENTS, EVENT_COUNT, parseEvent } from './events.js';

export const ACTION_SPACE_VERSION = 1;

export const DRAW_DECK = 0;
export const TAKE_PILE = 1; // + pile (0 or 1)
export const LOCKED_DRAW = 3;
export const END_TURN = 4;
export const STOP = 5;
export const LAST_CHANCE = 6;
export const DISCARD_TO = 7; // + pile
export const ANGELFISH_TAKE = 9; // + pile
export const NO_STARFISH = 11;
export const SWAP_PASS = 12;
/** Crab duo: the pile to look through (when both have cards). */
export const CRAB_PILE = 13; // + pile
export const KEEP = 15; // + label

/** Every unordered pair of labels that can form a duo (Water Rodeo pairs included), a <= b. */
export const DUO_PAIRS: ReadonlyArray<readonly [number, number]> = (() => {
  const pairs: [number, number][] = [];
  const same = [K.crab, K.boat, K.fish, K.swimmer, K.shark];
  const cross: [number, number][] = [[K.swimmer, K.shark], [K.crab, K.lobster], [K.swimmer, K.jellyfish]];
  for (let a = 0; a < LABEL_COUNT; a++) {
    for (let b = a; b < LABEL_COUNT; b++) {
      if (a === b && LABEL_COPIES[a] < 2) continue;
      const ka = LABEL_KIND[a], kb = LABEL_KIND[b];
      const ok = (ka === kb && same.includes(ka)) || cross.some(([x, y]) => (ka === x && kb === y) || (ka === y && kb === x));
      if (ok) pairs.push([a, b]);
    }
  }
  return pairs;
})();
const DUO_INDEX = new Map(DUO_PAIRS.map(([a, b], i) => [a * LABEL_COUNT + b, i]));
export function duoIndex(labelA: number, labelB: number): number {
  const i = labelA <= labelB ? DUO_INDEX.get(labelA * LABEL_COUNT + labelB) : DUO_INDEX.get(labelB * LABEL_COUNT + labelA);
  return i === undefined ? -1 : i;
}

const labelsOfKind = (k: number) => LABEL_KIND.map((kk, l) => (kk === k ? l : -1)).filter((l) => l >= 0);
export const STARFISH_LABELS = labelsOfKind(K.starfish);
export const SHELL_LABELS = labelsOfKind(K.shell);

export const PLAY_DUO = KEEP + LABEL_COUNT; // + duo pair index
export const ADD_STARFISH = PLAY_DUO + DUO_PAIRS.length; // + index in STARFISH_LABELS
export const CRAB_TAKE = ADD_STARFISH + STARFISH_LABELS.length; // + pile * LABEL_COUNT + label
/** Which run of the chosen card, counted from the top, when the pile holds it in several places. */
export const CRAB_RUN = CRAB_TAKE + 2 * LABEL_COUNT; // + run (0..3)
export const MAX_RUNS = 4;
export const LOBSTER_KEEP = CRAB_RUN + MAX_RUNS; // + label
export const SWAP_GIVE = LOBSTER_KEEP + LABEL_COUNT; // + label
export const SWAP_TAKE = SWAP_GIVE + LABEL_COUNT; // + label
export const STEAL_DUO = SWAP_TAKE + LABEL_COUNT; // + index of the opponent's group
export const MAX_GROUPS = 33;
export const CORAL_REEF = STEAL_DUO + MAX_GROUPS; // + index in SHELL_LABELS
export const KEEP_EVENT = CORAL_REEF + SHELL_LABELS.length; // + event
export const STEAL_FROM = KEEP_EVENT + EVENT_COUNT; // + seat offset - 1 (3-4 players)
export const ACTION_COUNT = STEAL_FROM + 3;

const SIMPLE: Record<number, string> = {
  [DRAW_DECK]: 'draw',
  [TAKE_PILE]: 'take 1',
  [TAKE_PILE + 1]: 'take 2',
  [LOCKED_DRAW]: 'locked-draw',
  [END_TURN]: 'end',
  [STOP]: 'stop',
  [LAST_CHANCE]: 'last-chance',
  [DISCARD_TO]: 'discard 1',
  [DISCARD_TO + 1]: 'discard 2',
  [ANGELFISH_TAKE]: 'angelfish 1',
  [ANGELFISH_TAKE + 1]: 'angelfish 2',
  [NO_STARFISH]: 'no-starfish',
  [SWAP_PASS]: 'swap-pass',
  [CRAB_PILE]: 'crab-pile 1',
  [CRAB_PILE + 1]: 'crab-pile 2',
};
const SIMPLE_BY_TEXT = new Map(Object.entries(SIMPLE).map(([id, t]) => [t, Number(id)]));

/** The action's text form, e.g. `keep crab:darkBlue`, `duo swimmer:black shark:green`, `crab 2 shell:green`. */
export function actionText(a: number): string {
  if (SIMPLE[a] !== undefined) return SIMPLE[a];
  if (a >= KEEP && a < PLAY_DUO) return `keep ${LABEL_NAMES[a - KEEP]}`;
  if (a >= PLAY_DUO && a < ADD_STARFISH) {
    const [x, y] = DUO_PAIRS[a - PLAY_DUO];
    return `duo ${LABEL_NAMES[x]} ${LABEL_NAMES[y]}`;
  }
  if (a >= ADD_STARFISH && a < CRAB_TAKE) return `starfish ${LABEL_NAMES[STARFISH_LABELS[a - ADD_STARFISH]]}`;
  if (a >= CRAB_TAKE && a < CRAB_RUN) {
    const i = a - CRAB_TAKE;
    return `crab ${Math.floor(i / LABEL_COUNT) + 1} ${LABEL_NAMES[i % LABEL_COUNT]}`;
  }
  if (a >= CRAB_RUN && a < LOBSTER_KEEP) return `crab-run ${a - CRAB_RUN + 1}`;
  if (a >= LOBSTER_KEEP && a < SWAP_GIVE) return `lobster ${LABEL_NAMES[a - LOBSTER_KEEP]}`;
  if (a >= SWAP_GIVE && a < SWAP_TAKE) return `give ${LABEL_NAMES[a - SWAP_GIVE]}`;
  if (a >= SWAP_TAKE && a < STEAL_DUO) return `swap-take ${LABEL_NAMES[a - SWAP_TAKE]}`;
  if (a >= STEAL_DUO && a < CORAL_REEF) return `steal-duo ${a - STEAL_DUO + 1}`;
  if (a >= CORAL_REEF && a < KEEP_EVENT) return `coral ${LABEL_NAMES[SHELL_LABELS[a - CORAL_REEF]]}`;
  if (a >= KEEP_EVENT && a < STEAL_FROM) return `keep-event ${EVENTS[a - KEEP_EVENT]}`;
  if (a >= STEAL_FROM && a < ACTION_COUNT) return `steal-from +${a - STEAL_FROM + 1}`;
  return `invalid-${a}`;
}

/** Parses an action's text form back to its id; returns an error naming what is wrong. */
export function parseAction(text: string): number | { error: string } {
  const t = text.trim().replace(/\s+/g, ' ');
  const simple = SIMPLE_BY_TEXT.get(t);
  if (simple !== undefined) return simple;
  const [verb, ...args] = t.split(' ');
  const label = (s: string | undefined): number | { error: string } =>
    s === undefined ? { error: `"${t}": a card is missing` } : parseLabel(s);
  const int = (s: string | undefined, lo: number, hi: number): number | { error: string } => {
    const n = Number(s);
    return Number.isInteger(n) && n >= lo && n <= hi ? n : { error: `"${t}": expected a number from ${lo} to ${hi}` };
  };
  const within = (base: number, x: number | { error: string }, pick?: readonly number[]): number | { error: string } => {
    if (typeof x !== 'number') return x;
    if (!pick) return base + x;
    const i = pick.indexOf(x);
    return i >= 0 ? base + i : { error: `"${t}": ${LABEL_NAMES[x]} cannot be used here` };
  };
  switch (verb) {
    case 'keep': return within(KEEP, label(args[0]));
    case 'duo': {
      const a = label(args[0]), b = label(args[1]);
      if (typeof a !== 'number') return a;
      if (typeof b !== 'number') return b;
      const i = duoIndex(a, b);
      return i >= 0 ? PLAY_DUO + i : { error: `"${t}": ${LABEL_NAMES[a]} and ${LABEL_NAMES[b]} do not form a duo` };
    }
    case 'starfish': return within(ADD_STARFISH, label(args[0]), STARFISH_LABELS);
    case 'crab': {
      const pile = int(args[0], 1, 2);
      if (typeof pile !== 'number') return pile;
      const l = label(args[1]);
      return typeof l === 'number' ? CRAB_TAKE + (pile - 1) * LABEL_COUNT + l : l;
    }
    case 'crab-run': { const r = int(args[0], 1, MAX_RUNS); return typeof r === 'number' ? CRAB_RUN + r - 1 : r; }
    case 'lobster': return within(LOBSTER_KEEP, label(args[0]));
    case 'give': return within(SWAP_GIVE, label(args[0]));
    case 'swap-take': return within(SWAP_TAKE, label(args[0]));
    case 'steal-duo': { const r = int(args[0], 1, MAX_GROUPS); return typeof r === 'number' ? STEAL_DUO + r - 1 : r; }
    case 'coral': return within(CORAL_REEF, label(args[0]), SHELL_LABELS);
    case 'keep-event': { const e = parseEvent(args[0]); return typeof e === 'number' ? KEEP_EVENT + e : e; }
    case 'steal-from': { const r = int(args[0]?.replace('+', ''), 1, 3); return typeof r === 'number' ? STEAL_FROM + r - 1 : r; }
    default: return { error: `unknown action "${t}"` };
  }
}
