// The reference forward pass in plain TypeScript over Float32Array (the shape is in spec.ts). It is
// the definition the fast kernel (wasmNet.ts) and the trainer's export are checked against, and the
// fallback where WebAssembly SIMD is missing.
//
// The network computes in float32, and this file defines the order of every operation: each
// product and each sum is rounded to float32 (Math.fround; exact emulation, since float64 holds a
// float32 product exactly and rounds a float32 sum correctly), in this order:
//   - a hidden layer starts from its bias and adds value * weight for the non-zero inputs in the
//     order given (for h1 the encoder's ascending order; for h2 the non-zero units of h1,
//     ascending), then the ReLU;
//   - a head's dot product with h2 keeps 16 partial sums (element i goes to partial i mod 16),
//     combined as the SIMD kernel does (see dot16), then its bias is added.
// The WebAssembly kernel follows the same order, so the two agree exactly, whatever the weights
// (the required tolerance is 1e-5). The first layer is sparse: W1 is kept transposed (one
// contiguous row of hidden1 numbers per input); the policy is computed for the legal actions only.

import type { SparseFeatures } from './encoding.js';
import type { NetWeights } from './weights.js';

/** What one position's evaluation gives. */
export interface NetOutput {
  /** Probability that the acting seat wins the game (sigmoid of the value head). */
  value: number;
  /** One logit per legal action, in the order given. */
  logits: Float32Array;
  /** The round head as is: this round's points for me and the opponent, divided by ROUND_SCALE. */
  round: [number, number];
}

/** Every output of a dense forward pass (tests, the trainer's export check). */
export interface DenseOutput {
  value: number;
  /** The value head before the sigmoid. */
  valueLogit: number;
  /** One logit per action of the action space. */
  logits: Float32Array;
  round: [number, number];
  h1: Float32Array;
  h2: Float32Array;
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** Transposes a [rows x cols] row-major matrix into [cols x rows]. */
export function transpose(m: Float32Array, rows: number, cols: number): Float32Array {
  const t = new Float32Array(m.length);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) t[c * rows + r] = m[r * cols + c];
  return t;
}

export class ReferenceNet {
  readonly featureCount: number;
  readonly hidden1: number;
  readonly hidden2: number;
  readonly actionCount: number;
  private readonly W1T: Float32Array;
  private readonly W2T: Float32Array;
  private readonly w: NetWeights;
  private readonly h1: Float32Array;
  private readonly h2: Float32Array;

  constructor(weights: NetWeights) {
    const h = weights.header;
    if (h.hidden2 % 16 !== 0) throw new Error(`hidden2 must be a multiple of 16 (got ${h.hidden2})`);
    this.featureCount = h.featureCount;
    this.hidden1 = h.hidden1;
    this.hidden2 = h.hidden2;
    this.actionCount = h.actionCount;
    this.w = weights;
    this.W1T = transpose(weights.W1, h.hidden1, h.featureCount);
    this.W2T = transpose(weights.W2, h.hidden2, h.hidden1);
    this.h1 = new Float32Array(h.hidden1);
    this.h2 = new Float32Array(h.hidden2);
  }

  /** Evaluates one position: the value, the round head and the logits of the legal actions. */
  forward(features: SparseFeatures, legal: readonly number[]): NetOutput {
    const out: NetOutput = { value: 0, logits: new Float32Array(legal.length), round: [0, 0] };
    this.forwardInto(features, legal, out);
    return out;
  }

  /** As forward, writing into `out` (out.logits must hold legal.length numbers). */
  forwardInto(features: SparseFeatures, legal: readonly number[], out: NetOutput): void {
    const H1 = this.hidden1;
    const W1T = this.W1T, h1 = this.h1;
    h1.set(this.w.b1);
    for (let k = 0; k < features.count; k++) {
      const x = features.values[k];
      const row = features.indices[k] * H1;
      for (let j = 0; j < H1; j++) h1[j] = fround(h1[j] + fround(x * W1T[row + j]));
    }
    for (let j = 0; j < H1; j++) if (!(h1[j] > 0)) h1[j] = 0;
    this.hiddenTwo();
    this.heads(legal, out);
  }

  /** The full forward pass of a dense input (every action's logit); inputs are taken in index order. */
  forwardDense(x: Float32Array): DenseOutput {
    const { hidden1: H1, featureCount: F, actionCount: A } = this;
    if (x.length !== F) throw new Error(`forwardDense: expected ${F} inputs, got ${x.length}`);
    const W1 = this.w.W1, b1 = this.w.b1, h1 = this.h1;
    for (let j = 0; j < H1; j++) {
      let s = b1[j];
      const row = j * F;
      for (let i = 0; i < F; i++) if (x[i] !== 0) s = fround(s + fround(x[i] * W1[row + i]));
      h1[j] = s > 0 ? s : 0;
    }
    this.hiddenTwo();
    const all = Array.from({ length: A }, (_, a) => a);
    const out: NetOutput = { value: 0, logits: new Float32Array(A), round: [0, 0] };
    const valueLogit = this.heads(all, out);
    return { value: out.value, valueLogit, logits: out.logits, round: out.round, h1: this.h1.slice(), h2: this.h2.slice() };
  }

  private hiddenTwo(): void {
    const H1 = this.hidden1, H2 = this.hidden2;
    const W2T = this.W2T, h1 = this.h1, h2 = this.h2;
    h2.set(this.w.b2);
    for (let i = 0; i < H1; i++) {
      const a = h1[i];
      if (a === 0) continue;
      const row = i * H2;
      for (let j = 0; j < H2; j++) h2[j] = fround(h2[j] + fround(a * W2T[row + j]));
    }
    for (let j = 0; j < H2; j++) if (!(h2[j] > 0)) h2[j] = 0;
  }

  /** Fills the heads; returns the value logit. */
  private heads(legal: readonly number[], out: NetOutput): number {
    const H2 = this.hidden2;
    const { Wp, bp, wv, bv, Ws, bs } = this.w;
    const h2 = this.h2;
    for (let k = 0; k < legal.length; k++) {
      const a = legal[k];
      out.logits[k] = fround(bp[a] + dot16(Wp, a * H2, h2, H2));
    }
    const z = fround(bv[0] + dot16(wv, 0, h2, H2));
    out.value = sigmoid(z);
    out.round[0] = fround(bs[0] + dot16(Ws, 0, h2, H2));
    out.round[1] = fround(bs[1] + dot16(Ws, H2, h2, H2));
    return z;
  }
}

const fround = Math.fround;
const partial = new Float32Array(16);

/**
 * The float32 dot product of w[off .. off + n) and h (n a multiple of 16) in the SIMD kernel's
 * order: four 4-lane accumulators s0..s3 (element i in accumulator (i >> 2) & 3, lane i & 3), then
 * (s0 + s1) + (s2 + s3) lane by lane, then (lane 0 + lane 1) + (lane 2 + lane 3).
 */
export function dot16(w: Float32Array, off: number, h: Float32Array, n: number): number {
  partial.fill(0);
  for (let i = 0; i < n; i += 16) {
    for (let m = 0; m < 16; m++) partial[m] = fround(partial[m] + fround(w[off + i + m] * h[i + m]));
  }
  const lane = (l: number) => fround(fround(partial[l] + partial[4 + l]) + fround(partial[8 + l] + partial[12 + l]));
  return fround(fround(lane(0) + lane(1)) + fround(lane(2) + lane(3)));
}
