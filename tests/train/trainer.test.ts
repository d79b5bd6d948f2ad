// The trainer on tiny synthetic data (the loss falls), the masks of the policy head (illegal actions
// and value-only rows teach the policy nothing), and export parity with the reference forward pass.
import * as tf from '@tensorflow/tfjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_COUNT } from '../../src/net/encoding.js';
import { ReferenceNet } from '../../src/net/mlp.js';
import { parseWeights, randomWeights, serializeWeights } from '../../src/net/weights.js';
import { initBackend } from '../../src/train/backend.js';
import { mulberry32 } from '../../src/train/dataset.js';
import { disposeModel, evaluateLosses, exportWeights, initFromWeights, predictDense, train } from '../../src/train/trainer.js';
import { NEVER_LEGAL_FROM, PREFERRED, VALUE_FEATURE, syntheticRows } from './synthetic.js';

beforeAll(async () => {
  const info = await initBackend();
  // The wasm backend's .wasm files ship inside the npm package, so it must load here.
  expect(info).toEqual({ backend: 'wasm' });
});

describe('training on synthetic rows', () => {
  it('the loss falls clearly and the targets are learnt', () => {
    const rows = syntheticRows(512, FEATURE_COUNT, 1);
    const model = initFromWeights(randomWeights(11));
    const before = evaluateLosses(model, rows);
    const result = train(model, rows, { steps: 200, batchSize: 64, lr: 1e-3, seed: 5 });
    const after = evaluateLosses(model, rows);
    expect(result.steps).toBe(200);
    expect(model.steps).toBe(200);
    expect(model.samples).toBe(200 * 64);
    expect(after.total).toBeLessThan(0.7 * before.total);
    expect(after.value).toBeLessThan(0.2 * before.value);
    expect(after.policy).toBeLessThan(0.6 * before.policy);
    expect(after.round).toBeLessThan(0.5 * before.round);
    // No tensor leaks from one call to the next (Adam's moments exist since the first step).
    const tensors = tf.memory().numTensors;
    train(model, rows, { steps: 3, batchSize: 64 });
    evaluateLosses(model, rows);
    expect(tf.memory().numTensors).toBe(tensors);

    // The exported network says what the rows taught: win iff VALUE_FEATURE, prefer PREFERRED.
    const net = new ReferenceNet(exportWeights(model));
    for (const row of rows.slice(0, 40)) {
      const x = new Float32Array(FEATURE_COUNT);
      row.featureIndex.forEach((f, i) => (x[f] = row.featureValue[i]));
      const out = net.forwardDense(x);
      expect(Math.abs(out.value - row.value)).toBeLessThan(0.25);
      const legal = Array.from(row.legal);
      const best = legal.reduce((a, b) => (out.logits[b] > out.logits[a] ? b : a));
      expect(best).toBe(PREFERRED);
    }
    expect(rows.some((r) => r.featureIndex.includes(VALUE_FEATURE))).toBe(true);
    disposeModel(model);
  });

  it('illegal actions and value-only rows leave the policy head alone', () => {
    const w = randomWeights(12, { biasStd: 0.1 });
    const valueOnly = syntheticRows(128, FEATURE_COUNT, 2, 0);
    const model = initFromWeights(w);
    train(model, valueOnly, { steps: 5, batchSize: 32, weights: { l2: 0 } });
    const after = exportWeights(model);
    expect(after.Wp).toEqual(w.Wp);
    expect(after.bp).toEqual(w.bp);
    expect(after.W1).not.toEqual(w.W1);
    disposeModel(model);

    const mixed = initFromWeights(w);
    train(mixed, syntheticRows(128, FEATURE_COUNT, 3), { steps: 5, batchSize: 32 });
    const bp = exportWeights(mixed).bp;
    expect(bp.subarray(NEVER_LEGAL_FROM)).toEqual(w.bp.subarray(NEVER_LEGAL_FROM));
    expect(bp.subarray(0, NEVER_LEGAL_FROM)).not.toEqual(w.bp.subarray(0, NEVER_LEGAL_FROM));
    disposeModel(mixed);
  });
});

describe('export', () => {
  it('exported weights give the tfjs outputs through ReferenceNet (1e-4) and survive the weight file', () => {
    const model = initFromWeights(randomWeights(21, { biasStd: 0.1, meta: { iteration: 3 } }));
    train(model, syntheticRows(256, FEATURE_COUNT, 4), { steps: 10, batchSize: 64, lr: 3e-3 });
    const exported = exportWeights(model);
    expect(exported.header.iteration).toBe(3);
    const parsed = parseWeights(serializeWeights(exported));
    if ('error' in parsed) throw new Error(parsed.error);
    const ref = new ReferenceNet(parsed);

    const n = 12;
    const rand = mulberry32(9);
    const x = new Float32Array(n * FEATURE_COUNT);
    for (let r = 0; r < n; r++) {
      // Sparse inputs like the encoder's, and a few dense ones that touch every column of W1.
      const dense = r < 3;
      for (let f = 0; f < FEATURE_COUNT; f++) {
        if (dense || rand() < 0.05) x[r * FEATURE_COUNT + f] = rand() * (dense ? 0.5 : 2);
      }
    }
    const tfOut = predictDense(model, x, n);
    let worst = 0;
    for (let r = 0; r < n; r++) {
      const out = ref.forwardDense(x.subarray(r * FEATURE_COUNT, (r + 1) * FEATURE_COUNT));
      for (let a = 0; a < model.shape.actionCount; a++) worst = Math.max(worst, Math.abs(out.logits[a] - tfOut.logits[r * model.shape.actionCount + a]));
      worst = Math.max(worst, Math.abs(out.value - tfOut.value[r]));
      worst = Math.max(worst, Math.abs(out.round[0] - tfOut.round[2 * r]), Math.abs(out.round[1] - tfOut.round[2 * r + 1]));
    }
    expect(worst).toBeLessThan(1e-4);
    disposeModel(model);
  });

  it('import then export is exact', () => {
    const w = randomWeights(22, { biasStd: 0.2 });
    const model = initFromWeights(w);
    const back = exportWeights(model);
    expect(Buffer.from(serializeWeights(back)).equals(Buffer.from(serializeWeights(w)))).toBe(true);
    disposeModel(model);
  });
});
