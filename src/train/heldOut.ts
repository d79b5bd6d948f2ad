// Held-out losses: how the network trained in the previous iteration does on the rows of games it
// never trained on (this iteration's self-play). The training loss alone cannot show overfitting:
// the replay window holds few games (about 2,000 in 400,000 rows) and a game's rows are alike, so a
// network can fit its window and generalise worse. Measured before each training stage at the cost
// of a forward pass over a sample of the new rows.

import { type TrainingRow, sampleRows } from './dataset.js';
import { type Losses, type TrainModel, evaluateLosses } from './trainer.js';

/** At most this many new rows are evaluated (a few seconds on one core). */
export const HELD_OUT_ROWS = 40_000;

/**
 * The rows of `window` that came after global row index `seenUpTo` (the rows on disk when the
 * previous network was trained), given that the window's last row has global index `windowEnd - 1`.
 * If rows were written after `windowEnd` was counted, the window ends later than assumed and the
 * slice starts later too: it can only leave fresh rows out, never take rows the network saw.
 */
export function rowsAfter<T>(window: readonly T[], windowEnd: number, seenUpTo: number): readonly T[] {
  const windowStart = windowEnd - window.length;
  const from = Math.max(0, seenUpTo - windowStart);
  return from >= window.length ? [] : window.slice(from);
}

/** The model's losses on up to HELD_OUT_ROWS of the fresh rows (an even sample), or null if there are none. */
export function heldOutLosses(model: TrainModel, fresh: readonly TrainingRow[], seed: number): Losses | null {
  if (fresh.length === 0) return null;
  return evaluateLosses(model, sampleRows(fresh, HELD_OUT_ROWS, seed));
}
