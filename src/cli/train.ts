// `ssp train`: the self-play training loop (src/train/loop.ts), resumable.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_TRAIN } from '../train/config.js';
import { continueRunFrom } from '../train/continueRun.js';
import { STATE_FILE } from '../train/runState.js';
import { HIDDEN_CHOICE_FLAG, UsageError, parseArgs, parseShare } from './args.js';

export const TRAIN_HELP = `ssp train: train the network by self-play (resumes the run if it exists)

usage: ssp train [--run DIR] [--iterations N] [--hours H] [--games N] [--workers K]
                 [--steps N] [--full-sims N] [--fast-sims N] [--full-share X] [--rollout-mix X]
                 [--round-bootstrap X] [--result-weight X] [--value-estimates W] [--sparring X] [--gate X] [--lr X] [--publish DIR]
                 [--hidden-choice W] [--mirror-rows] [--continue-from DIR]

  --run DIR        the run's folder (default ${DEFAULT_TRAIN.runDir}): data, checkpoints, report
  --iterations N   iterations to run now (default ${DEFAULT_TRAIN.iterations})
  --hours H        stop starting new stages after H hours (default: no limit)
  --games N        self-play games per iteration (default ${DEFAULT_TRAIN.gamesPerIteration})
  --workers K      self-play threads (default: one per core)
  --steps N        training steps per iteration (default ${DEFAULT_TRAIN.trainSteps}, batch ${DEFAULT_TRAIN.batchSize})
  --full-sims N    simulations of a full search (default ${DEFAULT_TRAIN.selfPlay.fullSimulations})
  --fast-sims N    simulations of a fast search (default ${DEFAULT_TRAIN.selfPlay.fastSimulations})
  --full-share X   share of the decisions that get a full search and train the policy, 0 to 1
                   (default ${DEFAULT_TRAIN.selfPlay.fullShare}; the others get a fast search and
                   train only the value: KataGo's playout cap randomization)
  --rollout-mix X  the rollouts' share of the search's leaf value, 0 to 1 (default
                   ${DEFAULT_TRAIN.selfPlay.rolloutMix}; 0: the network alone; the network plays
                   the rollouts, as in the levels)
  --round-bootstrap X  share of the value target's result part taken from the search's
                   estimate at the next round's start, 0 to 1 (default
                   ${DEFAULT_TRAIN.selfPlay.roundBootstrap}; 0: the game's result alone)
  --result-weight X  share of the value target that is that result part, 0 to 1; the rest
                   is the search's own estimate at the decision (default
                   ${DEFAULT_TRAIN.selfPlay.resultWeight}; 1: no search estimate)
  --value-estimates W  which searches' estimates enter the value targets: full (only the
                   full searches', and each round's first decision gets a full search) or all
                   (the fast ones' too, as before session 25) (default
                   ${DEFAULT_TRAIN.selfPlay.valueEstimates})
  --sparring X     share of the games where one seat is a sparring partner without a
                   network (Easy, or the plain search with 64 simulations), 0 to 1 (default
                   ${DEFAULT_TRAIN.selfPlay.sparringShare}; 0: pure self-play)
  --hidden-choice W  who makes the opponent's unseen choices (which drawn card it keeps...)
                   in the self-play searches' trees: network or greedy (default
                   ${HIDDEN_CHOICE_FLAG.name(DEFAULT_TRAIN.selfPlay.hiddenByNetwork)}, as the levels)
  --mirror-rows    train on each row or, half the time, on its mirror: the same position with
                   its two piles swapped, the game's one exact symmetry (src/train/rowMirror.ts;
                   default ${DEFAULT_TRAIN.mirrorRows ? 'on' : 'off'}; not yet measured on a run)
  --gate X         the score a new network needs against the best one to replace it, 0 to 1
                   (default ${DEFAULT_TRAIN.gateThreshold}; 0: every new network replaces the best,
                   as in AlphaZero)
  --lr X           Adam's learning rate (default ${DEFAULT_TRAIN.lr})
  --publish DIR    copy the best network (as candidate.ssnn) and the report (as
                   training-report.json and .csv) there after each iteration (default
                   ${DEFAULT_TRAIN.publishDir}; none for nowhere); the shipped current.ssnn is never
                   touched: a network ships by hand once the arena says so
  --continue-from DIR  where the run folder does not exist yet (a new machine), go on from the
                   published run in DIR (models/): its candidate.ssnn and training report give
                   the network, the iteration and the totals; the replay window starts empty

Progress goes to stderr; the report is DIR/report.json and DIR/report.csv.
`;

