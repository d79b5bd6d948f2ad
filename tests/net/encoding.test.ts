// The input encoding: its layout, a hand-built position feature by feature, and that it uses only
// what the seat could know (re-dealing the hidden cards, or dealing a world from the seat's
// knowledge, leaves the features unchanged).
import { describe, expect, it } from 'vitest';
import {
  CARD_LABEL, DEFAULT_OPTIONS, EVENT_COUNT, LABEL_COUNT, PHASE, SHELL_LABELS, type State, cloneState, determinize,
  nextUint32, seedRng, shuffleInPlace,
} from '../../src/engine/index.js';
import {
  ENCODING_SLICES, FEATURE_COUNT, type SparseFeatures, createSparseFeatures, encode, encodingSlice, featureIndex,
  featureName, toDense,
} from '../../src/net/encoding.js';
import { playTracked } from '../support/tracked.js';
import { BASE2, BASE3, BASE4, SALT2, ev, label, scenario } from '../support/scenario.js';
import { randomPositions } from './positions.js';

/** The features as a map "name -> value" (rounded), for readable comparisons. */
function named(f: SparseFeatures): Map<string, number> {
  const m = new Map<string, number>();
  for (let k = 0; k < f.count; k++) m.set(featureName(f.indices[k]), Math.round(f.values[k] * 1e6) / 1e6);
  return m;
}

function encoded(s: State, p: number): SparseFeatures {
  const f = createSparseFeatures();
  encode(s, p, f);
  return f;
}

/** The sorted (index, value) pairs: equal for equal feature vectors whatever the order of emission. */
function pairs(f: SparseFeatures): string {
  const out: string[] = [];
  for (let k = 0; k < f.count; k++) out.push(`${f.indices[k]}:${f.values[k]}`);
  return out.sort().join(' ');
}

/** The features of one slice, from a map of named features. */
function sliceOf(m: Map<string, number>, slice: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of m) if (k.startsWith(`${slice}[`)) out[k.slice(slice.length + 1, -1)] = v;
  return out;
}

describe('encoding layout', () => {
  it('slices are contiguous, named once, and cover FEATURE_COUNT', () => {
    let offset = 0;
    const names = new Set<string>();
    for (const s of ENCODING_SLICES) {
      expect(s.offset).toBe(offset);
      expect(s.size).toBeGreaterThan(0);
      expect(names.has(s.name)).toBe(false);
      names.add(s.name);
      offset += s.size;
    }
    expect(offset).toBe(FEATURE_COUNT);
    expect(encodingSlice('myHand').size).toBe(LABEL_COUNT);
    expect(encodingSlice('myEvents').size).toBe(EVENT_COUNT);
    expect(encodingSlice('myFaceDown').size).toBe(SHELL_LABELS.length);
    expect(() => encodingSlice('nope')).toThrow(/no encoding slice/);
    expect(() => featureIndex('toMove', 1)).toThrow(/outside slice/);
  });

  it('every feature of random positions (2-4 players, every variant) is in range, ascending, finite and positive', () => {
    const configs = [DEFAULT_OPTIONS, BASE2, SALT2, BASE3, BASE4];
    const f = createSparseFeatures();
    let positions = 0;
    for (const [i, options] of configs.entries()) {
      for (const { state } of randomPositions(i === 0 ? 30 : 8, 2, options, 7 + i)) {
        for (let p = 0; p < state.players; p++) {
          encode(state, p, f);
          positions++;
          expect(f.count).toBeGreaterThan(0);
          expect(f.count).toBeLessThanOrEqual(FEATURE_COUNT);
          for (let k = 0; k < f.count; k++) {
            const ix = f.indices[k];
            if (!(ix >= 0 && ix < FEATURE_COUNT)) throw new Error(`index ${ix} out of range`);
            if (k > 0 && ix <= f.indices[k - 1]) throw new Error(`${featureName(ix)} written after ${featureName(f.indices[k - 1])}`);
            if (!(Number.isFinite(f.values[k]) && f.values[k] > 0)) throw new Error(`${featureName(ix)} = ${f.values[k]}`);
          }
          // Exactly one phase and one call state.
          const dense = toDense(f);
          const oneHot = (name: string) => dense.subarray(encodingSlice(name).offset, encodingSlice(name).offset + encodingSlice(name).size).reduce((a, b) => a + b, 0);
          expect(oneHot('phase')).toBe(1);
          expect(oneHot('call')).toBe(1);
        }
      }
    }
    expect(positions).toBeGreaterThan(1000);
  });

  it('every card is counted exactly once across the card slices of a seat', () => {
    for (const { state } of randomPositions(10, 3, DEFAULT_OPTIONS, 3)) {
      for (let p = 0; p < 2; p++) {
        const dense = toDense(encoded(state, p));
        let total = 0;
        for (const name of ['myHand', 'oppShown', 'myTable', 'oppTable', 'myFaceDown', 'pile1Cards', 'pile2Cards', 'unseen', 'pending']) {
          const s = encodingSlice(name);
          for (let i = 0; i < s.size; i++) total += dense[s.offset + i];
        }
        expect(total).toBe(66);
      }
    }
  });
});

