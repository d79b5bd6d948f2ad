// The analysis of one decision of the seat: the search's estimate for each option (win chance,
// visits), its choice, and once the seat has chosen, what the choice cost, labelled by size with the
// thresholds shown. While the worker analyses, its progress and a Stop button.
import { ANALYSIS_BUDGETS, COST_LABELS, type DecisionAnalysis, costOf } from '../../../ai/analysis.js';
import type { FollowEntry } from '../../../engine/index.js';
import type { AnalysisLevel } from '../../ai/protocol.js';
import { actionMsg } from '../../analysis/entryText.js';
import type { Running } from '../../analysis/store.js';
import { msgText } from '../../game/text.js';
import { t } from '../../i18n/index.js';

export interface AnalysisPanelProps {
  index: number;
  /** The seat had a real choice here. */
  isDecision: boolean;
  analysis: (DecisionAnalysis & { level: AnalysisLevel; seed: number }) | null;
  running: Running | null;
  /** The entry made at this moment (absent for the decision not yet entered). */
  entry: FollowEntry | undefined;
  pileTops: readonly number[];
  groups: readonly (readonly number[])[];
  onAnalyse: (level: AnalysisLevel) => void;
  onStop: () => void;
  aiError: string | null;
}

const pct = (x: number) => (Number.isNaN(x) ? '—' : `${(x * 100).toFixed(1)}%`);

export function Thresholds() {
  return (
    <p className="hint-small thresholds" data-testid="thresholds">
      {t('analysis.thresholds', {
        list: [...COST_LABELS].reverse().map((c) => t('analysis.threshold', { label: t(`analysis.cost.${c.label}`), at: Math.round(c.atLeast * 100) })).join(t('play.listSep')),
      })}
    </p>
  );
}

function OptionsTable({ a, chosen, pileTops, groups }: { a: DecisionAnalysis; chosen: number | undefined; pileTops: readonly number[]; groups: readonly (readonly number[])[] }) {
  const rows = a.options.slice().sort((x, y) => y.visits - x.visits || y.prior - x.prior);
  return (
    <table className="options" data-testid="options">
      <thead><tr><th>{t('analysis.col.option')}</th><th>{t('analysis.col.win')}</th><th>{t('analysis.col.visits')}</th></tr></thead>
      <tbody>
        {rows.map((o) => (
          <tr key={o.action} data-action={o.action} data-win={Number.isNaN(o.winChance) ? '' : o.winChance.toFixed(6)} data-visits={o.visits}
            className={`${o.action === a.best ? 'is-best' : ''}${o.action === chosen ? ' is-chosen' : ''}`}>
            <td>
              {msgText(actionMsg(o.action, pileTops, groups))}
              {o.action === a.best && <span className="tag tag-best">{t('analysis.tag.best')}</span>}
              {o.action === chosen && <span className="tag tag-chosen">{t('analysis.tag.chosen')}</span>}
            </td>
            <td>{pct(o.winChance)}</td>
            <td>{o.visits}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AnalysisPanel({ index, isDecision, analysis, running, entry, pileTops, groups, onAnalyse, onStop, aiError }: AnalysisPanelProps) {
  const here = running && running.index === index ? running : null;
  const chosen = entry && entry.kind === 'act' ? entry.action : undefined;
  const shown = here?.progress ?? analysis;
  const cost = analysis && chosen !== undefined ? costOf(analysis, chosen) : null;
  const budget = here ? ANALYSIS_BUDGETS[here.level] : null;
  const progress = here && budget ? (budget.simulations ? (here.progress?.simulations ?? 0) / budget.simulations : here.ms / (budget.timeMs ?? 1)) : 0;
  return (
    <section className="analysis-panel" aria-labelledby="analysis-title" data-testid="analysis-panel" data-index={index}>
      <h2 id="analysis-title">{t('analysis.panel.title')}</h2>
      {!isDecision && <p className="hint-small">{t('analysis.panel.noDecision')}</p>}
      {isDecision && (
        <>
          {aiError && <div className="notice notice-error" role="alert"><p>{t('analysis.aiFailed')}</p><p className="notice-detail">{aiError}</p></div>}
          {here ? (
            <div className="running" data-testid="running" role="status">
              <p>{t('analysis.panel.running', { level: t(`analysis.level.${here.level}`), sims: here.progress?.simulations ?? 0 })}</p>
              <progress max={1} value={Math.min(1, progress)} aria-label={t('analysis.panel.progress')} />
              <button type="button" onClick={onStop} data-testid="stop">{t('analysis.stop')}</button>
            </div>
          ) : (
            <div className="row-buttons">
              <button type="button" onClick={() => onAnalyse('hard')} data-testid="analyse-hard">{t(analysis ? 'analysis.panel.again' : 'analysis.panel.analyse', { level: t('analysis.level.hard') })}</button>
              <button type="button" onClick={() => onAnalyse('expert')} data-testid="analyse-expert">{t(analysis?.level === 'expert' ? 'analysis.panel.again' : 'analysis.panel.analyse', { level: t('analysis.level.expert') })}</button>
            </div>
          )}
          {shown && (
            <div className="analysis-result" data-testid={here ? 'analysis-partial' : 'analysis-result'} data-best={shown.best} data-win={shown.winChance.toFixed(6)} data-sims={shown.simulations}>
              <p className="estimate">{t('analysis.panel.estimate', { win: pct(shown.winChance), sims: shown.simulations })}
                {analysis && !here && <span className="hint-small"> {t('analysis.panel.meta', { level: t(`analysis.level.${analysis.level}`), seed: analysis.seed })}</span>}
              </p>
              <p>{t('analysis.panel.best', { option: msgText(actionMsg(shown.best, pileTops, groups)) })}</p>
              <OptionsTable a={shown} chosen={chosen} pileTops={pileTops} groups={groups} />
            </div>
          )}
          {cost && !here && (
            <p className={`cost cost-${cost.label}`} data-testid="cost" data-label={cost.label}>
              {cost.label === 'good'
                ? t('analysis.cost.goodText')
                : t('analysis.cost.text', { label: t(`analysis.cost.${cost.label}`), cost: (cost.cost * 100).toFixed(1) })}
            </p>
          )}
          {!analysis && !here && <p className="hint-small">{t('analysis.panel.none')}</p>}
          <Thresholds />
        </>
      )}
    </section>
  );
}
