// Everything entered so far, numbered, newest last; each entry goes back to the moment before it.
import type { FollowEntry, Knowledge } from '../../../engine/index.js';
import { entryMsgs } from '../../analysis/entryText.js';
import { msgText } from '../../game/text.js';
import { t } from '../../i18n/index.js';

export interface EntryListProps {
  entries: readonly FollowEntry[];
  /** The knowledge before each entry (for who acted and the table then). */
  timeline: readonly Knowledge[];
  viewing: number | null;
  onPick: (index: number) => void;
}

export function EntryList({ entries, timeline, viewing, onPick }: EntryListProps) {
  return (
    <section className="entry-list" aria-labelledby="entries-title">
      <h2 id="entries-title">{t('analysis.entries.title', { count: entries.length })}</h2>
      {entries.length === 0 ? <p className="hint-small">{t('analysis.entries.none')}</p> : (
        <ol data-testid="entries">
          {entries.map((e, i) => {
            const k = timeline[i];
            const mine = k ? k.view.current === k.seat : false;
            const groups = k ? k.view.tables[mine ? (k.seat + 1) % k.view.players : k.seat] : [];
            const text = entryMsgs(e, k?.view.pileTops ?? [], groups).map(msgText).join(' · ');
            return (
              <li key={i} className={`${mine ? 'by-you' : 'by-them'}${viewing === i ? ' is-viewing' : ''}`}>
                <button type="button" className="link" onClick={() => onPick(i)} data-index={i}>
                  <span className="who">{mine ? t('analysis.you') : t('analysis.opponent')}</span> {text}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
