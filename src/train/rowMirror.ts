// Training rows mirrored by the game's symmetry between its two piles (engine/pileMirror.ts): the
// row of a position with its piles swapped is the same row with the piles' features swapped and every
// pile action moved to the other pile, and its targets are the same. AlphaGo trained on the board's
// eight symmetries; here there is one, so a row mirrored at random half the time doubles what each
// self-play game teaches, and the network learns to judge both piles alike (the networks trained
// without it judge a position and its mirror by about six points apart: models/REPORT.md, session 34).

import { mirrorAction } from '../engine/index.js';
import { FEATURE_COUNT, encodingSlice, featureIndex } from '../net/encoding.js';
import type { TrainingRow } from './dataset.js';

/** Each feature's index in the mirrored position: the two piles' slices and sizes change places. */
export const MIRRORED_FEATURE: Int32Array = (() => {
  const map = Int32Array.from({ length: FEATURE_COUNT }, (_, i) => i);
  const swap = (a: number, b: number) => { map[a] = b; map[b] = a; };
  for (const [one, two] of [['pile1Top', 'pile2Top'], ['pile1Cards', 'pile2Cards']]) {
    const s1 = encodingSlice(one), s2 = encodingSlice(two);
    for (let i = 0; i < s1.size; i++) swap(s1.offset + i, s2.offset + i);
  }
  swap(featureIndex('crabPile', 0), featureIndex('crabPile', 1));
  // sizes: my hand, the opponent's, pile 1, pile 2, the deck.
  swap(featureIndex('sizes', 2), featureIndex('sizes', 3));
  return map;
})();

const HERMIT = featureIndex('hermit');

/**
 * The row of the mirrored position (same targets, same order of its actions), or null where there is
 * none: during a Hermit Crab duo (pile 1, then pile 2).
 */
export function mirrorRow(row: TrainingRow): TrainingRow | null {
  if (row.featureIndex.includes(HERMIT)) return null;
  return {
    ...row,
    featureIndex: row.featureIndex.map((i) => MIRRORED_FEATURE[i]),
    featureValue: row.featureValue.slice(),
    legal: row.legal.map(mirrorAction),
    policy: row.policy.slice(),
    round: [row.round[0], row.round[1]],
  };
}
