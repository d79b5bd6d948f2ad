// Tiny synthetic training rows with targets a network can learn: the value is 1 exactly when
// feature VALUE_FEATURE is on, the policy target puts most of its mass on action PREFERRED (always
// legal), the round target is a function of ROUND_FEATURE. A quarter of the rows are value-only.
import { type TrainingRow, mulberry32 } from '../../src/train/dataset.js';

export const VALUE_FEATURE = 7;
export const ROUND_FEATURE = 8;
export const PREFERRED = 10;
/** Actions that are never legal in these rows. */
export const NEVER_LEGAL_FROM = 40;

export function syntheticRows(count: number, featureCount: number, seed = 1, policyTargetShare = 0.75): TrainingRow[] {
  const rand = mulberry32(seed);
  const rows: TrainingRow[] = [];
  for (let r = 0; r < count; r++) {
    const on = new Set<number>();
    if (rand() < 0.5) on.add(VALUE_FEATURE);
    if (rand() < 0.5) on.add(ROUND_FEATURE);
    while (on.size < 12) {
      const f = 20 + Math.floor(rand() * (featureCount - 20));
      on.add(f);
    }
    const legal = new Set<number>([PREFERRED]);
    const m = 3 + Math.floor(rand() * 4);
    while (legal.size < m) legal.add(Math.floor(rand() * NEVER_LEGAL_FROM));
    const ids = [...legal].sort((a, b) => a - b);
    const policy = Float32Array.from(ids, (a) => (a === PREFERRED ? 0.9 : 0.1 / (m - 1)));
    const idx = [...on].sort((a, b) => a - b);
    rows.push({
      featureIndex: Uint16Array.from(idx),
      featureValue: Float32Array.from(idx, () => 1),
      legal: Uint16Array.from(ids),
      policy,
      value: on.has(VALUE_FEATURE) ? 1 : 0,
      round: [on.has(ROUND_FEATURE) ? 0.5 : 0, 0.2],
      policyTarget: rand() < policyTargetShare,
    });
  }
  return rows;
}
