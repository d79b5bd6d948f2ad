// `ssp average`: the weight average of networks of one training run (src/net/averageWeights.ts), or
// with --ensemble the networks kept apart in one file (an ensemble: src/ai/ensembleEvaluator.ts).
import { readFileSync } from 'node:fs';
import { averageWeights } from '../net/averageWeights.js';
import { type NetWeights, parseWeights, serializeWeightSet, serializeWeights } from '../net/weights.js';
import { writeFileAtomic } from '../train/atomicFile.js';
import { UsageError, parseArgs } from './args.js';

export const AVERAGE_HELP = `ssp average: the mean of several networks' weights, as one weight file

usage: ssp average --out FILE [--ensemble] IN IN [IN...]

  --out FILE  where the averaged network is written (replaced if it exists)
  --ensemble  do not average the weights: write the networks back to back, one file holding
              them all, which the levels load as an ensemble (their leaves judged by the mean of
              the networks' outputs, their rollouts played by the first network)
  IN          weight files (.ssnn) of this build's format, at least two; meant for successive
              networks of one training run (models/REPORT.md), whose mean can play better than each

The averaged file's header lists the inputs' iterations (averageOf). Nothing is written unless every
input reads.
`;

function readNet(file: string): NetWeights {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const w = parseWeights(bytes);
  if ('error' in w) throw new UsageError(`${file}: ${w.error}`);
  return w;
}

export function runAverage(argv: string[], out: (s: string) => void): number {
  const { flags, positionals, help } = parseArgs(argv, { out: { kind: 'string' }, ensemble: { kind: 'bool' } }, [2, 1000]);
  if (help) {
    out(AVERAGE_HELP);
    return 0;
  }
  if (!flags.out) throw new UsageError('--out FILE is required');
  const nets = positionals.map(readNet);
  if (flags.ensemble) {
    writeFileAtomic(flags.out, serializeWeightSet(nets));
    out(`${flags.out}: an ensemble of ${nets.length} networks (iterations ${nets.map((n) => n.header.iteration ?? '?').join(', ')})\n`);
    return 0;
  }
  const averaged = averageWeights(nets);
  writeFileAtomic(flags.out, serializeWeights(averaged));
  out(`${flags.out}: the mean of ${positionals.length} networks (iterations ${(averaged.header.averageOf as unknown[]).join(', ')})\n`);
  return 0;
}
