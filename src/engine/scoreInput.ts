// Reads a hand to score, `{"hand": [...], "table": [[...], ...], "events": [...]}`, as `ssp score`
// and the golden score cases write it; every problem comes back as a message naming it.

import { CARD_KIND, K, LABEL_COPIES, LABEL_NAMES, cardsOfLabel, parseLabel } from './cards.js';
import { duoIndex } from './actions.js';
import { E, hasEvent, parseEvent } from './events.js';
import { type ScoreBreakdown, cardPoints, colourBonus } from './scoring.js';

export interface ScoreInput {
  hand: number[];
  table: number[][];
  events: number;
}

export interface ScoreResult {
  cardPoints: number;
  colourBonus: number;
  breakdown: ScoreBreakdown;
}

/** Checks a group laid on the table: a valid duo, or a duo plus one Starfish. */
export function groupError(labels: number[], events: number): string | null {
  const names = labels.map((l) => LABEL_NAMES[l]).join(', ');
  if (labels.length !== 2 && labels.length !== 3) return `a table group must be a duo or a trio, got ${labels.length} cards [${names}]`;
  let duo = labels;
  if (labels.length === 3) {
    const stars = labels.filter((l) => CARD_KIND[cardsOfLabel(l)[0]] === K.starfish);
    if (stars.length !== 1) return `a trio is a duo plus exactly one Starfish: [${names}]`;
    duo = labels.filter((l) => l !== stars[0]);
    if (duo.length !== 2) return `a trio is a duo plus exactly one Starfish: [${names}]`;
  }
  const [a, b] = duo;
  if (duoIndex(a, b) < 0) return `[${names}] is not a valid duo`;
  const ka = CARD_KIND[cardsOfLabel(a)[0]], kb = CARD_KIND[cardsOfLabel(b)[0]];
  if (ka === kb && (ka === K.swimmer || ka === K.shark) && !hasEvent(events, E.waterRodeo)) {
    return `[${names}] is a duo only under the Water Rodeo event`;
  }
  return null;
}

export function parseScoreInput(json: unknown): ScoreInput | { error: string } {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { error: 'expected a JSON object {"hand": [...], "table": [[...]], "events": [...]}' };
  const o = json as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (key !== 'hand' && key !== 'table' && key !== 'events') return { error: `unknown field "${key}" (expected hand, table, events)` };
  }
  const hand = o.hand ?? [], table = o.table ?? [], events = o.events ?? [];
  if (!Array.isArray(hand)) return { error: '"hand" must be a list of cards' };
  if (!Array.isArray(table) || !table.every(Array.isArray)) return { error: '"table" must be a list of groups, each a list of cards' };
  if (!Array.isArray(events)) return { error: '"events" must be a list of event codes' };

  let mask = 0;
  for (const e of events) {
    const i = parseEvent(e);
    if (typeof i !== 'number') return i;
    mask |= 1 << i;
  }
  const used = new Map<number, number>();
  const take = (text: unknown, where: string): number | { error: string } => {
    const l = parseLabel(text as string);
    if (typeof l !== 'number') return { error: `${where}: ${l.error}` };
    const n = used.get(l) ?? 0;
    if (n >= LABEL_COPIES[l]) return { error: `${where}: more ${LABEL_NAMES[l]} than the deck holds (${LABEL_COPIES[l]})` };
    used.set(l, n + 1);
    return cardsOfLabel(l)[n];
  };
  const handCards: number[] = [];
  for (const t of hand) {
    const c = take(t, 'hand');
    if (typeof c !== 'number') return c;
    handCards.push(c);
  }
  const groups: number[][] = [];
  for (let g = 0; g < table.length; g++) {
    const group: number[] = [];
    const labels: number[] = [];
    for (const t of table[g] as unknown[]) {
      const c = take(t, `table group ${g + 1}`);
      if (typeof c !== 'number') return c;
      group.push(c);
      labels.push(parseLabel(t as string) as number);
    }
    const err = groupError(labels, mask);
    if (err) return { error: `table group ${g + 1}: ${err}` };
    groups.push(group);
  }
  return { hand: handCards, table: groups, events: mask };
}

export function scoreHand(input: ScoreInput): ScoreResult {
  const breakdown = {} as ScoreBreakdown;
  const points = cardPoints(input.hand, input.table, input.events, breakdown);
  return { cardPoints: points, colourBonus: colourBonus(input.hand, input.table), breakdown };
}
