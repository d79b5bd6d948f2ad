// Matches between two agents: paired games (each deal played twice, seats swapped), the win rate of A
// with its 95% interval, and the style of play of each side. Runs in worker threads (one per core).

import { Worker } from 'node:worker_threads';
import type { Agent } from '../ai/agent.js';
import type { NetSearchSettings } from './netAgents.js';
import { type GameEvent, type GameOptions, PHASE, type RoundEnding, applyInPlace, gameResult, initialKnowledge, legalActions, newGame, observeStep, publicView, updateKnowledgeOrThrow } from '../engine/index.js';

export interface SideStyle {
  rounds: number;
  /** Rounds this side ended with STOP / LAST CHANCE, as shares of all rounds played. */
  stopShare: number;
  lastChanceShare: number;
  /** Share of this side's LAST CHANCE bets that it won. */
  lastChanceWon: number;
  /** Share of games this side won with the mermaids. */
  mermaidWins: number;
}

export interface GameOutcome {
  /** The deal's seed and the seat A took: together they name the game (paired comparisons). */
  deal: number;
  aSeat: number;
  /** Winner from A's point of view: 1 A won, 0 B won, 0.5 draw. */
  scoreA: number;
  rounds: number;
  /** For each round: the ending and whether A called (null: nobody called). */
  calls: { ending: RoundEnding; byA: boolean | null }[];
  mermaidWinner: 'a' | 'b' | null;
}

export interface ArenaReport {
  games: number;
  agents: { a: string; b: string };
  wins: { a: number; b: number; draws: number };
  winRateA: number;
  ci95: [number, number];
  meanRounds: number;
  style: { a: SideStyle; b: SideStyle };
  seconds: number;
}

/** What names a game within a match, and across two matches with the same seed: its deal and A's seat. */
export const gameKey = (g: { deal: number; aSeat: number }) => `${g.deal}/${g.aSeat}`;

/** Plays one game between two agents; `aSeat` is the seat agent A takes. */
export function playArenaGame(options: GameOptions, seed: number, agentA: Agent, agentB: Agent, aSeat: number): GameOutcome {
  const state = newGame(options, seed);
  const agents = aSeat === 0 ? [agentA, agentB] : [agentB, agentA];
  let knowledge = agents.map((a, p) => (a.needsKnowledge ? initialKnowledge(publicView(state, p)) : null));
  while (state.phase !== PHASE.GAME_OVER) {
    const legal = legalActions(state);
    const seat = state.current;
    const a = agents[seat].act({ legal, seat, knowledge: knowledge[seat] ?? undefined });
    if (!legal.includes(a)) throw new Error(`${agents[seat].name} chose an illegal action`);
    const log: GameEvent[] = [];
    applyInPlace(state, a, { log });
    knowledge = knowledge.map((k, p) => (k ? updateKnowledgeOrThrow(k, observeStep(log, state, p)) : null));
  }
  const scoreA = gameResult(state, aSeat);
  return {
    deal: seed,
    aSeat,
    scoreA,
    rounds: state.round,
    calls: state.results.map((r) => ({ ending: r.ending, byA: r.ending === 'emptyDeck' || r.ending === 'mermaids' ? null : r.player === aSeat })),
    mermaidWinner: state.gameEnd === 'mermaids' ? (state.winner === aSeat ? 'a' : 'b') : null,
  };
}

