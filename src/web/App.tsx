// The app shell: a header with the pages and the language switch, and the page of the URL's hash
// (#/play, #/rules, ...), so that the app works from any static server and offline.
import { Suspense, lazy, useEffect, useState } from 'react';
import { getLang, setLang, t, useLang } from './i18n/index.js';
import { PlayPage } from './pages/PlayPage.js';
import { RulesPage } from './pages/RulesPage.js';
import { CardsPage } from './pages/CardsPage.js';
import { EventsPage } from './pages/EventsPage.js';
import { AiPage } from './pages/AiPage.js';
import { AboutPage } from './pages/AboutPage.js';

// The analysis page (its pickers, chart and session store) loads only when opened: the first visit,
// to the play page, stays small.
const AnalysisPage = lazy(() => import('./pages/AnalysisPage.js').then((m) => ({ default: m.AnalysisPage })));

const PAGES = [
  { id: 'play', label: 'nav.play', Page: PlayPage },
  { id: 'analysis', label: 'nav.analysis', Page: AnalysisPage },
  { id: 'rules', label: 'nav.rules', Page: RulesPage },
  { id: 'cards', label: 'nav.cards', Page: CardsPage },
  { id: 'events', label: 'nav.events', Page: EventsPage },
  { id: 'ai', label: 'nav.ai', Page: AiPage },
  { id: 'about', label: 'nav.about', Page: AboutPage },
] as const;

function pageFromHash(): string {
  const id = location.hash.replace(/^#\/?/, '').split('/')[0];
  return PAGES.some((p) => p.id === id) ? id : 'play';
}

export function App() {
  useLang();
  const [page, setPage] = useState(pageFromHash);
  useEffect(() => {
    const onHash = () => setPage(pageFromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const current = PAGES.find((p) => p.id === page) ?? PAGES[0];
  return (
    <div className="app">
      <header className="app-header">
        <a className="brand" href="#/play">{t('app.title')}<span className="unofficial">{t('app.unofficial')}</span></a>
        <nav aria-label="pages">
          {PAGES.map((p) => (
            <a key={p.id} href={`#/${p.id}`} aria-current={p.id === page ? 'page' : undefined}>{t(p.label)}</a>
          ))}
        </nav>
        <button type="button" className="lang" aria-label={t('lang.label')} onClick={() => setLang(getLang() === 'en' ? 'zh' : 'en')}>
          {t('lang.switch')}
        </button>
      </header>
      <main><Suspense fallback={<p className="loading">{t('app.loading')}</p>}><current.Page /></Suspense></main>
    </div>
  );
}
