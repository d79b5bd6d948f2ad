// `ssp compare`: two `ssp arena --results` files compared game for game.
import { readFileSync } from 'node:fs';
import { comparePaired, parseResults } from '../train/pairedComparison.js';
import { UsageError, parseArgs } from './args.js';

export const COMPARE_HELP = `ssp compare: two matches over the same deals, compared game for game

usage: ssp compare FIRST SECOND

  FIRST, SECOND  files written by ssp arena --results (one JSON line per game)

Pairs the games the two files share (the same deal with agent A in the same seat: play both
matches with the same --seed) and prints one JSON object: games, A's mean score in each file
(meanFirst, meanSecond), their difference (first minus second) and its 95% interval.
`;

function readResults(file: string) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  try {
    return parseResults(text, file);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

export function runCompare(argv: string[], out: (s: string) => void): number {
  const { positionals, help } = parseArgs(argv, {}, [2, 2]);
  if (help) {
    out(COMPARE_HELP);
    return 0;
  }
  const [first, second] = positionals.map(readResults);
  try {
    out(JSON.stringify(comparePaired(first, second)) + '\n');
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  return 0;
}
