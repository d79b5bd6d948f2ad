// The training loop (`ssp train`): self-play with the best network so far, training on a window of
// the latest rows, a gating match between the new network and the best, a few evaluation matches,
// and a report row; then again. Stages talk through files in the run folder, and every stage can be
// interrupted: finished games stay on disk, the trainer's checkpoint and the best weights are
// written atomically, and a restarted run picks up where it stopped.

import { appendFileSync, copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { nextUint32, seedRng } from '../engine/rng.js';
import { type NetWeights, parseWeightSet, randomWeights, serializeWeights } from '../net/weights.js';
import { type ArenaReport, round3, runArena, summarize } from './arena.js';
import { writeFileAtomic } from './atomicFile.js';
import { checkpointPath, loadCheckpoint, saveCheckpoint } from './checkpoint.js';
import { readReplayWindow } from './dataset.js';
import { heldOutLosses, rowsAfter } from './heldOut.js';
import { initBackend } from './backend.js';
import { readWeights } from './model.js';
import { type GameStats, emptyEndings } from './selfplay.js';
import { disposeModel, exportWeights, initFromWeights, train } from './trainer.js';
import { netAgentFactory } from './netAgents.js';
import { type ReportRow, type RunState, readState, writeState } from './runState.js';
import { CONTINUE_NETWORK } from './continueRun.js';
import type { TrainConfig } from './config.js';

export { DEFAULT_TRAIN, type TrainConfig } from './config.js';

/** A one-line progress display: rewritten in place on a terminal, printed every few seconds otherwise. */
class Progress {
  private last = 0;
  constructor(private readonly out: NodeJS.WriteStream) {}
  show(line: string, force = false): void {
    const now = Date.now();
    if (this.out.isTTY) this.out.write(`\r${line.padEnd(110).slice(0, 140)}`);
    else if (force || now - this.last > 10_000) {
      this.out.write(`${new Date().toISOString()} ${line}\n`);
      this.last = now;
    }
  }
  done(line: string): void {
    if (this.out.isTTY) this.out.write(`\r${line.padEnd(110)}\n`);
    else this.out.write(`${new Date().toISOString()} ${line}\n`);
  }
}

export async function trainLoop(cfg: TrainConfig, out: NodeJS.WriteStream = process.stderr): Promise<void> {
  const dir = cfg.runDir;
  const dataDir = path.join(dir, 'data');
  mkdirSync(path.join(dir, 'weights'), { recursive: true });
  const best = path.join(dir, 'weights', 'best.ssnn');
  const progress = new Progress(out);
  const state = readState(dir);
  const started = Date.now();
  const baseWall = state.wallSeconds;
  const save = () => {
    state.wallSeconds = baseWall + (Date.now() - started) / 1000;
    writeState(dir, state);
  };
  const timeUp = () => cfg.hours > 0 && (Date.now() - started) / 3_600_000 >= cfg.hours;

  if (!existsSync(best)) {
    // Start from a random network that knows only the rules (or from the published one, to continue).
    const published = cfg.publishDir ? path.join(cfg.publishDir, 'current.ssnn') : '';
    if (published && existsSync(published) && state.iteration === 0 && process.env.SSP_TRAIN_FROM_SCRATCH !== '1') {
      // The published model may be an ensemble (weights.ts's parseWeightSet): training goes on from its first network.
      const set = parseWeightSet(new Uint8Array(readFileSync(published)));
      if ('error' in set) throw new Error(`${published}: ${set.error}`);
      writeFileAtomic(best, serializeWeights(set[0]));
    } else writeFileAtomic(best, serializeWeights(randomWeights(cfg.seed, { meta: { iteration: 0, run: path.basename(dir) } })));
  }
  const backend = await initBackend();
  progress.done(`training in ${dir} (tfjs backend ${backend.backend}); ${state.iteration} iterations done, ${state.totalGames} games, ${state.totalSamples} rows`);

  for (let done = 0; done < cfg.iterations && !timeUp(); done++) {
    const it = state.iteration + 1;
    if (state.stage === 'selfplay') {
      await selfPlayStage(cfg, state, it, best, dataDir, progress, save);
      state.stage = 'train';
      save();
      if (timeUp()) break;
    }
    if (state.stage === 'train') {
      const candidate = path.join(dir, 'weights', `iter-${String(it).padStart(4, '0')}.ssnn`);
      const ahead = cfg.workers > 1 ? playAhead(cfg, state, it + 1, best, dataDir, save) : null;
      try {
        const trained = await trainStage(cfg, dir, dataDir, best, candidate, it, state.totalSamples, progress);
        state.lastLosses = trained.losses;
        state.lastHeldOut = trained.heldOut;
      } finally {
        const played = await ahead?.finish();
        if (played) progress.done(`iteration ${it + 1} self-play: ${played} games played during iteration ${it}'s training`);
      }
      state.candidate = candidate;
      state.stage = 'gate';
      save();
    }
    if (state.stage === 'gate') {
      const gate = await match(cfg, `net-a:${cfg.gateSimulations}`, `net-b:${cfg.gateSimulations}`, cfg.gateDeals, it * 7919, state.candidate!, best, progress, 'gate');
      state.lastGate = gate;
      state.lastAccepted = gate.winRateA >= cfg.gateThreshold;
      if (state.lastAccepted) {
        copyFileSync(state.candidate!, best);
        state.accepted++;
      }
      state.stage = 'eval';
      save();
    }
    if (state.stage === 'eval') {
      // The plain search is slow to play against: it is measured every few iterations, and the last
      // figure is carried in between.
      const previous = state.lastEval;
      state.lastEval = {};
      for (const opponent of ['random', 'easy', 'search']) {
        if (opponent === 'search' && (it - 1) % cfg.searchEvalEvery !== 0 && previous.search) {
          state.lastEval.search = previous.search;
          continue;
        }
        state.lastEval[opponent] = await match(cfg, `net-a:${cfg.evalSimulations}`, opponent, cfg.evalDeals, it * 104729 + opponent.length, best, null, progress, `vs ${opponent}`);
        save();
      }
      state.stage = 'report';
      save();
    }
    if (state.stage === 'report') {
      const row = reportRow(state, it, dir);
      appendReport(dir, row);
      if (cfg.publishDir) publish(cfg.publishDir, dir, best);
      progress.done(`iteration ${it}: loss p ${row.lossPolicy.toFixed(3)} v ${row.lossValue.toFixed(3)}; gate ${row.gateScore} (${row.accepted ? 'accepted' : 'kept the best'}); vs random ${row.winVsRandom}, easy ${row.winVsEasy}, search ${row.winVsSearch}`);
      state.iteration = it;
      state.stage = 'selfplay';
      state.gamesInIteration = state.gamesAhead;
      state.gamesAhead = 0;
      save();
    }
  }
  save();
}

/** The seeds of iteration `it`'s self-play games, in order: the same on every resume. */
function iterationSeeds(cfg: TrainConfig, it: number): number[] {
  const rng = seedRng(cfg.seed * 1_000_003 + it);
  return Array.from({ length: cfg.gamesPerIteration }, () => nextUint32(rng));
}

interface GameMessage { rows: number; stats: GameStats }

/** One self-play thread playing `seeds` in order; `onGame` for each finished game; settles when it exits. */
function selfPlayThread(cfg: TrainConfig, best: string, dataDir: string, seeds: number[], onGame: (m: GameMessage) => void, stop?: SharedArrayBuffer): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const worker = new Worker(new URL('./selfplayWorker.js', import.meta.url), {
      workerData: { weightsPath: best, dataDir, seeds, selfPlay: cfg.selfPlay, stop },
    });
    worker.on('message', (m: { error?: string } & Partial<GameMessage>) => {
      if (m.error) reject(new Error(m.error));
      else onGame(m as GameMessage);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`self-play worker exited with ${code}`))));
  });
}

