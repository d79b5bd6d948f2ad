// The weight file: round trip, and files of another version or shape refused with a clear message.
import { describe, expect, it } from 'vitest';
import { ENCODING_VERSION, FEATURE_COUNT } from '../../src/net/encoding.js';
import { ACTION_SPACE_VERSION, HIDDEN1, HIDDEN2, NET_FORMAT_VERSION, POLICY_SIZE, RULES_VERSION } from '../../src/net/spec.js';
import {
  ARRAY_NAMES, type NetWeights, WEIGHTS_MAGIC, arraySizes, currentHeader, parseWeights, randomWeights, serializeWeights, withoutSubnormal,
} from '../../src/net/weights.js';

const small = randomWeights(3, { biasStd: 0.05, meta: { iteration: 7, note: 'test' } });
const bytes = serializeWeights(small);

function parsed(b: Uint8Array): NetWeights {
  const r = parseWeights(b);
  if ('error' in r) throw new Error(r.error);
  return r;
}

/** The same file with its header replaced (the arrays kept). */
function withHeader(header: Record<string, unknown>): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify(header));
  const oldLen = new DataView(bytes.buffer).getUint32(8, true);
  const oldStart = (12 + oldLen + 3) & ~3;
  const start = (12 + json.length + 3) & ~3;
  const out = new Uint8Array(start + bytes.length - oldStart);
  out.set(bytes.subarray(0, 8));
  new DataView(out.buffer).setUint32(8, json.length, true);
  out.set(json, 12);
  out.set(bytes.subarray(oldStart), start);
  return out;
}

const errorOf = (b: Uint8Array) => {
  const r = parseWeights(b);
  return 'error' in r ? r.error : 'no error';
};

