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
  kindCounts.fill(0);
  handKinds.fill(0);
  colourCounts.fill(0);
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
  const fam = [0, 0, 0, 0];
  for (let f = 0; f < 4; f++) {
    const kind = COLLECTOR_KINDS[f];
    const n = handKinds[kind];
    fam[f] = collectorPoints(kind, n, events);
    collectors += fam[f];
    const max = COLLECTOR_POINTS[kind].length - 1;
    if (handKinds[K.seahorse] > 0 && n >= 1 && n < max) {
      bestSeahorse = Math.max(bestSeahorse, collectorPoints(kind, n + 1, events) - fam[f]);
    }
  }

  let multipliers = 0;
  for (let m = 0; m < MULTIPLIERS.length; m++) {
    const [mult, target, per] = MULTIPLIERS[m];
    if (handKinds[mult] > 0) multipliers += handKinds[mult] * per * kindCounts[target];
  }

  let mermaids = 0;
  const nMermaids = kindCounts[K.mermaid];
  if (nMermaids > 0 && !hasEvent(events, E.tornado)) {
    // Each colour serves one Mermaid, most common colours first.
    const sorted = Array.from(colourCounts).sort((a, b) => b - a);
    for (let i = 0; i < nMermaids && i < sorted.length; i++) mermaids += sorted[i];
  }

  if (out) {
    out.duos = duos;
    out.starfish = starfish;
    out.shell = fam[0];
    out.octopus = fam[1];
    out.penguin = fam[2];
    out.sailor = fam[3];
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
