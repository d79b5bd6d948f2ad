// The game's end: the winner, how, the last round, and the chart of the computer's estimate.
import { useEffect, useRef } from 'react';
import type { Estimate, RoundSummary, TableView } from '../../game/controller.js';
import { t } from '../../i18n/index.js';
import { RoundEndPanel } from './RoundEndPanel.js';
import { WinChart } from './WinChart.js';

export interface GameOverProps {
  view: TableView;
  human: number;
  lastRound: RoundSummary | null;
  estimates: readonly Estimate[];
  rounds: readonly { round: number; ply: number }[];
  /** The level searched, so there is a chart to draw. */
  searches: boolean;
  onNewGame: () => void;
  onExport: () => void;
  onAnalyse: () => void;
}

export function GameOverPanel({ view, human, lastRound, estimates, rounds, searches, onNewGame, onExport, onAnalyse }: GameOverProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => { heading.current?.focus(); }, []);
  const title = view.winner === 'human' ? 'play.over.won' : view.winner === 'computer' ? 'play.over.lost' : 'play.over.draw';
  const how = view.gameEnd === 'mermaids' ? (view.winner === 'human' ? 'play.over.mermaidsYou' : 'play.over.mermaidsThem') : 'play.over.score';
  return (
    <section className="panel game-over" aria-labelledby="game-over-title" data-testid="game-over">
      <h2 id="game-over-title" ref={heading} tabIndex={-1}>{t(title)}</h2>
      <p>{t(how, { you: view.human.score, them: view.computer.score, rounds: view.round })}</p>
      {lastRound && lastRound.final && (
        <>
          <h3>{t('play.over.lastRound', { round: lastRound.round })}</h3>
          <RoundEndPanel summary={lastRound} human={human} />
        </>
      )}
      <h3>{t('play.over.chart')}</h3>
      {searches ? <WinChart estimates={estimates} plies={view.ply} rounds={rounds} /> : <p className="hint-small">{t('play.over.noChart')}</p>}
      <div className="row-buttons">
        <button type="button" className="primary" onClick={onNewGame}>{t('play.newGame')}</button>
        <button type="button" onClick={onAnalyse} data-testid="analyse-finished-game">{t('play.analyse')}</button>
        <button type="button" onClick={onExport}>{t('play.export')}</button>
      </div>
    </section>
  );
}
