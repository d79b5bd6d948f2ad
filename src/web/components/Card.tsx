// A card, drawn as our own SVG art (see components/cards/): its colour as background, a colour
// symbol for colour-blind players, a drawing of its kind and its translated name. Screen readers
// get the same as text (aria-label). label -1 draws the back of a card.
import { COLOURS, KINDS, LABEL_COLOUR, LABEL_KIND, LABEL_SALT } from '../../engine/cards.js';
import { t } from '../i18n/index.js';
import { CardBack, CardFace, type CardSize } from './cards/CardFace.js';
import '../styles/cards.css';

export interface CardProps {
  /** The card's label (kind and colour), or -1 for a face-down card. */
  label: number;
  size?: CardSize;
}

/** The card's name and colour in words, as screen readers say it. */
export function cardText(label: number): string {
  if (label < 0) return t('card.faceDown');
  const text = t('card.aria', { name: t(`kind.${KINDS[LABEL_KIND[label]]}`), colour: t(`colour.${COLOURS[LABEL_COLOUR[label]]}`) });
  return LABEL_SALT[label] ? t('card.ariaSalt', { card: text }) : text;
}

export function Card({ label, size = 'md' }: CardProps) {
  const known = Number.isInteger(label) && label >= 0 && label < LABEL_KIND.length;
  return (
    <svg className={`card card-${size}${known ? '' : ' face-down'}`} viewBox="0 0 100 140" role="img" aria-label={cardText(known ? label : -1)} focusable="false">
      {known ? <CardFace label={label} size={size} name={t(`kind.${KINDS[LABEL_KIND[label]]}`)} /> : <CardBack />}
    </svg>
  );
}
