// The fast forward pass: the WebAssembly SIMD kernel of kernel/mlp.wat (compiled at build time into
// kernel/mlpWasm.generated.ts) driven from TypeScript. It loads from bytes, so the same module runs
// in Node and in the browser (no file reading, no Node APIs). It agrees with ReferenceNet (mlp.ts)
// to 1e-5 on the value, the round head and every legal logit (tests/net/kernel.test.ts).
//
// Each WasmNet owns one instance and its memory:
//   weights   W1 transposed [featureCount x H1], b1, W2 transposed [H1 x H2], b2, Wp, bp,
//             heads [wv; Ws row 0; Ws row 1], [bv, bs0, bs1]
//   scratch   h1, h2, the non-zero units of h1 (indices, values)
//   streams   STREAMS first-layer accumulators [H1] before the ReLU, and the changed inputs' scratch
//   inputs    per batch slot: feature indices, values, legal actions, outputs; batch descriptors
// Batch slots are added (the memory grows) when a larger batch arrives.
//
// forwardFrom evaluates a position from the last one its stream saw, updating the first layer by
// the inputs that changed (about 13 of 74 between a seat's turns) instead of summing them all: a
// rollout's positions follow one another, so a rollout costs about 20% less. Its sums round in
// another order than forward's, so it agrees with the reference to about 1e-5 rather than exactly
// (tests/net/stream.test.ts bounds it at 1e-4 relative; the network of iteration 177: 4e-6).

import type { SparseFeatures } from './encoding.js';
import { MLP_WASM_BASE64 } from './kernel/mlpWasm.generated.js';
import { type NetOutput, sigmoid, transpose } from './mlp.js';
import type { NetWeights } from './weights.js';

interface KernelExports {
  memory: WebAssembly.Memory;
  init(w1t: number, b1: number, w2t: number, b2: number, wp: number, bp: number, heads: number, hb: number,
    h1: number, h2: number, nzi: number, nzv: number, H1: number, H2: number): void;
  forward(idx: number, val: number, n: number, legal: number, nLegal: number, out: number): void;
  forwardBatch(count: number, desc: number): void;
  reset(acc: number): void;
  accumulate(acc: number, idx: number, val: number, n: number): void;
  forwardAcc(acc: number, legal: number, nLegal: number, out: number): void;
}

/** First-layer accumulators kept by a WasmNet: one per seat (forwardFrom). */
export const STREAMS = 4;
/**
 * A stream recomputes its accumulator from scratch after this many updates, so that the rounding of
 * the updates (each changed input's new value minus its old one) cannot pile up along a long sequence.
 */
export const STREAM_REFRESH = 16;

/**
 * The last position a stream's accumulator holds: its features, and how many updates since a
 * recomputation. The spare arrays receive the next position while the last one is read (then the two swap).
 */
interface StreamState {
  indices: Int32Array;
  values: Float32Array;
  spareIndices: Int32Array;
  spareValues: Float32Array;
  count: number;
  valid: boolean;
  updates: number;
}

export interface BatchInput {
  features: SparseFeatures;
  legal: readonly number[];
}

let kernelBytes: Uint8Array<ArrayBuffer> | null = null;
let kernelModule: WebAssembly.Module | null = null;
let simdOk: boolean | null = null;

/** The kernel's .wasm bytes (the same in Node and in the browser). */
export function kernelWasmBytes(): Uint8Array<ArrayBuffer> {
  if (!kernelBytes) {
    const bin = atob(MLP_WASM_BASE64);
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    kernelBytes = bytes;
  }
  return kernelBytes;
}

/** Whether this runtime has WebAssembly with SIMD (the kernel validates). */
export function wasmSimdAvailable(): boolean {
  if (simdOk === null) {
    try {
      simdOk = typeof WebAssembly === 'object' && WebAssembly.validate(kernelWasmBytes());
    } catch {
      simdOk = false;
    }
  }
  return simdOk;
}

