// The shape of an imported or saved analysis session, checked field by field before anything uses
// it: a damaged file must be refused with a message naming the field, never crash the page.

import { ACTION_COUNT, EVENT_COUNT, LABEL_COUNT } from '../../engine/index.js';

type Problem = string | null;

const isInt = (x: unknown, lo: number, hi: number): x is number => Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;
const isLabel = (x: unknown) => isInt(x, 0, LABEL_COUNT - 1);
const isTop = (x: unknown) => isInt(x, -1, LABEL_COUNT - 1);
const labels = (x: unknown, max = 70) => Array.isArray(x) && x.length <= max && x.every(isLabel);
const show = (x: unknown) => {
  const t = JSON.stringify(x);
  return t === undefined ? String(x) : t.length > 60 ? `${t.slice(0, 57)}...` : t;
};

export function startProblem(x: unknown): Problem {
  if (typeof x !== 'object' || x === null) return 'start must be an object';
  const s = x as Record<string, unknown>;
  const o = s.options as Record<string, unknown> | null;
  if (typeof o !== 'object' || o === null || o.players !== 2 || typeof o.salt !== 'boolean' || typeof o.pepper !== 'boolean') {
    return `start.options must be {players: 2, salt, pepper}, got ${show(o)}`;
  }
  if (!isInt(s.seat, 0, 1)) return `start.seat must be 0 or 1, got ${show(s.seat)}`;
  if (!isInt(s.firstPlayer, 0, 1)) return `start.firstPlayer must be 0 or 1, got ${show(s.firstPlayer)}`;
  if (!Array.isArray(s.piles) || s.piles.length !== 2 || !s.piles.every(isLabel)) return `start.piles must be two cards, got ${show(s.piles)}`;
  if (s.event !== undefined && !isInt(s.event, 0, EVENT_COUNT - 1)) return `start.event must be an event number, got ${show(s.event)}`;
  return null;
}

function seenProblem(e: Record<string, unknown>): Problem {
  if (e.hand !== undefined && !labels(e.hand)) return 'hand must be a list of cards';
  if (e.tops !== undefined && !(Array.isArray(e.tops) && e.tops.length === 2 && e.tops.every(isTop))) return 'tops must be two cards (or -1)';
  if (e.mermaidWin !== undefined && typeof e.mermaidWin !== 'boolean') return 'mermaidWin must be true or false';
  if (e.next !== undefined) {
    const n = e.next as Record<string, unknown> | null;
    if (typeof n !== 'object' || n === null || !Array.isArray(n.piles) || n.piles.length !== 2 || !n.piles.every(isLabel)) return 'next.piles must be two cards';
    if (n.event !== undefined && !isInt(n.event, 0, EVENT_COUNT - 1)) return 'next.event must be an event number';
  }
  return null;
}

export function entryProblem(x: unknown): Problem {
  if (typeof x !== 'object' || x === null) return 'must be an object';
  const e = x as Record<string, unknown>;
  const seen = seenProblem(e);
  if (seen) return seen;
  switch (e.kind) {
    case 'act':
      if (!isInt(e.action, 0, ACTION_COUNT - 1)) return `action must be an action number, got ${show(e.action)}`;
      if (e.then !== undefined && !isInt(e.then, 0, ACTION_COUNT - 1)) return 'then must be an action number';
      if (e.fromDeck !== undefined && !labels(e.fromDeck, 5)) return 'fromDeck must be a list of cards';
      if (e.stolen !== undefined && !isLabel(e.stolen)) return 'stolen must be a card';
      if (e.pile !== undefined && !labels(e.pile)) return 'pile must be a list of cards';
      return null;
    case 'hiddenKeep':
      if (!isLabel(e.discarded)) return 'discarded must be a card';
      if (e.pile !== undefined && !isInt(e.pile, 0, 1)) return 'pile must be 0 or 1';
      return null;
    case 'hiddenCrabTake':
      return isTop(e.newTop) ? null : 'newTop must be a card or -1';
    case 'hiddenLobsterKeep':
    case 'hiddenCoral':
      return null;
    default:
      return `unknown kind ${show(e.kind)}`;
  }
}

function optionProblem(x: unknown): Problem {
  if (typeof x !== 'object' || x === null) return 'must be an object';
  const o = x as Record<string, unknown>;
  if (!isInt(o.action, 0, ACTION_COUNT - 1)) return 'action must be an action number';
  // JSON writes NaN (an option the search never tried) as null.
  if (!(o.winChance === null || typeof o.winChance === 'number') || typeof o.visits !== 'number' || typeof o.prior !== 'number') return 'winChance, visits and prior must be numbers';
  return null;
}

export function analysisProblem(x: unknown): Problem {
  if (typeof x !== 'object' || x === null) return 'must be an object';
  const a = x as Record<string, unknown>;
  if (!isInt(a.best, 0, ACTION_COUNT - 1)) return 'best must be an action number';
  if (typeof a.winChance !== 'number' || typeof a.simulations !== 'number') return 'winChance and simulations must be numbers';
  if (a.level !== 'hard' && a.level !== 'expert') return 'level must be "hard" or "expert"';
  if (!Number.isInteger(a.seed)) return 'seed must be an integer';
  if (!Array.isArray(a.options)) return 'options must be a list';
  for (let i = 0; i < a.options.length; i++) {
    const p = optionProblem(a.options[i]);
    if (p) return `options[${i}]: ${p}`;
  }
  return null;
}

/** The first problem of a session's start, entries and analyses, named by its place; null if none. */
export function sessionShapeProblem(start: unknown, entries: unknown[], analyses: Record<string, unknown>): Problem {
  const s = startProblem(start);
  if (s) return s;
  for (let i = 0; i < entries.length; i++) {
    const p = entryProblem(entries[i]);
    if (p) return `entries[${i}]: ${p}`;
  }
  for (const [key, value] of Object.entries(analyses)) {
    if (!/^\d+$/.test(key) || Number(key) > entries.length) return `analyses["${key}"]: no such decision`;
    const p = analysisProblem(value);
    if (p) return `analyses["${key}"]: ${p}`;
  }
  return null;
}

/** JSON has no NaN: an option the search never tried comes back as null. */
export function reviveAnalyses<T>(analyses: Record<string, T>): Record<string, T> {
  for (const a of Object.values(analyses) as { options?: { winChance: number | null }[] }[]) {
    for (const o of a.options ?? []) if (o.winChance === null) o.winChance = NaN;
  }
  return analyses;
}
