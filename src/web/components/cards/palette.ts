// The colours of the card art, indexed like COLOURS in the engine's card table. `bg` is the card's
// background, `ink` the text drawn on it (chosen for contrast), `art` the fill used in the drawings
// (the same colour, except white, which needs a visible tint on the paper medallion).
import type { Colour } from '../../../engine/cards.js';

export const INK = '#1d2a33';
export const PAPER = '#fffaf0';

export interface Swatch {
  bg: string;
  ink: string;
  art: string;
  /** A darker edge around the card. */
  edge: string;
}

export const SWATCHES: Record<Colour, Swatch> = {
  white: { bg: '#f7f4ec', ink: INK, art: '#cfe0ea', edge: '#a9a293' },
  darkBlue: { bg: '#1f4e8c', ink: '#ffffff', art: '#2d63ad', edge: '#123563' },
  lightBlue: { bg: '#7cc4e8', ink: INK, art: '#7cc4e8', edge: '#4a97bf' },
  black: { bg: '#2a2b30', ink: '#ffffff', art: '#4a4c55', edge: '#0f1013' },
  yellow: { bg: '#f2cf3a', ink: INK, art: '#f2cf3a', edge: '#bf9d12' },
  green: { bg: '#93d06e', ink: INK, art: '#93d06e', edge: '#5f9b3c' },
  purple: { bg: '#7b4fa0', ink: '#ffffff', art: '#9468ba', edge: '#553472' },
  grey: { bg: '#bcc0c4', ink: INK, art: '#bcc0c4', edge: '#868b90' },
  lightOrange: { bg: '#f7bd86', ink: INK, art: '#f7bd86', edge: '#cf8c4f' },
  pink: { bg: '#f5b6ca', ink: INK, art: '#f5b6ca', edge: '#cf7f98' },
  orange: { bg: '#e8741e', ink: INK, art: '#e8741e', edge: '#a94f0c' },
};
