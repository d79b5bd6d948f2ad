// Picks cards among those still possible: each a button with its picture and name (a card already
// taken as often as it can be is disabled); typing filters them and Enter takes the first one left.
// The cards picked are listed in order, and a click on one puts it back.
import { useState } from 'react';
import { LABEL_NAMES } from '../../../engine/index.js';
import { cardText } from '../../game/text.js';
import { t } from '../../i18n/index.js';
import { Card } from '../Card.js';

export interface CardPickerProps {
  /** The cards that can be picked (labels), and how many of each at most (by label). */
  candidates: readonly number[];
  max?: readonly number[];
  picked: readonly number[];
  /** How many cards to pick. */
  count: number;
  onChange: (picked: number[]) => void;
  legend: string;
  testId: string;
  /** Offer "empty" (-1) as well, for a pile's top. */
  allowEmpty?: boolean;
}

export function CardPicker({ candidates, max, picked, count, onChange, legend, testId, allowEmpty = false }: CardPickerProps) {
  const [filter, setFilter] = useState('');
  const f = filter.trim().toLowerCase();
  const shown = [...(allowEmpty ? [-1] : []), ...candidates].filter((l) => !f || (l < 0 ? t('analysis.pick.empty') : `${cardText(l)} ${LABEL_NAMES[l]}`).toLowerCase().includes(f));
  const times = (l: number) => picked.filter((x) => x === l).length;
  const full = picked.length >= count;
  // With one card to pick, a click replaces the pick (the same card again enters it again).
  const canTake = (l: number) => count === 1 || (!full && (l < 0 || times(l) < (max?.[l] ?? 1)));
  const take = (l: number) => {
    if (count === 1) onChange([l]);
    else if (canTake(l)) onChange([...picked, l]);
  };
  return (
    <fieldset className="picker" data-testid={testId}>
      <legend>{legend} <span className="picker-count">{t('analysis.pick.count', { picked: picked.length, count })}</span></legend>
      {picked.length > 0 && (
        <ol className="picked" aria-label={t('analysis.pick.picked')}>
          {picked.map((l, i) => (
            <li key={i}>
              <button type="button" className="chip" data-picked={l < 0 ? 'empty' : LABEL_NAMES[l]} onClick={() => onChange(picked.filter((_, j) => j !== i))}
                aria-label={t('analysis.pick.remove', { card: l < 0 ? t('analysis.pick.empty') : cardText(l) })}>
                {l < 0 ? t('analysis.pick.empty') : cardText(l)} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <input
        type="search"
        className="picker-filter"
        value={filter}
        placeholder={t('analysis.pick.filter')}
        aria-label={t('analysis.pick.filterLabel', { what: legend })}
        data-testid={`${testId}-filter`}
        onChange={(e) => setFilter(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          const first = shown.find(canTake);
          if (first !== undefined) {
            take(first);
            setFilter('');
          }
        }}
      />
      <div className="picker-cards" role="group" aria-label={legend}>
        {shown.map((l) => (
          <button
            key={l}
            type="button"
            className={`pick${times(l) > 0 ? ' is-picked' : ''}`}
            data-label={l < 0 ? 'empty' : LABEL_NAMES[l]}
            disabled={!canTake(l)}
            aria-pressed={times(l) > 0}
            onClick={() => take(l)}
          >
            {l < 0 ? <span className="pick-empty">{t('analysis.pick.empty')}</span> : <Card label={l} size="sm" />}
            <span className="pick-name">{l < 0 ? '' : cardText(l)}</span>
          </button>
        ))}
        {shown.length === 0 && <p className="hint-small">{t('analysis.pick.none')}</p>}
      </div>
    </fieldset>
  );
}
