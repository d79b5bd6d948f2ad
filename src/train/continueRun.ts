// Going on with a training run on a machine that does not have its folder (the run folder, with its
// gigabytes of rows, is not in git): the published folder (models/) holds the run's best network as
// candidate.ssnn and its report, and that is enough to go on with the same iteration numbers, totals
// and self-play seeds. Only the replay window starts empty, so the first iteration should play more
// games and train fewer steps (models/REPORT.md, session 10).

import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseWeights } from '../net/weights.js';
import { type ReportRow, type RunState, STATE_FILE, writeState } from './runState.js';

/** The published network a run goes on from. */
export const CONTINUE_NETWORK = 'candidate.ssnn';
const REPORT_JSON = 'training-report.json';
const REPORT_CSV = 'training-report.csv';

/**
 * Starts the run folder `runDir` where the published run stopped: its best network, its report and
 * a state at the report's last iteration. Refuses, changing nothing, where the run folder already
 * has a state or the published folder lacks a readable network or report.
 */
export function continueRunFrom(publishedDir: string, runDir: string): { iteration: number } | { error: string } {
  if (existsSync(path.join(runDir, STATE_FILE))) return { error: `${runDir} already holds a run (${STATE_FILE}): it resumes by itself` };
  const network = path.join(publishedDir, CONTINUE_NETWORK);
  const reportJson = path.join(publishedDir, REPORT_JSON);
  if (!existsSync(network)) return { error: `${network} is missing: nothing to go on from` };
  const weights = parseWeights(new Uint8Array(readFileSync(network)));
  if ('error' in weights) return { error: `${network}: ${weights.error}` };
  if (!existsSync(reportJson)) return { error: `${reportJson} is missing: the run's totals are unknown` };
  let rows: ReportRow[];
  try {
    rows = JSON.parse(readFileSync(reportJson, 'utf8')) as ReportRow[];
  } catch (e) {
    return { error: `${reportJson} is not valid JSON (${(e as Error).message})` };
  }
  if (!Array.isArray(rows) || rows.length === 0) return { error: `${reportJson} has no iterations` };
  const last = rows[rows.length - 1];
  for (const key of ['iteration', 'games', 'samples', 'wallHours'] as const) {
    if (typeof last[key] !== 'number' || !(last[key] >= 0)) return { error: `${reportJson}: the last row's ${key} is not a number (${JSON.stringify(last[key])})` };
  }
  const trained = weights.header.iteration;
  if (typeof trained === 'number' && trained > last.iteration) {
    return { error: `${network} is from iteration ${trained}, after the report's last (${last.iteration})` };
  }

  mkdirSync(path.join(runDir, 'weights'), { recursive: true });
  copyFileSync(network, path.join(runDir, 'weights', 'best.ssnn'));
  copyFileSync(reportJson, path.join(runDir, 'report.json'));
  if (existsSync(path.join(publishedDir, REPORT_CSV))) copyFileSync(path.join(publishedDir, REPORT_CSV), path.join(runDir, 'report.csv'));
  const state: RunState = {
    version: 1, iteration: last.iteration, stage: 'selfplay', gamesInIteration: 0, gamesAhead: 0,
    totalGames: last.games, totalSamples: last.samples, wallSeconds: last.wallHours * 3600,
    accepted: rows.filter((r) => r.accepted).length, candidate: null, lastLosses: null, lastGate: null,
    lastAccepted: false, lastEval: {},
  };
  // Written last: a run folder with a state is a run, and an error above leaves none.
  writeState(runDir, state);
  return { iteration: last.iteration };
}
