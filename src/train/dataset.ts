// Training rows on disk: self-play appends them to binary shards (runs/<run>/data/shard-000123.bin),
// the trainer reads them back in full or as a replay window of the most recent rows.
//
// Format "SSPROWS", version DATASET_VERSION (bump it when anything below changes; readers refuse
// other versions). Little-endian, no padding.
//
// Shard header, SHARD_HEADER_BYTES = 32:
//   offset size
//   0      8    magic, the ASCII bytes "SSPROWS\n"
//   8      4    u32  DATASET_VERSION
//   12     4    u32  encodingVersion      of the features (net/encoding.ts)
//   16     4    u32  actionSpaceVersion   of the action ids (engine/actions.ts)
//   20     4    u32  featureCount         every feature index is below it
//   24     4    u32  actionCount          every action id is below it
//   28     4    u32  reserved, 0
//
// Then rows back to back until the end of the file. One row, ROW_FIXED_BYTES + 6 n + 6 m bytes:
//   0      2    u16  n, the number of non-zero features of the acting seat
//   2      2    u16  m >= 1, the number of legal actions
//   4      1    u8   flags: bit 0 = policyTarget (the row trains the policy head; rows from the fast
//                    searches of playout cap randomization train the value heads only); other bits 0
//   5      4    f32  value target, from the acting seat's view, in [0, 1] (1 win, 0 loss, 0.5 draw; self-play mixes in the search's estimate)
//   9      4    f32  round target, my points this round / ROUND_SCALE
//   13     4    f32  round target, the opponent's points this round / ROUND_SCALE
//   17     2n   u16  feature indices
//   ..     4n   f32  feature values
//   ..     2m   u16  legal action ids
//   ..     4m   f32  the search's target probability of each legal action, in the same order (sum 1)
//
// Appending: a writer owns its shard (created exclusively, so parallel self-play workers never share
// one) and appends whole rows with one write per batch. A crash can leave a partial row at the end:
// readers ignore it (and report its size), and reopening the shard for appending cuts it off, so no
// finished row is ever lost or corrupted.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { ACTION_COUNT, ACTION_SPACE_VERSION } from '../engine/actions.js';
import { ENCODING_VERSION, FEATURE_COUNT, type SparseFeatures } from '../net/encoding.js';

export const DATASET_VERSION = 1;
export const DATASET_MAGIC = 'SSPROWS\n';
export const SHARD_HEADER_BYTES = 32;
export const ROW_FIXED_BYTES = 17;
export const FLAG_POLICY_TARGET = 1;
/** Target probabilities must sum to 1 within this. */
export const PROBABILITY_TOLERANCE = 1e-3;
const MAX_U16 = 0xffff;

export interface TrainingRow {
  /** Indices of the acting seat's non-zero features (net/encoding.ts), each below featureCount. */
  featureIndex: Uint16Array;
  /** Their values, same length. */
  featureValue: Float32Array;
  /** Legal action ids (at least one). */
  legal: Uint16Array;
  /** The search's target probability of each legal action, same order, summing to 1. */
  policy: Float32Array;
  /** Value target from the acting seat's view, in [0, 1]: the game's result (1 win, 0 loss, 0.5 draw), mixed in self-play with the search's estimate. */
  value: number;
  /** This round's points for the acting seat and the opponent, each divided by ROUND_SCALE. */
  round: [number, number];
  /** False for rows from fast (playout-capped) searches: they train the value heads only. */
  policyTarget: boolean;
}

export interface ShardHeader {
  encodingVersion: number;
  actionSpaceVersion: number;
  featureCount: number;
  actionCount: number;
}

export interface DatasetError {
  error: string;
}

export const isDatasetError = (x: unknown): x is DatasetError => typeof x === 'object' && x !== null && 'error' in x;

/** The header of shards written by this program (the current encoding and action space). */
export function currentShardHeader(): ShardHeader {
  return { encodingVersion: ENCODING_VERSION, actionSpaceVersion: ACTION_SPACE_VERSION, featureCount: FEATURE_COUNT, actionCount: ACTION_COUNT };
}

/** A row's copy of the encoder's sparse features (encoding.ts reuses its buffers). */
export function rowFeatures(f: SparseFeatures): Pick<TrainingRow, 'featureIndex' | 'featureValue'> {
  return { featureIndex: Uint16Array.from(f.indices.subarray(0, f.count)), featureValue: f.values.slice(0, f.count) };
}

