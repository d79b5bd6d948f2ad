// An analysis session: a real game followed from one seat (engine follow.ts), the analyses of the
// seat's decisions, saved in localStorage and exported as JSON. Plain TypeScript: the page renders it.

import {
  type FollowEntry, type FollowStart, type Following, type Knowledge, PHASE, followEntriesFromRecord, followStep,
  legalActions, determinize, replayFollowing, seedRng, startFollowing,
} from '../../engine/index.js';
import { type CostLabel, type DecisionAnalysis, costOf } from '../../ai/analysis.js';
import { reviveAnalyses, sessionShapeProblem } from './sessionShape.js';

export const SESSION_FORMAT = 'ssp-analysis';
export const SESSION_VERSION = 1;

export interface AnalysisSession {
  format: typeof SESSION_FORMAT;
  version: number;
  name: string;
  start: FollowStart;
  entries: FollowEntry[];
  /** Analyses of the seat's decisions, by the index of the entry that made the decision. */
  analyses: Record<string, DecisionAnalysis & { level: 'hard' | 'expert'; seed: number }>;
}

type Result<T> = T | { error: string };

export function newSession(start: FollowStart, name = ''): Result<{ session: AnalysisSession; following: Following }> {
  const f = startFollowing(start);
  if ('error' in f) return f;
  return { session: { format: SESSION_FORMAT, version: SESSION_VERSION, name, start, entries: [], analyses: {} }, following: f };
}

/** Adds one entry; on a contradiction nothing changes and the error says why. */
export function addEntry(session: AnalysisSession, following: Following, entry: FollowEntry): Result<{ session: AnalysisSession; following: Following }> {
  const next = followStep(following, entry);
  if ('error' in next) return next;
  return { session: { ...session, entries: [...session.entries, entry] }, following: next };
}

/**
 * Takes back the last entry (replay of the others). An analysis is of the position before its entry,
 * which undo does not change: the analysis of the position now current is kept, later ones go.
 */
export function undoEntry(session: AnalysisSession): Result<{ session: AnalysisSession; following: Following }> {
  const entries = session.entries.slice(0, -1);
  const f = replayFollowing(session.start, entries);
  if ('error' in f) return f;
  const analyses = { ...session.analyses };
  for (const key of Object.keys(analyses)) if (Number(key) > entries.length) delete analyses[key];
  return { session: { ...session, entries, analyses }, following: f };
}

/** The search's seed for the decision before entry `index`: fixed, so an analysis can be repeated. */
export function decisionSeed(index: number): number {
  return (Math.imul(index + 1, 2654435761) ^ 0x5eed) >>> 0;
}

/** The knowledge before each entry (index i: before entries[i]; the last one: now). */
export function knowledgeTimeline(session: AnalysisSession): Result<Knowledge[]> {
  let f = startFollowing(session.start);
  if ('error' in f) return f;
  const out: Knowledge[] = [f.knowledge];
  for (let i = 0; i < session.entries.length; i++) {
    const next: Result<Following> = followStep(f, session.entries[i]);
    if ('error' in next) return { error: `entry ${i + 1}: ${next.error}` };
    f = next;
    out.push(f.knowledge);
  }
  return out;
}

/** Whether the seat had a real choice before entry i (its own decision with more than one option). */
export function isSeatDecision(k: Knowledge): boolean {
  if (k.view.phase === PHASE.GAME_OVER || k.view.current !== k.seat) return false;
  return legalActions(determinize(k, seedRng(1))).length > 1;
}

export interface DecisionReview {
  index: number;
  chosen: number;
  analysis: DecisionAnalysis;
  cost: number;
  label: CostLabel;
}

