// Random games in every configuration: all cards stay accounted for after every action, the Mermaid
// win is never missed, a call is offered exactly when the rules allow it (RULES 4.2-4.3, 7), and the
// play step never waits with nothing to decide but ending the turn (10.3).
import { describe, expect, it } from 'vitest';
import {
  CARD_KIND, E, K, LAST_CHANCE, PHASE, STOP, type GameOptions, applyInPlace, eventMask, hasEvent, legalActions, newGame,
  nextInt, playerCardPoints, type RngState,
} from '../../src/engine/index.js';
import { BASE2, BASE3, BASE4, BOTH, SALT2, expectAccounted } from '../support/scenario.js';

function playRandom(options: GameOptions, seed: number): number {
  const s = newGame(options, seed);
  const rng: RngState = [seed, 0x1234, 0x5678, 0x9abc];
  while (s.phase !== PHASE.GAME_OVER) {
    if (s.ply > 20000) throw new Error('game too long');
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(0);
    if (s.phase === PHASE.PLAY) {
      const p = s.current;
      const ev = eventMask(s, p);
      const mermaids = s.hands[p].filter((c) => CARD_KIND[c] === K.mermaid).length;
      expect(mermaids).toBeLessThan(hasEvent(ev, E.danceOfMermaids) ? 3 : 4);
      const canCall = s.call === 0 && playerCardPoints(s, p) >= (hasEvent(ev, E.treasureChest) ? 10 : 7);
      expect(legal.includes(LAST_CHANCE)).toBe(canCall);
      expect(legal.includes(STOP)).toBe(canCall && !hasEvent(ev, E.diodon));
      expect(legal.length).toBeGreaterThan(1);
    }
    applyInPlace(s, legal[nextInt(rng, legal.length)]);
    expectAccounted(s);
  }
  return s.round;
}

describe('random games keep the rules\' invariants', () => {
  const configs: [string, GameOptions][] = [['both expansions', BOTH], ['Extra Salt', SALT2], ['base, 2 players', BASE2], ['base, 3 players', BASE3], ['base, 4 players', BASE4]];
  for (const [name, options] of configs) {
    it(name, () => {
      for (let seed = 1; seed <= 30; seed++) expect(playRandom(options, seed)).toBeGreaterThan(0);
    });
  }
});
