// The `ssp` command line: dispatches to one file per command. bin/ssp.js calls main(argv).

import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BENCH_HELP, runBench } from './bench.js';
import { DEMO_HELP, runDemo } from './demo.js';
import { PLAY_HELP, runPlay } from './play.js';
import { REPLAY_HELP, runReplay } from './replay.js';
import { SCORE_HELP, runScore } from './score.js';
import { UsageError } from './args.js';
import { ARENA_HELP, runArenaCommand } from './arena.js';
import { TRAIN_HELP, runTrain } from './train.js';
import { COMPARE_HELP, runCompare } from './compare.js';
import { AVERAGE_HELP, runAverage } from './average.js';

type Out = (s: string) => void;
interface Command {
  summary: string;
  help: string;
  run(argv: string[], out: Out, err: Out): number | Promise<number>;
}

const COMMANDS: Record<string, Command> = {
  score: { summary: 'score a hand given as JSON (or JSON lines on stdin)', help: SCORE_HELP, run: runScore },
  play: { summary: 'play bot games and summarise the results', help: PLAY_HELP, run: runPlay },
  replay: { summary: 'replay game records and report any that fail', help: REPLAY_HELP, run: runReplay },
  bench: { summary: "print the engine's throughput figures", help: BENCH_HELP, run: runBench },
  demo: { summary: 'watch one game between two random bots', help: DEMO_HELP, run: runDemo },
  arena: { summary: 'paired games between two agents: win rate, interval, style', help: ARENA_HELP, run: runArenaCommand },
  compare: { summary: 'two arena matches over the same deals, compared game for game', help: COMPARE_HELP, run: runCompare },
  average: { summary: "the mean of several networks' weights (one run's snapshots)", help: AVERAGE_HELP, run: runAverage },
  train: { summary: 'train the network by self-play (resumable)', help: TRAIN_HELP, run: runTrain },
};

export const HELP = `ssp: Sea Salt & Paper (unofficial fan-made) on the command line

usage: ssp COMMAND [options]

commands:
${Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(8)}${c.summary}`).join('\n')}

ssp COMMAND --help (or ssp help COMMAND) describes a command.
Exit status: 0 success, 1 a check failed (replay), 2 bad input or usage.
`;

/** Runs the command line and returns (and sets) the exit status. */
export async function main(argv: string[]): Promise<number> {
  const out: Out = (s) => void process.stdout.write(s);
  const err: Out = (s) => void process.stderr.write(s);
  const [name, ...rest] = argv;
  let status: number;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? rest[0] : undefined;
    if (topic !== undefined && !Object.hasOwn(COMMANDS, topic)) {
      err(`ssp: unknown command "${topic}" (commands: ${Object.keys(COMMANDS).join(', ')})\n`);
      status = 2;
    } else {
      out(topic !== undefined ? COMMANDS[topic].help : HELP);
      status = name === undefined ? 2 : 0;
    }
  } else if (!Object.hasOwn(COMMANDS, name)) {
    err(`ssp: unknown command "${name}" (commands: ${Object.keys(COMMANDS).join(', ')}; see ssp --help)\n`);
    status = 2;
  } else {
    try {
      status = await COMMANDS[name].run(rest, out, err);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      err(`ssp ${name}: ${e.message} (see ssp ${name} --help)\n`);
      status = 2;
    }
  }
  process.exitCode = status;
  return status;
}

// Also runnable directly: node dist/cli/main.js COMMAND ...
if (process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main(process.argv.slice(2));
}
