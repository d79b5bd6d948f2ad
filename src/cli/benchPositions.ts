// Positions for the benchmarks (Node's `ssp bench` and the Chromium bench): the knowledge of the
// player to move at mid-round decisions of random games. Pure, so it runs in both.
import {
  DEFAULT_OPTIONS, type GameEvent, type Knowledge, PHASE, applyInPlace, initialKnowledge, legalActions,
  newGame, nextInt, nextUint32, observeStep, publicView, seedRng, updateKnowledgeOrThrow,
} from '../engine/index.js';

/** Knowledge of the player to move at mid-round decisions (15 to 40 cards left in the deck) of random games. */
export function midRoundKnowledge(seed: number, wanted: number): { samples: Knowledge[]; updates: number; updateSeconds: number } {
  const rng = seedRng(seed);
  const samples: Knowledge[] = [];
  let updates = 0, updateMs = 0;
  while (samples.length < wanted) {
    const s = newGame(DEFAULT_OPTIONS, nextUint32(rng));
    let k = [0, 1].map((p) => initialKnowledge(publicView(s, p)));
    while (s.phase !== PHASE.GAME_OVER && samples.length < wanted) {
      if (s.deck.length >= 15 && s.deck.length <= 40 && (s.phase === PHASE.TAKE || s.phase === PHASE.PLAY)) samples.push(k[s.current]);
      const legal = legalActions(s);
      const log: GameEvent[] = [];
      applyInPlace(s, legal[nextInt(rng, legal.length)], { log });
      const t = performance.now();
      k = k.map((kk, p) => updateKnowledgeOrThrow(kk, observeStep(log, s, p)));
      updateMs += performance.now() - t;
      updates += 2;
    }
  }
  return { samples, updates, updateSeconds: updateMs / 1000 };
}

