// The play page's session: the controller, the computer player (through its client), the saved
// game and the pace of the computer's moves, as one store the page subscribes to. The computer's
// moves are applied one at a time, at least `pace` milliseconds apart (skippable), and wait while a
// round's summary is open. Everything is saved on every step.

import type { AiClient, AiState } from '../ai/client.js';
import { type NewGameChoice, PlayController, type RoundSummary } from './controller.js';
import {
  type PlaySettings, type StorageLike, loadGame, loadSettings, saveGame, saveSettings, setAsideSave,
} from './persistence.js';

export type SetupReason = 'first' | 'new' | 'damaged' | 'old';

export interface Notice {
  kind: 'error' | 'info';
  /** A translation key, and raw text (an engine message) shown as text after it. */
  key: string;
  detail?: string;
}

export interface SessionState {
  controller: PlayController | null;
  /** Bumps on every change. */
  version: number;
  screen: 'setup' | 'table';
  setupReason: SetupReason;
  /** Why the saved game could not be loaded. */
  loadError: string | null;
  notice: Notice | null;
  settings: PlaySettings;
  ai: AiState;
  /** Why the computer could not make its move (the page offers a retry). */
  aiError: string | null;
  /** The computer's moves are being shown without pauses until the human's next decision. */
  skipping: boolean;
  /** A round's end waiting to be acknowledged before play goes on. */
  roundEnd: RoundSummary | null;
}

export interface Clock {
  now(): number;
  setTimeout(f: () => void, ms: number): unknown;
  clearTimeout(h: unknown): void;
}

