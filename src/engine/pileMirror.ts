// The game's one exact symmetry between its two discard piles: nothing in the rules tells pile 1 from
// pile 2 except the Hermit Crab's order (pile 1, then pile 2), which pile a drawn card goes to when
// both are empty, and which pile a new round's first card is dealt to (a chance alike for both), so a
// position and the same position with the piles swapped are worth the same, and an action on one
// pile in the first is the same action on the other pile in the second. A network
// trained without this symmetry judges the two differently (by about six points of win chance,
// models/REPORT.md, session 34); the network levels can judge a leaf by both and take the mean.

import { ANGELFISH_TAKE, CRAB_PILE, CRAB_TAKE, DISCARD_TO, TAKE_PILE } from './actions.js';
import { LABEL_COUNT } from './cards.js';
import { type State, cloneState } from './state.js';

/** The actions that name a pile (the pile is their last part), each as [first id, how many ids a pile]. */
const PER_PILE: readonly (readonly [number, number])[] = [[TAKE_PILE, 1], [DISCARD_TO, 1], [ANGELFISH_TAKE, 1], [CRAB_PILE, 1], [CRAB_TAKE, LABEL_COUNT]];

/** The same action on the other pile; an action that names no pile is itself. */
export function mirrorAction(action: number): number {
  for (const [first, span] of PER_PILE) {
    if (action >= first && action < first + 2 * span) return action < first + span ? action + span : action - span;
  }
  return action;
}

/**
 * A copy of `s` with its two piles swapped (and the pile a Crab is looking through), or null where the
 * swap would not be the same position: a Hermit Crab duo in progress, which goes on to pile 2 only.
 */
export function mirrorPiles(s: State): State | null {
  if (s.hermit) return null;
  const m = cloneState(s);
  m.piles = [m.piles[1], m.piles[0]];
  if (m.crabPile >= 0) m.crabPile = 1 - m.crabPile;
  return m;
}
