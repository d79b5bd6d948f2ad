// Card points and the colour bonus (RULES.md section 5), with a breakdown by category.
// Written over kind and colour counts so the hot path (every call check, every round end) is cheap.

import { CARD_COLOUR, CARD_KIND, COLLECTOR_KINDS, COLLECTOR_POINTS, COLOUR_COUNT, K, KIND_COUNT, MULTIPLIERS } from './cards.js';
import { E, hasEvent } from './events.js';

export interface ScoreBreakdown {
  duos: number;
  starfish: number;
  shell: number;
  octopus: number;
  penguin: number;
  sailor: number;
  seahorse: number;
  multipliers: number;
  mermaids: number;
}

export const SCORE_CATEGORIES = ['duos', 'starfish', 'shell', 'octopus', 'penguin', 'sailor', 'seahorse', 'multipliers', 'mermaids'] as const;

const kindCounts = new Int32Array(KIND_COUNT);
const handKinds = new Int32Array(KIND_COUNT);
const colourCounts = new Int32Array(COLOUR_COUNT);
// cardPoints runs at every network evaluation and call check of the search (about 10% of a
// search's time), so it allocates nothing: scratch arrays, and the card tables flattened.
const familyPoints = new Int32Array(4);
const COLLECTOR_MAX = Int32Array.from(COLLECTOR_KINDS, (kind) => COLLECTOR_POINTS[kind].length - 1);
/** MULTIPLIERS as [multiplier kind, kind it counts, points per card] triples. */
const MULTIPLIER_FLAT = Int32Array.from(MULTIPLIERS.flat());
const largestScratch = new Int32Array(COLOUR_COUNT);

/** The sum of the `n` largest entries of `counts` (each colour serves one Mermaid, most common first). */
function sumOfLargest(counts: Int32Array, n: number): number {
  largestScratch.set(counts);
  let sum = 0;
  for (let i = 0; i < n && i < largestScratch.length; i++) {
    let best = 0;
    for (let c = 1; c < largestScratch.length; c++) if (largestScratch[c] > largestScratch[best]) best = c;
    sum += largestScratch[best];
    largestScratch[best] = -1;
  }
  return sum;
}

/** Points of a collector family holding `n` real cards, under the player's events. */
export function collectorPoints(kind: number, n: number, events: number): number {
  if (n <= 0) return 0;
  if (kind === K.shell && hasEvent(events, E.danceOfShells)) return 2 * n;
  if (kind === K.octopus && hasEvent(events, E.kraken)) return n;
  const table = COLLECTOR_POINTS[kind];
  return table[Math.min(n, table.length - 1)];
}

/** Valid pairs among the duo cards in hand: a maximum matching (Water Rodeo pairs never count in hand). */
export function pairsInHand(counts: ArrayLike<number>): number {
  const crabs = counts[K.crab];
  const crabPairs = crabs > 0 ? (crabs + counts[K.lobster]) >> 1 : 0;
  return (counts[K.boat] >> 1) + (counts[K.fish] >> 1) + crabPairs +
    Math.min(counts[K.swimmer], counts[K.shark] + counts[K.jellyfish]);
}

/**
 * Card points of a player: `hand` and the groups laid in front of them (`table`), under the events
 * that apply to them (a bitmask). A face-down Shell is not passed in: it counts for nothing.
 */
export function cardPoints(hand: readonly number[], table: readonly (readonly number[])[], events: number, out?: ScoreBreakdown): number {
  for (let k = 0; k < KIND_COUNT; k++) {
    kindCounts[k] = 0;
    handKinds[k] = 0;
  }
  for (let c = 0; c < COLOUR_COUNT; c++) colourCounts[c] = 0;
  for (let i = 0; i < hand.length; i++) {
    handKinds[CARD_KIND[hand[i]]]++;
    kindCounts[CARD_KIND[hand[i]]]++;
    colourCounts[CARD_COLOUR[hand[i]]]++;
  }
  let duos = 0, starfish = 0;
  for (let g = 0; g < table.length; g++) {
    const group = table[g];
    duos += 1;
    if (group.length === 3) starfish += 2;
    for (let i = 0; i < group.length; i++) {
      kindCounts[CARD_KIND[group[i]]]++;
      colourCounts[CARD_COLOUR[group[i]]]++;
    }
  }
  const handPairs = pairsInHand(handKinds);
  duos += handPairs;
  starfish += 2 * Math.min(handKinds[K.starfish], handPairs);

  let collectors = 0;
  let bestSeahorse = 0;
  const seahorse = handKinds[K.seahorse] > 0;
  for (let f = 0; f < 4; f++) {
    const kind = COLLECTOR_KINDS[f];
    const n = handKinds[kind];
    const points = collectorPoints(kind, n, events);
    familyPoints[f] = points;
    collectors += points;
    if (seahorse && n >= 1 && n < COLLECTOR_MAX[f]) {
      const more = collectorPoints(kind, n + 1, events) - points;
      if (more > bestSeahorse) bestSeahorse = more;
    }
  }

  let multipliers = 0;
  for (let m = 0; m < MULTIPLIER_FLAT.length; m += 3) {
    const mult = handKinds[MULTIPLIER_FLAT[m]];
    if (mult > 0) multipliers += mult * MULTIPLIER_FLAT[m + 2] * kindCounts[MULTIPLIER_FLAT[m + 1]];
  }

  let mermaids = 0;
  const nMermaids = kindCounts[K.mermaid];
  if (nMermaids > 0 && !hasEvent(events, E.tornado)) mermaids = sumOfLargest(colourCounts, nMermaids);

  if (out) {
    out.duos = duos;
    out.starfish = starfish;
    out.shell = familyPoints[0];
    out.octopus = familyPoints[1];
    out.penguin = familyPoints[2];
    out.sailor = familyPoints[3];
    out.seahorse = bestSeahorse;
    out.multipliers = multipliers;
    out.mermaids = mermaids;
  }
  return duos + starfish + collectors + bestSeahorse + multipliers + mermaids;
}

/** The number of cards of the player's most common colour, hand and table (white included). */
export function colourBonus(hand: readonly number[], table: readonly (readonly number[])[]): number {
  colourCounts.fill(0);
  let best = 0;
  const add = (c: number) => {
    const n = ++colourCounts[CARD_COLOUR[c]];
    if (n > best) best = n;
  };
  for (let i = 0; i < hand.length; i++) add(hand[i]);
  for (let g = 0; g < table.length; g++) for (let i = 0; i < table[g].length; i++) add(table[g][i]);
  return best;
}
