// The training loop's settings and their defaults, apart from the loop itself so that the command
// line can show them without loading TensorFlow.js.
import os from 'node:os';
import { DEFAULT_SELF_PLAY, type SelfPlayOptions } from './selfplayOptions.js';

export interface TrainConfig {
  runDir: string;
  /** Iterations to run in this invocation (the run may already have some). */
  iterations: number;
  /** Stop starting new stages after this many hours (0: no limit). */
  hours: number;
  gamesPerIteration: number;
  workers: number;
  trainSteps: number;
  batchSize: number;
  lr: number;
  /** Train on the latest this many rows. */
  windowRows: number;
  /** Mirror each training row by the piles' symmetry half the time (rowMirror.ts). */
  mirrorRows: boolean;
  selfPlay: SelfPlayOptions;
  /** Gating: paired deals between the new network and the best, and the score the new one needs. */
  gateDeals: number;
  gateSimulations: number;
  gateThreshold: number;
  /** Evaluation against random, easy and the plain search: paired deals each, network simulations. */
  evalDeals: number;
  evalSimulations: number;
  /** Play the plain search every this many iterations. */
  searchEvalEvery: number;
  /** Where accepted networks and the report are published (models/), or '' for nowhere. */
  publishDir: string;
  seed: number;
}

export const DEFAULT_TRAIN: TrainConfig = {
  runDir: 'runs/main',
  iterations: 1000,
  hours: 0,
  // The recipe since iteration 97 (models/REPORT.md): larger iterations, so the gate and the
  // evaluations take a small share of the time; a learning rate of 3e-4 (1e-3 had stalled).
  gamesPerIteration: 600,
  workers: Math.max(1, os.availableParallelism?.() ?? os.cpus().length),
  trainSteps: 2400,
  batchSize: 256,
  lr: 3e-4,
  windowRows: 400_000,
  // Not yet measured on a run (session 34 built it): off, so a run goes on as it was.
  mirrorRows: false,
  selfPlay: DEFAULT_SELF_PLAY,
  gateDeals: 20,
  gateSimulations: 64,
  // A new network plays self-play unless it is clearly worse than the best (0.42 over 40 games).
  gateThreshold: 0.42,
  evalDeals: 10,
  evalSimulations: 64,
  searchEvalEvery: 3,
  publishDir: 'models',
  seed: 1,
};

