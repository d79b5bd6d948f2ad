// Held-out rows: the slice of the replay window that the previous network never trained on, and
// the losses measured on it.
import { beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_COUNT } from '../../src/net/encoding.js';
import { randomWeights } from '../../src/net/weights.js';
import { initBackend } from '../../src/train/backend.js';
import { HELD_OUT_ROWS, heldOutLosses, rowsAfter } from '../../src/train/heldOut.js';
import { evaluateLosses, initFromWeights, train } from '../../src/train/trainer.js';
import { syntheticRows } from './synthetic.js';

beforeAll(async () => {
  await initBackend();
});

describe('rowsAfter', () => {
  // A window of the 10 latest rows of 100 on disk: global indices 90..99.
  const window = Array.from({ length: 10 }, (_, i) => 90 + i);
  it('keeps the rows written after the previous network trained', () => {
    expect(rowsAfter(window, 100, 95)).toEqual([95, 96, 97, 98, 99]);
    expect(rowsAfter(window, 100, 90)).toEqual(window);
  });
  it('keeps the whole window when the previous network trained before it began, and nothing when no row is new', () => {
    expect(rowsAfter(window, 100, 50)).toEqual(window);
    expect(rowsAfter(window, 100, 100)).toEqual([]);
  });
  it('never takes a row the network saw when more rows were written than counted', () => {
    // Two uncounted rows at the end: the window really holds 92..101, but is believed to end at 100.
    const later = Array.from({ length: 10 }, (_, i) => 92 + i);
    const fresh = rowsAfter(later, 100, 95);
    expect(fresh.every((r) => r >= 95)).toBe(true);
  });
});

describe('heldOutLosses', () => {
  it('is null without rows, and otherwise the losses on the rows (all of them when few)', () => {
    const model = initFromWeights(randomWeights(3));
    expect(heldOutLosses(model, [], 1)).toBeNull();
    const rows = syntheticRows(300, FEATURE_COUNT, 2);
    expect(rows.length).toBeLessThan(HELD_OUT_ROWS);
    expect(heldOutLosses(model, rows, 1)).toEqual(evaluateLosses(model, rows));
  });
  it('shows overfitting that the training loss hides: a network trained hard on few rows does worse on new ones', () => {
    const model = initFromWeights(randomWeights(4));
    const seen = syntheticRows(64, FEATURE_COUNT, 5);
    const fresh = syntheticRows(512, FEATURE_COUNT, 6);
    train(model, seen, { steps: 300, batchSize: 64, lr: 3e-3, seed: 1 });
    const onSeen = evaluateLosses(model, seen);
    const onFresh = heldOutLosses(model, fresh, 1)!;
    expect(onFresh.total).toBeGreaterThan(onSeen.total);
  });
});
