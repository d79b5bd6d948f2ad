// Loading the network in Node: a weight file from disk, checked, turned into an evaluator.
import { readFileSync } from 'node:fs';
import type { Evaluator } from '../ai/evaluator.js';
import { evaluatorFromModelFile } from '../ai/modelFile.js';
import { type NetWeights, parseWeights } from '../net/weights.js';

/** The model that ships, and that the network levels load by default. */
export const DEFAULT_MODEL = new URL('../../models/current.ssnn', import.meta.url);

/** A weight file's contents checked by `parse`, its errors naming the file. */
function readModelFile<T extends object>(file: string | URL, parse: (bytes: Uint8Array) => T | { error: string }): T | { error: string } {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(file));
  } catch (e) {
    return { error: `cannot read the weights ${String(file)}: ${(e as Error).message}` };
  }
  const r = parse(bytes);
  return 'error' in r ? { error: `${String(file)}: ${r.error}` } : r;
}

/** One network's weights (a file holding an ensemble is refused: parseWeights). */
export function readWeights(file: string | URL): NetWeights | { error: string } {
  return readModelFile(file, parseWeights);
}

/** The judge a model file makes: its network, or the ensemble of its networks (ai/modelFile.ts). */
export function loadEvaluator(file: string | URL): Evaluator | { error: string } {
  return readModelFile(file, (bytes) => evaluatorFromModelFile(bytes));
}