describe('a hand-built position', () => {
  const build = () => {
    const s = scenario({
      hands: [['crab:darkBlue', 'crab:darkBlue', 'mermaid:white', 'shell:green'], ['boat:black', 'fish:yellow', 'octopus:grey']],
      tables: [[['boat:darkBlue', 'boat:darkBlue']], [['swimmer:black', 'shark:green'], ['fish:darkBlue', 'fish:darkBlue', 'starfish:yellow']]],
      piles: [['penguin:pink', 'octopus:lightBlue'], ['sailor:pink']],
      faceDown: [null, 'shell:black'],
      tableEvent: 'kraken',
      held: [['tornado'], ['diodon']],
      eventDiscard: ['sunfish'],
      scores: [12, 30],
      current: 0,
      starter: 1,
      phase: PHASE.PLAY,
      round: 3,
      locked: 1,
    });
    // The table saw the opponent take the black Boat from a pile.
    s.shown[1] = s.hands[1].filter((c) => CARD_LABEL[c] === label('boat:black'));
    return s;
  };

  it('encodes my view feature by feature', () => {
    const s = build();
    const m = named(encoded(s, 0));
    expect(sliceOf(m, 'myHand')).toEqual({ 'crab:darkBlue': 2, 'mermaid:white': 1, 'shell:green': 1 });
    expect(sliceOf(m, 'oppShown')).toEqual({ 'boat:black': 1 });
    expect(sliceOf(m, 'myTable')).toEqual({ 'boat:darkBlue': 2 });
    expect(sliceOf(m, 'oppTable')).toEqual({ 'swimmer:black': 1, 'shark:green': 1, 'fish:darkBlue': 2, 'starfish:yellow': 1 });
    expect(sliceOf(m, 'groups')).toEqual({ 0: 0.25, 2: 0.25, 3: 0.25 });
    // Slot 0: swimmer-shark (flag 3); slot 1: fish-fish (flag 2) and a trio (flag 8).
    expect(sliceOf(m, 'oppGroupSlots')).toEqual({ 3: 1, [9 + 2]: 1, [9 + 8]: 1 });
    expect(sliceOf(m, 'myFaceDown')).toEqual({});
    expect(sliceOf(m, 'oppFaceDown')).toEqual({ 0: 1 });
    expect(sliceOf(m, 'pile1Top')).toEqual({ 'octopus:lightBlue': 1 });
    expect(sliceOf(m, 'pile2Top')).toEqual({ 'sailor:pink': 1 });
    expect(sliceOf(m, 'pile1Cards')).toEqual({ 'penguin:pink': 1, 'octopus:lightBlue': 1 });
    expect(sliceOf(m, 'pile2Cards')).toEqual({ 'sailor:pink': 1 });
    const unseen = sliceOf(m, 'unseen');
    expect(unseen['crab:darkBlue']).toBeUndefined(); // both copies in my hand
    expect(unseen['boat:darkBlue']).toBeUndefined(); // both on my table
    expect(unseen['boat:black']).toBe(1); // one shown in the opponent's hand, one unseen
    expect(unseen['fish:yellow']).toBe(1); // in the opponent's hand, unseen
    expect(unseen['shell:black']).toBe(1); // the opponent's face-down Shell
    expect(unseen['mermaid:white']).toBe(3);
    expect(unseen['sailor:pink']).toBeUndefined();
    expect(Object.values(unseen).reduce((a, b) => a + b, 0)).toBe(66 - 4 - 1 - 2 - 5 - 3);
    expect(sliceOf(m, 'pending')).toEqual({});
    expect(sliceOf(m, 'phase')).toEqual({ PLAY: 1 });
    expect(sliceOf(m, 'toMove')).toEqual({ 0: 1 });
    expect(sliceOf(m, 'sizes')).toEqual({ 0: 0.4, 1: 0.3, 2: 0.2, 3: 0.1, 4: Math.round((s.deck.length / 60) * 1e6) / 1e6 });
    expect(sliceOf(m, 'scores')).toEqual({ 0: 12 / 40, 1: 30 / 40 });
    expect(sliceOf(m, 'toTarget')).toEqual({ 0: 28 / 40, 1: 10 / 40 });
    expect(sliceOf(m, 'round')).toEqual({ 0: 0.3 });
    expect(sliceOf(m, 'tableEvent')).toEqual({ kraken: 1 });
    expect(sliceOf(m, 'myEvents')).toEqual({ tornado: 1 });
    expect(sliceOf(m, 'oppEvents')).toEqual({ diodon: 1 });
    expect(sliceOf(m, 'eventsGone')).toEqual({ sunfish: 1 });
    expect(sliceOf(m, 'lockedTurn')).toEqual({});
    expect(sliceOf(m, 'lockedNext')).toEqual({ 1: 1 });
    expect(sliceOf(m, 'call')).toEqual({ 0: 1 });
    expect(sliceOf(m, 'finalTurn')).toEqual({});
    // My points: the Boat duo and the Crab pair (the Tornado cancels the Mermaid) = 2; colour
    // bonus: four dark blue; the opponent's known points: its duo 1 + its trio 3 = 4.
    expect(sliceOf(m, 'points')).toEqual({ 0: 0.1, 1: 0.4, 2: 0.2 });
    expect(sliceOf(m, 'mayCall')).toEqual({});
    expect(sliceOf(m, 'variant')).toEqual({ 0: 1, 1: 1 });
    expect(sliceOf(m, 'iStarted')).toEqual({});
  });

  it("encodes the opponent's view from its side", () => {
    const s = build();
    const m = named(encoded(s, 1));
    expect(sliceOf(m, 'myHand')).toEqual({ 'boat:black': 1, 'fish:yellow': 1, 'octopus:grey': 1 });
    expect(sliceOf(m, 'oppShown')).toEqual({});
    expect(sliceOf(m, 'myFaceDown')).toEqual({ 'shell:black': 1 });
    expect(sliceOf(m, 'oppFaceDown')).toEqual({});
    expect(sliceOf(m, 'oppGroupSlots')).toEqual({ 1: 1 }); // my boat duo seen from the other side
    expect(sliceOf(m, 'unseen')['shell:black']).toBeUndefined();
    expect(sliceOf(m, 'unseen')['crab:darkBlue']).toBe(2);
    expect(sliceOf(m, 'toMove')).toEqual({});
    expect(sliceOf(m, 'scores')).toEqual({ 0: 30 / 40, 1: 12 / 40 });
    expect(sliceOf(m, 'myEvents')).toEqual({ diodon: 1 });
    expect(sliceOf(m, 'lockedNext')).toEqual({ 0: 1 });
    expect(sliceOf(m, 'iStarted')).toEqual({ 0: 1 });
  });

  it('pending cards are features for the player deciding, unseen for the other', () => {
    const s = build();
    s.phase = PHASE.KEEP;
    s.pending = [s.deck.pop()!, s.deck.pop()!];
    const labels = s.pending.map((c) => CARD_LABEL[c]);
    const mine = toDense(encoded(s, 0));
    const theirs = toDense(encoded(s, 1));
    const pend = encodingSlice('pending').offset;
    for (const l of labels) {
      expect(mine[pend + l]).toBeGreaterThan(0);
      expect(theirs[pend + l]).toBe(0);
    }
    const unseenOf = (d: Float32Array, l: number) => d[encodingSlice('unseen').offset + l];
    const before = toDense(encoded(build(), 0));
    for (const l of new Set(labels)) {
      const n = labels.filter((x) => x === l).length;
      expect(unseenOf(mine, l)).toBe(unseenOf(before, l) - n);
    }
  });

  it('a LAST CHANCE call, a locked final turn, and the cards being chosen', () => {
    const s = build();
    s.call = 2;
    s.caller = 1;
    s.lockedTurn = true;
    s.locked = -1;
    const m = named(encoded(s, 0));
    expect(sliceOf(m, 'call')).toEqual({ 2: 1 });
    expect(sliceOf(m, 'finalTurn')).toEqual({ 0: 1 });
    expect(sliceOf(m, 'lockedTurn')).toEqual({ 0: 1 });
    expect(sliceOf(named(encoded(s, 1)), 'call')).toEqual({ 1: 1 });

    const swap = build();
    swap.phase = PHASE.SWAP_TAKE;
    swap.target2 = 1;
    swap.swapGive = swap.hands[0].find((c) => CARD_LABEL[c] === label('shell:green'))!;
    expect(sliceOf(named(encoded(swap, 0)), 'choiceCard')).toEqual({ 'shell:green': 1 });
    expect(sliceOf(named(encoded(swap, 1)), 'choiceCard')).toEqual({});

    const crab = build();
    crab.phase = PHASE.CRAB_RUN;
    crab.crabPile = 0;
    crab.crabLabel = label('penguin:pink');
    expect(sliceOf(named(encoded(crab, 0)), 'choiceCard')).toEqual({ 'penguin:pink': 1 });
    expect(sliceOf(named(encoded(crab, 0)), 'crabPile')).toEqual({ 0: 1 });
    expect(sliceOf(named(encoded(crab, 1)), 'crabPile')).toEqual({});
  });

  it('may call once the points reach the threshold, 10 under the Treasure Chest', () => {
    const s = scenario({ hands: [['crab:darkBlue', 'crab:black', 'fish:darkBlue', 'fish:black', 'boat:black', 'boat:yellow', 'shell:green']], phase: PHASE.PLAY });
    expect(sliceOf(named(encoded(s, 0)), 'mayCall')).toEqual({});
    s.hands[0].push(s.deck.splice(s.deck.findIndex((c) => CARD_LABEL[c] === label('shell:grey')), 1)[0]);
    s.hands[0].push(s.deck.splice(s.deck.findIndex((c) => CARD_LABEL[c] === label('shell:black')), 1)[0]);
    // Three pairs (3) and three Shells (4): 7.
    expect(sliceOf(named(encoded(s, 0)), 'points')[0]).toBeCloseTo(7 / 20, 6);
    expect(sliceOf(named(encoded(s, 0)), 'mayCall')).toEqual({ 0: 1 });
    s.tableEvent = ev('treasureChest');
    s.eventDeck = s.eventDeck.filter((e) => e !== s.tableEvent);
    expect(sliceOf(named(encoded(s, 0)), 'mayCall')).toEqual({});
  });
});

