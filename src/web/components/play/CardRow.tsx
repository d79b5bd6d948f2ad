// A row of cards (labels; -1 draws a face-down card), as a list for screen readers.
import { Card } from '../Card.js';

export interface CardRowProps {
  cards: readonly number[];
  /** Face-down cards drawn after the others. */
  faceDown?: number;
  size?: 'sm' | 'md' | 'lg';
  /** The list's name for screen readers. */
  label: string;
  className?: string;
  /** Shown when there is no card at all. */
  empty?: string;
}

export function CardRow({ cards, faceDown = 0, size = 'sm', label, className = '', empty }: CardRowProps) {
  const all = [...cards, ...new Array<number>(faceDown).fill(-1)];
  if (all.length === 0) return empty ? <p className={`card-row-empty ${className}`}>{empty}</p> : null;
  return (
    <ul className={`card-row ${className}`} aria-label={label}>
      {all.map((l, i) => (
        <li key={i}><Card label={l} size={size} /></li>
      ))}
    </ul>
  );
}