export const rowBytes = (row: TrainingRow): number => ROW_FIXED_BYTES + 6 * row.featureIndex.length + 6 * row.legal.length;

/** Why `row` cannot be stored under `header`, or null when it can. */
export function checkRow(row: TrainingRow, header: ShardHeader = currentShardHeader()): string | null {
  const n = row.featureIndex.length, m = row.legal.length;
  if (row.featureValue.length !== n) return `row has ${n} feature indices but ${row.featureValue.length} values`;
  if (n > MAX_U16) return `row has ${n} non-zero features; at most ${MAX_U16} fit`;
  if (m === 0) return 'row has no legal action';
  if (m > MAX_U16) return `row has ${m} legal actions; at most ${MAX_U16} fit`;
  if (row.policy.length !== m) return `row has ${m} legal actions but ${row.policy.length} target probabilities`;
  for (let i = 0; i < n; i++) {
    if (row.featureIndex[i] >= header.featureCount) return `feature index ${row.featureIndex[i]} is out of range (feature count ${header.featureCount})`;
    if (!Number.isFinite(row.featureValue[i])) return `feature ${row.featureIndex[i]} has a non-finite value`;
  }
  let sum = 0;
  for (let j = 0; j < m; j++) {
    if (row.legal[j] >= header.actionCount) return `action id ${row.legal[j]} is out of range (action count ${header.actionCount})`;
    const p = row.policy[j];
    if (!(p >= 0 && p <= 1)) return `target probability ${p} of action ${row.legal[j]} is not in [0, 1]`;
    sum += p;
  }
  if (Math.abs(sum - 1) > PROBABILITY_TOLERANCE) return `target probabilities sum to ${sum}, not 1`;
  if (!(row.value >= 0 && row.value <= 1)) return `value target ${row.value} is not in [0, 1]`;
  if (!Number.isFinite(row.round[0]) || !Number.isFinite(row.round[1])) return `round target [${row.round[0]}, ${row.round[1]}] is not finite`;
  return null;
}

export function encodeShardHeader(header: ShardHeader = currentShardHeader()): Uint8Array {
  const out = new Uint8Array(SHARD_HEADER_BYTES);
  const dv = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) out[i] = DATASET_MAGIC.charCodeAt(i);
  dv.setUint32(8, DATASET_VERSION, true);
  dv.setUint32(12, header.encodingVersion, true);
  dv.setUint32(16, header.actionSpaceVersion, true);
  dv.setUint32(20, header.featureCount, true);
  dv.setUint32(24, header.actionCount, true);
  dv.setUint32(28, 0, true);
  return out;
}

/** The rows' bytes, back to back (no header). Throws on a row that does not fit the header: that is a bug in the writer. */
export function encodeRows(rows: readonly TrainingRow[], header: ShardHeader = currentShardHeader()): Uint8Array {
  let total = 0;
  for (const row of rows) {
    const bad = checkRow(row, header);
    if (bad) throw new Error(`cannot store a training row: ${bad}`);
    total += rowBytes(row);
  }
  const out = new Uint8Array(total);
  const dv = new DataView(out.buffer);
  let o = 0;
  for (const row of rows) {
    const n = row.featureIndex.length, m = row.legal.length;
    dv.setUint16(o, n, true);
    dv.setUint16(o + 2, m, true);
    dv.setUint8(o + 4, row.policyTarget ? FLAG_POLICY_TARGET : 0);
    dv.setFloat32(o + 5, row.value, true);
    dv.setFloat32(o + 9, row.round[0], true);
    dv.setFloat32(o + 13, row.round[1], true);
    o += ROW_FIXED_BYTES;
    for (let i = 0; i < n; i++, o += 2) dv.setUint16(o, row.featureIndex[i], true);
    for (let i = 0; i < n; i++, o += 4) dv.setFloat32(o, row.featureValue[i], true);
    for (let j = 0; j < m; j++, o += 2) dv.setUint16(o, row.legal[j], true);
    for (let j = 0; j < m; j++, o += 4) dv.setFloat32(o, row.policy[j], true);
  }
  return out;
}

