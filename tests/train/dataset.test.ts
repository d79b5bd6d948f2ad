// Training-row shards: exact round trips, appending across shards, the replay window, a torn last
// row after a crash, and refusal of other versions with a clear message.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DATASET_VERSION, SHARD_HEADER_BYTES, type ShardHeader, ShardWriter, type TrainingRow, countRows, currentShardHeader, decodeShard,
  decodeShardHeader, encodeShard, isDatasetError, listShards, mulberry32, openShardForAppend, readDataset, readReplayWindow, readShard,
  rowBytes, rowFeatures, sampleRows,
} from '../../src/train/dataset.js';
import { FEATURE_COUNT, ENCODING_VERSION, createSparseFeatures } from '../../src/net/encoding.js';

const HEADER: ShardHeader = currentShardHeader();

function randomRow(rand: () => number, id: number): TrainingRow {
  const n = Math.floor(rand() * 40);
  const idx = new Set<number>();
  while (idx.size < n) idx.add(Math.floor(rand() * HEADER.featureCount));
  const m = 1 + Math.floor(rand() * 6);
  const legal = new Set<number>();
  while (legal.size < m) legal.add(Math.floor(rand() * HEADER.actionCount));
  const raw = Array.from({ length: m }, () => rand());
  const s = raw.reduce((a, b) => a + b, 0);
  return {
    featureIndex: Uint16Array.from([...idx].sort((a, b) => a - b)),
    featureValue: Float32Array.from({ length: n }, () => Math.fround(rand() * 3)),
    legal: Uint16Array.from([...legal].sort((a, b) => a - b)),
    policy: Float32Array.from(raw, (r) => r / s),
    value: [0, 0.5, 1][id % 3],
    round: [Math.fround(id / 20), Math.fround(-rand())],
    policyTarget: id % 4 !== 0,
  };
}

const rowsOf = (count: number, seed = 1, firstId = 0): TrainingRow[] => {
  const rand = mulberry32(seed);
  return Array.from({ length: count }, (_, i) => randomRow(rand, firstId + i));
};

const tmpDirs: string[] = [];
function tmp(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'ssp-dataset-'));
  tmpDirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of tmpDirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('shard bytes', () => {
  it('round-trips rows exactly', () => {
    const rows = rowsOf(200);
    const bytes = encodeShard(rows);
    expect(bytes.length).toBe(SHARD_HEADER_BYTES + rows.reduce((a, r) => a + rowBytes(r), 0));
    const back = decodeShard(bytes);
    if (isDatasetError(back)) throw new Error(back.error);
    expect(back.header).toEqual(HEADER);
    expect(back.truncatedBytes).toBe(0);
    expect(back.rows).toEqual(rows);
  });

  it('stores the encoder sparse features', () => {
    const f = createSparseFeatures();
    f.indices.set([5, FEATURE_COUNT - 1, 0]);
    f.values.set([1, 0.25, 2]);
    f.count = 3;
    const row: TrainingRow = { ...rowFeatures(f), legal: Uint16Array.of(3), policy: Float32Array.of(1), value: 1, round: [0, 0], policyTarget: true };
    const back = decodeShard(encodeShard([row]));
    if (isDatasetError(back)) throw new Error(back.error);
    expect(Array.from(back.rows[0].featureIndex)).toEqual([5, FEATURE_COUNT - 1, 0]);
    expect(Array.from(back.rows[0].featureValue)).toEqual([1, 0.25, 2]);
  });

  it('refuses another format version with a clear message', () => {
    const bytes = encodeShard(rowsOf(3));
    new DataView(bytes.buffer).setUint32(8, DATASET_VERSION + 1, true);
    const r = decodeShard(bytes);
    expect(isDatasetError(r) && r.error).toBe(
      `training-row shard format version ${DATASET_VERSION + 1} is not supported: this program reads version ${DATASET_VERSION}`);
  });

  it('refuses rows of another encoding or action space, and files that are not shards', () => {
    const other = encodeShard([], { ...HEADER, encodingVersion: ENCODING_VERSION + 1 });
    const r = decodeShardHeader(other);
    expect(isDatasetError(r) && r.error).toMatch(/feature encoding version .* this program uses version/);
    const space = decodeShardHeader(encodeShard([], { ...HEADER, actionSpaceVersion: 99 }));
    expect(isDatasetError(space) && space.error).toMatch(/action space version 99/);
    const junk = decodeShardHeader(new TextEncoder().encode('{"hello": "world", "padding": 1234567}'));
    expect(isDatasetError(junk) && junk.error).toMatch(/not a training-row shard/);
    // With no expectation the header is read as it is.
    expect(decodeShardHeader(other, null)).toEqual({ ...HEADER, encodingVersion: ENCODING_VERSION + 1 });
  });

  it('refuses rows that do not fit', () => {
    const good = rowsOf(1)[0];
    expect(() => encodeShard([{ ...good, policy: good.policy.map((p) => p * 0.5) }])).toThrow(/sum to 0\.5/);
    expect(() => encodeShard([{ ...good, legal: new Uint16Array(0), policy: new Float32Array(0) }])).toThrow(/no legal action/);
    expect(() => encodeShard([{ ...good, value: 2 }])).toThrow(/value target 2/);
  });

  it('ignores a torn last row and reports it', () => {
    const rows = rowsOf(10);
    const bytes = encodeShard(rows);
    const torn = bytes.subarray(0, bytes.length - 5);
    const back = decodeShard(torn);
    if (isDatasetError(back)) throw new Error(back.error);
    expect(back.rows).toEqual(rows.slice(0, 9));
    expect(back.truncatedBytes).toBe(rowBytes(rows[9]) - 5);
  });
});

