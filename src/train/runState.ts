// A training run's state (runs/<run>/state.json): where the loop stands, so that an interrupted run
// resumes at the stage it stopped in; and the report's row type (report.json, one row an iteration).

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ArenaReport } from './arena.js';
import { writeFileAtomic } from './atomicFile.js';

export type Stage = 'selfplay' | 'train' | 'gate' | 'eval' | 'report';

export interface RunState {
  version: 1;
  /** Iterations finished. */
  iteration: number;
  stage: Stage;
  gamesInIteration: number;
  /** Games of the next iteration already played while this one trained. */
  gamesAhead: number;
  totalGames: number;
  totalSamples: number;
  /** Seconds spent in this run, over all invocations. */
  wallSeconds: number;
  /** Accepted networks so far. */
  accepted: number;
  candidate: string | null;
  lastLosses: { policy: number; value: number; round: number; total: number } | null;
  /** The previous iteration's network on this iteration's new rows (heldOut.ts); null when not measured. */
  lastHeldOut?: { policy: number; value: number } | null;
  lastGate: ArenaReport | null;
  lastAccepted: boolean;
  lastEval: Record<string, ArenaReport>;
}

export interface ReportRow {
  iteration: number;
  games: number;
  samples: number;
  wallHours: number;
  lossPolicy: number;
  lossValue: number;
  lossRound: number;
  /** The previous iteration's network on this iteration's self-play rows, which it never trained on (NaN: not measured). */
  heldOutPolicy: number;
  heldOutValue: number;
  gateScore: number;
  accepted: boolean;
  winVsRandom: number;
  winVsEasy: number;
  winVsSearch: number;
  /** Style of self-play in this iteration. */
  stopShare: number;
  lastChanceShare: number;
  lastChanceWonShare: number;
  mermaidGameShare: number;
  meanRounds: number;
}

export const STATE_FILE = 'state.json';

/** The run's state, or that of a new run where the folder has none. */
export function readState(dir: string): RunState {
  const file = path.join(dir, STATE_FILE);
  if (!existsSync(file)) {
    return { version: 1, iteration: 0, stage: 'selfplay', gamesInIteration: 0, gamesAhead: 0, totalGames: 0, totalSamples: 0, wallSeconds: 0, accepted: 0, candidate: null, lastLosses: null, lastGate: null, lastAccepted: false, lastEval: {} };
  }
  const s = JSON.parse(readFileSync(file, 'utf8')) as RunState;
  if (s.version !== 1) throw new Error(`${file}: run state version ${s.version}, this build reads 1`);
  // Runs saved before games were played ahead during training have no such field.
  return { ...s, gamesAhead: s.gamesAhead ?? 0 };
}

export function writeState(dir: string, s: RunState): void {
  writeFileAtomic(path.join(dir, STATE_FILE), new TextEncoder().encode(JSON.stringify(s, null, 1)));
}