/** The compiled module, once (synchronous: fine in Node and in a Web Worker; the module is under 4 KB). */
function kernel(): WebAssembly.Module {
  if (!kernelModule) kernelModule = new WebAssembly.Module(kernelWasmBytes());
  return kernelModule;
}

const align16 = (n: number) => (n + 15) & ~15;
const PAGE = 65536;

export class WasmNet {
  readonly featureCount: number;
  readonly hidden1: number;
  readonly hidden2: number;
  readonly actionCount: number;
  private readonly k: KernelExports;
  /** Where batch slots start, and the bytes of one slot. */
  private readonly slotsBase: number;
  private readonly slotBytes: number;
  /** Offsets inside a slot: feature values, legal actions, outputs (feature indices are at 0). */
  private readonly valOff: number;
  private readonly legalOff: number;
  private readonly outOff: number;
  private slots = 0;
  /** The accumulators (byte address of the first; each is H1 floats) and the changed inputs' scratch. */
  private readonly streamsBase: number;
  private readonly deltaIdx: number;
  private readonly deltaVal: number;
  private readonly streams: StreamState[] = [];
  private descBase = 0;
  private i32!: Int32Array;
  private f32!: Float32Array;

  /** Builds the kernel for these weights; throws if WebAssembly SIMD is missing (see wasmSimdAvailable). */
  constructor(weights: NetWeights) {
    if (!wasmSimdAvailable()) throw new Error('WebAssembly SIMD is not available here: use ReferenceNet');
    const h = weights.header;
    const F = h.featureCount, H1 = h.hidden1, H2 = h.hidden2, A = h.actionCount;
    if (H1 % 32 !== 0 || H2 % 32 !== 0) throw new Error(`the kernel needs hidden sizes that are multiples of 32 (got ${H1}, ${H2})`);
    this.featureCount = F;
    this.hidden1 = H1;
    this.hidden2 = H2;
    this.actionCount = A;
    this.k = new WebAssembly.Instance(kernel(), {}).exports as unknown as KernelExports;

    let at = 64;
    const place = (floats: number) => {
      const p = at;
      at = align16(at + 4 * floats);
      return p;
    };
    const w1t = place(F * H1), b1 = place(H1), w2t = place(H1 * H2), b2 = place(H2);
    const wp = place(A * H2), bp = place(A), heads = place(3 * H2), hb = place(3);
    const h1 = place(H1), h2 = place(H2), nzi = place(H1), nzv = place(H1);
    this.streamsBase = place(STREAMS * H1);
    this.deltaIdx = place(2 * F);
    this.deltaVal = place(2 * F);
    for (let i = 0; i < STREAMS; i++) {
      this.streams.push({
        indices: new Int32Array(F), values: new Float32Array(F), spareIndices: new Int32Array(F), spareValues: new Float32Array(F),
        count: 0, valid: false, updates: 0,
      });
    }
    this.slotsBase = at;
    // One slot: F indices, F values, A legal actions, 3 + A outputs.
    this.valOff = align16(4 * F);
    this.legalOff = 2 * align16(4 * F);
    this.outOff = this.legalOff + align16(4 * A);
    this.slotBytes = this.outOff + align16(4 * (3 + A));
    this.ensureSlots(1);

    const f32 = this.f32;
    f32.set(transpose(weights.W1, H1, F), w1t / 4);
    f32.set(weights.b1, b1 / 4);
    f32.set(transpose(weights.W2, H2, H1), w2t / 4);
    f32.set(weights.b2, b2 / 4);
    f32.set(weights.Wp, wp / 4);
    f32.set(weights.bp, bp / 4);
    f32.set(weights.wv, heads / 4);
    f32.set(weights.Ws, heads / 4 + H2);
    f32[hb / 4] = weights.bv[0];
    f32[hb / 4 + 1] = weights.bs[0];
    f32[hb / 4 + 2] = weights.bs[1];
    this.k.init(w1t, b1, w2t, b2, wp, bp, heads, hb, h1, h2, nzi, nzv, H1, H2);
  }

  /** Static constructor returning null instead of throwing where WebAssembly SIMD is missing. */
  static create(weights: NetWeights): WasmNet | null {
    return wasmSimdAvailable() ? new WasmNet(weights) : null;
  }