const realClock: Clock = {
  now: () => performance.now(),
  setTimeout: (f, ms) => setTimeout(f, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Imports larger than this are refused before parsing. */
export const MAX_IMPORT_BYTES = 2_000_000;

export class PlaySession {
  private st: SessionState;
  private readonly listeners = new Set<() => void>();
  /** The ply the computer is thinking about (or whose move waits for its turn to be shown), or -1. */
  private busyPly = -1;
  private timer: unknown = null;
  private lastStepAt = -Infinity;
  private readonly unsubscribeAi: () => void;
  /** The page is shown: the computer plays only then. */
  private active = true;

  constructor(
    private readonly ai: AiClient,
    private readonly storage: StorageLike | null,
    private readonly newSeed: () => number,
    private readonly clock: Clock = realClock,
  ) {
    const settings = loadSettings(storage);
    const loaded = loadGame(storage);
    this.st = {
      controller: loaded.kind === 'ok' ? loaded.controller : null,
      version: 0,
      screen: loaded.kind === 'ok' ? 'table' : 'setup',
      setupReason: loaded.kind === 'damaged' || loaded.kind === 'old' ? loaded.kind : 'first',
      loadError: loaded.kind === 'damaged' || loaded.kind === 'old' ? loaded.error : null,
      notice: null,
      settings,
      ai: ai.state(),
      aiError: null,
      skipping: false,
      roundEnd: null,
    };
    this.unsubscribeAi = ai.subscribe(() => this.update({ ai: ai.state() }));
    this.pump();
  }

  // -------------------------------------------------------------------------------------------
  // The store

  state(): SessionState {
    return this.st;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private update(patch: Partial<SessionState>): void {
    this.st = { ...this.st, ...patch, version: this.st.version + 1 };
    this.listeners.forEach((l) => l());
  }

  /** The play page is shown (true) or left (false): the computer stops while nobody watches. */
  setActive(active: boolean): void {
    if (active === this.active) return;
    this.active = active;
    if (!active) this.cancelComputer();
    else {
      this.lastStepAt = this.clock.now();
      this.pump();
    }
  }

  dispose(): void {
    this.cancelComputer();
    this.unsubscribeAi();
    this.listeners.clear();
  }

  // -------------------------------------------------------------------------------------------
  // The human's commands

  play(action: number): void {
    const c = this.st.controller;
    if (!c || this.st.roundEnd || c.toMove() !== 'human') return;
    const err = c.play(action, 'human');
    if (err) {
      this.update({ notice: { kind: 'error', key: 'play.notice.illegal', detail: err.error } });
      return;
    }
    this.lastStepAt = this.clock.now();
    this.afterStep(c);
  }

  undo(): void {
    const c = this.st.controller;
    if (!c || !c.canUndo()) return;
    this.cancelComputer();
    c.undo();
    this.afterJump(c);
  }

  redo(): void {
    const c = this.st.controller;
    if (!c || !c.canRedo()) return;
    this.cancelComputer();
    c.redo();
    this.afterJump(c);
  }

  /** Shows the computer's remaining moves of this turn without pauses. */
  skip(): void {
    if (this.st.skipping) return;
    this.update({ skipping: true });
    const waiting = this.flush;
    if (this.timer !== null && waiting) {
      // A move is waiting for its turn to be shown: show it now.
      this.clock.clearTimeout(this.timer);
      waiting();
    }
  }

  acknowledgeRound(): void {
    if (!this.st.roundEnd) return;
    this.lastStepAt = this.clock.now();
    this.update({ roundEnd: null });
    this.pump();
  }

  /** Sets the game aside (it could not be shown) and offers a new one. */
  abandonGame(): void {
    this.cancelComputer();
    setAsideSave(this.storage);
    this.update({ controller: null, screen: 'setup', setupReason: 'new', loadError: null, notice: null, aiError: null, skipping: false, roundEnd: null });
  }

  openSetup(): void {
    // The computer waits while the form is open.
    this.cancelComputer();
    this.update({ screen: 'setup', setupReason: 'new', notice: null });
  }

  cancelSetup(): void {
    if (!this.st.controller) return;
    this.lastStepAt = this.clock.now();
    this.update({ screen: 'table' });
    this.pump();
  }

  newGame(choice: NewGameChoice): void {
    this.cancelComputer();
    const c = PlayController.newGame(choice, this.newSeed());
    const settings = { ...this.st.settings, choice };
    saveSettings(this.storage, settings);
    this.lastStepAt = this.clock.now();
    this.update({ controller: c, screen: 'table', settings, loadError: null, notice: null, aiError: null, skipping: false, roundEnd: null });
    this.save(c);
    this.pump();
  }

  setPace(ms: number): void {
    const settings = { ...this.st.settings, pace: ms };
    saveSettings(this.storage, settings);
    this.update({ settings });
  }

  /** A file too large to be a game record. */
  refuseImport(): void {
    this.update({ notice: { kind: 'error', key: 'play.notice.importTooBig' } });
  }

  /** Reads a game record (JSON text); on a problem the current game stays and a notice says what is wrong. */
  importText(text: string): boolean {
    if (text.length > MAX_IMPORT_BYTES) {
      this.refuseImport();
      return false;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      this.update({ notice: { kind: 'error', key: 'play.notice.importFailed', detail: `malformed JSON: ${(e as Error).message}` } });
      return false;
    }
    const c = PlayController.fromImport(json, this.st.settings.choice.level);
    if ('error' in c) {
      this.update({ notice: { kind: 'error', key: 'play.notice.importFailed', detail: c.error } });
      return false;
    }
    this.cancelComputer();
    this.lastStepAt = this.clock.now();
    this.update({ controller: c, screen: 'table', loadError: null, notice: { kind: 'info', key: 'play.notice.imported' }, aiError: null, skipping: false, roundEnd: null });
    this.save(c);
    this.pump();
    return true;
  }

  /** The game record to export, as JSON text, with a file name. */
  exportText(now = new Date()): { name: string; text: string } | null {
    const c = this.st.controller;
    if (!c) return null;
    const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
    return { name: `sea-salt-paper-${stamp}.json`, text: `${JSON.stringify(c.exportRecord(now), null, 1)}\n` };
  }

  dismissNotice(): void {
    if (this.st.notice) this.update({ notice: null });
  }

  retryAi(): void {
    this.ai.retry();
    this.update({ aiError: null, ai: this.ai.state() });
    this.pump();
  }

  // -------------------------------------------------------------------------------------------
  // The computer's moves

  private flush: (() => void) | null = null;

  private cancelComputer(): void {
    this.ai.stop();
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.flush = null;
    this.busyPly = -1;
  }

  private save(c: PlayController): void {
    const err = saveGame(this.storage, c);
    if (err && this.st.notice?.key !== 'play.notice.saveFailed') {
      this.update({ notice: { kind: 'error', key: 'play.notice.saveFailed', detail: err.error } });
    }
  }

  private afterStep(c: PlayController): void {
    const roundEnd = c.lastRoundEnd();
    const skipping = c.toMove() === 'human' || c.toMove() === 'over' ? false : this.st.skipping;
    this.update({ roundEnd: roundEnd && !roundEnd.final ? roundEnd : null, skipping, notice: this.st.notice?.kind === 'info' ? null : this.st.notice });
    this.save(c);
    this.pump();
  }

  private afterJump(c: PlayController): void {
    this.lastStepAt = this.clock.now();
    this.update({ roundEnd: null, skipping: false, aiError: null });
    this.save(c);
    this.pump();
  }

  /** Starts the computer's decision when it is its turn and nothing holds play. */
  private pump(): void {
    const c = this.st.controller;
    if (!c || !this.active || this.st.screen !== 'table' || this.st.roundEnd || this.st.aiError || this.busyPly >= 0) return;
    const req = c.aiRequest();
    if (!req) return;
    const ply = c.ply;
    this.busyPly = ply;
    this.ai.start(
      req,
      (r) => {
        if (this.busyPly !== ply || c !== this.st.controller || c.ply !== ply) return;
        const show = () => {
          this.timer = null;
          this.flush = null;
          if (this.busyPly !== ply || c !== this.st.controller || c.ply !== ply) return;
          this.busyPly = -1;
          const err = c.play(r.action, 'computer', r.search?.winChance ?? null);
          if (err) {
            this.update({ aiError: err.error });
            return;
          }
          this.lastStepAt = this.clock.now();
          this.afterStep(c);
        };
        const wait = this.st.skipping ? 0 : Math.max(0, this.lastStepAt + this.st.settings.pace - this.clock.now());
        if (wait <= 0) show();
        else {
          this.flush = show;
          this.timer = this.clock.setTimeout(show, wait);
        }
      },
      (error) => {
        if (this.busyPly !== ply) return;
        this.busyPly = -1;
        this.update({ aiError: error });
      },
    );
  }
}
