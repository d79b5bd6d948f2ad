// The seat's win estimate over the game, one point per analysed decision (by entry number), drawn
// as inline SVG; each point is a button that goes back to that moment.
import { t } from '../../i18n/index.js';

export interface ChartPoint {
  index: number;
  win: number;
}

export interface DecisionChartProps {
  points: readonly ChartPoint[];
  /** Entries so far (the x axis). */
  length: number;
  viewing: number | null;
  onPick: (index: number) => void;
}

const W = 360, H = 150, PAD_L = 34, PAD_R = 10, PAD_T = 10, PAD_B = 22;

export function DecisionChart({ points, length, viewing, onPick }: DecisionChartProps) {
  if (points.length === 0) return <p className="hint-small" data-testid="chart-empty">{t('analysis.chart.none')}</p>;
  const maxX = Math.max(1, length);
  const x = (i: number) => PAD_L + (i / maxX) * (W - PAD_L - PAD_R);
  const y = (p: number) => PAD_T + (1 - p) * (H - PAD_T - PAD_B);
  const line = points.map((p) => `${x(p.index).toFixed(1)},${y(p.win).toFixed(1)}`).join(' ');
  return (
    <figure className="decision-chart" data-testid="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-label={t('analysis.chart.aria', { count: points.length })}>
        {[0, 0.5, 1].map((v) => (
          <g key={v}>
            <line x1={PAD_L} x2={W - PAD_R} y1={y(v)} y2={y(v)} className={v === 0.5 ? 'mid' : 'grid'} />
            <text x={PAD_L - 4} y={y(v) + 4} textAnchor="end" className="axis">{Math.round(v * 100)}%</text>
          </g>
        ))}
        <text x={W - PAD_R} y={H - 4} textAnchor="end" className="axis">{t('analysis.chart.x')}</text>
        <polyline points={line} className="win-line" fill="none" />
        {points.map((p) => (
          <circle
            key={p.index}
            cx={x(p.index)}
            cy={y(p.win)}
            r={viewing === p.index ? 7 : 5}
            className={`point${viewing === p.index ? ' is-viewing' : ''}`}
            role="button"
            tabIndex={0}
            data-index={p.index}
            aria-label={t('analysis.chart.point', { n: p.index + 1, win: Math.round(p.win * 100) })}
            onClick={() => onPick(p.index)}
            onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onPick(p.index); } }}
          />
        ))}
      </svg>
      <figcaption className="hint-small">{t('analysis.chart.caption')}</figcaption>
    </figure>
  );
}