describe('shard files', () => {
  it('appends across shards and reads everything back in order', () => {
    const dir = tmp();
    const rows = rowsOf(250);
    const w = new ShardWriter(dir, { rowsPerShard: 100 });
    w.append(rows.slice(0, 30));
    w.append(rows.slice(30, 170));
    w.append(rows.slice(170));
    w.close();
    expect(listShards(dir).map((f) => path.basename(f))).toEqual(['shard-000000.bin', 'shard-000001.bin', 'shard-000002.bin']);
    expect(countRows(dir)).toBe(250);
    expect(readDataset(dir)).toEqual(rows);
    // A second writer (another worker, or after a restart) never touches existing shards.
    const w2 = new ShardWriter(dir, { rowsPerShard: 100 });
    const more = rowsOf(5, 2, 250);
    w2.append(more);
    w2.close();
    expect(path.basename(w2.currentFile!)).toBe('shard-000003.bin');
    expect(readDataset(dir)).toEqual([...rows, ...more]);
  });

  it('reads the replay window of the most recent rows, and samples from it', () => {
    const dir = tmp();
    const rows = rowsOf(250);
    const w = new ShardWriter(dir, { rowsPerShard: 60 });
    w.append(rows);
    w.close();
    expect(readReplayWindow(dir, { window: 75 })).toEqual(rows.slice(175));
    expect(readReplayWindow(dir, { window: 1000 })).toEqual(rows);
    const sample = readReplayWindow(dir, { window: 100, sample: 20, seed: 7 });
    if (isDatasetError(sample)) throw new Error(sample.error);
    expect(sample).toHaveLength(20);
    const ids = sample.map((r) => Math.round(r.round[0] * 20)); // rows carry their id in round[0]
    expect(ids.every((id) => id >= 150 && id < 250)).toBe(true);
    expect(new Set(ids).size).toBe(20);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(readReplayWindow(dir, { window: 100, sample: 20, seed: 7 })).toEqual(sample);
    expect(sampleRows([1, 2, 3], 10, 1)).toEqual([1, 2, 3]);
  });

  it('after a crash mid-append, reopening cuts the torn row and appending goes on', () => {
    const dir = tmp();
    const rows = rowsOf(20);
    const w = new ShardWriter(dir);
    w.append(rows.slice(0, 10));
    w.close();
    const file = listShards(dir)[0];
    fs.appendFileSync(file, encodeShard(rows.slice(10, 11)).subarray(SHARD_HEADER_BYTES, SHARD_HEADER_BYTES + 9)); // torn
    const partial = readShard(file);
    if (isDatasetError(partial)) throw new Error(partial.error);
    expect(partial.rows).toHaveLength(10);
    expect(partial.truncatedBytes).toBe(9);
    const a = openShardForAppend(file);
    if (isDatasetError(a)) throw new Error(a.error);
    expect(a.rows).toBe(10);
    a.append(rows.slice(10));
    expect(readDataset(dir)).toEqual(rows);
  });

  it('names the file when a shard of another version is in the data folder', () => {
    const dir = tmp();
    const bytes = encodeShard(rowsOf(2));
    new DataView(bytes.buffer).setUint32(8, 7, true);
    fs.writeFileSync(path.join(dir, 'shard-000004.bin'), bytes);
    const r = readDataset(dir);
    expect(isDatasetError(r) && r.error).toMatch(/shard-000004\.bin: training-row shard format version 7 is not supported/);
    expect(readDataset(path.join(dir, 'missing'))).toEqual([]);
  });
});
