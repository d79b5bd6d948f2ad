// The judge a model file makes: one network's evaluator, or, when the file holds several networks
// (an ensemble, net/weights.ts's parseWeightSet), their ensemble (ensembleEvaluator.ts). What the
// levels load from models/current.ssnn, in Node and in the browser alike (bytes in, no Node APIs).

import type { Evaluator } from './evaluator.js';
import { EnsembleEvaluator } from './ensembleEvaluator.js';
import { type KernelChoice, NetEvaluator } from '../net/evaluator.js';
import { type NetWeights, parseWeightSet } from '../net/weights.js';

type NetOptions = { kernel?: KernelChoice; name?: string };

export function evaluatorFromModelFile(bytes: Uint8Array, options: NetOptions = {}): Evaluator | { error: string } {
  const set = parseWeightSet(bytes);
  return 'error' in set ? set : evaluatorFromWeightSet(set, options);
}

/** The judge of networks already read: the one network's evaluator, or the ensemble of several. */
export function evaluatorFromWeightSet(set: readonly NetWeights[], options: NetOptions = {}): NetEvaluator | EnsembleEvaluator {
  if (set.length === 1) return new NetEvaluator(set[0], options);
  const name = options.name ?? 'net';
  return new EnsembleEvaluator(set.map((w, i) => new NetEvaluator(w, { ...options, name: `${name}${i + 1}` })));
}
