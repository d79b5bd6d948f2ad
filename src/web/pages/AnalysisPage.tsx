// The analysis page: follow a real game from your seat (during it or after it) and see each of your
// decisions rated. The store (analysis/store.ts) holds the session; this page shows the moment being
// looked at, what to enter next, and the analyses, which run in a Web Worker (never on this thread).
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getAnalysisStore } from '../analysis/browserStore.js';
import { knownState } from '../analysis/knownState.js';
import { costliest, isSeatDecision } from '../analysis/session.js';
import { MAX_IMPORT_BYTES } from '../analysis/store.js';
import { t } from '../i18n/index.js';
import { AnalysisPanel, Thresholds } from '../components/analysis/AnalysisPanel.js';
import { CostliestList } from '../components/analysis/CostliestList.js';
import { DecisionChart } from '../components/analysis/DecisionChart.js';
import { EntryList } from '../components/analysis/EntryList.js';
import { EntryPanel } from '../components/analysis/EntryPanel.js';
import { KnownStatePanel } from '../components/analysis/KnownStatePanel.js';
import { RecordForm } from '../components/analysis/RecordForm.js';
import { SessionList } from '../components/analysis/SessionList.js';
import { SetupForm } from '../components/analysis/SetupForm.js';
import { actionMsg, entryMsgs } from '../analysis/entryText.js';
import { msgText } from '../game/text.js';
import '../styles/play.css';
import '../styles/analysis.css';
import { download } from '../download.js';
import { takeHandoff } from '../analysis/handoff.js';