/** A whole shard file: header then rows. */
export function encodeShard(rows: readonly TrainingRow[], header: ShardHeader = currentShardHeader()): Uint8Array {
  const body = encodeRows(rows, header);
  const out = new Uint8Array(SHARD_HEADER_BYTES + body.length);
  out.set(encodeShardHeader(header), 0);
  out.set(body, SHARD_HEADER_BYTES);
  return out;
}

/**
 * Reads and checks a shard header. With `expect` (by default the current encoding and action
 * space), a shard written for another encoding, action space or network size is refused.
 */
export function decodeShardHeader(bytes: Uint8Array, expect: ShardHeader | null = currentShardHeader()): ShardHeader | DatasetError {
  if (bytes.length < SHARD_HEADER_BYTES) return { error: `not a training-row shard: ${bytes.length} bytes is shorter than the ${SHARD_HEADER_BYTES}-byte header` };
  for (let i = 0; i < 8; i++) {
    if (bytes[i] !== DATASET_MAGIC.charCodeAt(i)) return { error: 'not a training-row shard: the file does not start with "SSPROWS"' };
  }
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = dv.getUint32(8, true);
  if (version !== DATASET_VERSION) {
    return { error: `training-row shard format version ${version} is not supported: this program reads version ${DATASET_VERSION}` };
  }
  const header: ShardHeader = {
    encodingVersion: dv.getUint32(12, true),
    actionSpaceVersion: dv.getUint32(16, true),
    featureCount: dv.getUint32(20, true),
    actionCount: dv.getUint32(24, true),
  };
  if (header.featureCount > MAX_U16 + 1 || header.actionCount > MAX_U16 + 1) {
    return { error: `training-row shard header is corrupt: feature count ${header.featureCount}, action count ${header.actionCount}` };
  }
  if (expect) {
    if (header.encodingVersion !== expect.encodingVersion) {
      return { error: `the shard's rows use feature encoding version ${header.encodingVersion}; this program uses version ${expect.encodingVersion}` };
    }
    if (header.actionSpaceVersion !== expect.actionSpaceVersion) {
      return { error: `the shard's rows use action space version ${header.actionSpaceVersion}; this program uses version ${expect.actionSpaceVersion}` };
    }
    if (header.featureCount !== expect.featureCount || header.actionCount !== expect.actionCount) {
      return {
        error: `the shard's rows have ${header.featureCount} features and ${header.actionCount} actions; ` +
          `this program expects ${expect.featureCount} and ${expect.actionCount}`,
      };
    }
  }
  return header;
}

export interface ShardContents {
  header: ShardHeader;
  rows: TrainingRow[];
  /** Bytes of a partial last row (an interrupted append), ignored. */
  truncatedBytes: number;
}

/** Walks the rows of a shard body: calls `visit(offset, size)` for each complete row and returns where the complete rows end. */
function scanRows(dv: DataView, start: number, visit?: (offset: number) => void): number {
  let o = start;
  const end = dv.byteLength;
  while (o + ROW_FIXED_BYTES <= end) {
    const size = ROW_FIXED_BYTES + 6 * dv.getUint16(o, true) + 6 * dv.getUint16(o + 2, true);
    if (o + size > end) break;
    visit?.(o);
    o += size;
  }
  return o;
}

function decodeRowAt(dv: DataView, o: number, header: ShardHeader): TrainingRow | DatasetError {
  const n = dv.getUint16(o, true), m = dv.getUint16(o + 2, true);
  const flags = dv.getUint8(o + 4);
  if (flags & ~FLAG_POLICY_TARGET) return { error: `row at byte ${o}: unknown flag bits ${flags}` };
  const row: TrainingRow = {
    featureIndex: new Uint16Array(n),
    featureValue: new Float32Array(n),
    legal: new Uint16Array(m),
    policy: new Float32Array(m),
    value: dv.getFloat32(o + 5, true),
    round: [dv.getFloat32(o + 9, true), dv.getFloat32(o + 13, true)],
    policyTarget: (flags & FLAG_POLICY_TARGET) !== 0,
  };
  let p = o + ROW_FIXED_BYTES;
  for (let i = 0; i < n; i++, p += 2) row.featureIndex[i] = dv.getUint16(p, true);
  for (let i = 0; i < n; i++, p += 4) row.featureValue[i] = dv.getFloat32(p, true);
  for (let j = 0; j < m; j++, p += 2) row.legal[j] = dv.getUint16(p, true);
  for (let j = 0; j < m; j++, p += 4) row.policy[j] = dv.getFloat32(p, true);
  const bad = checkRow(row, header);
  return bad ? { error: `row at byte ${o} is corrupt: ${bad}` } : row;
}

