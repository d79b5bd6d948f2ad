// The AI: how the computer plays (self-play, search, dealing the unseen cards, what it knows), and
// what it learned, drawn from the training report fetched at runtime (./models/training-report.json).
import { useEffect, useState } from 'react';
import { t } from '../i18n/index.js';
import { List, Paras, Section, Toc, useSectionFromHash } from '../components/pages/Section.js';
import { LineChart, type Series } from '../components/pages/LineChart.js';
import { loadReport, type ReportRow, type ReportState } from '../components/pages/trainingReport.js';

const SECTIONS = [
  { id: 'how', title: 'ai.how.title' },
  { id: 'search', title: 'ai.search.title' },
  { id: 'deal', title: 'ai.deal.title' },
  { id: 'knows', title: 'ai.knows.title' },
  { id: 'learned', title: 'ai.learned.title' },
];

// Colours that stay apart for common colour-vision deficiencies (Okabe-Ito), plus dashes and markers.
const C = { blue: '#0072b2', orange: '#d55e00', green: '#009e73', purple: '#cc79a7', sky: '#56b4e9', black: '#333333' };

const col = (rows: ReportRow[], k: keyof ReportRow) => rows.map((r) => (typeof r[k] === 'number' ? (r[k] as number) : null));

function Stat({ value, label }: { value: string; label: string }) {
  return <div className="stat"><span className="stat-value">{value}</span><span className="stat-label">{label}</span></div>;
}

