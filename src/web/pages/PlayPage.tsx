// The play page: a game against the computer. The session (game/session.ts) holds the game and the
// computer player; this page shows the human's view of it and passes the human's commands back.
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { levelSearches } from '../game/controller.js';
import { getSession } from '../game/browserSession.js';
import { MAX_IMPORT_BYTES } from '../game/session.js';
import { PACES } from '../game/persistence.js';
import { humanPrompt } from '../game/prompts.js';
import { sinceMyLastDecision } from '../game/describe.js';
import { msgText } from '../game/text.js';
import { t } from '../i18n/index.js';
import { GameLog } from '../components/play/GameLog.js';
import { GameOverPanel } from '../components/play/GameOverPanel.js';
import { NewGameForm } from '../components/play/NewGameForm.js';
import { PlayErrorBoundary } from '../components/play/PlayErrorBoundary.js';
import { PlayTable } from '../components/play/PlayTable.js';
import { PromptPanel, RecentMoves } from '../components/play/PromptPanel.js';
import { RoundEndPanel } from '../components/play/RoundEndPanel.js';
import { WinBar } from '../components/play/WinBar.js';
import '../styles/play.css';
import { download } from '../download.js';
import { handOffRecord } from '../analysis/handoff.js';

const SPEEDS = [
  { id: 'slow', ms: PACES.slow },
  { id: 'normal', ms: PACES.normal },
  { id: 'fast', ms: PACES.fast },
  { id: 'instant', ms: 0 },
] as const;


let markedInteractive = false;

export function PlayPage() {
  const session = getSession();
  return (
    <PlayErrorBoundary onReset={() => session.abandonGame()}>
      <PlayScreen />
    </PlayErrorBoundary>
  );
}

