// Loading the network in Node: a weight file from disk, checked, turned into an evaluator.
import { readFileSync } from 'node:fs';
import type { Evaluator } from '../ai/evaluator.js';
import { evaluatorFromModelFile } from '../ai/modelFile.js';
import { type NetWeights, parseWeights } from '../net/weights.js';

/** The model that ships, and that the network levels load by default. */
export const DEFAULT_MODEL = new URL('../../models/current.ssnn', import.meta.url);

export function readWeights(file: string | URL): NetWeights | { error: string } {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(file));
  } catch (e) {
    return { error: `cannot read the weights ${String(file)}: ${(e as Error).message}` };
  }
  const w = parseWeights(bytes);
  return 'error' in w ? { error: `${String(file)}: ${w.error}` } : w;
}

/** The judge a model file makes: its network, or the ensemble of its networks (ai/modelFile.ts). */
export function loadEvaluator(file: string | URL): Evaluator | { error: string } {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(file));
  } catch (e) {
    return { error: `cannot read the weights ${String(file)}: ${(e as Error).message}` };
  }
  const ev = evaluatorFromModelFile(bytes);
  return 'error' in ev ? { error: `${String(file)}: ${ev.error}` } : ev;
}
