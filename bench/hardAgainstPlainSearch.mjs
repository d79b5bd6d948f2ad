// The game loop the search benches share: Hard's seat (0) against the plain search (seat 1), each
// seat's knowledge kept from what it observes. decide(knowledge, state, game) makes seat 0's
// decisions with a choice and returns the action to play.
import { PHASE, applyInPlace, initialKnowledge, legalActions, newGame, observeStep, publicView, updateKnowledge } from '../dist/engine/index.js';
import { plainSearch } from '../dist/ai/registry.js';

export function playAgainstPlainSearch({ games, firstDealSeed }, decide) {
  for (let g = 1; g <= games; g++) {
    const s = newGame(undefined, firstDealSeed + g);
    let k = [0, 1].map((p) => initialKnowledge(publicView(s, p)));
    const opponent = plainSearch(g);
    while (s.phase !== PHASE.GAME_OVER) {
      const legal = legalActions(s);
      let action = legal[0];
      if (legal.length > 1 && s.current === 1) action = opponent.act({ legal, seat: 1, knowledge: k[1] });
      else if (legal.length > 1) action = decide(k[0], s, g);
      const log = [];
      applyInPlace(s, action, { log });
      k = k.map((kk, p) => updateKnowledge(kk, observeStep(log, s, p)));
    }
  }
}