  private ensureSlots(n: number): void {
    if (n <= this.slots) return;
    const slots = Math.max(n, this.slots * 2);
    const descBase = this.slotsBase + slots * this.slotBytes;
    const end = descBase + align16(24 * slots);
    const mem = this.k.memory;
    if (end > mem.buffer.byteLength) mem.grow(Math.ceil((end - mem.buffer.byteLength) / PAGE));
    this.slots = slots;
    this.descBase = descBase;
    this.i32 = new Int32Array(mem.buffer);
    this.f32 = new Float32Array(mem.buffer);
  }

  /** Byte address of slot s (its feature indices; then values, legal actions, outputs). */
  private slotAt(s: number): number {
    return this.slotsBase + s * this.slotBytes;
  }

  /** Copies a position's inputs into the slot at `at`. */
  private load(at: number, features: SparseFeatures, legal: readonly number[]): void {
    const i32 = this.i32, f32 = this.f32;
    const n = features.count;
    if (n > this.featureCount) throw new Error(`too many features: ${n}`);
    if (legal.length > this.actionCount) throw new Error(`too many legal actions: ${legal.length}`);
    const fi = features.indices, fv = features.values;
    const io = at >> 2, vo = (at + this.valOff) >> 2, lo = (at + this.legalOff) >> 2;
    for (let k = 0; k < n; k++) {
      const ix = fi[k];
      if (ix < 0 || ix >= this.featureCount) throw new Error(`feature index ${ix} out of range`);
      i32[io + k] = ix;
      f32[vo + k] = fv[k];
    }
    this.loadLegal(lo, legal);
  }

  /** Copies the legal actions to the i32 index `lo` of the memory, each checked against the action space. */
  private loadLegal(lo: number, legal: readonly number[]): void {
    const i32 = this.i32;
    for (let k = 0; k < legal.length; k++) {
      const a = legal[k];
      if (!(a >= 0 && a < this.actionCount)) throw new Error(`action ${a} out of range`);
      i32[lo + k] = a;
    }
  }

  private read(out: number, legalCount: number, into: NetOutput): void {
    const f32 = this.f32;
    const o = out >> 2;
    into.value = sigmoid(f32[o]);
    into.round[0] = f32[o + 1];
    into.round[1] = f32[o + 2];
    const logits = into.logits;
    for (let k = 0; k < legalCount; k++) logits[k] = f32[o + 3 + k];
  }

  /** Evaluates one position: the value, the round head and the logits of the legal actions. */
  forward(features: SparseFeatures, legal: readonly number[]): NetOutput {
    const out: NetOutput = { value: 0, logits: new Float32Array(legal.length), round: [0, 0] };
    this.forwardInto(features, legal, out);
    return out;
  }

  /** As forward, writing into `out` (out.logits must hold legal.length numbers): no allocation. */
  forwardInto(features: SparseFeatures, legal: readonly number[], out: NetOutput): void {
    const at = this.slotsBase;
    this.load(at, features, legal);
    this.k.forward(at, at + this.valOff, features.count, at + this.legalOff, legal.length, at + this.outOff);
    this.read(at + this.outOff, legal.length, out);
  }

  /** Forgets what stream `stream` holds: its next position is summed from scratch. */
  resetStream(stream: number): void {
    this.streams[stream].valid = false;
  }

