// Trainer checkpoints: weights, Adam's moments and counters survive a save and load exactly, so
// training resumes as if never interrupted; writes are atomic; other versions are refused.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_COUNT } from '../../src/net/encoding.js';
import { type NetWeights, randomWeights, serializeWeights } from '../../src/net/weights.js';
import { initBackend } from '../../src/train/backend.js';
import {
  CHECKPOINT_VERSION, checkpointPath, decodeCheckpoint, encodeCheckpoint, loadCheckpoint, saveCheckpoint,
} from '../../src/train/checkpoint.js';
import { writeFileAtomic } from '../../src/train/atomicFile.js';
import { isDatasetError } from '../../src/train/dataset.js';
import { disposeModel, exportWeights, getAdamState, initFromWeights, train } from '../../src/train/trainer.js';
import { syntheticRows } from './synthetic.js';

beforeAll(async () => {
  await initBackend();
});

/** Byte equality of two networks (much faster than a deep comparison of 300,000 numbers). */
const bytesOf = (w: NetWeights): Buffer => Buffer.from(serializeWeights(w));
const adamBytes = (s: { m: Float32Array[]; v: Float32Array[] } | null): Buffer =>
  Buffer.concat([...(s?.m ?? []), ...(s?.v ?? [])].map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength)));

const tmpDirs: string[] = [];
function tmp(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'ssp-ckpt-'));
  tmpDirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of tmpDirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('checkpoints', () => {
  it('resume gives exactly what uninterrupted training gives', async () => {
    const rows = syntheticRows(128, FEATURE_COUNT, 6);
    const run = tmp();
    const file = checkpointPath(run);
    expect(await loadCheckpoint(file)).toBeNull();

    const a = initFromWeights(randomWeights(31, { meta: { run: 'test' } }), { lr: 2e-3 });
    train(a, rows, { steps: 6, batchSize: 32, seed: 1 });
    await saveCheckpoint(file, a, { iteration: 4 });
    expect(fs.readdirSync(run)).toEqual(['trainer.ckpt']); // no temporary file left behind

    const loaded = await loadCheckpoint(file);
    if (loaded === null || isDatasetError(loaded)) throw new Error(String(loaded && loaded.error));
    const b = loaded.model;
    expect(loaded.info.meta).toEqual({ iteration: 4 });
    expect(loaded.info.adamIterations).toBe(6);
    expect([b.steps, b.samples, b.adam.lr]).toEqual([6, 6 * 32, 2e-3]);
    expect(bytesOf(exportWeights(b)).equals(bytesOf(exportWeights(a)))).toBe(true);
    const [sa, sb] = [await getAdamState(a), await getAdamState(b)];
    expect(sb?.iterations).toBe(6);
    expect(adamBytes(sb).length).toBeGreaterThan(0);
    expect(adamBytes(sb).equals(adamBytes(sa))).toBe(true);

    // Both go on with the same batches: identical weights.
    train(a, rows, { steps: 4, batchSize: 32, seed: 2 });
    train(b, rows, { steps: 4, batchSize: 32, seed: 2 });
    expect(bytesOf(exportWeights(b)).equals(bytesOf(exportWeights(a)))).toBe(true);
    disposeModel(a);
    disposeModel(b);
  });

  it('saves a model that has not trained yet (no optimizer state)', async () => {
    const model = initFromWeights(randomWeights(32));
    const back = await decodeCheckpoint(await encodeCheckpoint(model));
    if (isDatasetError(back)) throw new Error(back.error);
    expect(back.info.adamIterations).toBeNull();
    expect(bytesOf(exportWeights(back.model)).equals(bytesOf(exportWeights(model)))).toBe(true);
    disposeModel(model);
    disposeModel(back.model);
  });

  it('refuses another version, truncated files and foreign files with a clear message', async () => {
    const model = initFromWeights(randomWeights(33));
    train(model, syntheticRows(64, FEATURE_COUNT, 7), { steps: 1, batchSize: 32 });
    const bytes = await encodeCheckpoint(model);
    disposeModel(model);
    const other = bytes.slice();
    new DataView(other.buffer).setUint32(8, CHECKPOINT_VERSION + 1, true);
    const r = await decodeCheckpoint(other);
    expect(isDatasetError(r) && r.error).toBe(
      `trainer checkpoint format version ${CHECKPOINT_VERSION + 1} is not supported: this program reads version ${CHECKPOINT_VERSION}`);
    const cut = await decodeCheckpoint(bytes.subarray(0, bytes.length - 8));
    expect(isDatasetError(cut) && cut.error).toMatch(/optimizer state has .* bytes; the network needs/);
    const junk = await decodeCheckpoint(new TextEncoder().encode('hello, this is not a checkpoint'));
    expect(isDatasetError(junk) && junk.error).toMatch(/not a trainer checkpoint/);
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'trainer.ckpt'), other);
    const named = await loadCheckpoint(path.join(dir, 'trainer.ckpt'));
    expect(named && isDatasetError(named) && named.error).toMatch(/trainer\.ckpt: trainer checkpoint format version/);
  });

  it('writeFileAtomic replaces the old file whole', () => {
    const dir = tmp();
    const file = path.join(dir, 'sub', 'x.bin');
    writeFileAtomic(file, Uint8Array.of(1, 2, 3));
    writeFileAtomic(file, Uint8Array.of(4, 5));
    expect(Array.from(fs.readFileSync(file))).toEqual([4, 5]);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['x.bin']);
  });
});
