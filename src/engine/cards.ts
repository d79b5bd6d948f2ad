// The card table: every physical card, its kind and colour, as data (RULES.md sections 1-2).
// Shared code asks these tables for properties instead of branching on card names.

export const COLOURS = [
  'white', 'darkBlue', 'lightBlue', 'black', 'yellow', 'green',
  'purple', 'grey', 'lightOrange', 'pink', 'orange',
] as const;
export type Colour = (typeof COLOURS)[number];
export const COLOUR_COUNT = COLOURS.length;

export const KINDS = [
  'mermaid', 'crab', 'boat', 'fish', 'swimmer', 'shark', 'shell', 'octopus', 'penguin', 'sailor',
  'lighthouse', 'shoal', 'colony', 'captain', 'jellyfish', 'lobster', 'castOfCrabs', 'starfish', 'seahorse',
] as const;
export type Kind = (typeof KINDS)[number];
export const KIND_COUNT = KINDS.length;

/** Kind indices, named for the hot paths (scoring, legal moves). */
export const K = Object.fromEntries(KINDS.map((k, i) => [k, i])) as { readonly [P in Kind]: number };

/** Which cards of each kind exist, with the colour of every copy. `salt` marks Extra Salt cards. */
const DECK_SPEC: ReadonlyArray<readonly [Kind, boolean, ReadonlyArray<readonly [Colour, number]>]> = [
  ['mermaid', false, [['white', 4]]],
  ['crab', false, [['darkBlue', 2], ['lightBlue', 2], ['black', 1], ['yellow', 2], ['green', 1], ['grey', 1]]],
  ['boat', false, [['darkBlue', 2], ['lightBlue', 2], ['black', 2], ['yellow', 2]]],
  ['fish', false, [['darkBlue', 2], ['lightBlue', 1], ['black', 2], ['yellow', 1], ['green', 1]]],
  ['swimmer', false, [['darkBlue', 1], ['lightBlue', 1], ['black', 1], ['yellow', 1], ['lightOrange', 1]]],
  ['shark', false, [['darkBlue', 1], ['lightBlue', 1], ['black', 1], ['green', 1], ['purple', 1]]],
  ['shell', false, [['darkBlue', 1], ['lightBlue', 1], ['black', 1], ['yellow', 1], ['green', 1], ['grey', 1]]],
  ['octopus', false, [['lightBlue', 1], ['yellow', 1], ['green', 1], ['purple', 1], ['grey', 1]]],
  ['penguin', false, [['purple', 1], ['lightOrange', 1], ['pink', 1]]],
  ['sailor', false, [['pink', 1], ['orange', 1]]],
  ['lighthouse', false, [['purple', 1]]],
  ['shoal', false, [['grey', 1]]],
  ['colony', false, [['green', 1]]],
  ['captain', false, [['lightOrange', 1]]],
  ['jellyfish', true, [['purple', 1], ['pink', 1]]],
  ['lobster', true, [['black', 1]]],
  ['castOfCrabs', true, [['green', 1]]],
  ['starfish', true, [['darkBlue', 1], ['lightBlue', 1], ['yellow', 1]]],
  ['seahorse', true, [['white', 1]]],
];

/**
 * A label is a (kind, colour) pair: copies with the same label are interchangeable. Labels are
 * numbered 0..LABEL_COUNT-1 in the order of DECK_SPEC; physical cards 0..65 are numbered so that
 * the copies of a label are consecutive.
 */
export const LABEL_KIND: number[] = [];
export const LABEL_COLOUR: number[] = [];
export const LABEL_COPIES: number[] = [];
export const LABEL_SALT: boolean[] = [];
export const LABEL_NAMES: string[] = [];
export const CARD_LABEL: number[] = [];
export const CARD_KIND: number[] = [];
export const CARD_COLOUR: number[] = [];
/** First physical card id of each label. */
export const LABEL_FIRST_CARD: number[] = [];

