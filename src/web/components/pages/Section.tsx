// Building blocks of the content pages: sections addressable as #/page/section (so the hash routes
// keep working), a table of contents, and paragraphs and lists read from the translation tables.
import { useEffect, type ReactNode } from 'react';
import { t } from '../../i18n/index.js';
import '../../styles/pages.css';

/** The section named in the URL (#/rules/duos → 'duos'), if any. */
function sectionFromHash(): string | undefined {
  return location.hash.replace(/^#\/?/, '').split('/')[1] || undefined;
}

/** Scrolls to (and focuses) the section named in the URL, on arrival and when the hash changes. */
export function useSectionFromHash(page: string): void {
  useEffect(() => {
    const go = (initial: boolean) => {
      const section = sectionFromHash();
      const heading = section ? document.getElementById(`${page}-${section}`) : null;
      if (heading) {
        heading.scrollIntoView({ block: 'start' });
        heading.focus({ preventScroll: true });
      } else if (initial) window.scrollTo(0, 0);
    };
    go(true);
    const onHash = () => go(false);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [page]);
}

export function Toc({ page, sections, label }: { page: string; sections: readonly { id: string; title: string }[]; label: string }) {
  return (
    <nav className="toc" aria-label={label}>
      <ol>
        {sections.map((s) => <li key={s.id}><a href={`#/${page}/${s.id}`}>{t(s.title)}</a></li>)}
      </ol>
    </nav>
  );
}

export function Section({ page, id, title, children, className }: { page: string; id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`page-section${className ? ` ${className}` : ''}`} aria-labelledby={`${page}-${id}`}>
      <h2 id={`${page}-${id}`} tabIndex={-1}>{t(title)}</h2>
      {children}
    </section>
  );
}

/** Paragraphs from consecutive keys. */
export function Paras({ keys, params }: { keys: readonly string[]; params?: Record<string, string | number> }) {
  return <>{keys.map((k) => <p key={k}>{t(k, params)}</p>)}</>;
}

export function List({ keys, ordered = false }: { keys: readonly string[]; ordered?: boolean }) {
  const items = keys.map((k) => <li key={k}>{t(k)}</li>);
  return ordered ? <ol className="steps">{items}</ol> : <ul>{items}</ul>;
}

/** A row of pictures with a caption. */
export function Figure({ caption, children }: { caption?: string; children: ReactNode }) {
  return (
    <figure className="card-figure">
      <div className="card-row">{children}</div>
      {caption && <figcaption>{t(caption)}</figcaption>}
    </figure>
  );
}
