// The analysis page's store (plain TypeScript; the page subscribes to it): the open session and
// what the seat knew before each entry, entering and undoing, looking back at an earlier moment,
// the analyses run in the worker (one at a time, the current decision first, or all of them in a
// row), and the sessions saved in localStorage after every change. Nothing entered is ever lost: a
// refused entry leaves the session as it was, and a file that cannot be read changes nothing.

import type { DecisionAnalysis } from '../../ai/analysis.js';
import type { FollowEntry, FollowStart, Following, Knowledge } from '../../engine/index.js';
import type { AnalysisCallbacks, AnalysisRequest } from '../ai/client.js';
import type { AnalysisLevel } from '../ai/protocol.js';
import { pilesKnown } from './expect.js';
import {
  type AnalysisSession, addEntry, decisionSeed, deleteSession, freeName, isSeatDecision, loadSession, newSession, readSession,
  SESSIONS_KEY, saveSession, savedSessionNames, sessionFromRecord, undoEntry,
} from './session.js';

/** The part of the AI client the page uses. */
export interface Analyser {
  analyze(req: AnalysisRequest, on: AnalysisCallbacks): void;
  stopAnalysis(): void;
}

export interface Notice {
  kind: 'error' | 'info';
  /** A translation key, and raw text (an engine message) shown after it. */
  key: string;
  detail?: string;
}

/** An entry the engine refused, kept so that nothing typed is lost (and resent with the pile tops when asked). */
export interface Refused {
  entry: FollowEntry;
  error: string;
  /**
   * The seat cannot tell what lies under a pile's top: naming the tops after the entry may settle it
   * (offered again when the tops named were refused, so that they can be corrected).
   */
  canGiveTops: boolean;
}

export interface Running {
  index: number;
  level: AnalysisLevel;
  /** The analysis so far, and the milliseconds it took. */
  progress: DecisionAnalysis | null;
  ms: number;
}

export interface AnalysisState {
  version: number;
  session: AnalysisSession | null;
  following: Following | null;
  /** The seat's knowledge before each entry; the last one is now. */
  timeline: Knowledge[];
  /** An earlier moment being looked at (the index of the entry made there), or null for now. */
  viewing: number | null;
  refused: Refused | null;
  notice: Notice | null;
  /** Names of the saved sessions, and problems met reading them. */
  saved: string[];
  loadProblems: string[];
  level: AnalysisLevel;
  /** Analyse each of the seat's decisions as soon as it is reached. */
  auto: boolean;
  running: Running | null;
  /** Analysing every decision of the game in a row. */
  batch: boolean;
  aiError: string | null;
}

/** Imports larger than this are refused before parsing. */
export const MAX_IMPORT_BYTES = 5_000_000;

const CURRENT_KEY = 'ssp.analysis.current';

