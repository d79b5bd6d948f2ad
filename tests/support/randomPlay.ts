// Random play over 10,000 games (all configurations), checking invariants at every step: every card
// accounted for, legal actions sorted, unique and non-empty until the game ends, every seat's
// knowledge updated from its own observations without contradiction and true of the real state,
// dealt worlds agreeing with the knowledge, and the game replaying exactly from (seed, actions).
import { describe, expect, it } from 'vitest';
import {
  type GameOptions, PHASE, applyInPlace, cardAccountingError, determinize, knowledgeError, legalActions, newGame,
  publicView, seedRng,
} from '../../src/engine/index.js';
import { playTracked } from './tracked.js';

export function randomPlaySuite(configs: [GameOptions, number][]): void {
  describe('random play', () => {
  for (const [options, games] of configs) {
    it(`${games} games, ${JSON.stringify(options)}`, () => {
      let steps = 0;
      for (let g = 1; g <= games; g++) {
        const { state: final, actions } = playTracked(options, g, ({ state, knowledge, legal }) => {
          steps++;
          const where = `game ${g}, ply ${state.ply}`;
          const acc = cardAccountingError(state);
          if (acc) throw new Error(`${where}: ${acc}`);
          if (state.phase === PHASE.GAME_OVER) {
            if (legal.length !== 0) throw new Error(`${where}: legal actions after the game ended`);
            return;
          }
          if (legal.length === 0) throw new Error(`${where}: no legal action`);
          for (let i = 1; i < legal.length; i++) if (legal[i] <= legal[i - 1]) throw new Error(`${where}: legal actions not sorted and unique`);
          for (const k of knowledge) {
            const err = knowledgeError(k, state);
            if (err) throw new Error(`${where}, seat ${k.seat}: ${err}`);
          }
          // A world dealt from the acting seat's knowledge looks the same to that seat and offers the same choices.
          const k = knowledge[state.current];
          const world = determinize(k, seedRng(g * 1000 + state.ply));
          const wacc = cardAccountingError(world);
          if (wacc) throw new Error(`${where}: dealt world: ${wacc}`);
          if (JSON.stringify(publicView(world, k.seat)) !== JSON.stringify(k.view)) throw new Error(`${where}: dealt world looks different`);
          if (legalActions(world).join() !== legal.join()) throw new Error(`${where}: dealt world offers other actions`);
        });
        // Replay: the same seed and actions give the same final state.
        const replay = newGame(options, g);
        for (const a of actions) applyInPlace(replay, a);
        expect(JSON.stringify(replay)).toBe(JSON.stringify(final));
      }
      expect(steps).toBeGreaterThan(games * 20);
    }, 600_000);
  }
  });
}