/**
 * Re-deals every card `p` cannot see: the deck, the cards of the other hands not in state.shown,
 * and another player's pending cards; also reshuffles the event deck, reseeds the RNG and reorders
 * the other hands. Every card stays a card of the game; only who holds which hidden card changes.
 */
function redealHidden(s: State, p: number, seed: number): State {
  const t = cloneState(s);
  const rng = seedRng(seed);
  const slots: { get: () => number; set: (c: number) => void }[] = [];
  t.deck.forEach((_, i) => slots.push({ get: () => t.deck[i], set: (c) => { t.deck[i] = c; } }));
  for (let q = 0; q < t.players; q++) {
    if (q === p) continue;
    const hand = t.hands[q];
    hand.forEach((c, i) => {
      if (t.shown[q].includes(c) || c === t.swapGive) return;
      slots.push({ get: () => hand[i], set: (x) => { hand[i] = x; } });
    });
  }
  if (t.current !== p) t.pending.forEach((_, i) => slots.push({ get: () => t.pending[i], set: (c) => { t.pending[i] = c; } }));
  const pool = slots.map((x) => x.get());
  shuffleInPlace(rng, pool);
  slots.forEach((x, i) => x.set(pool[i]));
  for (let q = 0; q < t.players; q++) if (q !== p) shuffleInPlace(rng, t.hands[q]);
  shuffleInPlace(rng, t.eventDeck);
  t.rng = seedRng(nextUint32(rng));
  return t;
}

