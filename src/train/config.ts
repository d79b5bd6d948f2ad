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
  gamesPerIteration: 300,
  workers: Math.max(1, os.availableParallelism?.() ?? os.cpus().length),
  trainSteps: 800,
  batchSize: 256,
  lr: 1e-3,
  windowRows: 400_000,
  selfPlay: DEFAULT_SELF_PLAY,
  gateDeals: 20,
  gateSimulations: 64,
  gateThreshold: 0.5,
  evalDeals: 10,
  evalSimulations: 64,
  searchEvalEvery: 3,
  publishDir: 'models',
  seed: 1,
};

