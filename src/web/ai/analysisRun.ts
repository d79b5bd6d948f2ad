// The worker's side of a decision analysis: run the search in small steps and let other messages
// (a Stop, a newer request) in between them, reporting the analysis so far after each step. Plain
// TypeScript, so the stepping can be tested without a worker.

import type { DecisionAnalysis } from '../../ai/analysis.js';

export interface AnalysisStepper {
  /** Runs up to n more simulations; returns how many ran (0: the budget is spent). */
  step(n: number): number;
  current(): DecisionAnalysis;
}

export interface RunOptions {
  /** Simulations per step. */
  chunk: number;
  /** Gives the worker's message loop a turn (a Stop is read there). */
  pause: () => Promise<void>;
  stopped: () => boolean;
  progress: (analysis: DecisionAnalysis) => void;
}

/** Steps to the end of the budget, or until stopped; `complete` says which. */
export async function runStepwise(stepper: AnalysisStepper, o: RunOptions): Promise<{ analysis: DecisionAnalysis; complete: boolean }> {
  for (;;) {
    if (o.stopped()) return { analysis: stepper.current(), complete: false };
    if (stepper.step(o.chunk) === 0) return { analysis: stepper.current(), complete: true };
    o.progress(stepper.current());
    await o.pause();
  }
}

/** A turn of the event loop: a MessageChannel message comes sooner than setTimeout(0), which browsers clamp. */
export function nextTurn(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((r) => setTimeout(r, 0));
  return new Promise((resolve) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      ch.port1.close();
      resolve();
    };
    ch.port2.postMessage(null);
  });
}