  /**
   * As forwardInto, from the position stream `stream` (0 to STREAMS - 1) last saw: the first layer
   * is updated by the inputs that changed, or recomputed when that is no cheaper, when the stream was
   * reset, and every STREAM_REFRESH updates.
   */
  forwardFrom(stream: number, features: SparseFeatures, legal: readonly number[], out: NetOutput): void {
    const st = this.streams[stream];
    if (!st) throw new Error(`no stream ${stream}: there are ${STREAMS}`);
    if (legal.length > this.actionCount) throw new Error(`too many legal actions: ${legal.length}`);
    const at = this.slotsBase;
    this.loadLegal((at + this.legalOff) >> 2, legal);
    const n = features.count;
    if (n > this.featureCount) throw new Error(`too many features: ${n}`);
    const F = this.featureCount;
    const ni = features.indices, nv = features.values;
    const acc = this.streamsBase + stream * this.hidden1 * 4;
    const i32 = this.i32, f32 = this.f32;
    const di = this.deltaIdx >> 2, dv = this.deltaVal >> 2;
    const oi = st.indices, ov = st.values, on = st.count;
    // The new position goes to the stream's spare arrays as it is read (they become its position at
    // the end), and each new index is checked as it is read: nothing changes before all are valid.
    const si = st.spareIndices, sv = st.spareValues;
    // The changed inputs: merge the two ascending index lists, each change as its new value minus
    // its old one; given up as soon as they are as many as the inputs (a recomputation is cheaper).
    let m = 0, j = 0;
    if (st.valid && st.updates < STREAM_REFRESH) {
      let i = 0;
      while (j < n && m < n) {
        const b = ni[j];
        if (!(b >= 0 && b < F)) throw new Error(`feature index ${b} out of range`);
        const a = i < on ? oi[i] : F;
        if (a === b) {
          const d = Math.fround(nv[j] - ov[i]);
          if (d !== 0) {
            i32[di + m] = a;
            f32[dv + m] = d;
            m++;
          }
          si[j] = b;
          sv[j] = nv[j];
          i++;
          j++;
        } else if (a < b) {
          i32[di + m] = a;
          f32[dv + m] = -ov[i];
          m++;
          i++;
        } else {
          i32[di + m] = b;
          f32[dv + m] = nv[j];
          si[j] = b;
          sv[j] = nv[j];
          m++;
          j++;
        }
      }
      // Old inputs the new position no longer has.
      for (; i < on && m < n; i++) {
        i32[di + m] = oi[i];
        f32[dv + m] = -ov[i];
        m++;
      }
    } else {
      m = n;
    }
    if (m >= n) {
      // A recomputation: every input of the new position, from a reset accumulator.
      for (let k = 0; k < n; k++) {
        const b = ni[k];
        if (!(b >= 0 && b < F)) throw new Error(`feature index ${b} out of range`);
        i32[di + k] = b;
        f32[dv + k] = nv[k];
        si[k] = b;
        sv[k] = nv[k];
      }
      this.k.reset(acc);
      this.k.accumulate(acc, this.deltaIdx, this.deltaVal, n);
      st.updates = 0;
    } else {
      if (m > 0) this.k.accumulate(acc, this.deltaIdx, this.deltaVal, m);
      st.updates++;
    }
    st.spareIndices = oi;
    st.spareValues = ov;
    st.indices = si;
    st.values = sv;
    st.count = n;
    st.valid = true;
    this.k.forwardAcc(acc, at + this.legalOff, legal.length, at + this.outOff);
    this.read(at + this.outOff, legal.length, out);
  }

  /** Evaluates several positions in one call into the kernel. */
  forwardBatch(inputs: readonly BatchInput[]): NetOutput[] {
    const n = inputs.length;
    this.ensureSlots(n);
    const i32 = this.i32;
    for (let s = 0; s < n; s++) {
      const { features, legal } = inputs[s];
      const at = this.slotAt(s);
      this.load(at, features, legal);
      const d = (this.descBase >> 2) + 6 * s;
      i32[d] = at;
      i32[d + 1] = at + this.valOff;
      i32[d + 2] = features.count;
      i32[d + 3] = at + this.legalOff;
      i32[d + 4] = legal.length;
      i32[d + 5] = at + this.outOff;
    }
    this.k.forwardBatch(n, this.descBase);
    const outs: NetOutput[] = [];
    for (let s = 0; s < n; s++) {
      const o: NetOutput = { value: 0, logits: new Float32Array(inputs[s].legal.length), round: [0, 0] };
      this.read(this.slotAt(s) + this.outOff, inputs[s].legal.length, o);
      outs.push(o);
    }
    return outs;
  }
}