describe('only what the seat could know', () => {
  it('re-dealing the hidden cards leaves every seat\'s features unchanged', () => {
    let changed = 0, checked = 0;
    for (const { state } of randomPositions(40, 2, DEFAULT_OPTIONS, 11)) {
      for (let p = 0; p < 2; p++) {
        const before = pairs(encoded(state, p));
        for (let k = 0; k < 3; k++) {
          const other = redealHidden(state, p, state.ply * 31 + p * 7 + k);
          if (JSON.stringify(other.hands) !== JSON.stringify(state.hands) || other.deck.join() !== state.deck.join()) changed++;
          checked++;
          expect(pairs(encoded(other, p))).toBe(before);
        }
      }
    }
    // The re-deal really moved cards in most positions.
    expect(changed).toBeGreaterThan(checked * 0.9);
  });

  it('re-dealing the hidden cards of 3-4 player games leaves the features unchanged', () => {
    for (const options of [BASE3, BASE4]) {
      for (const { state } of randomPositions(6, 3, options, 5)) {
        for (let p = 0; p < state.players; p++) {
          expect(pairs(encoded(redealHidden(state, p, state.ply + p), p))).toBe(pairs(encoded(state, p)));
        }
      }
    }
  });

  it("a world dealt from the seat's knowledge encodes the same (pile contents aside, see encoding.ts)", () => {
    // After an opponent's Crab take the seat does not know which card left the pile: a dealt world
    // may differ there, and so in the unseen counts. Everything else must be identical.
    const loose = new Set(['pile1Cards', 'pile2Cards', 'unseen']);
    const strict = ENCODING_SLICES.filter((s) => !loose.has(s.name));
    let steps = 0, fullyEqual = 0;
    for (let g = 1; g <= 12; g++) {
      playTracked(DEFAULT_OPTIONS, 500 + g, ({ state, knowledge }) => {
        if (state.phase === PHASE.GAME_OVER) return;
        const seat = state.current;
        const world = determinize(knowledge[seat], seedRng(g * 7777 + state.ply));
        const a = toDense(encoded(state, seat));
        const b = toDense(encoded(world, seat));
        for (const s of strict) {
          for (let i = s.offset; i < s.offset + s.size; i++) {
            if (a[i] !== b[i]) throw new Error(`game ${g}, ply ${state.ply}: ${featureName(i)} is ${a[i]} in the real state, ${b[i]} in a dealt world`);
          }
        }
        steps++;
        if (a.every((x, i) => x === b[i])) fullyEqual++;
      });
    }
    expect(steps).toBeGreaterThan(500);
    expect(fullyEqual / steps).toBeGreaterThan(0.95);
  });
});
