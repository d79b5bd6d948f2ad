// Replays the golden games of ../shared/golden through the engine: maps their decisions onto our
// action space (inserting our extra steps, such as "no Starfish") and their chance onto forced chance.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ADD_STARFISH, ANGELFISH_TAKE, CARD_LABEL, CORAL_REEF, CRAB_PILE, CRAB_RUN, CRAB_TAKE, DISCARD_TO, DRAW_DECK, END_TURN, KEEP,
  KEEP_EVENT, LABEL_COUNT, LAST_CHANCE, LOBSTER_KEEP, LOCKED_DRAW, NO_STARFISH, PHASE, PLAY_DUO, SHELL_LABELS,
  STARFISH_LABELS, STEAL_DUO, STOP, SWAP_GIVE, SWAP_PASS, SWAP_TAKE, TAKE_PILE, type Chance, type State,
  actionText, applyInPlace, duoIndex, labelRuns, legalActions, newGame, parseEvent, parseLabel,
} from '../../src/engine/index.js';

export const GOLDEN_DIR = fileURLToPath(new URL('../../../shared/golden/', import.meta.url));

export interface GoldenRound {
  round: number; ending: string; caller?: number; player?: number; cardPoints?: number[]; colourBonus?: number[];
  gains?: number[]; scores: number[]; eventTo?: number | null; nextStarter?: number;
}
export interface GoldenGame {
  policy: string;
  setup: { first_player: number; event_order: string[] };
  steps: [unknown[], unknown][];
  rounds: GoldenRound[];
  result: { winner: number | null; gameEnd: string; scores: number[]; rounds: number };
}

export function loadGoldenGames(): GoldenGame[] {
  return readFileSync(GOLDEN_DIR + 'games.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l));
}

const label = (t: unknown): number => {
  const l = parseLabel(t as string);
  if (typeof l !== 'number') throw new Error(l.error);
  return l;
};
const event = (t: unknown): number => {
  const e = parseEvent(t);
  if (typeof e !== 'number') throw new Error(e.error);
  return e;
};

export interface Replayed {
  state: State;
  /** Our action ids, in order (the game record). */
  actions: number[];
  /** Forced chance given with each action (by index into actions). */
  chances: Map<number, Chance>;
}

/** Replays one golden game; throws with the step number if a decision is not legal. */
export function replayGolden(g: GoldenGame): Replayed {
  const [first, ...rest] = g.steps;
  const firstDeal = (first[1] as { deck: string[] }).deck.map(label);
  const state = newGame({ players: 2, salt: true, pepper: true }, 1, {
    firstPlayer: g.setup.first_player,
    eventOrder: g.setup.event_order.map(event),
    deal: firstDeal,
  });
  const actions: number[] = [];
  const chances = new Map<number, Chance>();
  const play = (a: number, chance: Chance, step: number, what: unknown) => {
    const legal = legalActions(state);
    if (!legal.includes(a)) {
      throw new Error(`step ${step + 1} ${JSON.stringify(what)}: ${actionText(a)} is not legal (phase ${state.phase}, legal: ${legal.map(actionText).join(', ')})`);
    }
    if (Object.keys(chance).length > 0) chances.set(actions.length, chance);
    actions.push(a);
    applyInPlace(state, a, { chance });
  };
  for (let i = 0; i < rest.length; i++) {
    const [d, ch] = rest[i];
    if (d[0] === 'next_round') continue;
    const chance: Chance = {};
    const next = rest[i + 1];
    if (next && next[0][0] === 'next_round') {
      const c = next[1] as { deck: string[]; events?: string[] };
      chance.deal = c.deck.map(label);
      if (c.events) chance.events = c.events.map(event);
    }
    const step = i + 1;
    switch (d[0]) {
      case 'draw_deck': play(DRAW_DECK, chance, step, d); break;
      case 'take_discard': play(TAKE_PILE + (d[1] as number) - 1, chance, step, d); break;
      case 'locked_draw': play(LOCKED_DRAW, chance, step, d); break;
      case 'keep': play(KEEP + label(d[1]), chance, step, d); break;
      case 'discard_to': play(DISCARD_TO + (d[1] as number) - 1, chance, step, d); break;
      case 'angelfish_take': play(ANGELFISH_TAKE + (d[1] as number) - 1, chance, step, d); break;
      case 'end_turn': play(END_TURN, chance, step, d); break;
      case 'stop': play(STOP, chance, step, d); break;
      case 'last_chance': play(LAST_CHANCE, chance, step, d); break;
      case 'coral_reef': play(CORAL_REEF + SHELL_LABELS.indexOf(label(d[1])), chance, step, d); break;
      case 'keep_event': play(KEEP_EVENT + event(d[1]), chance, step, d); break;
      case 'steal_duo': play(STEAL_DUO + (d[1] as number), chance, step, d); break;
      case 'swap_pass': play(SWAP_PASS, chance, step, d); break;
      case 'swap':
        play(SWAP_GIVE + label(d[1]), {}, step, d);
        play(SWAP_TAKE + label(d[2]), chance, step, d);
        break;
      case 'play_duo':
      case 'play_trio': {
        if (ch !== null && ch !== undefined) chance.stolen = label(ch);
        play(PLAY_DUO + duoIndex(label(d[1]), label(d[2])), chance, step, d);
        if (d[0] === 'play_trio') play(ADD_STARFISH + STARFISH_LABELS.indexOf(label(d[3])), chance, step, d);
        else if (state.phase === PHASE.STARFISH) play(NO_STARFISH, chance, step, d);
        break;
      }
      case 'crab_take': {
        const pile = (d[1] as number) - 1;
        if (state.phase === PHASE.CRAB_PILE) play(CRAB_PILE + pile, {}, step, d);
        const cards = state.piles[pile];
        const index = cards.length - 1 - (d[2] as number);
        const l = CARD_LABEL[cards[index]];
        play(CRAB_TAKE + pile * LABEL_COUNT + l, chance, step, d);
        if (state.phase === PHASE.CRAB_RUN) {
          // The run holding that position, counted from the top.
          const runs = labelRuns(cards, l);
          let r = 0;
          while (r + 1 < runs.length && runs[r + 1] >= index) r++;
          play(CRAB_RUN + r, chance, step, d);
        }
        break;
      }
      case 'lobster_keep':
        chance.reshuffle = (ch as string[] | null)?.map(label);
        if (!chance.reshuffle) delete chance.reshuffle;
        play(LOBSTER_KEEP + label(d[1]), chance, step, d);
        break;
      default:
        throw new Error(`unknown golden decision ${JSON.stringify(d)}`);
    }
  }
  return { state, actions, chances };
}
