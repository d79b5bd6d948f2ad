// The judge a model file makes: one network's evaluator, or, when the file holds several networks
// (an ensemble, net/weights.ts's parseWeightSet), their ensemble (ensembleEvaluator.ts). What the
// levels load from models/current.ssnn, in Node and in the browser alike (bytes in, no Node APIs).

import type { Evaluator } from './evaluator.js';
import { EnsembleEvaluator } from './ensembleEvaluator.js';
import { type KernelChoice, NetEvaluator } from '../net/evaluator.js';
import { parseWeightSet } from '../net/weights.js';

export function evaluatorFromModelFile(bytes: Uint8Array, options: { kernel?: KernelChoice; name?: string } = {}): Evaluator | { error: string } {
  const set = parseWeightSet(bytes);
  if ('error' in set) return set;
  if (set.length === 1) return new NetEvaluator(set[0], options);
  const name = options.name ?? 'net';
  return new EnsembleEvaluator(set.map((w, i) => new NetEvaluator(w, { ...options, name: `${name}${i + 1}` })));
}