/** Counts a finished self-play game of iteration `it` in the run's totals and its style statistics. */
function recordGame(dataDir: string, state: RunState, it: number, m: GameMessage): void {
  state.totalGames++;
  state.totalSamples += m.rows;
  appendFileSync(path.join(path.dirname(dataDir), 'selfplay-stats.jsonl'), JSON.stringify({ iteration: it, ...m.stats }) + '\n');
}

async function selfPlayStage(cfg: TrainConfig, state: RunState, it: number, best: string, dataDir: string, progress: Progress, save: () => void): Promise<void> {
  const remaining = cfg.gamesPerIteration - state.gamesInIteration;
  if (remaining <= 0) return;
  const seeds = iterationSeeds(cfg, it).slice(state.gamesInIteration);
  const workers = Math.min(cfg.workers, seeds.length);
  const chunks: number[][] = Array.from({ length: workers }, () => []);
  seeds.forEach((s, i) => chunks[i % workers].push(s));
  const t0 = Date.now();
  let games = 0, sims = 0;
  await Promise.all(chunks.map((chunk) => selfPlayThread(cfg, best, dataDir, chunk, (m) => {
    games++;
    sims += m.stats.simulations;
    state.gamesInIteration++;
    recordGame(dataDir, state, it, m);
    save();
    const secs = (Date.now() - t0) / 1000;
    progress.show(`iteration ${it} self-play: games ${state.gamesInIteration}/${cfg.gamesPerIteration}, ${(games / secs).toFixed(2)} games/s, ${Math.round(sims / secs / workers)} sims/s/core, rows ${state.totalSamples}`);
  })));
  progress.done(`iteration ${it} self-play: ${state.gamesInIteration} games in ${((Date.now() - t0) / 60000).toFixed(1)} min`);
}

