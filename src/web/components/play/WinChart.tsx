// The computer's estimate over the game, drawn as inline SVG: your chance (blue) along the plies,
// 50% dashed, the start of each round marked.
import type { Estimate } from '../../game/controller.js';
import { t } from '../../i18n/index.js';

export interface WinChartProps {
  estimates: readonly Estimate[];
  /** The game's length in plies (the x axis). */
  plies: number;
  /** Where each round started (ply), to mark them. */
  rounds: readonly { round: number; ply: number }[];
}

const W = 320, H = 140, PAD_L = 34, PAD_R = 8, PAD_T = 10, PAD_B = 24;

export function WinChart({ estimates, plies, rounds }: WinChartProps) {
  if (estimates.length === 0) return <p className="winchart-empty">{t('play.chart.none')}</p>;
  const maxX = Math.max(1, plies);
  const x = (ply: number) => PAD_L + (ply / maxX) * (W - PAD_L - PAD_R);
  const y = (you: number) => PAD_T + (1 - you) * (H - PAD_T - PAD_B);
  const points = estimates.map((e) => `${x(e.ply).toFixed(1)},${y(1 - e.computer).toFixed(1)}`).join(' ');
  const first = estimates[0], last = estimates[estimates.length - 1];
  const summary = t('play.chart.summary', { start: Math.round((1 - first.computer) * 100), end: Math.round((1 - last.computer) * 100), count: estimates.length });
  return (
    <figure className="winchart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary}>
        <rect x={PAD_L} y={PAD_T} width={W - PAD_L - PAD_R} height={H - PAD_T - PAD_B} className="winchart-bg" />
        {[0, 0.5, 1].map((v) => (
          <g key={v}>
            <line x1={PAD_L} x2={W - PAD_R} y1={y(v)} y2={y(v)} className={v === 0.5 ? 'winchart-mid' : 'winchart-grid'} />
            <text x={PAD_L - 4} y={y(v) + 4} textAnchor="end" className="winchart-tick">{`${v * 100}%`}</text>
          </g>
        ))}
        {rounds.map((r) => (
          <g key={r.round}>
            <line x1={x(r.ply)} x2={x(r.ply)} y1={PAD_T} y2={H - PAD_B} className="winchart-round" />
            <text x={x(r.ply) + 2} y={H - PAD_B + 14} className="winchart-tick">{t('play.chart.round', { round: r.round })}</text>
          </g>
        ))}
        <polyline points={points} className="winchart-line" />
        {estimates.length === 1 && <circle cx={x(first.ply)} cy={y(1 - first.computer)} r={3} className="winchart-dot" />}
      </svg>
      <figcaption>{summary}</figcaption>
    </figure>
  );
}