/**
 * Decodes a shard. `fromRow` skips that many rows first (the replay window reads only the newest).
 * A partial last row is ignored and reported in `truncatedBytes`.
 */
export function decodeShard(bytes: Uint8Array, expect: ShardHeader | null = currentShardHeader(), fromRow = 0): ShardContents | DatasetError {
  const header = decodeShardHeader(bytes, expect);
  if (isDatasetError(header)) return header;
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rows: TrainingRow[] = [];
  let error: DatasetError | null = null;
  let index = 0;
  const end = scanRows(dv, SHARD_HEADER_BYTES, (o) => {
    if (error || index++ < fromRow) return;
    const row = decodeRowAt(dv, o, header);
    if (isDatasetError(row)) error = row;
    else rows.push(row);
  });
  if (error) return error;
  return { header, rows, truncatedBytes: bytes.length - end };
}

/** The number of complete rows in a shard's bytes (header checked, rows not decoded). */
export function countShardRows(bytes: Uint8Array, expect: ShardHeader | null = currentShardHeader()): number | DatasetError {
  const header = decodeShardHeader(bytes, expect);
  if (isDatasetError(header)) return header;
  let count = 0;
  scanRows(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength), SHARD_HEADER_BYTES, () => count++);
  return count;
}

// ---- Files ----

const SHARD_RE = /^shard-(\d{6,})\.bin$/;
export const shardName = (index: number): string => `shard-${String(index).padStart(6, '0')}.bin`;

/** The shard files of a data directory, oldest (lowest index) first. A missing directory has none. */
export function listShards(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir)
    .map((name) => ({ name, m: SHARD_RE.exec(name) }))
    .filter((x): x is { name: string; m: RegExpExecArray } => x.m !== null)
    .sort((a, b) => Number(a.m[1]) - Number(b.m[1]))
    .map((x) => path.join(dir, x.name));
}

function nextShardIndex(dir: string): number {
  const shards = listShards(dir);
  if (shards.length === 0) return 0;
  return Number(SHARD_RE.exec(path.basename(shards[shards.length - 1]))![1]) + 1;
}

export function readShard(file: string, expect: ShardHeader | null = currentShardHeader()): ShardContents | DatasetError {
  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(file);
  } catch (e) {
    return { error: `cannot read ${file}: ${(e as Error).message}` };
  }
  const r = decodeShard(bytes, expect);
  return isDatasetError(r) ? { error: `${file}: ${r.error}` } : r;
}

/**
 * Appends rows to one shard at a time, starting a new shard (created exclusively, with the next free
 * index) when the current one holds `rowsPerShard` rows. Each `append` is one write of whole rows.
 */
export class ShardWriter {
  private fd: number | null = null;
  private file: string | null = null;
  private rowsInShard = 0;
  readonly header: ShardHeader;

  constructor(readonly dir: string, readonly options: { rowsPerShard?: number; header?: ShardHeader; fsync?: boolean } = {}) {
    this.header = options.header ?? currentShardHeader();
    fs.mkdirSync(dir, { recursive: true });
  }

  /** The shard being written, if any. */
  get currentFile(): string | null {
    return this.file;
  }

  append(rows: readonly TrainingRow[]): void {
    if (rows.length === 0) return;
    const limit = this.options.rowsPerShard ?? 1 << 20;
    let start = 0;
    while (start < rows.length) {
      if (this.fd === null || this.rowsInShard >= limit) this.openNewShard();
      const take = Math.min(rows.length - start, limit - this.rowsInShard);
      const bytes = encodeRows(rows.slice(start, start + take), this.header);
      fs.writeSync(this.fd!, bytes);
      if (this.options.fsync) fs.fsyncSync(this.fd!);
      this.rowsInShard += take;
      start += take;
    }
  }

  close(): void {
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
  }