/**
 * The trainer uses one core (TensorFlow.js's WebAssembly backend is single-threaded), so while it
 * trains, one thread already plays the first games of iteration `next` with the network that played
 * this iteration (a new one may be accepted meanwhile: these games are one network behind, as in
 * asynchronous self-play). They count as iteration `next`'s first games; `finish` stops the thread
 * after the game in progress and returns how many it played. The trainer holds the event loop, so
 * the games are counted when it is done: an interruption during training loses no rows but may
 * play a few of these games again on resume.
 */
function playAhead(cfg: TrainConfig, state: RunState, next: number, best: string, dataDir: string, save: () => void): { finish: () => Promise<number> } {
  const seeds = iterationSeeds(cfg, next).slice(state.gamesAhead);
  const stop = new SharedArrayBuffer(4);
  let played = 0;
  const done = selfPlayThread(cfg, best, dataDir, seeds, (m) => {
    played++;
    state.gamesAhead++;
    recordGame(dataDir, state, next, m);
    save();
  }, stop);
  return {
    finish: async () => {
      Atomics.store(new Int32Array(stop), 0, 1);
      await done;
      return played;
    },
  };
}

async function trainStage(cfg: TrainConfig, dir: string, dataDir: string, best: string, candidate: string, it: number, rowsCounted: number, progress: Progress) {
  const ckpt = await loadCheckpoint(checkpointPath(dir));
  if (ckpt && 'error' in ckpt) throw new Error(ckpt.error);
  let model;
  if (ckpt) model = ckpt.model;
  else {
    const w = readWeights(best);
    if ('error' in w) throw new Error(w.error);
    model = initFromWeights(w, { lr: cfg.lr });
  }
  const rows = readReplayWindow(dataDir, { window: cfg.windowRows });
  if ('error' in rows) throw new Error(rows.error);
  // The checkpoint is the previous iteration's network; the report's last row counts the rows on
  // disk after it trained (its iteration's games and those played ahead during its training).
  const previous = lastReportRow(dir);
  let heldOut: { policy: number; value: number } | null = null;
  if (ckpt && previous && previous.iteration === it - 1 && ckpt.info.meta.iteration === it - 1) {
    const l = heldOutLosses(model, rowsAfter(rows, rowsCounted, previous.samples), it);
    if (l) {
      heldOut = { policy: l.policy, value: l.value };
      progress.done(`iteration ${it} held-out: iteration ${it - 1}'s network on this iteration's new rows: loss p ${l.policy.toFixed(3)} v ${l.value.toFixed(3)}`);
    }
  }
  const t0 = Date.now();
  const result = train(model, rows, {
    steps: cfg.trainSteps, batchSize: cfg.batchSize, lr: cfg.lr, seed: it, mirrorRows: cfg.mirrorRows,
    onStep: (step, l) => {
      if (step % 20 === 0) progress.show(`iteration ${it} training: step ${step}/${cfg.trainSteps}, loss p ${l.policy.toFixed(3)} v ${l.value.toFixed(3)} r ${l.round.toFixed(3)}, ${rows.length} rows`);
    },
  });
  await saveCheckpoint(checkpointPath(dir), model, { iteration: it });
  const weights: NetWeights = exportWeights(model, { ...model.header, iteration: it });
  writeFileAtomic(candidate, serializeWeights(weights));
  disposeModel(model);
  progress.done(`iteration ${it} training: ${cfg.trainSteps} steps on ${rows.length} rows in ${((Date.now() - t0) / 1000).toFixed(0)} s: loss p ${result.policy.toFixed(3)} v ${result.value.toFixed(3)} r ${result.round.toFixed(3)}`);
  return { losses: { policy: result.policy, value: result.value, round: result.round, total: result.total }, heldOut };
}

async function match(cfg: TrainConfig, a: string, b: string, deals: number, seed: number, modelA: string, modelB: string | null, progress: Progress, what: string): Promise<ArenaReport> {
  const rng = seedRng(seed);
  const seeds = Array.from({ length: deals }, () => nextUint32(rng));
  const t0 = Date.now();
  // One settings object for the worker threads (through the job) and this thread (the factory).
  const settings = { rolloutMix: cfg.selfPlay.rolloutMix };
  const outcomes = await runArena({ options: cfg.selfPlay.options, a, b, seeds, agentSeed: seed, modelPath: modelA, modelPathB: modelB ?? undefined, ...settings }, cfg.workers, netAgentFactory(modelA, modelB, settings), (n) => progress.show(`${what}: ${n}/${2 * deals} games`));
  const report = summarize(outcomes, { a, b }, (Date.now() - t0) / 1000);
  progress.done(`${what}: ${a} scored ${report.winRateA} over ${report.games} games (95% ${report.ci95.join('-')})`);
  return report;
}