function PlayScreen() {
  const session = getSession();
  const st = useSyncExternalStore((l) => session.subscribe(l), () => session.state());
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    session.setActive(true);
    return () => session.setActive(false);
  }, [session]);

  const c = st.controller;
  const onTable = st.screen === 'table' && c !== null;
  const view = onTable ? c.view() : null;
  const prompt = onTable && !st.roundEnd ? humanPrompt(c) : null;

  // Keys: 1-9 choose, Ctrl+Z undo, Ctrl+Y (or Ctrl+Shift+Z) redo.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      const mod = e.ctrlKey || e.metaKey;
      if (mod && !e.altKey && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        if (e.shiftKey) session.redo(); else session.undo();
      } else if (mod && !e.altKey && e.key.toLowerCase() === 'y') {
        e.preventDefault();
        session.redo();
      } else if (!mod && !e.altKey && /^[1-9]$/.test(e.key) && prompt) {
        const choice = prompt.choices[Number(e.key) - 1];
        if (choice) {
          e.preventDefault();
          session.play(choice.action);
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [session, prompt]);

  useEffect(() => {
    if (!markedInteractive && (prompt || st.screen === 'setup')) {
      markedInteractive = true;
      performance.mark(prompt ? 'ssp:table-interactive' : 'ssp:setup-interactive');
    }
  }, [prompt, st.screen]);

  const onExport = () => {
    const file = session.exportText();
    if (file) download(file.name, file.text);
  };
  // The game so far, analysed on the analysis page from the human's seat.
  const onAnalyse = () => {
    const file = session.exportText();
    if (!file || !c) return;
    handOffRecord({ text: file.text, seat: c.humanSeat, name: file.name.replace(/\.json$/, '') });
    location.hash = '#/analysis';
  };
  const onImportFile = async (file: File | undefined) => {
    if (!file) return;
    if (fileInput.current) fileInput.current.value = '';
    if (file.size > MAX_IMPORT_BYTES) session.refuseImport();
    else session.importText(await file.text());
  };

  const searches = c ? levelSearches(c.level) : false;
  const estimate = c?.latestEstimate() ?? null;
  const toMove = view?.toMove;

  const recent = onTable ? sinceMyLastDecision(c.steps(40), c.humanSeat).filter((m) => m.who !== 'you').map(msgText) : [];
  let side: ReactNode = null;
  if (onTable && view) {
    if (toMove === 'over') {
      const summaries = c.roundSummaries();
      side = (
        <GameOverPanel
          view={view}
          human={c.humanSeat}
          lastRound={summaries.length > 0 ? summaries[summaries.length - 1] : null}
          estimates={c.estimates()}
          rounds={c.roundStarts()}
          searches={searches}
          onNewGame={() => session.openSetup()}
          onExport={onExport}
          onAnalyse={onAnalyse}
        />
      );
    } else if (prompt) {
      side = <PromptPanel prompt={prompt} onChoose={(a) => session.play(a)} decisionKey={view.ply} recent={recent} />;
    } else if (toMove === 'computer') {
      side = (
        <section className="prompt computer-turn" data-testid="computer-turn">
          <RecentMoves lines={recent} />
          <h2 aria-live="polite">{st.roundEnd ? t('play.waitRound') : st.ai.thinking ? t('play.thinking') : t('play.computerPlays')}</h2>
          {!st.aiError && !st.roundEnd && (
            <button type="button" onClick={() => session.skip()} disabled={st.skipping} data-testid="skip">
              {st.skipping ? t('play.skipping') : t('play.skip')}
            </button>
          )}
        </section>
      );
    }
  }

  const levelName = c ? t(`play.level.${c.level}`) : '';
  const problem = st.screen === 'setup' && st.loadError
    ? { key: st.setupReason === 'old' ? 'play.load.old' : 'play.load.damaged', detail: st.loadError }
    : null;

  return (
    <div className="play">
      <h1 className="visually-hidden">{t('play.title')}</h1>
      <div className="play-bar" role="toolbar" aria-label={t('play.toolbar')}>
        <button type="button" onClick={() => session.openSetup()} data-testid="new-game-button">{t('play.newGame')}</button>
        <button type="button" onClick={() => session.undo()} disabled={!onTable || !c.canUndo()} data-testid="undo" aria-keyshortcuts="Control+Z">{t('play.undo')}</button>
        <button type="button" onClick={() => session.redo()} disabled={!onTable || !c.canRedo()} data-testid="redo" aria-keyshortcuts="Control+Y">{t('play.redo')}</button>
        <button type="button" onClick={onExport} disabled={!c} data-testid="export">{t('play.export')}</button>
        <button type="button" onClick={onAnalyse} disabled={!c} data-testid="analyse-game">{t('play.analyse')}</button>
        <button type="button" onClick={() => fileInput.current?.click()} data-testid="import">{t('play.import')}</button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="import-file"
          onChange={(e) => void onImportFile(e.target.files?.[0])}
        />
        <label className="speed">
          <span>{t('play.speed')}</span>
          <select value={SPEEDS.find((s) => s.ms === st.settings.pace)?.id ?? 'normal'} onChange={(e) => session.setPace(SPEEDS.find((s) => s.id === e.target.value)?.ms ?? PACES.normal)} data-testid="speed">
            {SPEEDS.map((s) => <option key={s.id} value={s.id}>{t(`play.speed.${s.id}`)}</option>)}
          </select>
        </label>
        {onTable && <span className="play-level">{t('play.against', { level: levelName })}</span>}
      </div>

      {st.notice && (
        <div className={`notice notice-${st.notice.kind}`} role={st.notice.kind === 'error' ? 'alert' : 'status'} data-testid="notice">
          <p>{t(st.notice.key)}</p>
          {st.notice.detail && <p className="notice-detail">{st.notice.detail}</p>}
          <button type="button" onClick={() => session.dismissNotice()}>{t('play.dismiss')}</button>
        </div>
      )}

      {onTable && st.aiError && (
        <div className="notice notice-error" role="alert" data-testid="ai-failed">
          <p>{t('play.ai.failed')}</p>
          <p className="notice-detail">{st.aiError}</p>
          <button type="button" className="primary" onClick={() => session.retryAi()} data-testid="ai-retry">{t('play.ai.retry')}</button>
        </div>
      )}
      {onTable && !st.aiError && searches && st.ai.model === 'loading' && toMove === 'computer' && (
        <p className="hint-small" role="status">{t('play.ai.loadingModel')}</p>
      )}

      {onTable && searches && estimate && <WinBar computer={estimate.computer} />}

      {st.screen === 'setup' && (
        <NewGameForm
          initial={c ? { ...st.settings.choice } : st.settings.choice}
          onStart={(choice) => session.newGame(choice)}
          onCancel={c ? () => session.cancelSetup() : undefined}
          problem={problem}
        />
      )}

      {onTable && view && (
        <>
          <PlayTable view={view} choices={prompt?.choices ?? []} onChoose={(a) => session.play(a)} middle={side} />
          <GameLog steps={c.steps(30)} human={c.humanSeat} />
          <p className="hint-small keys">{t('play.keys')}</p>
        </>
      )}

      {onTable && st.roundEnd && <RoundEndPanel summary={st.roundEnd} human={c.humanSeat} onContinue={() => session.acknowledgeRound()} />}

      <footer className="play-foot">
        <p>{t('play.foot')} <a href="#/about">{t('play.footAbout')}</a></p>
      </footer>
    </div>
  );
}
