// The page's side of the computer player: a small interface (start, stop, state) with the Web Worker
// hidden inside one implementation. The page never blocks: the worker thinks, the client reports.
// If the worker fails (it cannot start, it crashes, the network cannot be loaded for a level that
// needs it) the state says so and `retry` starts a fresh worker.

import type { Knowledge } from '../../engine/index.js';
import type { DecisionAnalysis } from '../../ai/analysis.js';
import type { AiRequest } from '../game/controller.js';
import type { AnalysisLevel, FromWorker, SearchSummary, ToWorker } from './protocol.js';

/** A decision to analyse (the analysis page): the seat's knowledge, the level and the search's seed. */
export interface AnalysisRequest {
  knowledge: Knowledge;
  level: AnalysisLevel;
  seed: number;
}

export interface AnalysisCallbacks {
  /** The analysis so far, after each of the worker's steps. */
  progress: (analysis: DecisionAnalysis, ms: number) => void;
  /** The end: `complete` is false when it was stopped (the analysis is then partial). */
  done: (analysis: DecisionAnalysis, complete: boolean, ms: number) => void;
  fail: (error: string) => void;
}

export interface AiState {
  /** The worker runs ('ready'), or it failed and needs a retry. */
  worker: 'ready' | 'failed';
  /** The network's weights: loading in the background, ready, or failed (levels that need it cannot play). */
  model: 'loading' | 'ready' | 'failed';
  thinking: boolean;
  /** Why the worker failed, or the model could not load. */
  error: string | null;
  modelError: string | null;
}

export interface ThinkResult {
  action: number;
  search: SearchSummary | null;
  /** Milliseconds the decision took in the worker. */
  ms: number;
}

export interface AiClient {
  /** Asks for the computer's decision; one of the callbacks is called once, unless stop() comes first. */
  start(req: AiRequest, done: (r: ThinkResult) => void, fail: (error: string) => void): void;
  /** Forgets the decision being made (its answer is ignored). */
  stop(): void;
  state(): AiState;
  subscribe(listener: () => void): () => void;
  /** Starts a fresh worker (and loads the network again). */
  retry(): void;
  dispose(): void;
}

export interface WorkerLike {
  postMessage(m: ToWorker): void;
  terminate(): void;
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  onmessageerror: ((e: MessageEvent) => void) | null;
}

/** The real worker (Vite bundles worker.ts as a module worker). */
export function makeWorker(): WorkerLike {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'ssp-ai' }) as unknown as WorkerLike;
}

interface Pending {
  id: number;
  done: (r: ThinkResult) => void;
  fail: (error: string) => void;
}

export class WorkerAiClient implements AiClient {
  private worker: WorkerLike | null = null;
  private st: AiState = { worker: 'ready', model: 'loading', thinking: false, error: null, modelError: null };
  private pending: Pending | null = null;
  private analysis: { id: number; on: AnalysisCallbacks } | null = null;
  private nextId = 1;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly modelUrl: string, private readonly create: () => WorkerLike = makeWorker) {
    this.boot();
  }

  private set(patch: Partial<AiState>): void {
    this.st = { ...this.st, ...patch };
    this.listeners.forEach((l) => l());
  }

  private boot(): void {
    try {
      const w = this.create();
      this.worker = w;
      w.onmessage = (e) => this.receive(w, e.data);
      w.onerror = (e) => {
        e.preventDefault?.();
        this.failWorker(w, e.message || 'the computer player\'s worker stopped');
      };
      w.onmessageerror = () => this.failWorker(w, 'a message from the computer player\'s worker could not be read');
      this.set({ worker: 'ready', model: 'loading', error: null, modelError: null });
      w.postMessage({ type: 'init', modelUrl: this.modelUrl });
    } catch (e) {
      this.worker = null;
      this.set({ worker: 'failed', error: `the computer player's worker could not start: ${(e as Error).message}` });
    }
  }

  private failWorker(w: WorkerLike, error: string): void {
    if (w !== this.worker) return;
    w.terminate();
    this.worker = null;
    const p = this.pending;
    const a = this.analysis;
    this.pending = null;
    this.analysis = null;
    this.set({ worker: 'failed', thinking: false, error });
    p?.fail(error);
    a?.on.fail(error);
  }

  private receive(w: WorkerLike, m: FromWorker): void {
    if (w !== this.worker) return;
    if (m.type === 'model') {
      this.set(m.status === 'ready' ? { model: 'ready', modelError: null } : { model: 'failed', modelError: m.error ?? 'unknown error' });
      return;
    }
    if (this.analysis && m.id === this.analysis.id && (m.type === 'progress' || m.type === 'analysis' || m.type === 'error')) {
      const { on } = this.analysis;
      if (m.type === 'progress') on.progress(m.analysis, m.ms);
      else {
        this.analysis = null;
        if (m.type === 'analysis') on.done(m.analysis, m.complete, m.ms);
        else on.fail(m.error);
      }
      return;
    }
    if (m.type === 'progress' || m.type === 'analysis') return; // an analysis that was replaced
    const p = this.pending;
    if (!p || p.id !== m.id) return; // an answer to a stopped request
    this.pending = null;
    this.set({ thinking: false });
    if (m.type === 'result') p.done({ action: m.action, search: m.search, ms: m.ms });
    else p.fail(m.error);
  }

  start(req: AiRequest, done: (r: ThinkResult) => void, fail: (error: string) => void): void {
    if (!this.worker) {
      fail(this.st.error ?? 'the computer player is not running');
      return;
    }
    const id = this.nextId++;
    this.pending = { id, done, fail };
    this.set({ thinking: true });
    try {
      this.worker.postMessage({ type: 'think', id, level: req.level, seed: req.seed, seat: req.seat, knowledge: req.knowledge, legal: req.legal });
    } catch (e) {
      this.failWorker(this.worker, `the request could not be sent to the computer player: ${(e as Error).message}`);
    }
  }

  /**
   * Analyses a decision in the worker; a newer request replaces the one running (which then reports
   * nothing more). Its callbacks are called until `done` or `fail`.
   */
  analyze(req: AnalysisRequest, on: AnalysisCallbacks): void {
    if (!this.worker) {
      on.fail(this.st.error ?? 'the analysis worker is not running');
      return;
    }
    const id = this.nextId++;
    this.analysis = { id, on };
    try {
      this.worker.postMessage({ type: 'analyze', id, knowledge: req.knowledge, level: req.level, seed: req.seed });
    } catch (e) {
      this.failWorker(this.worker, `the request could not be sent to the analysis worker: ${(e as Error).message}`);
    }
  }

  /** Stops the analysis between two of its steps; it then reports `done` with what it has (not complete). */
  stopAnalysis(): void {
    if (this.analysis && this.worker) this.worker.postMessage({ type: 'stop', id: this.analysis.id });
  }

  stop(): void {
    if (!this.pending) return;
    this.pending = null;
    this.set({ thinking: false });
  }

  state(): AiState {
    return this.st;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  retry(): void {
    this.stop();
    const a = this.analysis;
    this.analysis = null;
    a?.on.fail('the worker was restarted');
    this.worker?.terminate();
    this.worker = null;
    this.boot();
  }

  dispose(): void {
    this.pending = null;
    this.analysis = null;
    this.worker?.terminate();
    this.worker = null;
    this.listeners.clear();
  }
}
