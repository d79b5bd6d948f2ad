// Following a game from one seat with typed entries builds the same knowledge as the real game does,
// and an impossible entry is refused with nothing lost.
import { describe, expect, it } from 'vitest';
import {
  type Following, type GameEvent, type Knowledge, DRAW_DECK, END_TURN, followEntriesFromRecord, followEntriesForStep, recordFromGame, PHASE, TAKE_PILE, applyInPlace, knownInHand, replayFollowing, cloneState, followStep,
  initialKnowledge, legalActions, newGame, nextInt, observeStep, parseLabel, publicView, seedRng, startFollowing,
  updateKnowledge,
} from '../src/engine/index.js';


const MAIN = { players: 2, salt: true, pepper: true };
const label = (t: string) => parseLabel(t) as number;

/** Comparable form of knowledge: the view and the set of hypotheses with their weights. */
function summary(k: Knowledge) {
  const hyps = k.hypotheses.map((h) => JSON.stringify({ ...h, weight: undefined, known: h.known.map((x) => x.slice().sort()), deckKnown: h.deckKnown.slice().sort() }) + ` ${h.weight.toFixed(9)}`).sort();
  // The decision count differs: the person says when the opponent's turn ends, even where it ended by itself.
  return { view: { ...k.view, ply: 0 }, hyps, seenOnto: k.seenOnto };
}

function followGame(seed: number, me: number, check: (real: Knowledge, typed: Following) => void, rngSeed = seed + 5): number {
  const rng = seedRng(rngSeed);
  const s = newGame(MAIN, seed);
  let real = initialKnowledge(publicView(s, me));
  const tops = publicView(s, me).pileTops;
  const started = startFollowing({ options: MAIN, seat: me, firstPlayer: s.starter, piles: [tops[0], tops[1]], event: s.tableEvent });
  if ('error' in started) throw new Error(started.error);
  let typed: Following = started;
  let pending: number | null = null;
  let steps = 0;
  while (s.phase !== PHASE.GAME_OVER) {
    const legal = legalActions(s);
    const a = legal[nextInt(rng, legal.length)];
    const before = cloneState(s);
    const log: GameEvent[] = [];
    applyInPlace(s, a, { log });
    real = updateKnowledge(real, observeStep(log, s, me)) as Knowledge;
    const step = followEntriesForStep(before, a, undefined, log, s, me, pending);
    if (step === null) {
      // Waits for the next step: an opponent's keep before their discard, the first half of a swap.
      pending = a;
      continue;
    }
    pending = null;
    for (const entry of step) {
      const next = followStep(typed, entry);
      if ('error' in next) throw new Error(`seed ${seed} ply ${s.ply}: ${JSON.stringify(entry)}: ${next.error}`);
      typed = next;
    }
    check(real, typed);
    steps++;
  }
  return steps;
}

describe('following a game from one seat', () => {
  it('typed entries give the same knowledge as the real game, step by step (40 games, both seats)', () => {
    let steps = 0;
    for (let seed = 1; seed <= 20; seed++) {
      for (const me of [0, 1]) {
        steps += followGame(seed, me, (real, typed) => expect(summary(typed.knowledge)).toEqual(summary(real)));
      }
    }
    expect(steps).toBeGreaterThan(2000);
  });

  it('a card drawn whose only unseen copy the world had put face down (Coral Reef) is accepted', () => {
    // Game 9 (random moves, rng 9) from seat 1: the opponent puts a Shell face down, then the seat
    // draws shell:darkBlue, the only copy left unseen; the world's face-down Shell must make way.
    let steps = 0;
    steps += followGame(9, 0, (real, typed) => expect(summary(typed.knowledge)).toEqual(summary(real)), 9);
    expect(steps).toBeGreaterThan(100);
  });

  it('refuses an impossible entry and keeps everything entered', () => {
    const f = startFollowing({ options: MAIN, seat: 0, firstPlayer: 1, piles: [label('seahorse:white'), label('crab:black')], event: 0 });
    if ('error' in f) throw new Error(f.error);
    // The opponent takes the only Seahorse from pile 1 and ends their turn.
    const took = followStep(f, { kind: 'act', action: TAKE_PILE });
    if ('error' in took) throw new Error(took.error);
    const ended = followStep(took, { kind: 'act', action: END_TURN });
    if ('error' in ended) throw new Error(ended.error);
    expect(knownInHand(ended.knowledge, 1)).toEqual([label('seahorse:white')]);
    const snapshot = JSON.stringify(ended);
    // So the Seahorse cannot come from the deck.
    const impossible = followStep(ended, { kind: 'act', action: DRAW_DECK, fromDeck: [label('seahorse:white'), label('shell:green')] });
    expect(impossible).toEqual({ error: expect.stringMatching(/seahorse:white cannot come from the deck/) });
    expect(JSON.stringify(ended)).toBe(snapshot);
    const drew = followStep(ended, { kind: 'act', action: DRAW_DECK, fromDeck: [label('sailor:pink'), label('shell:green')] });
    if ('error' in drew) throw new Error(drew.error);
    // Undo is replay of fewer entries.
    const undone = replayFollowing(drew.start, drew.entries.slice(0, -1));
    expect(JSON.stringify(undone)).toBe(snapshot);
  });

  it('opens a game record from either seat and ends with the same knowledge as the real game', () => {
    for (let seed = 30; seed < 42; seed++) {
      const s = newGame(MAIN, seed);
      const rng = seedRng(seed);
      const actions: number[] = [];
      let real = [0, 1].map((p) => initialKnowledge(publicView(s, p)));
      while (s.phase !== PHASE.GAME_OVER) {
        const legal = legalActions(s);
        const a = legal[nextInt(rng, legal.length)];
        actions.push(a);
        const log: GameEvent[] = [];
        applyInPlace(s, a, { log });
        real = real.map((k, p) => updateKnowledge(k, observeStep(log, s, p)) as Knowledge);
      }
      const record = recordFromGame({ options: MAIN, seed, actions });
      for (const seat of [0, 1]) {
        const made = followEntriesFromRecord(record, seat);
        if ('error' in made) throw new Error(made.error);
        const f = replayFollowing(made.start, made.entries);
        if ('error' in f) throw new Error(`seed ${seed} seat ${seat}: ${f.error}`);
        expect(summary(f.knowledge)).toEqual(summary(real[seat]));
      }
    }
  });

  it('asks for what the seat saw when it is missing', () => {
    const f = startFollowing({ options: MAIN, seat: 0, firstPlayer: 0, piles: [label('shell:black'), label('crab:black')], event: 0 });
    if ('error' in f) throw new Error(f.error);
    expect(followStep(f, { kind: 'act', action: 0 })).toEqual({ error: 'you see 2 cards from the deck here: enter them' });
  });
});