for (const [kind, salt, copies] of DECK_SPEC) {
  for (const [colour, n] of copies) {
    const label = LABEL_KIND.length;
    LABEL_KIND.push(K[kind]);
    LABEL_COLOUR.push(COLOURS.indexOf(colour));
    LABEL_COPIES.push(n);
    LABEL_SALT.push(salt);
    LABEL_NAMES.push(`${kind}:${colour}`);
    LABEL_FIRST_CARD.push(CARD_LABEL.length);
    for (let i = 0; i < n; i++) {
      CARD_LABEL.push(label);
      CARD_KIND.push(K[kind]);
      CARD_COLOUR.push(COLOURS.indexOf(colour));
    }
  }
}

export const LABEL_COUNT = LABEL_KIND.length; // 54
export const CARD_COUNT = CARD_LABEL.length; // 66
export const BASE_CARD_COUNT = CARD_LABEL.filter((l) => !LABEL_SALT[l]).length; // 58

const LABEL_BY_NAME = new Map(LABEL_NAMES.map((n, i) => [n, i]));

export type KindClass = 'mermaid' | 'duo' | 'collector' | 'multiplier' | 'special';
export const KIND_CLASS: Record<Kind, KindClass> = {
  mermaid: 'mermaid', crab: 'duo', boat: 'duo', fish: 'duo', swimmer: 'duo', shark: 'duo',
  shell: 'collector', octopus: 'collector', penguin: 'collector', sailor: 'collector',
  lighthouse: 'multiplier', shoal: 'multiplier', colony: 'multiplier', captain: 'multiplier',
  jellyfish: 'duo', lobster: 'duo', castOfCrabs: 'multiplier', starfish: 'special', seahorse: 'special',
};

/** Collector families: points by number of cards (index = count), and the family's maximum. */
export const COLLECTOR_POINTS: Readonly<Record<number, readonly number[]>> = {
  [K.shell]: [0, 0, 2, 4, 6, 8, 10],
  [K.octopus]: [0, 0, 3, 6, 9, 12],
  [K.penguin]: [0, 1, 3, 5],
  [K.sailor]: [0, 0, 5],
};
export const COLLECTOR_KINDS = [K.shell, K.octopus, K.penguin, K.sailor] as const;

/** Multiplier kind -> [kind it counts, points per card]. */
export const MULTIPLIERS: ReadonlyArray<readonly [number, number, number]> = [
  [K.lighthouse, K.boat, 1],
  [K.shoal, K.fish, 1],
  [K.colony, K.penguin, 2],
  [K.captain, K.sailor, 3],
  [K.castOfCrabs, K.crab, 1],
];

/** Kinds the Dolphins react to when discarded. */
export const DOLPHIN_KINDS: ReadonlySet<number> = new Set([K.shell, K.octopus, K.penguin, K.sailor, K.seahorse]);

export function labelName(label: number): string {
  return LABEL_NAMES[label];
}

export function cardName(card: number): string {
  return LABEL_NAMES[CARD_LABEL[card]];
}

/** Parses `code:colour`; returns an error message naming what is wrong. */
export function parseLabel(text: string): number | { error: string } {
  if (typeof text !== 'string') return { error: `a card must be a string "code:colour", got ${JSON.stringify(text)}` };
  const found = LABEL_BY_NAME.get(text);
  if (found !== undefined) return found;
  const [kind, colour, extra] = text.split(':');
  if (extra !== undefined || colour === undefined) return { error: `"${text}" is not a card: write it as code:colour, e.g. crab:darkBlue` };
  if (!(KINDS as readonly string[]).includes(kind)) return { error: `unknown card "${kind}" in "${text}"` };
  if (!(COLOURS as readonly string[]).includes(colour)) return { error: `unknown colour "${colour}" in "${text}"` };
  return { error: `there is no ${colour} ${kind} in the deck ("${text}")` };
}

/** Physical card ids of a label. */
export function cardsOfLabel(label: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < LABEL_COPIES[label]; i++) out.push(LABEL_FIRST_CARD[label] + i);
  return out;
}