  private openNewShard(): void {
    this.close();
    for (let index = nextShardIndex(this.dir); ; index++) {
      const file = path.join(this.dir, shardName(index));
      try {
        this.fd = fs.openSync(file, 'wx');
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EEXIST') continue; // another writer took it
        throw e;
      }
      fs.writeSync(this.fd, encodeShardHeader(this.header));
      this.file = file;
      this.rowsInShard = 0;
      return;
    }
  }
}

/**
 * Opens an existing shard for appending: checks its header and cuts off a partial last row left by an
 * interrupted write. Returns a function that appends rows, and the number of rows already there.
 */
export function openShardForAppend(file: string, expect: ShardHeader = currentShardHeader()): { rows: number; append: (rows: readonly TrainingRow[]) => void } | DatasetError {
  const bytes = fs.readFileSync(file);
  const header = decodeShardHeader(bytes, expect);
  if (isDatasetError(header)) return { error: `${file}: ${header.error}` };
  let rows = 0;
  const end = scanRows(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength), SHARD_HEADER_BYTES, () => rows++);
  if (end < bytes.length) fs.truncateSync(file, end);
  return {
    rows,
    append: (more) => {
      if (more.length > 0) fs.appendFileSync(file, encodeRows(more, header));
    },
  };
}

/** Every row of the given shard files, in their order (benches take a slice of `listShards`). */
export function readShards(files: readonly string[], expect: ShardHeader | null = currentShardHeader()): TrainingRow[] | DatasetError {
  const rows: TrainingRow[] = [];
  for (const file of files) {
    const r = readShard(file, expect);
    if (isDatasetError(r)) return r;
    for (const row of r.rows) rows.push(row);
  }
  return rows;
}

/** Every row of every shard in `dir`, oldest first. */
export const readDataset = (dir: string, expect: ShardHeader | null = currentShardHeader()): TrainingRow[] | DatasetError =>
  readShards(listShards(dir), expect);

/** The number of complete rows in every shard of `dir`. */
export function countRows(dir: string, expect: ShardHeader | null = currentShardHeader()): number | DatasetError {
  let total = 0;
  for (const file of listShards(dir)) {
    const c = countShardRows(fs.readFileSync(file), expect);
    if (isDatasetError(c)) return { error: `${file}: ${c.error}` };
    total += c;
  }
  return total;
}

export interface WindowOptions {
  /** The replay window: the most recent `window` rows (by shard index, then position in the shard). */
  window: number;
  /** If given, return only this many rows of the window, drawn uniformly without replacement. */
  sample?: number;
  /** Seed of the sample. */
  seed?: number;
  expect?: ShardHeader | null;
}

/** The most recent rows of `dir`, oldest first; only the shards the window reaches are decoded. */
export function readReplayWindow(dir: string, opts: WindowOptions): TrainingRow[] | DatasetError {
  const expect = opts.expect === undefined ? currentShardHeader() : opts.expect;
  const shards = listShards(dir);
  const parts: TrainingRow[][] = [];
  let have = 0;
  for (let i = shards.length - 1; i >= 0 && have < opts.window; i--) {
    const bytes = fs.readFileSync(shards[i]);
    const count = countShardRows(bytes, expect);
    if (isDatasetError(count)) return { error: `${shards[i]}: ${count.error}` };
    const skip = Math.max(0, count - (opts.window - have));
    const r = decodeShard(bytes, expect, skip);
    if (isDatasetError(r)) return { error: `${shards[i]}: ${r.error}` };
    parts.push(r.rows);
    have += r.rows.length;
  }
  const rows = parts.reverse().flat();
  return opts.sample === undefined ? rows : sampleRows(rows, opts.sample, opts.seed ?? 0);
}

/** `count` rows drawn uniformly without replacement (all of them if fewer), in their original order. */
export function sampleRows<T>(rows: readonly T[], count: number, seed: number): T[] {
  if (count >= rows.length) return rows.slice();
  const rand = mulberry32(seed);
  const idx = Array.from({ length: rows.length }, (_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(rand() * (rows.length - i));
    const t = idx[i]; idx[i] = idx[j]; idx[j] = t;
  }
  return idx.slice(0, count).sort((a, b) => a - b).map((i) => rows[i]);
}

/** A small seeded generator for sampling (training needs no game-grade RNG). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
