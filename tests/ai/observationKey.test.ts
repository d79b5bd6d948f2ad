// The child key of the search's tree: the same for every world the seat cannot tell apart (so no
// hidden card splits the seat's nodes), different when the seat would see something different.
import { describe, expect, it } from 'vitest';
import {
  type GameEvent, type Knowledge, PHASE, applyInPlace, determinize, initialKnowledge, legalActions, newGame, nextInt,
  observeStep, publicView, seedRng, updateKnowledge,
} from '../../src/engine/index.js';
import { CARD_LABEL } from '../../src/engine/cards.js';
import { observationKey } from '../../src/ai/search/observationKey.js';

describe('observationKey', () => {
  it('is the same in every world dealt from one knowledge, over many positions of random games', () => {
    const rng = seedRng(21);
    let positions = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const s = newGame(seed % 2 ? undefined : { players: 2, salt: true, pepper: true }, seed);
      let k = [0, 1].map((p) => initialKnowledge(publicView(s, p)));
      while (s.phase !== PHASE.GAME_OVER && s.round <= 3) {
        for (const seat of [0, 1]) {
          const truth = observationKey(s, seat);
          for (let i = 0; i < 4; i++) expect(observationKey(determinize(k[seat], rng), seat)).toBe(truth);
          positions++;
        }
        const legal = legalActions(s);
        const log: GameEvent[] = [];
        applyInPlace(s, legal[nextInt(rng, legal.length)], { log });
        k = k.map((kk, p) => updateKnowledge(kk, observeStep(log, s, p)) as Knowledge);
      }
    }
    expect(positions).toBeGreaterThan(500);
  });

  it('changes with the seat\'s own hand, not with the deck\'s order', () => {
    const s = newGame(undefined, 3);
    const seat = s.current;
    const base = observationKey(s, seat);
    const otherHand = structuredClone(s);
    // Swap one of the seat's cards with a deck card of another label.
    const i = otherHand.deck.findIndex((c) => CARD_LABEL[c] !== CARD_LABEL[s.hands[seat][0]]);
    [otherHand.hands[seat][0], otherHand.deck[i]] = [otherHand.deck[i], otherHand.hands[seat][0]];
    expect(observationKey(otherHand, seat)).not.toBe(base);
    // The opponent's hidden hand and the deck's order are invisible to the seat.
    const hidden = structuredClone(s);
    hidden.deck.reverse();
    expect(observationKey(hidden, seat)).toBe(base);
  });
});
