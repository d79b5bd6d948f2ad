// The versioned weight file (layout in spec.ts): the magic "SSPNET1\n", a uint32 (little-endian)
// header length N, N bytes of UTF-8 JSON header, zero padding to a multiple of 4 bytes, then the
// float32 arrays (little-endian) W1 [hidden1 x featureCount] (row = output unit), b1, W2
// [hidden2 x hidden1], b2, Wp [actionCount x hidden2], bp, wv [hidden2], bv [1], Ws [2 x hidden2],
// bs [2]. Nothing follows them, but another network's whole file: a file may hold several networks
// back to back, an ensemble (parseWeightSet; parseWeights reads one and refuses more).
//
// A loader refuses a file of another format, encoding, action space or rules version, or of
// another shape, with a message naming the mismatch. No Node APIs: reading the file is the
// caller's business (bytes in, weights out), so this runs in Node and in the browser alike.

import { type RngState, nextUint32, seedRng } from '../engine/rng.js';
import { ENCODING_VERSION, FEATURE_COUNT } from './encoding.js';
import {
  ACTION_SPACE_VERSION, HIDDEN1, HIDDEN2, NET_FORMAT_VERSION, POLICY_SIZE, ROUND_OUTPUTS, RULES_VERSION,
} from './spec.js';

export const WEIGHTS_MAGIC = 'SSPNET1\n';

export interface WeightsHeader {
  formatVersion: number;
  encodingVersion: number;
  actionSpaceVersion: number;
  rulesVersion: number;
  featureCount: number;
  hidden1: number;
  hidden2: number;
  actionCount: number;
  /** Training metadata (iteration, games, date, ...): kept as is. */
  [key: string]: unknown;
}

export interface NetWeights {
  header: WeightsHeader;
  /** [hidden1 x featureCount], row-major (row = output unit). */
  W1: Float32Array;
  b1: Float32Array;
  /** [hidden2 x hidden1]. */
  W2: Float32Array;
  b2: Float32Array;
  /** [actionCount x hidden2]. */
  Wp: Float32Array;
  bp: Float32Array;
  /** [hidden2]. */
  wv: Float32Array;
  /** [1]. */
  bv: Float32Array;
  /** [ROUND_OUTPUTS x hidden2]. */
  Ws: Float32Array;
  /** [ROUND_OUTPUTS]. */
  bs: Float32Array;
}

export type ArrayName = 'W1' | 'b1' | 'W2' | 'b2' | 'Wp' | 'bp' | 'wv' | 'bv' | 'Ws' | 'bs';
export const ARRAY_NAMES: readonly ArrayName[] = ['W1', 'b1', 'W2', 'b2', 'Wp', 'bp', 'wv', 'bv', 'Ws', 'bs'];

/** The header this build writes and expects (plus any metadata). */
export function currentHeader(meta: Record<string, unknown> = {}): WeightsHeader {
  return {
    ...meta,
    formatVersion: NET_FORMAT_VERSION,
    encodingVersion: ENCODING_VERSION,
    actionSpaceVersion: ACTION_SPACE_VERSION,
    rulesVersion: RULES_VERSION,
    featureCount: FEATURE_COUNT,
    hidden1: HIDDEN1,
    hidden2: HIDDEN2,
    actionCount: POLICY_SIZE,
  };
}

/** Number of floats in each array for a header's shape, in file order. */
export function arraySizes(h: Pick<WeightsHeader, 'featureCount' | 'hidden1' | 'hidden2' | 'actionCount'>): Record<ArrayName, number> {
  return {
    W1: h.hidden1 * h.featureCount,
    b1: h.hidden1,
    W2: h.hidden2 * h.hidden1,
    b2: h.hidden2,
    Wp: h.actionCount * h.hidden2,
    bp: h.actionCount,
    wv: h.hidden2,
    bv: 1,
    Ws: ROUND_OUTPUTS * h.hidden2,
    bs: ROUND_OUTPUTS,
  };
}

/** Checks that the arrays have the sizes the header says; returns an error message or null. */
export function weightsShapeError(w: NetWeights): string | null {
  const sizes = arraySizes(w.header);
  for (const name of ARRAY_NAMES) {
    const a = w[name];
    if (!(a instanceof Float32Array)) return `weights: ${name} is not a Float32Array`;
    if (a.length !== sizes[name]) return `weights: ${name} has ${a.length} numbers, the header's shape needs ${sizes[name]}`;
  }
  return null;
}

const align4 = (n: number) => (n + 3) & ~3;

/** The smallest positive normal float32; below it a float32 is subnormal. */
const MIN_NORMAL_F32 = 1.1754943508222875e-38;

