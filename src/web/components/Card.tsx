// A card, drawn as our own SVG art. Placeholder until the art lands: name and colour only.
import { CARD_LABEL, COLOURS, LABEL_COLOUR, LABEL_KIND, KINDS } from '../../engine/cards.js';

export interface CardProps {
  /** The card's label (kind and colour), or -1 for a face-down card. */
  label: number;
  size?: 'sm' | 'md' | 'lg';
}

export function Card({ label, size = 'md' }: CardProps) {
  if (label < 0) return <span className={`card card-${size} face-down`} aria-label="face-down card" />;
  const name = `${KINDS[LABEL_KIND[label]]} ${COLOURS[LABEL_COLOUR[label]]}`;
  return <span className={`card card-${size}`} aria-label={name} title={name}>{name}</span>;
}

void CARD_LABEL;
