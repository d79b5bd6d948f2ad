// Weight averaging of networks from one training run (as KataGo publishes a stochastic weight
// average of its recent snapshots): successive networks trained from one another at a small
// learning rate lie in one basin, and their mean often plays better than any one of them.

import { ARRAY_NAMES, type NetWeights, currentHeader, weightsShapeError } from './weights.js';

/**
 * The element-wise mean of `nets` (at least one, all of this build's shape). The header is this
 * build's, with `averageOf` listing each input's iteration (or its position when it has none).
 * Throws with a message naming the input that does not fit.
 */
export function averageWeights(nets: readonly NetWeights[], meta: Record<string, unknown> = {}): NetWeights {
  if (nets.length === 0) throw new Error('average: no networks given');
  nets.forEach((w, i) => {
    const err = weightsShapeError(w);
    if (err) throw new Error(`average: network ${i + 1}: ${err}`);
  });
  const averageOf = nets.map((w, i) => (typeof w.header.iteration === 'number' ? w.header.iteration : `#${i + 1}`));
  const out = { header: currentHeader({ ...meta, averageOf }) } as NetWeights;
  for (const name of ARRAY_NAMES) {
    const sum = new Float64Array(nets[0][name].length);
    for (const w of nets) {
      const a = w[name];
      for (let i = 0; i < a.length; i++) sum[i] += a[i];
    }
    out[name] = Float32Array.from(sum, (x) => x / nets.length);
  }
  return out;
}
