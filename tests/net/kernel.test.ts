// The fast kernel (WebAssembly SIMD) against the reference forward pass: value, round head and every
// legal logit agree to 1e-5 (required) over many positions of random games and several random
// networks. Both compute in float32 in the same order (mlp.ts), so in fact they agree exactly.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../src/engine/index.js';
import { FEATURE_COUNT, type SparseFeatures, createSparseFeatures, encode, toDense } from '../../src/net/encoding.js';
import { type NetOutput, ReferenceNet } from '../../src/net/mlp.js';
import { POLICY_SIZE } from '../../src/net/spec.js';
import { WasmNet, kernelWasmBytes, wasmSimdAvailable } from '../../src/net/wasmNet.js';
import { type NetWeights, randomWeights } from '../../src/net/weights.js';
import { BASE2 } from '../support/scenario.js';
import { randomPositions } from './positions.js';

const TOL = 1e-5;

function maxDiff(a: NetOutput, b: NetOutput): number {
  let d = Math.max(Math.abs(a.value - b.value), Math.abs(a.round[0] - b.round[0]), Math.abs(a.round[1] - b.round[1]));
  expect(a.logits.length).toBe(b.logits.length);
  for (let k = 0; k < a.logits.length; k++) d = Math.max(d, Math.abs(a.logits[k] - b.logits[k]));
  return d;
}

/** Weights multiplied by `k`: larger activations and logits, as a trained network may have. */
function scaled(w: NetWeights, k: number): NetWeights {
  const s = (a: Float32Array) => a.map((x) => x * k);
  return { ...w, W1: s(w.W1), W2: s(w.W2), Wp: s(w.Wp), wv: s(w.wv), Ws: s(w.Ws) };
}

const positions = [...randomPositions(40, 2, DEFAULT_OPTIONS, 21), ...randomPositions(10, 2, BASE2, 22)];
const features: { f: SparseFeatures; legal: number[] }[] = [];
for (const { state, legal } of positions) {
  for (let p = 0; p < state.players; p++) {
    const f = createSparseFeatures();
    encode(state, p, f);
    features.push({ f, legal });
  }
}
const ALL_ACTIONS = Array.from({ length: POLICY_SIZE }, (_, a) => a);

describe('the WebAssembly kernel', () => {
  it('is built from mlp.wat (the committed module is current)', () => {
    const out = execFileSync(process.execPath, ['src/net/kernel/build.mjs', '--check'], { encoding: 'utf8' });
    expect(out).toMatch(/kernel up to date/);
    expect(kernelWasmBytes().subarray(0, 4)).toEqual(new Uint8Array([0, 0x61, 0x73, 0x6d]));
  });

  it('runs here (Node has WebAssembly SIMD)', () => {
    expect(wasmSimdAvailable()).toBe(true);
  });

  it(`agrees with the reference to ${TOL} (exactly, in fact) on ${features.length} positions and 4 random networks`, () => {
    let worst = 0;
    for (const [seed, k] of [[1, 1], [2, 1], [3, 2], [4, 4]] as const) {
      const w = scaled(randomWeights(seed, { biasStd: 0.2 }), k);
      const ref = new ReferenceNet(w);
      const wasm = new WasmNet(w);
      for (const { f, legal } of features) {
        const d = maxDiff(ref.forward(f, legal), wasm.forward(f, legal));
        if (!(d <= TOL)) throw new Error(`seed ${seed}: differs by ${d}`);
        worst = Math.max(worst, d);
      }
      // Every policy row, on a few positions.
      for (let i = 0; i < features.length; i += 97) {
        const d = maxDiff(ref.forward(features[i].f, ALL_ACTIONS), wasm.forward(features[i].f, ALL_ACTIONS));
        if (!(d <= TOL)) throw new Error(`seed ${seed}, all actions: differs by ${d}`);
      }
    }
    expect(worst).toBeLessThanOrEqual(TOL);
    expect(worst).toBe(0);
  });

  it('the sparse reference gives exactly what the dense forward pass gives (the encoder writes indices ascending)', () => {
    const w = randomWeights(5, { biasStd: 0.1 });
    const ref = new ReferenceNet(w);
    for (let i = 0; i < features.length; i += 41) {
      const { f } = features[i];
      const dense = ref.forwardDense(toDense(f));
      const sparse = ref.forward(f, ALL_ACTIONS);
      expect(maxDiff(sparse, dense)).toBe(0);
      expect(dense.h1.length).toBe(w.header.hidden1);
    }
    expect(() => ref.forwardDense(new Float32Array(3))).toThrow(/expected/);
  });

  it('forwardBatch gives exactly what forward gives, for batches of any size', () => {
    const w = randomWeights(6, { biasStd: 0.1 });
    const wasm = new WasmNet(w);
    for (const size of [1, 5, 64, 300]) {
      const items = features.slice(0, size).map(({ f, legal }) => ({ features: f, legal }));
      const batch = wasm.forwardBatch(items);
      expect(batch.length).toBe(size);
      items.forEach((it, i) => expect(batch[i]).toEqual(wasm.forward(it.features, it.legal)));
    }
    expect(wasm.forwardBatch([])).toEqual([]);
  });

  it('forwardInto reuses the output, and two nets do not share memory', () => {
    const a = new WasmNet(randomWeights(7)), b = new WasmNet(randomWeights(8));
    const { f, legal } = features[10];
    const out: NetOutput = { value: 0, logits: new Float32Array(legal.length), round: [0, 0] };
    const ra = a.forward(f, legal);
    b.forward(f, legal);
    a.forwardInto(f, legal, out);
    expect(out).toEqual(ra);
  });

  it('an empty input gives the biases through the layers', () => {
    const w = randomWeights(9, { biasStd: 0.3 });
    const empty = createSparseFeatures();
    expect(maxDiff(new ReferenceNet(w).forward(empty, [0, 1, 2]), new WasmNet(w).forward(empty, [0, 1, 2]))).toBeLessThanOrEqual(TOL);
  });

  it('refuses bad inputs instead of reading out of place', () => {
    const wasm = new WasmNet(randomWeights(10));
    const f = createSparseFeatures();
    f.indices[0] = FEATURE_COUNT;
    f.values[0] = 1;
    f.count = 1;
    expect(() => wasm.forward(f, [0])).toThrow(/feature index/);
    expect(() => wasm.forward(createSparseFeatures(), [POLICY_SIZE])).toThrow(/action/);
  });
});