export class AnalysisStore {
  private st: AnalysisState;
  /** Counts the analyses started, to tell the latest one's answers from older ones. */
  private runs = 0;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly analyser: Analyser, private readonly storage: Storage | null) {
    const loadProblems = this.storeProblems();
    this.st = {
      version: 0, session: null, following: null, timeline: [], viewing: null, refused: null, notice: null,
      saved: this.savedNames(), loadProblems, level: 'hard', auto: true, running: null, batch: false, aiError: null,
    };
    // Reopen the session that was open when the page was left.
    const current = this.storageGet(CURRENT_KEY);
    if (current && this.st.saved.includes(current)) this.openSaved(current);
  }

  // -------------------------------------------------------------------------------------------
  // The store

  state(): AnalysisState {
    return this.st;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private update(patch: Partial<AnalysisState>): void {
    this.st = { ...this.st, ...patch, version: this.st.version + 1 };
    this.listeners.forEach((l) => l());
  }

  private storageGet(key: string): string | null {
    try { return this.storage?.getItem(key) ?? null; } catch { return null; }
  }

  /** A store that cannot be read at all is set aside (never overwritten) and reported. */
  private storeProblems(): string[] {
    const text = this.storageGet(SESSIONS_KEY);
    if (text === null) return [];
    try {
      JSON.parse(text);
      return [];
    } catch {
      return [`the saved sessions could not be read; they are kept aside in this browser under "${SESSIONS_KEY}.damaged"`];
    }
  }

  private savedNames(): string[] {
    if (!this.storage) return [];
    try {
      return savedSessionNames(this.storage);
    } catch {
      return [];
    }
  }

  /** Saves the open session; a storage that refuses is reported, nothing else changes. */
  private persist(session: AnalysisSession): void {
    if (!this.storage) return;
    try {
      saveSession(session, this.storage);
      this.storage.setItem(CURRENT_KEY, session.name);
      if (!this.st.saved.includes(session.name)) this.update({ saved: [...this.st.saved, session.name].sort() });
    } catch (e) {
      this.update({ notice: { kind: 'error', key: 'analysis.notice.notSaved', detail: (e as Error).message } });
    }
  }

  // -------------------------------------------------------------------------------------------
  // Opening sessions

  /** Shows a session (its timeline replayed once); `notice` says how it came. */
  private show(session: AnalysisSession, notice: Notice | null, failKey = 'analysis.notice.openFailed'): boolean {
    let timeline: ReturnType<AnalysisStore['replayTimeline']>;
    try {
      timeline = this.replayTimeline(session);
    } catch (e) {
      timeline = { error: (e as Error).message };
    }
    if ('error' in timeline) {
      this.update({ notice: { kind: 'error', key: failKey, detail: `the session does not replay: ${timeline.error}` } });
      return false;
    }
    this.stopRunning();
    this.update({ session, following: timeline.following, timeline: timeline.knowledge, viewing: null, refused: null, notice, batch: false });
    this.persist(session);
    this.autoAnalyse();
    return true;
  }

  private replayTimeline(session: AnalysisSession): { following: Following; knowledge: Knowledge[] } | { error: string } {
    const made = newSession(session.start, session.name);
    if ('error' in made) return made;
    let following = made.following;
    let s = made.session;
    const knowledge = [following.knowledge];
    for (let i = 0; i < session.entries.length; i++) {
      const r = addEntry(s, following, session.entries[i]);
      if ('error' in r) return { error: `entry ${i + 1}: ${r.error}` };
      ({ session: s, following } = r);
      knowledge.push(following.knowledge);
    }
    return { following, knowledge };
  }

  private names(): string[] {
    return this.savedNames().concat(this.st.saved);
  }

  /** A new game followed from the setup form. */
  start(start: FollowStart, name: string): string | null {
    const made = newSession(start, freeName(name, this.names()));
    if ('error' in made) return made.error;
    this.show(made.session, null);
    return null;
  }

  /** A game record exported from the play page, followed from `seat`. */
  openRecord(text: string, seat: number, name: string): boolean {
    const json = this.parseJson(text, 'analysis.notice.recordFailed');
    if (json === undefined) return false;
    let made: ReturnType<typeof sessionFromRecord>;
    try {
      made = sessionFromRecord(json, seat, freeName(name, this.names()));
    } catch (e) {
      made = { error: (e as Error).message };
    }
    if ('error' in made) {
      this.update({ notice: { kind: 'error', key: 'analysis.notice.recordFailed', detail: made.error } });
      return false;
    }
    return this.show(made.session, { kind: 'info', key: 'analysis.notice.recordOpened' });
  }

  /** An exported session (JSON text); kept under a free name beside the others. */
  importText(text: string): boolean {
    const json = this.parseJson(text, 'analysis.notice.importFailed');
    if (json === undefined) return false;
    const r = readSession(json);
    if ('error' in r) {
      this.update({ notice: { kind: 'error', key: 'analysis.notice.importFailed', detail: r.error } });
      return false;
    }
    const session = { ...r, name: freeName(r.name || 'imported', this.names()) };
    return this.show(session, { kind: 'info', key: 'analysis.notice.imported', detail: session.name }, 'analysis.notice.importFailed');
  }

  private parseJson(text: string, key: string): unknown {
    if (text.length > MAX_IMPORT_BYTES) {
      this.update({ notice: { kind: 'error', key, detail: `the file is larger than ${MAX_IMPORT_BYTES / 1e6} MB` } });
      return undefined;
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (e) {
      this.update({ notice: { kind: 'error', key, detail: `malformed JSON: ${(e as Error).message}` } });
      return undefined;
    }
  }

  exportText(): { name: string; text: string } | null {
    const s = this.st.session;
    if (!s) return null;
    const safe = s.name.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'session';
    return { name: `ssp-analysis-${safe}.json`, text: `${JSON.stringify(s, null, 1)}\n` };
  }

  /** A saved session; one that cannot be read is reported by name (and stays saved, untouched). */
  openSaved(name: string): void {
    let s: ReturnType<typeof loadSession>;
    try {
      s = this.storage ? loadSession(name, this.storage) : { error: 'storage is not available' };
    } catch (e) {
      s = { error: (e as Error).message };
    }
    if ('error' in s) {
      this.update({ notice: { kind: 'error', key: 'analysis.notice.openFailed', detail: `"${name}": ${s.error}` } });
      return;
    }
    this.show({ ...s, name }, null);
  }

  rename(name: string): string | null {
    const s = this.st.session;
    const wanted = name.trim();
    if (!s || !wanted || wanted === s.name) return null;
    if (this.names().includes(wanted)) return 'taken';
    const renamed = { ...s, name: wanted };
    if (this.storage) {
      try { deleteSession(s.name, this.storage); } catch { /* saved below under the new name */ }
    }
    this.update({ session: renamed, saved: this.st.saved.filter((n) => n !== s.name) });
    this.persist(renamed);
    return null;
  }

  remove(name: string): void {
    if (this.storage) {
      try { deleteSession(name, this.storage); } catch { /* nothing was removed */ }
    }
    const closing = this.st.session?.name === name;
    if (closing) this.stopRunning();
    this.update({
      saved: this.st.saved.filter((n) => n !== name),
      ...(closing ? { session: null, following: null, timeline: [], viewing: null, refused: null, batch: false } : {}),
    });
  }

  close(): void {
    this.stopRunning();
    try { this.storage?.removeItem(CURRENT_KEY); } catch { /* nothing to forget */ }
    this.update({ session: null, following: null, timeline: [], viewing: null, refused: null, batch: false });
  }

  dismissNotice(): void {
    if (this.st.notice) this.update({ notice: null });
  }

  // -------------------------------------------------------------------------------------------
  // Entering

  /** Enters one step; returns the engine's message if it is refused (the session is unchanged). */
  enter(entry: FollowEntry): string | null {
    const { session, following } = this.st;
    if (!session || !following) return 'no session is open';
    let r: ReturnType<typeof addEntry>;
    try {
      r = addEntry(session, following, entry);
    } catch (e) {
      r = { error: `the engine could not follow this entry: ${(e as Error).message}` };
    }
    if ('error' in r) {
      const uncertain = pilesKnown(following.knowledge).certain.some((c) => !c);
      this.update({ refused: { entry, error: r.error, canGiveTops: uncertain } });
      return r.error;
    }
    this.update({ session: r.session, following: r.following, timeline: [...this.st.timeline, r.following.knowledge], refused: null, viewing: null });
    this.persist(r.session);
    this.autoAnalyse();
    return null;
  }

  clearRefused(): void {
    if (this.st.refused) this.update({ refused: null });
  }

  canUndo(): boolean {
    return (this.st.session?.entries.length ?? 0) > 0;
  }

  undo(): void {
    const session = this.st.session;
    if (!session || session.entries.length === 0) return;
    const r = undoEntry(session);
    if ('error' in r) {
      this.update({ notice: { kind: 'error', key: 'analysis.notice.undoFailed', detail: r.error } });
      return;
    }
    if (this.st.running && this.st.running.index > r.session.entries.length) this.stopRunning();
    this.update({ session: r.session, following: r.following, timeline: this.st.timeline.slice(0, -1), refused: null, viewing: null });
    this.persist(r.session);
    this.autoAnalyse();
  }

  /** Looks at the moment before entry `index` (null: now). */
  view(index: number | null): void {
    const n = this.st.session?.entries.length ?? 0;
    this.update({ viewing: index === null || index >= n ? null : Math.max(0, index) });
  }

  // -------------------------------------------------------------------------------------------
  // Analysing

  setLevel(level: AnalysisLevel): void {
    this.update({ level });
  }

  setAuto(auto: boolean): void {
    this.update({ auto });
    if (auto) this.autoAnalyse();
  }

  /** Indices (positions before an entry, and now) where the seat had a real choice. */
  decisions(): number[] {
    const out: number[] = [];
    this.st.timeline.forEach((k, i) => { if (isSeatDecision(k)) out.push(i); });
    return out;
  }

  /** The saved analysis of the decision at `index`, if any. */
  analysisAt(index: number): (DecisionAnalysis & { level: AnalysisLevel; seed: number }) | null {
    return this.st.session?.analyses[String(index)] ?? null;
  }

  /** Analyses the decision at `index` (default: the moment looked at, or now). */
  analyse(index?: number, level: AnalysisLevel = this.st.level): void {
    const i = index ?? this.st.viewing ?? this.st.timeline.length - 1;
    const k = this.st.timeline[i];
    if (!k || !isSeatDecision(k)) return;
    this.stopRunning();
    this.run(i, level);
  }

  /** Analyses every decision of the seat not yet analysed at this level, one after another. */
  analyseAll(): void {
    this.update({ batch: true });
    if (!this.st.running) this.nextInBatch();
  }

  /** Stops the analysis running (and the batch); what it found so far is not saved. */
  stop(): void {
    this.update({ batch: false });
    this.stopRunning();
  }

  private stopRunning(): void {
    if (!this.st.running) return;
    this.analyser.stopAnalysis();
    this.update({ running: null });
  }

  private missing(level: AnalysisLevel): number[] {
    return this.decisions().filter((i) => {
      const a = this.analysisAt(i);
      return !a || (level === 'expert' && a.level !== 'expert');
    });
  }

  private nextInBatch(): void {
    const todo = this.missing(this.st.level);
    if (todo.length === 0) {
      this.update({ batch: false });
      return;
    }
    this.run(todo[0], this.st.level);
  }

  private autoAnalyse(): void {
    if (this.st.running) return;
    if (this.st.batch) {
      this.nextInBatch();
      return;
    }
    if (!this.st.auto) return;
    const now = this.st.timeline.length - 1;
    if (now >= 0 && isSeatDecision(this.st.timeline[now]) && !this.analysisAt(now)) this.run(now, this.st.level);
  }

  private run(index: number, level: AnalysisLevel): void {
    const session = this.st.session;
    const knowledge = this.st.timeline[index];
    if (!session || !knowledge) return;
    const running: Running = { index, level, progress: null, ms: 0 };
    const seed = decisionSeed(index);
    this.update({ running, aiError: null });
    // Only the latest request's answers count (an older one may still report after a newer started).
    const token = ++this.runs;
    const mine = () => this.runs === token && this.st.running !== null && this.st.session?.name === session.name;
    this.analyser.analyze({ knowledge, level, seed }, {
      progress: (a, ms) => {
        if (mine()) this.update({ running: { ...this.st.running!, progress: a, ms } });
      },
      done: (a, complete) => {
        if (!mine()) return;
        this.update({ running: null });
        if (complete) this.saveAnalysis(index, { ...a, level, seed });
        this.autoAnalyse();
      },
      fail: (error) => {
        if (!mine()) return;
        this.update({ running: null, batch: false, aiError: error });
      },
    });
  }

  private saveAnalysis(index: number, a: DecisionAnalysis & { level: AnalysisLevel; seed: number }): void {
    const s = this.st.session;
    if (!s || index > s.entries.length) return;
    const session = { ...s, analyses: { ...s.analyses, [String(index)]: a } };
    this.update({ session });
    this.persist(session);
  }
}