describe('weight files', () => {
  it('round-trips every array bit for bit, and the header with its metadata', () => {
    const back = parsed(bytes);
    expect(back.header).toEqual(small.header);
    expect(back.header.iteration).toBe(7);
    for (const name of ARRAY_NAMES) {
      expect(back[name].length).toBe(small[name].length);
      expect(Buffer.from(back[name].buffer).equals(Buffer.from(small[name].buffer))).toBe(true);
    }
    expect(Buffer.from(serializeWeights(back)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('follows the layout of spec.ts', () => {
    expect(new TextDecoder().decode(bytes.subarray(0, 8))).toBe(WEIGHTS_MAGIC);
    const n = new DataView(bytes.buffer).getUint32(8, true);
    const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + n)));
    expect(header).toMatchObject({
      formatVersion: NET_FORMAT_VERSION, encodingVersion: ENCODING_VERSION, actionSpaceVersion: ACTION_SPACE_VERSION,
      rulesVersion: RULES_VERSION, featureCount: FEATURE_COUNT, hidden1: HIDDEN1, hidden2: HIDDEN2, actionCount: POLICY_SIZE,
    });
    const start = (12 + n + 3) & ~3;
    const sizes = arraySizes(header);
    const total = ARRAY_NAMES.reduce((s, a) => s + sizes[a], 0);
    expect(bytes.length).toBe(start + 4 * total);
    // W1 first, row-major [hidden1 x featureCount]: its element (1, 2) is at 4 * (featureCount + 2).
    expect(new DataView(bytes.buffer).getFloat32(start + 4 * (FEATURE_COUNT + 2), true)).toBe(small.W1[FEATURE_COUNT + 2]);
    // bs last.
    expect(new DataView(bytes.buffer).getFloat32(bytes.length - 4, true)).toBe(small.bs[1]);
  });

  it('parses from a view into a larger buffer (an offset Uint8Array)', () => {
    const big = new Uint8Array(bytes.length + 13);
    big.set(bytes, 5);
    const back = parsed(big.subarray(5, 5 + bytes.length));
    expect(Buffer.from(back.W2.buffer).equals(Buffer.from(small.W2.buffer))).toBe(true);
  });

  it('refuses another format, encoding, action space or rules version, naming the mismatch', () => {
    const h = currentHeader();
    expect(errorOf(withHeader({ ...h, formatVersion: NET_FORMAT_VERSION + 1 })))
      .toBe(`weights are format ${NET_FORMAT_VERSION + 1}, this build reads format ${NET_FORMAT_VERSION}`);
    expect(errorOf(withHeader({ ...h, encodingVersion: ENCODING_VERSION + 4 })))
      .toBe(`weights are encoding version ${ENCODING_VERSION + 4}, this build reads encoding version ${ENCODING_VERSION}`);
    expect(errorOf(withHeader({ ...h, actionSpaceVersion: 0 })))
      .toBe(`weights are action space version 0, this build reads action space version ${ACTION_SPACE_VERSION}`);
    expect(errorOf(withHeader({ ...h, rulesVersion: 99 })))
      .toBe(`weights are rules version 99, this build reads rules version ${RULES_VERSION}`);
  });

  it('refuses another shape, a truncated file, extra bytes, a bad header and non-finite numbers', () => {
    const h = currentHeader();
    expect(errorOf(withHeader({ ...h, featureCount: FEATURE_COUNT - 1 })))
      .toBe(`weights have featureCount ${FEATURE_COUNT - 1}, this build needs featureCount ${FEATURE_COUNT}`);
    expect(errorOf(withHeader({ ...h, hidden1: 64 }))).toBe(`weights have hidden1 64, this build needs hidden1 ${HIDDEN1}`);
    expect(errorOf(withHeader({ ...h, actionCount: 3 }))).toMatch(/actionCount 3, this build needs actionCount/);
    expect(errorOf(withHeader({ ...h, hidden2: 'x' }))).toMatch(/hidden2 is missing or not a whole number/);
    expect(errorOf(bytes.subarray(0, bytes.length - 4))).toMatch(/truncated/);
    const longer = new Uint8Array(bytes.length + 4);
    longer.set(bytes);
    expect(errorOf(longer)).toMatch(/extra bytes at the end/);
    const wrongMagic = bytes.slice();
    wrongMagic[3] = 'X'.charCodeAt(0);
    expect(errorOf(wrongMagic)).toMatch(/not a weight file of this project/);
    expect(errorOf(new Uint8Array(5))).toMatch(/too short/);
    const badJson = bytes.slice();
    badJson[12] = '!'.charCodeAt(0);
    expect(errorOf(badJson)).toMatch(/header is not valid JSON/);
    const hugeHeader = bytes.slice();
    new DataView(hugeHeader.buffer).setUint32(8, 1e9, true);
    expect(errorOf(hugeHeader)).toMatch(/header claims/);
    const nan = small.bp.slice();
    nan[5] = NaN;
    expect(errorOf(serializeWeights({ ...small, bp: nan }))).toBe('weights: bp[5] is NaN, not a finite number');
  });

  it('serializing weights of the wrong shape throws', () => {
    expect(() => serializeWeights({ ...small, b2: new Float32Array(3) })).toThrow(/b2 has 3 numbers/);
  });

  it('random weights are seeded (no Math.random) and He-scaled', () => {
    const a = randomWeights(42), b = randomWeights(42), c = randomWeights(43);
    expect(Buffer.from(a.W2.buffer).equals(Buffer.from(b.W2.buffer))).toBe(true);
    expect(Buffer.from(a.W2.buffer).equals(Buffer.from(c.W2.buffer))).toBe(false);
    expect(a.b1.every((x) => x === 0)).toBe(true);
    const std = (x: Float32Array) => Math.sqrt(x.reduce((s, v) => s + v * v, 0) / x.length);
    expect(std(a.W1)).toBeCloseTo(Math.sqrt(2 / FEATURE_COUNT), 3);
    expect(std(a.W2)).toBeCloseTo(Math.sqrt(2 / HIDDEN1), 2);
    expect(std(a.Wp)).toBeCloseTo(Math.sqrt(2 / HIDDEN2), 2);
    expect(Math.abs(a.W1.reduce((s, v) => s + v, 0) / a.W1.length)).toBeLessThan(1e-3);
  });

  it('random weights of another hidden shape are sized and He-scaled for it (the capacity bench)', () => {
    const w = randomWeights(42, { hidden1: 64, hidden2: 32 });
    expect([w.header.hidden1, w.header.hidden2]).toEqual([64, 32]);
    const sizes = arraySizes(w.header);
    for (const name of ARRAY_NAMES) expect(w[name].length).toBe(sizes[name]);
    expect(w.W1.length).toBe(FEATURE_COUNT * 64);
    expect(w.Wp.length).toBe(32 * POLICY_SIZE);
    const std = (x: Float32Array) => Math.sqrt(x.reduce((s, v) => s + v * v, 0) / x.length);
    expect(std(w.W2)).toBeCloseTo(Math.sqrt(2 / 64), 2);
    // Trainable in memory only: this build's weight files keep its own shape.
    expect(parseWeights(serializeWeights(w))).toEqual({ error: `weights have hidden1 64, this build needs hidden1 ${HIDDEN1}` });
  });

  it('reads and writes subnormal weights as 0 and keeps every other number bit for bit', () => {
    const tiny = [1e-39, -1e-40, 1.4e-45, -1.1e-38];
    const w = randomWeights(5);
    const W1 = w.W1.slice(), W2 = w.W2.slice();
    tiny.forEach((x, i) => { W1[i * 1000] = x; W2[i] = x; });
    W1[7] = 1.2e-38; // the smallest normals stay
    W1[8] = -2e-38;
    const withTiny = { ...w, W1, W2 };
    const back = parsed(serializeWeights(withTiny));
    tiny.forEach((_, i) => {
      expect(back.W1[i * 1000]).toBe(0);
      expect(back.W2[i]).toBe(0);
    });
    expect(back.W1[7]).toBe(Math.fround(1.2e-38));
    expect(back.W1[8]).toBe(Math.fround(-2e-38));
    const changed = [...tiny.map((_, i) => i * 1000)];
    back.W1.forEach((x, i) => { if (!changed.includes(i)) expect(Object.is(x, W1[i])).toBe(true); });

    // A file that was written with subnormals (by an older build) is read without them too.
    const raw = serializeWeights(w);
    const view = new DataView(raw.buffer);
    const start = (12 + view.getUint32(8, true) + 3) & ~3;
    view.setFloat32(start, 3e-39, true); // W1[0]
    expect(view.getFloat32(start, true)).toBeGreaterThan(0);
    expect(parsed(raw).W1[0]).toBe(0);
  });

  it('withoutSubnormal zeroes subnormals and keeps every other number, zeros with their sign', () => {
    const a = new Float32Array([0, -0, 1e-39, -5e-42, 1.2e-38, 1, -3, 1e-45]);
    const b = a.map(withoutSubnormal);
    expect(b.filter((x, i) => !Object.is(x, a[i])).length).toBe(3);
    expect(Array.from(b)).toEqual([0, -0, 0, 0, Math.fround(1.2e-38), 1, -3, 0]);
  });
});