/**
 * A weight as the network uses it: a subnormal float32 (non-zero, below 1.2e-38) becomes 0.
 * Why: training leaves many weights of rarely active inputs there (37% of W1 in the network of
 * iteration 177), and on some CPUs (Intel's, seen here) every arithmetic operation that meets a
 * subnormal takes a slow microcode path; WebAssembly cannot turn that off (it must keep IEEE
 * subnormals), and the network evaluated about 60 times slower. Their effect on any output is
 * below 1e-30, so files are read and written without them (the trainer's exports included, which
 * are written through serializeWeights).
 */
export const withoutSubnormal = (x: number): number => (x !== 0 && Math.abs(x) < MIN_NORMAL_F32 ? 0 : x);

export function serializeWeights(w: NetWeights): Uint8Array {
  const err = weightsShapeError(w);
  if (err) throw new Error(err);
  const json = new TextEncoder().encode(JSON.stringify(w.header));
  const start = align4(WEIGHTS_MAGIC.length + 4 + json.length);
  let floats = 0;
  for (const name of ARRAY_NAMES) floats += w[name].length;
  const bytes = new Uint8Array(start + 4 * floats);
  for (let i = 0; i < WEIGHTS_MAGIC.length; i++) bytes[i] = WEIGHTS_MAGIC.charCodeAt(i);
  const view = new DataView(bytes.buffer);
  view.setUint32(WEIGHTS_MAGIC.length, json.length, true);
  bytes.set(json, WEIGHTS_MAGIC.length + 4);
  let off = start;
  for (const name of ARRAY_NAMES) {
    const a = w[name];
    for (let i = 0; i < a.length; i++, off += 4) view.setFloat32(off, withoutSubnormal(a[i]), true);
  }
  return bytes;
}

const HEADER_NUMBERS = ['formatVersion', 'encodingVersion', 'actionSpaceVersion', 'rulesVersion', 'featureCount', 'hidden1', 'hidden2', 'actionCount'] as const;

/** Parses a weight file of one network; returns an error naming what is wrong instead of throwing. */
export function parseWeights(bytes: Uint8Array): NetWeights | { error: string } {
  if (!(bytes instanceof Uint8Array)) return { error: 'weights: expected the bytes of a weight file' };
  const r = parseRecord(bytes);
  if ('error' in r) return r;
  if (r.end !== bytes.length) {
    if (startsWithMagic(bytes.subarray(r.end))) return { error: `weights: the file holds several networks (an ensemble, parseWeightSet), and one is needed here` };
    return { error: `weights: the file is ${bytes.length} bytes, its header's shape needs exactly ${r.end} (extra bytes at the end)` };
  }
  return r.weights;
}

/**
 * Parses a weight file of one network or of several written back to back (an ensemble: the levels
 * judge their leaves by the mean of the networks' outputs, and play rollouts with the first; see
 * ai/ensembleEvaluator.ts). Each network is a whole weight file as parseWeights reads it.
 */
export function parseWeightSet(bytes: Uint8Array): NetWeights[] | { error: string } {
  if (!(bytes instanceof Uint8Array)) return { error: 'weights: expected the bytes of a weight file' };
  const out: NetWeights[] = [];
  let offset = 0;
  do {
    const r = parseRecord(bytes.subarray(offset));
    if ('error' in r) return out.length === 0 ? r : { error: `${r.error} (network ${out.length + 1} of the file, at byte ${offset})` };
    out.push(r.weights);
    offset += r.end;
  } while (offset < bytes.length);
  return out;
}

/** The networks of a weight set, written back to back (parseWeightSet reads them). */
export function serializeWeightSet(set: readonly NetWeights[]): Uint8Array {
  if (set.length === 0) throw new Error('a weight set needs at least one network');
  const parts = set.map(serializeWeights);
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let off = 0;
  for (const p of parts) {
    bytes.set(p, off);
    off += p.length;
  }
  return bytes;
}

function startsWithMagic(bytes: Uint8Array): boolean {
  if (bytes.length < WEIGHTS_MAGIC.length) return false;
  for (let i = 0; i < WEIGHTS_MAGIC.length; i++) if (bytes[i] !== WEIGHTS_MAGIC.charCodeAt(i)) return false;
  return true;
}

