// The seat's decisions that cost the most (by the analyses made), largest first; each goes back to its moment.
import type { DecisionReview } from '../../analysis/session.js';
import { t } from '../../i18n/index.js';

export interface CostliestListProps {
  reviews: readonly DecisionReview[];
  /** An action of the decision at `index` in words (the table of that moment names its cards). */
  describe: (index: number, action: number) => string;
  onPick: (index: number) => void;
}

export function CostliestList({ reviews, describe, onPick }: CostliestListProps) {
  return (
    <section className="costliest" aria-labelledby="costliest-title" data-testid="costliest">
      <h2 id="costliest-title">{t('analysis.costliest.title')}</h2>
      {reviews.length === 0 ? <p className="hint-small">{t('analysis.costliest.none')}</p> : (
        <ol>
          {reviews.map((r) => (
            <li key={r.index}>
              <button type="button" className={`link cost-${r.label}`} data-index={r.index} onClick={() => onPick(r.index)}>
                {t('analysis.costliest.item', {
                  n: r.index + 1,
                  chosen: describe(r.index, r.chosen),
                  best: describe(r.index, r.analysis.best),
                  cost: (r.cost * 100).toFixed(1),
                  label: t(`analysis.cost.${r.label}`),
                })}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
