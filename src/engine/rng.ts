// Seeded random numbers kept inside the game state (sfc32), so (seed, actions) replays exactly.
// Hand-written: four lines on the hot path of every shuffle; no library needed for it.

export type RngState = [number, number, number, number];

export function seedRng(seed: number): RngState {
  const s: RngState = [0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0];
  for (let i = 0; i < 12; i++) nextUint32(s);
  return s;
}

export function nextUint32(s: RngState): number {
  const t = (((s[0] + s[1]) >>> 0) + s[3]) >>> 0;
  s[3] = (s[3] + 1) >>> 0;
  s[0] = s[1] ^ (s[1] >>> 9);
  s[1] = (s[2] + (s[2] << 3)) >>> 0;
  s[2] = ((s[2] << 21) | (s[2] >>> 11)) >>> 0;
  s[2] = (s[2] + t) >>> 0;
  return t;
}

/** Uniform integer in [0, n). The modulo bias is below 2^-20 for the n used here (n <= 66). */
export function nextInt(s: RngState, n: number): number {
  return nextUint32(s) % n;
}

export function shuffleInPlace<T>(s: RngState, a: T[]): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = nextUint32(s) % (i + 1);
    const t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}