function styleOf(dir: string, it: number) {
  const file = path.join(dir, 'selfplay-stats.jsonl');
  // The style of self-play: the sparring games (one seat not the network) are left out.
  const games = existsSync(file)
    ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as GameStats & { iteration: number })
      .filter((g) => g.iteration === it && !g.sparring)
    : [];
  const endings = emptyEndings();
  let rounds = 0, mermaid = 0;
  for (const g of games) {
    for (const [k, v] of Object.entries(g.endings)) endings[k as keyof typeof endings] += v;
    rounds += g.rounds;
    if (g.mermaidWin) mermaid++;
  }
  const totalRounds = Object.values(endings).reduce((x, y) => x + y, 0) || 1;
  const lc = endings.lastChanceWon + endings.lastChanceLost;
  return {
    stopShare: round3(endings.stop / totalRounds),
    lastChanceShare: round3(lc / totalRounds),
    lastChanceWonShare: round3(endings.lastChanceWon / Math.max(1, lc)),
    mermaidGameShare: round3(mermaid / Math.max(1, games.length)),
    meanRounds: round3(rounds / Math.max(1, games.length)),
  };
}

function reportRow(state: RunState, it: number, dir: string): ReportRow {
  const style = styleOf(dir, it);
  return {
    iteration: it,
    games: state.totalGames,
    samples: state.totalSamples,
    wallHours: round3(state.wallSeconds / 3600),
    lossPolicy: round3(state.lastLosses?.policy ?? NaN),
    lossValue: round3(state.lastLosses?.value ?? NaN),
    lossRound: round3(state.lastLosses?.round ?? NaN),
    heldOutPolicy: round3(state.lastHeldOut?.policy ?? NaN),
    heldOutValue: round3(state.lastHeldOut?.value ?? NaN),
    gateScore: state.lastGate?.winRateA ?? NaN,
    accepted: state.lastAccepted,
    winVsRandom: state.lastEval.random?.winRateA ?? NaN,
    winVsEasy: state.lastEval.easy?.winRateA ?? NaN,
    winVsSearch: state.lastEval.search?.winRateA ?? NaN,
    stopShare: style.stopShare,
    lastChanceShare: style.lastChanceShare,
    lastChanceWonShare: style.lastChanceWonShare,
    mermaidGameShare: style.mermaidGameShare,
    meanRounds: style.meanRounds,
  };
}

const REPORT_COLUMNS: (keyof ReportRow)[] = [
  'iteration', 'games', 'samples', 'wallHours', 'lossPolicy', 'lossValue', 'lossRound', 'heldOutPolicy', 'heldOutValue', 'gateScore', 'accepted',
  'winVsRandom', 'winVsEasy', 'winVsSearch', 'stopShare', 'lastChanceShare', 'lastChanceWonShare', 'mermaidGameShare', 'meanRounds',
];

function lastReportRow(dir: string): ReportRow | null {
  const json = path.join(dir, 'report.json');
  if (!existsSync(json)) return null;
  const rows = JSON.parse(readFileSync(json, 'utf8')) as ReportRow[];
  return rows.length > 0 ? rows[rows.length - 1] : null;
}

function appendReport(dir: string, row: ReportRow): void {
  const json = path.join(dir, 'report.json');
  const rows: ReportRow[] = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : [];
  rows.push(row);
  writeFileAtomic(json, new TextEncoder().encode(JSON.stringify(rows, null, 1)));
  // Rows written before a column existed leave it empty; a figure not measured is NaN in memory, null in the JSON.
  const cell = (v: unknown): string => (v === undefined || v === null || Number.isNaN(v) ? '' : String(v));
  const csv = [REPORT_COLUMNS.join(','), ...rows.map((r) => REPORT_COLUMNS.map((c) => cell(r[c])).join(','))].join('\n') + '\n';
  writeFileAtomic(path.join(dir, 'report.csv'), new TextEncoder().encode(csv));
}

/**
 * Copies the best network and the report to the published folder (models/). The best network goes
 * to candidate.ssnn, not current.ssnn: the gate (40 fast games) cannot tell networks apart at this
 * strength, so a network ships only when the arena says so, by hand (models/REPORT.md); and a run
 * on a new machine goes on from candidate.ssnn (continueRun.ts).
 */
function publish(publishDir: string, dir: string, best: string): void {
  mkdirSync(publishDir, { recursive: true });
  copyFileSync(best, path.join(publishDir, CONTINUE_NETWORK));
  for (const f of ['report.json', 'report.csv']) copyFileSync(path.join(dir, f), path.join(publishDir, `training-${f}`));
}
