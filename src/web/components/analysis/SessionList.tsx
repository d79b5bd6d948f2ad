// The sessions saved in this browser: open or delete each; import one exported before.
import { t } from '../../i18n/index.js';

export interface SessionListProps {
  names: readonly string[];
  current: string | null;
  problems: readonly string[];
  onOpen: (name: string) => void;
  onDelete: (name: string) => void;
}

export function SessionList({ names, current, problems, onOpen, onDelete }: SessionListProps) {
  return (
    <section className="panel sessions" aria-labelledby="sessions-title" data-testid="sessions">
      <h2 id="sessions-title">{t('analysis.sessions.title')}</h2>
      {problems.length > 0 && (
        <div className="notice notice-error" role="alert">
          <p>{t('analysis.sessions.problems')}</p>
          {problems.map((p, i) => <p key={i} className="notice-detail">{p}</p>)}
        </div>
      )}
      {names.length === 0 ? <p className="hint-small">{t('analysis.sessions.none')}</p> : (
        <ul>
          {names.map((n) => (
            <li key={n} data-session={n} className={n === current ? 'is-current' : ''}>
              <span className="session-name">{n}</span>
              <button type="button" onClick={() => onOpen(n)} disabled={n === current}>{t('analysis.sessions.open')}</button>
              <button type="button" onClick={() => { if (window.confirm(t('analysis.sessions.confirmDelete', { name: n }))) onDelete(n); }}>{t('analysis.sessions.delete')}</button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