const FLAGS = {
  run: { kind: 'string', default: DEFAULT_TRAIN.runDir },
  iterations: { kind: 'int', min: 1, max: 1_000_000, default: DEFAULT_TRAIN.iterations },
  hours: { kind: 'string', default: '0' },
  games: { kind: 'int', min: 1, max: 1_000_000, default: DEFAULT_TRAIN.gamesPerIteration },
  workers: { kind: 'int', min: 1, max: 64, default: DEFAULT_TRAIN.workers },
  steps: { kind: 'int', min: 1, max: 10_000_000, default: DEFAULT_TRAIN.trainSteps },
  'full-sims': { kind: 'int', min: 1, max: 100_000, default: DEFAULT_TRAIN.selfPlay.fullSimulations },
  'fast-sims': { kind: 'int', min: 1, max: 100_000, default: DEFAULT_TRAIN.selfPlay.fastSimulations },
  'full-share': { kind: 'string', default: String(DEFAULT_TRAIN.selfPlay.fullShare) },
  'rollout-mix': { kind: 'string', default: String(DEFAULT_TRAIN.selfPlay.rolloutMix) },
  'round-bootstrap': { kind: 'string', default: String(DEFAULT_TRAIN.selfPlay.roundBootstrap) },
  'result-weight': { kind: 'string', default: String(DEFAULT_TRAIN.selfPlay.resultWeight) },
  'value-estimates': { kind: 'string', default: DEFAULT_TRAIN.selfPlay.valueEstimates },
  sparring: { kind: 'string', default: String(DEFAULT_TRAIN.selfPlay.sparringShare) },
  gate: { kind: 'string', default: String(DEFAULT_TRAIN.gateThreshold) },
  lr: { kind: 'string', default: String(DEFAULT_TRAIN.lr) },
  publish: { kind: 'string', default: DEFAULT_TRAIN.publishDir },
  'continue-from': { kind: 'string', default: '' },
  'hidden-choice': { kind: 'string', default: HIDDEN_CHOICE_FLAG.name(DEFAULT_TRAIN.selfPlay.hiddenByNetwork) },
  'mirror-rows': { kind: 'bool' },
} as const;

function parseLearningRate(text: string): number {
  const lr = Number(text);
  if (!(lr > 0 && lr <= 1)) throw new UsageError(`--lr must be a number above 0 and at most 1, got "${text}"`);
  return lr;
}

export async function runTrain(argv: string[], out: (s: string) => void, err: (s: string) => void): Promise<number> {
  const { flags, help } = parseArgs(argv, FLAGS);
  if (help) {
    out(TRAIN_HELP);
    return 0;
  }
  const hiddenByNetwork = HIDDEN_CHOICE_FLAG.parse(flags['hidden-choice']);
  const valueEstimates = flags['value-estimates'];
  if (valueEstimates !== 'full' && valueEstimates !== 'all') throw new UsageError(`--value-estimates must be full or all, got "${valueEstimates}"`);
  const from = flags['continue-from'];
  if (from && !existsSync(path.join(flags.run, STATE_FILE))) {
    const r = continueRunFrom(from, flags.run);
    if ('error' in r) throw new UsageError(`--continue-from: ${r.error}`);
    err(`going on from ${from}: the network and report of iteration ${r.iteration}\n`);
  }
  // Loaded only here: TensorFlow.js takes a moment to load, and no other command needs it.
  const { trainLoop } = await import('../train/loop.js');
  await trainLoop({
    ...DEFAULT_TRAIN,
    runDir: flags.run,
    iterations: flags.iterations,
    hours: Number(flags.hours) || 0,
    gamesPerIteration: flags.games,
    workers: flags.workers,
    trainSteps: flags.steps,
    mirrorRows: flags['mirror-rows'] || DEFAULT_TRAIN.mirrorRows,
    gateThreshold: parseShare(flags.gate, '--gate'),
    lr: parseLearningRate(flags.lr),
    publishDir: flags.publish === 'none' ? '' : flags.publish,
    selfPlay: { ...DEFAULT_TRAIN.selfPlay, fullSimulations: flags['full-sims'], fastSimulations: flags['fast-sims'],
      fullShare: parseShare(flags['full-share'], '--full-share'), rolloutMix: parseShare(flags['rollout-mix'], '--rollout-mix'),
      roundBootstrap: parseShare(flags['round-bootstrap'], '--round-bootstrap'), resultWeight: parseShare(flags['result-weight'], '--result-weight'),
      sparringShare: parseShare(flags.sparring, '--sparring'),
      valueEstimates, hiddenByNetwork },
  });
  return 0;
}