/** Every analysed decision with what the seat chose and what it cost, in game order. */
export function reviews(session: AnalysisSession): DecisionReview[] {
  const out: DecisionReview[] = [];
  for (const [key, analysis] of Object.entries(session.analyses)) {
    const index = Number(key);
    const entry = session.entries[index];
    if (!entry || entry.kind !== 'act') continue;
    const { cost, label } = costOf(analysis, entry.action);
    out.push({ index, chosen: entry.action, analysis, cost, label });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** The decisions that cost the most, largest first. */
export function costliest(session: AnalysisSession, n = 5): DecisionReview[] {
  return reviews(session).filter((r) => r.cost > 0).sort((a, b) => b.cost - a.cost).slice(0, n);
}

/** Opens a game record from the play page, followed from `seat`. */
export function sessionFromRecord(record: unknown, seat: number, name = ''): Result<{ session: AnalysisSession; following: Following }> {
  const made = followEntriesFromRecord(record, seat);
  if ('error' in made) return made;
  const f = replayFollowing(made.start, made.entries);
  if ('error' in f) return f;
  return { session: { format: SESSION_FORMAT, version: SESSION_VERSION, name, start: made.start, entries: made.entries, analyses: {} }, following: f };
}

/** Reads an exported or saved session's fields, every one checked (its entries are not replayed here). */
export function readSession(json: unknown): Result<AnalysisSession> {
  if (typeof json !== 'object' || json === null) return { error: 'an analysis session must be a JSON object' };
  const o = json as Partial<AnalysisSession>;
  if (o.format !== SESSION_FORMAT) return { error: `not an analysis session: "format" must be "${SESSION_FORMAT}"` };
  if (o.version !== SESSION_VERSION) return { error: `analysis session version ${String(o.version)} is not supported: this page reads version ${SESSION_VERSION}` };
  if (!o.start || !Array.isArray(o.entries)) return { error: 'the session has no start or no entries' };
  if (typeof o.analyses !== 'object' || o.analyses === null || Array.isArray(o.analyses)) return { error: 'the session\'s analyses are missing' };
  const shape = sessionShapeProblem(o.start, o.entries, o.analyses);
  if (shape) return { error: `the session is damaged: ${shape}` };
  const analyses = reviveAnalyses(structuredClone(o.analyses));
  return { format: SESSION_FORMAT, version: SESSION_VERSION, name: String(o.name ?? ''), start: o.start, entries: o.entries, analyses };
}

/** Reads an exported or saved session: every field checked, and its entries replayed. */
export function parseSession(json: unknown): Result<{ session: AnalysisSession; following: Following }> {
  const session = readSession(json);
  if ('error' in session) return session;
  let f: Result<Following>;
  try {
    f = replayFollowing(session.start, session.entries);
  } catch (e) {
    f = { error: (e as Error).message };
  }
  if ('error' in f) return { error: `the session does not replay: ${f.error}` };
  return { session, following: f };
}

/** Where the sessions are saved (localStorage), by name. */
export const SESSIONS_KEY = 'ssp.analysis.sessions';
const STORE = SESSIONS_KEY;

/** Saved sessions by name (localStorage); damaged entries are skipped and reported. */
export function loadSessions(storage: Storage = localStorage): { sessions: Record<string, AnalysisSession>; problems: string[] } {
  const problems: string[] = [];
  let raw: unknown = {};
  try {
    raw = JSON.parse(storage.getItem(STORE) ?? '{}');
  } catch {
    problems.push('the saved analysis sessions are damaged and were not loaded');
    return { sessions: {}, problems };
  }
  const sessions: Record<string, AnalysisSession> = {};
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const r = parseSession(value);
    if ('error' in r) problems.push(`"${name}": ${r.error}`);
    else sessions[name] = r.session;
  }
  return { sessions, problems };
}

/**
 * The saved sessions as stored, unchecked (saving one session must not replay all the others). A
 * store that cannot be read is set aside under another key, so that saving never destroys it.
 */
function rawSessions(storage: Storage): Record<string, unknown> {
  const text = storage.getItem(STORE);
  if (text === null) return {};
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) return raw as Record<string, unknown>;
  } catch { /* set aside below */ }
  storage.setItem(`${STORE}.damaged`, text);
  return {};
}

/** The names of the saved sessions, without reading them (opening the page must not replay every game). */
export function savedSessionNames(storage: Storage = localStorage): string[] {
  return Object.keys(rawSessions(storage)).sort();
}

/** One saved session, its fields checked (not replayed). */
export function loadSession(name: string, storage: Storage = localStorage): Result<AnalysisSession> {
  const raw = rawSessions(storage);
  if (!Object.prototype.hasOwnProperty.call(raw, name)) return { error: `there is no saved session "${name}"` };
  return readSession(raw[name]);
}

export function saveSession(session: AnalysisSession, storage: Storage = localStorage): void {
  const sessions = rawSessions(storage);
  sessions[session.name || 'untitled'] = session;
  storage.setItem(STORE, JSON.stringify(sessions));
}

/** Removes a saved session (the others stay as they are). */
export function deleteSession(name: string, storage: Storage = localStorage): void {
  const sessions = rawSessions(storage);
  delete sessions[name];
  storage.setItem(STORE, JSON.stringify(sessions));
}

/** A name no saved session has yet: `base`, else `base (2)`, `base (3)`... */
export function freeName(base: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  const root = base.trim() || 'untitled';
  if (!names.has(root)) return root;
  for (let i = 2; ; i++) if (!names.has(`${root} (${i})`)) return `${root} (${i})`;
}
