// A training row mirrored is the row of the mirrored position: the encoding of a position with its
// piles swapped is its encoding with the piles' features swapped (engine/pileMirror.ts, train/rowMirror.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTION_COUNT, PHASE, TAKE_PILE, type State, applyInPlace, legalActions, mirrorAction, mirrorPiles, newGame, nextInt, seedRng } from '../../src/engine/index.js';
import { FEATURE_COUNT, createSparseFeatures, encode, featureIndex } from '../../src/net/encoding.js';
import { randomWeights } from '../../src/net/weights.js';
import { initBackend } from '../../src/train/backend.js';
import { Batch, disposeModel, initFromWeights, predictDense, train } from '../../src/train/trainer.js';
import { syntheticRows } from './synthetic.js';
import { MIRRORED_FEATURE, mirrorRow } from '../../src/train/rowMirror.js';
import type { TrainingRow } from '../../src/train/dataset.js';
import { MAIN_OPTIONS } from '../support/randomGame.js';

function dense(s: State, player: number): Float32Array {
  const f = createSparseFeatures();
  encode(s, player, f);
  const x = new Float32Array(FEATURE_COUNT);
  for (let i = 0; i < f.count; i++) x[f.indices[i]] += f.values[i];
  return x;
}

function row(s: State, player: number): TrainingRow {
  const f = createSparseFeatures();
  encode(s, player, f);
  const legal = legalActions(s);
  const policy = Float32Array.from(legal, (_, i) => (i + 1) / ((legal.length * (legal.length + 1)) / 2));
  return {
    featureIndex: Uint16Array.from(f.indices.subarray(0, f.count)), featureValue: f.values.slice(0, f.count),
    legal: Uint16Array.from(legal), policy, value: 0.7, round: [0.3, 0.1], policyTarget: true,
  };
}

describe('training rows mirrored', () => {
  it('swaps features in pairs', () => {
    let moved = 0;
    for (let i = 0; i < FEATURE_COUNT; i++) {
      expect(MIRRORED_FEATURE[MIRRORED_FEATURE[i]]).toBe(i);
      if (MIRRORED_FEATURE[i] !== i) moved++;
    }
    expect(moved).toBeGreaterThan(100);
  });

  it('are the rows of the mirrored positions, for both seats, over 40 random games', () => {
    let compared = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const s = newGame(MAIN_OPTIONS, seed);
      const rng = seedRng(seed);
      while (s.phase !== PHASE.GAME_OVER) {
        const legal = legalActions(s);
        const m = mirrorPiles(s);
        for (const p of [0, 1]) {
          const r = row(s, p);
          const mr = mirrorRow(r);
          if (m === null) {
            expect(mr).toBeNull();
            continue;
          }
          const x = new Float32Array(FEATURE_COUNT);
          mr!.featureIndex.forEach((idx, i) => { x[idx] += mr!.featureValue[i]; });
          const want = dense(m, p);
          const wrong = want.findIndex((v, i) => v !== x[i]);
          expect(wrong, `feature ${wrong} at seed ${seed}, ply ${s.ply}`).toBe(-1);
          if (p === s.current) expect(Array.from(mr!.legal).sort((a, b) => a - b)).toEqual(legalActions(m));
          expect(mr!.policy).toEqual(r.policy);
          expect([mr!.value, ...mr!.round]).toEqual([r.value, ...r.round]);
          compared++;
        }
        applyInPlace(s, legal[nextInt(rng, legal.length)]);
      }
    }
    expect(compared).toBeGreaterThan(5000);
  });

  it('moves each action to the other pile, in the row\'s order', () => {
    const s = newGame(MAIN_OPTIONS, 9);
    const r = row(s, s.current);
    expect(Array.from(mirrorRow(r)!.legal)).toEqual(Array.from(r.legal, mirrorAction));
  });
});

describe('the trainer with mirrored rows', () => {
  beforeAll(async () => {
    expect(await initBackend()).toEqual({ backend: 'wasm' });
  });

  it('fills a mirrored slot with the mirrored features and the policy target on the other pile', () => {
    const s = newGame(MAIN_OPTIONS, 3);
    const r = row(s, s.current);
    expect(Array.from(r.legal)).toContain(TAKE_PILE);
    const batch = new Batch(2, { featureCount: FEATURE_COUNT, actionCount: ACTION_COUNT, hidden1: 1, hidden2: 1 });
    batch.fill([r], [0, 0], 0, 2, Uint8Array.of(0, 1));
    const F = FEATURE_COUNT, A = ACTION_COUNT;
    for (let f = 0; f < F; f++) expect(batch.x[F + MIRRORED_FEATURE[f]]).toBe(batch.x[f]);
    const j = r.legal.indexOf(TAKE_PILE);
    expect(batch.target[TAKE_PILE]).toBeCloseTo(r.policy[j], 6);
    expect(batch.target[A + TAKE_PILE + 1]).toBeCloseTo(r.policy[j], 6);
    expect(batch.maskAdd[A + TAKE_PILE + 1]).toBe(0);
    expect(batch.value[1]).toBe(batch.value[0]);
    // A Hermit Crab duo in progress stays as it is.
    const hermitRow = { ...r, featureIndex: Uint16Array.from([...r.featureIndex, featureIndex('hermit')]), featureValue: Float32Array.from([...r.featureValue, 1]) };
    batch.fill([hermitRow], [0, 0], 0, 2, Uint8Array.of(0, 1));
    for (let f = 0; f < F; f++) expect(batch.x[F + f]).toBe(batch.x[f]);
  });

  it('teaches the network that what one pile shows, the other shows too', () => {
    // The value is 1 exactly when pile 1's top is the first label; pile 2's top never shows it in the rows.
    const onPile1 = featureIndex('pile1Top', 0), onPile2 = featureIndex('pile2Top', 0);
    const rows = syntheticRows(512, FEATURE_COUNT, 4).map((x) => {
      const on = new Set(Array.from(x.featureIndex).filter((f) => f !== onPile1 && f !== onPile2 && MIRRORED_FEATURE[f] === f));
      const win = x.value === 1;
      if (win) on.add(onPile1);
      const idx = [...on].sort((a, b) => a - b);
      return { ...x, featureIndex: Uint16Array.from(idx), featureValue: Float32Array.from(idx, () => 1) };
    });
    const probe = (model: ReturnType<typeof initFromWeights>, feature: number) => {
      const x = new Float32Array(FEATURE_COUNT);
      x[feature] = 1;
      return predictDense(model, x, 1).value[0];
    };
    const plain = initFromWeights(randomWeights(21)), mirrored = initFromWeights(randomWeights(21));
    train(plain, rows, { steps: 150, batchSize: 64, lr: 1e-3, seed: 2 });
    train(mirrored, rows, { steps: 150, batchSize: 64, lr: 1e-3, seed: 2, mirrorRows: true });
    expect(probe(plain, onPile1)).toBeGreaterThan(0.7);
    expect(probe(mirrored, onPile1)).toBeGreaterThan(0.7);
    expect(probe(mirrored, onPile2)).toBeGreaterThan(0.7);
    expect(probe(plain, onPile2)).toBeLessThan(0.5);
    disposeModel(plain);
    disposeModel(mirrored);
  });
});