export function AnalysisPage() {
  const store = getAnalysisStore();
  const st = useSyncExternalStore((l) => store.subscribe(l), () => store.state());
  const importInput = useRef<HTMLInputElement>(null);
  const { session, following, timeline, viewing } = st;

  // A game handed over by the play page's "Analyse": opened once, from the human's seat.
  useEffect(() => {
    const h = takeHandoff();
    if (h) store.openRecord(h.text, h.seat, h.name);
  }, [store]);

  // Keys: Ctrl+Z or Backspace undo; arrows step through the moments (Escape and 1-9 are the entry panel's).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      const mod = e.ctrlKey || e.metaKey;
      if ((mod && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'z') || (!mod && e.key === 'Backspace')) {
        e.preventDefault();
        store.undo();
      } else if (!mod && (e.key === 'ArrowLeft' || e.key === 'ArrowRight') && session) {
        const now = session.entries.length;
        const at = viewing ?? now;
        const to = e.key === 'ArrowLeft' ? Math.max(0, at - 1) : at + 1;
        e.preventDefault();
        store.view(to >= now ? null : to);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, session, viewing]);

  const onImportFile = async (file: File | undefined) => {
    if (importInput.current) importInput.current.value = '';
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) store.importText('x'.repeat(MAX_IMPORT_BYTES + 1));
    else store.importText(await file.text());
  };
  const onExport = () => {
    const file = store.exportText();
    if (file) download(file.name, file.text);
  };

  const index = viewing ?? timeline.length - 1;
  const k = timeline[index];
  const state = k ? knownState(k) : null;
  const points = session
    ? Object.entries(session.analyses).map(([i, a]) => ({ index: Number(i), win: a.winChance })).filter((p) => Number.isFinite(p.win)).sort((a, b) => a.index - b.index)
    : [];
  const entry = session && viewing !== null ? session.entries[viewing] : undefined;
  const opp = k ? (k.seat + 1) % k.view.players : 1;

  return (
    <div className="play analysis">
      <h1>{t('analysis.title')}</h1>
      <p className="intro">{t('analysis.intro')}</p>
      <p className="hint-small seat-only">{t('analysis.seatOnly')}</p>

      <div className="play-bar" role="toolbar" aria-label={t('analysis.toolbar')}>
        <button type="button" onClick={() => store.close()} disabled={!session} data-testid="new-session">{t('analysis.new')}</button>
        <button type="button" onClick={() => store.undo()} disabled={!store.canUndo()} data-testid="undo" aria-keyshortcuts="Control+Z Backspace">{t('analysis.undo')}</button>
        <button type="button" onClick={onExport} disabled={!session} data-testid="export">{t('analysis.export')}</button>
        <button type="button" onClick={() => importInput.current?.click()} data-testid="import">{t('analysis.import')}</button>
        <input ref={importInput} type="file" accept=".json,application/json" className="visually-hidden" tabIndex={-1} aria-hidden="true" data-testid="import-file"
          onChange={(e) => void onImportFile(e.target.files?.[0])} />
        <label className="speed">
          <span>{t('analysis.level')}</span>
          <select value={st.level} onChange={(e) => store.setLevel(e.target.value === 'expert' ? 'expert' : 'hard')} data-testid="level">
            <option value="hard">{t('analysis.level.hard')}</option>
            <option value="expert">{t('analysis.level.expert')}</option>
          </select>
        </label>
        <label className="radio auto">
          <input type="checkbox" checked={st.auto} onChange={(e) => store.setAuto(e.target.checked)} data-testid="auto" />
          <span>{t('analysis.auto')}</span>
        </label>
        {session && (st.batch
          ? <button type="button" onClick={() => store.stop()} data-testid="stop-all">{t('analysis.stopAll')}</button>
          : <button type="button" onClick={() => store.analyseAll()} data-testid="analyse-all">{t('analysis.analyseAll')}</button>)}
      </div>

      {st.notice && (
        <div className={`notice notice-${st.notice.kind}`} role={st.notice.kind === 'error' ? 'alert' : 'status'} data-testid="notice">
          <p>{t(st.notice.key)}</p>
          {st.notice.detail && <p className="notice-detail">{st.notice.detail}</p>}
          <button type="button" onClick={() => store.dismissNotice()}>{t('play.dismiss')}</button>
        </div>
      )}

      {!session && (
        <div className="analysis-start">
          <SetupForm onStart={(start, name) => store.start(start, name)} />
          <RecordForm onOpen={(text, seat, name) => store.openRecord(text, seat, name)} />
          <SessionList names={st.saved} current={null} problems={st.loadProblems} onOpen={(n) => store.openSaved(n)} onDelete={(n) => store.remove(n)} />
        </div>
      )}

      {session && following && state && k && (
        <>
          <div className="session-head">
            <label className="field session-name">
              <span>{t('analysis.sessionName')}</span>
              <input key={session.name} type="text" defaultValue={session.name} data-testid="session-name" maxLength={80}
                onBlur={(e) => { if (store.rename(e.target.value) === 'taken') e.target.value = session.name; }}
                onKeyDown={(e) => { if (e.key === 'Enter') (e.target as HTMLInputElement).blur(); }} />
            </label>
            <span className="hint-small">{t('analysis.seatInfo', { seat: session.start.seat + 1, count: session.entries.length })}</span>
          </div>
          <div className="analysis-grid">
            <div className="analysis-main">
              <KnownStatePanel state={state} past={viewing !== null} />
              {viewing !== null ? (
                <section className="past" data-testid="past">
                  <h2>{t('analysis.past.title', { n: viewing + 1 })}</h2>
                  {entry && <p data-testid="past-entry">{t('analysis.past.entry', { text: entryMsgs(entry, k.view.pileTops, k.view.tables[k.view.current === k.seat ? opp : k.seat]).map(msgText).join(' · ') })}</p>}
                  <div className="row-buttons">
                    <button type="button" onClick={() => store.view(Math.max(0, viewing - 1))} disabled={viewing === 0}>{t('analysis.past.previous')}</button>
                    <button type="button" onClick={() => store.view(viewing + 1)}>{t('analysis.past.next')}</button>
                    <button type="button" className="primary" onClick={() => store.view(null)} data-testid="back-to-now">{t('analysis.past.back')}</button>
                  </div>
                </section>
              ) : (
                <EntryPanel following={following} refused={st.refused} onEnter={(e) => store.enter(e)} onDismissRefused={() => store.clearRefused()} />
              )}
            </div>
            <div className="analysis-side">
              <AnalysisPanel
                index={index}
                isDecision={isSeatDecision(k)}
                analysis={store.analysisAt(index)}
                running={st.running}
                entry={entry}
                pileTops={k.view.pileTops}
                groups={k.view.tables[opp]}
                onAnalyse={(level) => store.analyse(index, level)}
                onStop={() => store.stop()}
                aiError={st.aiError}
              />
              <section className="chart-block" aria-labelledby="chart-title">
                <h2 id="chart-title">{t('analysis.chart.title')}</h2>
                <DecisionChart points={points} length={Math.max(1, session.entries.length)} viewing={viewing} onPick={(i) => store.view(i)} />
              </section>
              <CostliestList reviews={costliest(session)} onPick={(i) => store.view(i)} describe={(i, a) => {
                const then = timeline[i];
                return msgText(actionMsg(a, then?.view.pileTops ?? [], then ? then.view.tables[(then.seat + 1) % then.view.players] : []));
              }} />
              <EntryList entries={session.entries} timeline={timeline} viewing={viewing} onPick={(i) => store.view(i)} />
            </div>
          </div>
          <SessionList names={st.saved} current={session.name} problems={st.loadProblems} onOpen={(n) => store.openSaved(n)} onDelete={(n) => store.remove(n)} />
        </>
      )}

      <section className="keys-help" aria-labelledby="keys-title">
        <h2 id="keys-title">{t('analysis.keys.title')}</h2>
        <ul>
          <li>{t('analysis.keys.choose')}</li>
          <li>{t('analysis.keys.undo')}</li>
          <li>{t('analysis.keys.escape')}</li>
          <li>{t('analysis.keys.arrows')}</li>
          <li>{t('analysis.keys.type')}</li>
        </ul>
        <Thresholds />
      </section>
    </div>
  );
}
