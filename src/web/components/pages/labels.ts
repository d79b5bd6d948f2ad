// Card labels by name, for the pictures on the content pages.
import { COLOURS, type Colour, type Kind, LABEL_COLOUR, LABEL_COPIES, LABEL_KIND, LABEL_NAMES, LABEL_SALT } from '../../../engine/cards.js';

/** The label of the card `kind` in `colour`; throws on a card that does not exist (a programming error). */
export function lab(kind: Kind, colour: Colour): number {
  const i = LABEL_NAMES.indexOf(`${kind}:${colour}`);
  if (i < 0) throw new Error(`no ${colour} ${kind} in the deck`);
  return i;
}

/** The first label of a kind (any colour), for pictures where the colour does not matter. */
export function anyOf(kind: Kind): number {
  const i = LABEL_NAMES.findIndex((n) => n.startsWith(`${kind}:`));
  if (i < 0) throw new Error(`no ${kind} in the deck`);
  return i;
}

/** Cards of each colour: [base game, with Extra Salt]. */
export function colourCounts(): Record<Colour, [number, number]> {
  const out = Object.fromEntries(COLOURS.map((c) => [c, [0, 0]])) as unknown as Record<Colour, [number, number]>;
  LABEL_KIND.forEach((_, label) => {
    const c = COLOURS[LABEL_COLOUR[label]];
    out[c][1] += LABEL_COPIES[label];
    if (!LABEL_SALT[label]) out[c][0] += LABEL_COPIES[label];
  });
  return out;
}

