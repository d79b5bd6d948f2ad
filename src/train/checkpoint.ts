// Trainer checkpoints: the latest weights and Adam's moments in runs/<run>/trainer.ckpt, so training
// resumes after an interruption where it stopped. Every write goes to a temporary file in the same
// folder, is flushed, then renamed over the old one: a crash leaves the previous checkpoint or the new
// one, never half of one.
//
// Format "SSPCKPT", version CHECKPOINT_VERSION (bump it when anything below changes; readers refuse
// other versions). Little-endian:
//   0      8    magic, the ASCII bytes "SSPCKPT\n"
//   8      4    u32  CHECKPOINT_VERSION
//   12     4    u32  J, byte length of the JSON
//   16     J    UTF-8 JSON {steps, samples, adam: {lr, beta1, beta2, epsilon}, adamIterations (null
//               before the first step: no moments stored), savedAt, meta}
//   ..          zero padding to a multiple of 4
//   ..     4    u32  W, byte length of the weight file
//   ..     W    a weight file exactly as net/weights.ts writes it (its own versions are checked on load)
//   ..          zero padding to a multiple of 4
//   ..          unless adamIterations is null: f32 Adam first moments of W1, b1, W2, b2, Wp, bp, wv, bv,
//               Ws, bs (the weight file's order and shapes), then the second moments in the same order

import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseWeights, serializeWeights } from '../net/weights.js';
import { writeFileAtomic } from './atomicFile.js';
import { type DatasetError, isDatasetError } from './dataset.js';
import {
  type AdamSettings, PARAM_NAMES, type TrainModel, disposeModel, getAdamState, initFromWeights, exportWeights, paramShapes, setAdamState,
} from './trainer.js';

export const CHECKPOINT_VERSION = 1;
export const CHECKPOINT_MAGIC = 'SSPCKPT\n';
export const CHECKPOINT_FILE = 'trainer.ckpt';

export const checkpointPath = (runDir: string): string => path.join(runDir, CHECKPOINT_FILE);

export interface CheckpointInfo {
  steps: number;
  samples: number;
  adam: AdamSettings;
  adamIterations: number | null;
  savedAt: string;
  /** Free-form (iteration of the training loop, games so far, ...). */
  meta: Record<string, unknown>;
}

const pad4 = (n: number): number => (n + 3) & ~3;

export async function encodeCheckpoint(model: TrainModel, meta: Record<string, unknown> = {}): Promise<Uint8Array> {
  const adamState = await getAdamState(model);
  const info: CheckpointInfo = {
    steps: model.steps, samples: model.samples, adam: { ...model.adam },
    adamIterations: adamState ? adamState.iterations : null, savedAt: new Date().toISOString(), meta,
  };
  const json = new TextEncoder().encode(JSON.stringify(info));
  const weightFile = serializeWeights(exportWeights(model));
  const moments = adamState ? [...adamState.m, ...adamState.v] : [];
  const momentBytes = moments.reduce((a, m) => a + 4 * m.length, 0);
  const jsonEnd = pad4(16 + json.length);
  const weightsEnd = pad4(jsonEnd + 4 + weightFile.length);
  const out = new Uint8Array(weightsEnd + momentBytes);
  const dv = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) out[i] = CHECKPOINT_MAGIC.charCodeAt(i);
  dv.setUint32(8, CHECKPOINT_VERSION, true);
  dv.setUint32(12, json.length, true);
  out.set(json, 16);
  dv.setUint32(jsonEnd, weightFile.length, true);
  out.set(weightFile, jsonEnd + 4);
  let o = weightsEnd;
  for (const m of moments) {
    for (let i = 0; i < m.length; i++, o += 4) dv.setFloat32(o, m[i], true);
  }
  return out;
}

/** Saves the model's weights and optimizer state to `file` atomically. */
export async function saveCheckpoint(file: string, model: TrainModel, meta: Record<string, unknown> = {}): Promise<void> {
  writeFileAtomic(file, await encodeCheckpoint(model, meta));
}

/** Rebuilds a model from checkpoint bytes: weights, Adam's moments and step counters. */
export async function decodeCheckpoint(bytes: Uint8Array): Promise<{ model: TrainModel; info: CheckpointInfo } | DatasetError> {
  if (bytes.length < 16) return { error: `not a trainer checkpoint: ${bytes.length} bytes is too short` };
  for (let i = 0; i < 8; i++) {
    if (bytes[i] !== CHECKPOINT_MAGIC.charCodeAt(i)) return { error: 'not a trainer checkpoint: the file does not start with "SSPCKPT"' };
  }
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = dv.getUint32(8, true);
  if (version !== CHECKPOINT_VERSION) {
    return { error: `trainer checkpoint format version ${version} is not supported: this program reads version ${CHECKPOINT_VERSION}` };
  }
  const jsonLength = dv.getUint32(12, true);
  const jsonEnd = pad4(16 + jsonLength);
  if (jsonEnd + 4 > bytes.length) return { error: 'trainer checkpoint is truncated (in its JSON header)' };
  let info: CheckpointInfo;
  try {
    info = JSON.parse(new TextDecoder().decode(bytes.subarray(16, 16 + jsonLength))) as CheckpointInfo;
  } catch (e) {
    return { error: `trainer checkpoint header is not valid JSON: ${(e as Error).message}` };
  }
  const weightLength = dv.getUint32(jsonEnd, true);
  const weightsEnd = pad4(jsonEnd + 4 + weightLength);
  if (jsonEnd + 4 + weightLength > bytes.length) return { error: 'trainer checkpoint is truncated (in its weights)' };
  const weights = parseWeights(bytes.slice(jsonEnd + 4, jsonEnd + 4 + weightLength));
  if (isDatasetError(weights)) return { error: `trainer checkpoint weights: ${weights.error}` };
  const model = initFromWeights(weights, info.adam);
  model.steps = info.steps;
  model.samples = info.samples;
  if (info.adamIterations !== null) {
    const shapes = paramShapes(model.shape);
    const sizes = PARAM_NAMES.map((n) => shapes[n].reduce((a, b) => a * b, 1));
    const total = 2 * sizes.reduce((a, b) => a + b, 0);
    if (bytes.length - weightsEnd !== 4 * total) {
      disposeModel(model);
      return { error: `trainer checkpoint optimizer state has ${bytes.length - weightsEnd} bytes; the network needs ${4 * total}` };
    }
    let o = weightsEnd;
    const read = (size: number): Float32Array => {
      const a = new Float32Array(size);
      for (let i = 0; i < size; i++, o += 4) a[i] = dv.getFloat32(o, true);
      return a;
    };
    const m = sizes.map(read);
    const v = sizes.map(read);
    await setAdamState(model, { iterations: info.adamIterations, m, v });
  }
  return { model, info };
}

/** Loads `file`, or returns null when there is none yet. */
export async function loadCheckpoint(file: string): Promise<{ model: TrainModel; info: CheckpointInfo } | DatasetError | null> {
  if (!fs.existsSync(file)) return null;
  const r = await decodeCheckpoint(fs.readFileSync(file));
  return isDatasetError(r) ? { error: `${file}: ${r.error}` } : r;
}
