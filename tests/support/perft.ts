// Perft: the number of legal action sequences of a given length from a state (chance comes from the
// state's RNG, so the count is exact and repeatable). A change in any rule shows up in these numbers.
import { type State, PHASE, applyInPlace, cloneState, legalActions } from '../../src/engine/index.js';

export function perft(s: State, depth: number): number {
  if (depth === 0 || s.phase === PHASE.GAME_OVER) return 1;
  let n = 0;
  for (const a of legalActions(s)) {
    const next = cloneState(s);
    applyInPlace(next, a);
    n += perft(next, depth - 1);
  }
  return n;
}