/** Wilson score interval for a proportion (draws count half). */
export function wilson(score: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96, p = score / n;
  const centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  const half = (z * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))) / (1 + z * z / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function summarize(outcomes: readonly GameOutcome[], names: { a: string; b: string }, seconds: number): ArenaReport {
  const n = outcomes.length;
  const score = outcomes.reduce((s, o) => s + o.scoreA, 0);
  const wins = { a: outcomes.filter((o) => o.scoreA === 1).length, b: outcomes.filter((o) => o.scoreA === 0).length, draws: outcomes.filter((o) => o.scoreA === 0.5).length };
  const rounds = outcomes.reduce((s, o) => s + o.calls.length, 0);
  const side = (isA: boolean): SideStyle => {
    const mine = outcomes.flatMap((o) => o.calls.filter((c) => c.byA === isA));
    const lc = mine.filter((c) => c.ending === 'lastChanceWon' || c.ending === 'lastChanceLost');
    return {
      rounds,
      stopShare: round3(mine.filter((c) => c.ending === 'stop').length / Math.max(1, rounds)),
      lastChanceShare: round3(lc.length / Math.max(1, rounds)),
      lastChanceWon: round3(lc.filter((c) => c.ending === 'lastChanceWon').length / Math.max(1, lc.length)),
      mermaidWins: round3(outcomes.filter((o) => o.mermaidWinner === (isA ? 'a' : 'b')).length / Math.max(1, n)),
    };
  };
  const [lo, hi] = wilson(score, n);
  return {
    games: n,
    agents: names,
    wins,
    winRateA: round3(score / Math.max(1, n)),
    ci95: [round3(lo), round3(hi)],
    meanRounds: round3(outcomes.reduce((s, o) => s + o.rounds, 0) / Math.max(1, n)),
    style: { a: side(true), b: side(false) },
    seconds: round3(seconds),
  };
}

/** Rounded to three decimals, as the reports print their figures. */
export const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** A match; its NetSearchSettings are how the `net-a:N` / `net-b:N` agents search. */
export interface ArenaJob extends NetSearchSettings {
  options: GameOptions;
  a: string;
  b: string;
  /** Deal seeds; each is played twice, A in seat 0 then in seat 1. */
  seeds: number[];
  agentSeed: number;
  /** Weights for the network agents (model A), and for `net-b:N` agents (model B). */
  modelPath?: string;
  modelPathB?: string;
  /** Games not to play (a resumed match's finished ones), named by gameKey. */
  skip?: readonly string[];
}

/** The games of `seeds` a job plays, in its order: each deal, A in seat 0 then in seat 1, less the skipped ones. */
export function gamesToPlay(seeds: readonly number[], skip: readonly string[] = []): { deal: number; aSeat: number }[] {
  const skipped = new Set(skip);
  return seeds.flatMap((deal) => [0, 1].map((aSeat) => ({ deal, aSeat }))).filter((g) => !skipped.has(gameKey(g)));
}

/** `outcomes` sorted as a match plays them: each deal in the order of `seeds`, A in seat 0 then in seat 1. */
export function inDealOrder(outcomes: readonly GameOutcome[], seeds: readonly number[]): GameOutcome[] {
  const order = new Map(seeds.map((seed, i) => [seed, i]));
  return [...outcomes].sort((x, y) => order.get(x.deal)! - order.get(y.deal)! || x.aSeat - y.aSeat);
}

/** Runs the paired games of a job on `workers` threads (1: in this thread), returned in the job's order; `onGame` hears of each game as it ends. */
export async function runArena(job: ArenaJob, workers: number, makeAgent: (name: string, seed: number) => Agent, onGame?: (done: number, outcome: GameOutcome) => void): Promise<GameOutcome[]> {
  if (workers <= 1) {
    const outcomes: GameOutcome[] = [];
    const agentA = makeAgent(job.a, job.agentSeed), agentB = makeAgent(job.b, job.agentSeed + 1);
    for (const { deal, aSeat } of gamesToPlay(job.seeds, job.skip)) {
      const outcome = playArenaGame(job.options, deal, agentA, agentB, aSeat);
      outcomes.push(outcome);
      onGame?.(outcomes.length, outcome);
    }
    return outcomes;
  }
  // The deals with a game left to play, dealt out in turn (a resumed match's workers share what is left).
  const left = new Set(gamesToPlay(job.seeds, job.skip).map((g) => g.deal));
  const chunks: number[][] = Array.from({ length: workers }, () => []);
  job.seeds.filter((s) => left.has(s)).forEach((s, i) => chunks[i % workers].push(s));
  let done = 0;
  const parts = await Promise.all(chunks.filter((c) => c.length > 0).map((seeds, w) => new Promise<GameOutcome[]>((resolve, reject) => {
    const worker = new Worker(new URL('./arenaWorker.js', import.meta.url), { workerData: { ...job, seeds, agentSeed: job.agentSeed + 1000 * w } });
    const out: GameOutcome[] = [];
    worker.on('message', (m: { outcome?: GameOutcome; error?: string }) => {
      if (m.error) reject(new Error(m.error));
      else if (m.outcome) {
        out.push(m.outcome);
        onGame?.(++done, m.outcome);
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`arena worker exited with ${code}`))));
  })));
  // In the job's order, as with one thread: each deal in turn, A in seat 0 then in seat 1.
  return inDealOrder(parts.flat(), job.seeds);
}
