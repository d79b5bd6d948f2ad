// The network as the search's Evaluator: priors are a softmax over the legal actions (sum to 1),
// the value is a probability, the fast kernel and the reference give the same evaluation.
import { describe, expect, it } from 'vitest';
import type { Evaluator } from '../../src/ai/evaluator.js';
import { DEFAULT_OPTIONS } from '../../src/engine/index.js';
import { NetEvaluator, softmaxInPlace } from '../../src/net/evaluator.js';
import { ROUND_SCALE } from '../../src/net/spec.js';
import { parseWeights, randomWeights, serializeWeights } from '../../src/net/weights.js';
import { randomPositions } from './positions.js';

const weights = randomWeights(11, { biasStd: 0.3 });
const positions = randomPositions(15, 2, DEFAULT_OPTIONS, 31);

describe('NetEvaluator', () => {
  it('is an Evaluator (checked by the compiler) and uses the WebAssembly kernel here', () => {
    const e: Evaluator = new NetEvaluator(weights);
    expect(e.name).toBe('net');
    expect((e as NetEvaluator).kernel).toBe('wasm');
    expect(new NetEvaluator(weights, { kernel: 'reference' }).kernel).toBe('reference');
  });

  it('gives priors that sum to 1 over the legal actions, and a value in (0, 1)', () => {
    const e = new NetEvaluator(weights);
    for (const { state, legal } of positions) {
      for (const player of [state.current, 1 - state.current]) {
        const r = e.evaluate({ state, player, legal });
        expect(r.priors.length).toBe(legal.length);
        let sum = 0;
        for (const p of r.priors) {
          expect(p).toBeGreaterThan(0);
          sum += p;
        }
        expect(Math.abs(sum - 1)).toBeLessThan(1e-5);
        expect(r.value).toBeGreaterThan(0);
        expect(r.value).toBeLessThan(1);
        expect(r.round).toHaveLength(2);
      }
    }
  });

  it('the kernel and the reference evaluate alike; the batch form gives what single calls give', () => {
    const fast = new NetEvaluator(weights, { kernel: 'wasm' });
    const ref = new NetEvaluator(weights, { kernel: 'reference' });
    const reqs = positions.slice(0, 120).map(({ state, legal }) => ({ state, player: state.current, legal }));
    const batch = fast.evaluateBatch(reqs);
    const refBatch = ref.evaluateBatch(reqs);
    reqs.forEach((req, i) => {
      const a = fast.evaluate(req), b = ref.evaluate(req);
      expect(Math.abs(a.value - b.value)).toBeLessThanOrEqual(1e-5);
      a.priors.forEach((p, k) => expect(Math.abs(p - b.priors[k])).toBeLessThanOrEqual(1e-5));
      expect(batch[i]).toEqual(a);
      expect(refBatch[i]).toEqual(b);
    });
  });

  it('a network read without its subnormal weights evaluates as the one with them (within 1e-6)', () => {
    // A trained network's many subnormal weights (weights.ts says why they are dropped).
    const w = randomWeights(13, { biasStd: 0.3 });
    for (const a of [w.W1, w.W2, w.Wp]) for (let i = 0; i < a.length; i += 3) a[i] = (i % 2 ? 1 : -1) * 1e-39 * (1 + (i % 7));
    const read = parseWeights(serializeWeights(w));
    if ('error' in read) throw new Error(read.error);
    expect(read.W1[0]).toBe(0);
    const withThem = new NetEvaluator(w, { kernel: 'reference' });
    const without = new NetEvaluator(read);
    for (const { state, legal } of positions.slice(0, 40)) {
      const a = withThem.evaluate({ state, player: state.current, legal }), b = without.evaluate({ state, player: state.current, legal });
      expect(Math.abs(a.value - b.value)).toBeLessThanOrEqual(1e-6);
      a.priors.forEach((p, k) => expect(Math.abs(p - b.priors[k])).toBeLessThanOrEqual(1e-6));
    }
  });

  it('reports the round head in points (the network outputs points / ROUND_SCALE)', () => {
    const w = randomWeights(12);
    w.Ws.fill(0);
    w.bs[0] = 0.5;
    w.bs[1] = -0.25;
    const r = new NetEvaluator(w).evaluate({ state: positions[3].state, player: positions[3].state.current, legal: positions[3].legal });
    expect(r.round).toEqual([0.5 * ROUND_SCALE, -0.25 * ROUND_SCALE]);
  });

  it('loads from the bytes of a weight file, and passes on the loader\'s refusal', () => {
    const e = NetEvaluator.fromBytes(serializeWeights(weights));
    if ('error' in e) throw new Error(e.error);
    const { state, legal } = positions[5];
    expect(e.evaluate({ state, player: state.current, legal })).toEqual(new NetEvaluator(weights).evaluate({ state, player: state.current, legal }));
    expect(NetEvaluator.fromBytes(new Uint8Array(4))).toEqual({ error: expect.stringMatching(/too short/) });
  });

  it('refuses a finished game (no legal action)', () => {
    expect(() => new NetEvaluator(weights).evaluate({ state: positions[0].state, player: 0, legal: [] })).toThrow(/no legal action/);
  });

  it('softmax is stable for large logits', () => {
    const p = softmaxInPlace(new Float32Array([1000, 1000, -1000]));
    expect(Array.from(p)).toEqual([0.5, 0.5, 0]);
  });
});