function fmtNumber(n: number, digits = 0): string {
  return n.toLocaleString(undefined, { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

function Learned({ rows }: { rows: ReportRow[] }) {
  const x = rows.map((r) => r.iteration);
  const last = rows[rows.length - 1];
  const lastOf = (k: keyof ReportRow) => [...rows].reverse().map((r) => r[k]).find((v) => typeof v === 'number') as number | undefined;
  const accepted = rows.filter((r) => r.accepted === true).length;
  const games = lastOf('games');
  const samples = lastOf('samples');
  const hours = lastOf('wallHours');
  const win: Series[] = [
    { label: t('ai.series.random'), colour: C.green, marker: 'circle', values: col(rows, 'winVsRandom') },
    { label: t('ai.series.easy'), colour: C.blue, marker: 'square', dash: '7 4', values: col(rows, 'winVsEasy') },
    { label: t('ai.series.search'), colour: C.orange, marker: 'triangle', dash: '2 3', values: col(rows, 'winVsSearch') },
    { label: t('ai.series.gate'), colour: C.purple, marker: 'diamond', dash: '10 3 2 3', values: col(rows, 'gateScore') },
  ];
  const style: Series[] = [
    { label: t('ai.series.stop'), colour: C.blue, marker: 'square', values: col(rows, 'stopShare') },
    { label: t('ai.series.lastChance'), colour: C.orange, marker: 'triangle', dash: '7 4', values: col(rows, 'lastChanceShare') },
    { label: t('ai.series.lastChanceWon'), colour: C.green, marker: 'circle', dash: '2 3', values: col(rows, 'lastChanceWonShare') },
    { label: t('ai.series.mermaid'), colour: C.purple, marker: 'diamond', dash: '10 3 2 3', values: col(rows, 'mermaidGameShare') },
  ];
  const volume: Series[] = [
    { label: t('ai.series.games'), colour: C.blue, marker: 'circle', values: col(rows, 'games') },
  ];
  const losses: Series[] = [
    { label: t('ai.series.policyTrain'), colour: C.blue, marker: 'circle', values: col(rows, 'lossPolicy') },
    { label: t('ai.series.policyHeldOut'), colour: C.blue, marker: 'square', dash: '7 4', values: col(rows, 'heldOutPolicy') },
    { label: t('ai.series.valueTrain'), colour: C.orange, marker: 'triangle', values: col(rows, 'lossValue') },
    { label: t('ai.series.valueHeldOut'), colour: C.orange, marker: 'diamond', dash: '7 4', values: col(rows, 'heldOutValue') },
  ];
  const rounds: Series[] = [
    { label: t('ai.series.rounds'), colour: C.orange, marker: 'square', values: col(rows, 'meanRounds') },
  ];
  return (
    <>
      <div className="stats">
        <Stat value={fmtNumber(last.iteration)} label={t('ai.stat.iterations')} />
        {games !== undefined && <Stat value={fmtNumber(games)} label={t('ai.stat.games')} />}
        {samples !== undefined && <Stat value={fmtNumber(samples)} label={t('ai.stat.samples')} />}
        {hours !== undefined && <Stat value={fmtNumber(hours, 1)} label={t('ai.stat.hours')} />}
        <Stat value={`${accepted} / ${rows.length}`} label={t('ai.stat.accepted')} />
      </div>
      <LineChart id="chart-win" title={t('ai.chart.win')} description={t('ai.chart.winText')} x={x} xLabel={t('ai.iteration')} series={win} percent refLine={0.5} />
      <LineChart id="chart-style" title={t('ai.chart.style')} description={t('ai.chart.styleText')} x={x} xLabel={t('ai.iteration')} series={style} percent />
      <LineChart id="chart-loss" title={t('ai.chart.loss')} description={t('ai.chart.lossText')} x={x} xLabel={t('ai.iteration')} series={losses}
        format={(v) => fmtNumber(v, 2)} />
      <LineChart id="chart-games" title={t('ai.chart.games')} description={t('ai.chart.gamesText')} x={x} xLabel={t('ai.iteration')} series={volume} />
      <LineChart id="chart-rounds" title={t('ai.chart.rounds')} description={t('ai.chart.roundsText')} x={x} xLabel={t('ai.iteration')} series={rounds}
        format={(v) => fmtNumber(v, 1)} />
    </>
  );
}

export function AiPage() {
  useSectionFromHash('ai');
  const [report, setReport] = useState<ReportState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void loadReport().then((r) => { if (live) setReport(r); });
    return () => { live = false; };
  }, []);
  return (
    <article className="page ai-page">
      <h1>{t('ai.title')}</h1>
      <p className="lead">{t('ai.lead')}</p>
      <Toc page="ai" sections={SECTIONS} label={t('page.contents')} />

      <Section page="ai" id="how" title="ai.how.title">
        <Paras keys={['ai.how.p1', 'ai.how.p2', 'ai.how.p3', 'ai.how.p4']} />
      </Section>

      <Section page="ai" id="search" title="ai.search.title">
        <Paras keys={['ai.search.p1', 'ai.search.p2']} />
        <dl className="levels">
          {['random', 'easy', 'medium', 'hard', 'expert'].map((l) => (
            <div key={l}><dt>{t(`ai.level.${l}`)}</dt><dd>{t(`ai.level.${l}.text`)}</dd></div>
          ))}
        </dl>
      </Section>

      <Section page="ai" id="deal" title="ai.deal.title">
        <Paras keys={['ai.deal.p1', 'ai.deal.p2']} />
      </Section>

      <Section page="ai" id="knows" title="ai.knows.title">
        <div className="two-col">
          <div>
            <h3>{t('ai.knows.yes')}</h3>
            <List keys={['ai.knows.y1', 'ai.knows.y2', 'ai.knows.y3', 'ai.knows.y4']} />
          </div>
          <div>
            <h3>{t('ai.knows.no')}</h3>
            <List keys={['ai.knows.n1', 'ai.knows.n2', 'ai.knows.n3']} />
          </div>
        </div>
        <Paras keys={['ai.knows.p1', 'ai.knows.p2']} />
      </Section>

      <Section page="ai" id="learned" title="ai.learned.title">
        <p>{t('ai.learned.p1')}</p>
        <div aria-live="polite">
          {report.status === 'loading' && <p className="status">{t('ai.report.loading')}</p>}
          {report.status === 'error' && <p className="status error" role="status">{t(`ai.report.${report.reason}`)}</p>}
        </div>
        {report.status === 'ready' && <Learned rows={report.rows} />}
      </Section>
    </article>
  );
}