/** One network's weights from the start of `bytes`, and where they end (bytes may go on after). */
function parseRecord(bytes: Uint8Array): { weights: NetWeights; end: number } | { error: string } {
  const M = WEIGHTS_MAGIC.length;
  if (bytes.length < M + 4) return { error: `weights: the file is ${bytes.length} bytes, too short for a weight file` };
  if (!startsWithMagic(bytes)) return { error: 'weights: not a weight file of this project (the file does not start with "SSPNET1")' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = view.getUint32(M, true);
  if (M + 4 + n > bytes.length) return { error: `weights: the header claims ${n} bytes but the file has only ${bytes.length - M - 4} after it` };
  let header: WeightsHeader;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(M + 4, M + 4 + n)));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { error: 'weights: the header is not a JSON object' };
    header = parsed as WeightsHeader;
  } catch (e) {
    return { error: `weights: the header is not valid JSON (${(e as Error).message})` };
  }
  for (const key of HEADER_NUMBERS) {
    const v = header[key];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return { error: `weights: the header's ${key} is missing or not a whole number (${JSON.stringify(v)})` };
  }
  const mismatch = (what: string, theirs: number, ours: number) => ({ error: `weights are ${what} ${theirs}, this build reads ${what} ${ours}` });
  if (header.formatVersion !== NET_FORMAT_VERSION) return mismatch('format', header.formatVersion, NET_FORMAT_VERSION);
  if (header.encodingVersion !== ENCODING_VERSION) return mismatch('encoding version', header.encodingVersion, ENCODING_VERSION);
  if (header.actionSpaceVersion !== ACTION_SPACE_VERSION) return mismatch('action space version', header.actionSpaceVersion, ACTION_SPACE_VERSION);
  if (header.rulesVersion !== RULES_VERSION) return mismatch('rules version', header.rulesVersion, RULES_VERSION);
  const shape = (what: string, theirs: number, ours: number) =>
    ({ error: `weights have ${what} ${theirs}, this build needs ${what} ${ours}` });
  if (header.featureCount !== FEATURE_COUNT) return shape('featureCount', header.featureCount, FEATURE_COUNT);
  if (header.hidden1 !== HIDDEN1) return shape('hidden1', header.hidden1, HIDDEN1);
  if (header.hidden2 !== HIDDEN2) return shape('hidden2', header.hidden2, HIDDEN2);
  if (header.actionCount !== POLICY_SIZE) return shape('actionCount', header.actionCount, POLICY_SIZE);

  const sizes = arraySizes(header);
  let floats = 0;
  for (const name of ARRAY_NAMES) floats += sizes[name];
  const start = align4(M + 4 + n);
  const expected = start + 4 * floats;
  if (bytes.length < expected) {
    return { error: `weights: the file is ${bytes.length} bytes, its header's shape needs exactly ${expected} (truncated)` };
  }
  const arrays = {} as Record<ArrayName, Float32Array>;
  let off = start;
  for (const name of ARRAY_NAMES) {
    const a = new Float32Array(sizes[name]);
    for (let i = 0; i < a.length; i++, off += 4) {
      const x = view.getFloat32(off, true);
      if (!Number.isFinite(x)) return { error: `weights: ${name}[${i}] is ${x}, not a finite number` };
      a[i] = withoutSubnormal(x);
    }
    arrays[name] = a;
  }
  return { weights: { header, ...arrays }, end: expected };
}

/** A standard normal number from the engine's generator (Box-Muller). */
function gaussian(rng: RngState): number {
  const u = (nextUint32(rng) + 1) / 4294967297; // in (0, 1)
  const v = nextUint32(rng) / 4294967296;
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

export interface RandomWeightsOptions {
  /** Standard deviation of the biases (default 0, the usual initialisation; tests use > 0). */
  biasStd?: number;
  /** Training metadata for the header. */
  meta?: Record<string, unknown>;
  /** Hidden layer sizes (default this build's). Another shape is for in-memory experiments such as bench/capacity.mjs: parseWeights refuses it. */
  hidden1?: number;
  hidden2?: number;
}

/** Weights drawn with He initialisation (normal, std sqrt(2 / fan-in)), seeded: the same seed gives the same weights. */
export function randomWeights(seed: number, options: RandomWeightsOptions = {}): NetWeights {
  const rng = seedRng(seed);
  const base = currentHeader(options.meta);
  const header = { ...base, hidden1: options.hidden1 ?? base.hidden1, hidden2: options.hidden2 ?? base.hidden2 };
  const sizes = arraySizes(header);
  const biasStd = options.biasStd ?? 0;
  const fill = (n: number, std: number) => {
    const a = new Float32Array(n);
    if (std > 0) for (let i = 0; i < n; i++) a[i] = gaussian(rng) * std;
    return a;
  };
  const he = (fanIn: number) => Math.sqrt(2 / fanIn);
  return {
    header,
    W1: fill(sizes.W1, he(header.featureCount)),
    b1: fill(sizes.b1, biasStd),
    W2: fill(sizes.W2, he(header.hidden1)),
    b2: fill(sizes.b2, biasStd),
    Wp: fill(sizes.Wp, he(header.hidden2)),
    bp: fill(sizes.bp, biasStd),
    wv: fill(sizes.wv, he(header.hidden2)),
    bv: fill(sizes.bv, biasStd),
    Ws: fill(sizes.Ws, he(header.hidden2)),
    bs: fill(sizes.bs, biasStd),
  };
}
