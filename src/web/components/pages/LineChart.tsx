// A small inline-SVG line chart: one line per series, each with its own colour, dash and marker
// shape (so the lines can be told apart without colour), a legend, and the figures as a table for
// screen readers and for anyone who prefers numbers. It draws at the width of its container.
import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/index.js';

export type Marker = 'circle' | 'square' | 'triangle' | 'diamond';

export interface Series {
  label: string;
  colour: string;
  marker: Marker;
  dash?: string;
  /** One value per x; null where there is none. */
  values: (number | null)[];
}

export interface LineChartProps {
  id: string;
  title: string;
  description?: string;
  x: number[];
  xLabel: string;
  series: Series[];
  /** Values are shares in 0..1, shown as percentages. */
  percent?: boolean;
  /** Formats a value for the table and the ticks. */
  format?: (v: number) => string;
  /** A dotted reference line at this value (50% for win rates). */
  refLine?: number;
}

function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const style = getComputedStyle(el);
      const inner = el.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0');
      setWidth(Math.max(260, Math.round(inner)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Round tick values covering 0..max. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  const ticks: number[] = [];
  for (let v = 0; v < max + step * 0.999; v += step) ticks.push(+v.toPrecision(12));
  return ticks;
}

function MarkerShape({ shape, x, y, colour, r = 4 }: { shape: Marker; x: number; y: number; colour: string; r?: number }) {
  const common = { fill: colour, stroke: '#ffffff', strokeWidth: 1.2 };
  switch (shape) {
    case 'circle': return <circle cx={x} cy={y} r={r} {...common} />;
    case 'square': return <rect x={x - r * 0.9} y={y - r * 0.9} width={r * 1.8} height={r * 1.8} {...common} />;
    case 'triangle': return <path d={`M${x} ${y - r * 1.2} L${x + r * 1.1} ${y + r * 0.8} L${x - r * 1.1} ${y + r * 0.8} Z`} {...common} />;
    case 'diamond': return <path d={`M${x} ${y - r * 1.25} L${x + r * 1.25} ${y} L${x} ${y + r * 1.25} L${x - r * 1.25} ${y} Z`} {...common} />;
  }
}

export function LegendKey({ s }: { s: Series }) {
  return (
    <svg width={30} height={14} viewBox="0 0 30 14" aria-hidden="true" focusable="false">
      <path d="M1 7 H29" stroke={s.colour} strokeWidth={2.5} strokeDasharray={s.dash} />
      <MarkerShape shape={s.marker} x={15} y={7} colour={s.colour} />
    </svg>
  );
}

export function LineChart({ id, title, description, x, xLabel, series, percent = false, format, refLine }: LineChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>(600);
  const fmt = format ?? (percent ? (v: number) => `${Math.round(v * 100)}%` : (v: number) => v.toLocaleString());
  const height = Math.round(Math.min(320, Math.max(200, width * 0.5)));
  const m = { left: percent ? 44 : 56, right: 14, top: 12, bottom: 40 };
  const innerW = width - m.left - m.right, innerH = height - m.top - m.bottom;
  const all = series.flatMap((s) => s.values.filter((v): v is number => v !== null && Number.isFinite(v)));
  const yTicks = percent ? [0, 0.25, 0.5, 0.75, 1] : niceTicks(Math.max(0, ...all));
  const yMax = yTicks[yTicks.length - 1] || 1;
  const xMin = Math.min(...x), xMax = Math.max(...x);
  const sx = (v: number) => m.left + (xMax === xMin ? innerW / 2 : ((v - xMin) / (xMax - xMin)) * innerW);
  const sy = (v: number) => m.top + innerH - (Math.min(v, yMax) / yMax) * innerH;
  const xStep = Math.max(1, Math.ceil(x.length / Math.max(2, Math.floor(innerW / 44))));
  const xTicks = x.filter((_, i) => i % xStep === 0 || i === x.length - 1);
  const showMarkers = x.length <= Math.floor(innerW / 9);
  const latest = series.map((s) => {
    const v = [...s.values].reverse().find((u) => u !== null && Number.isFinite(u));
    return `${s.label} ${v === undefined || v === null ? '–' : fmt(v)}`;
  }).join(', ');
  
  return (
    <figure className="chart" ref={ref}>
      <figcaption id={`${id}-title`} className="chart-title">{title}</figcaption>
      {description && <p className="chart-desc">{description}</p>}
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img"
        aria-label={t('chart.aria', { title, latest })} focusable="false">
        {yTicks.map((v) => (
          <g key={v}>
            <line x1={m.left} x2={width - m.right} y1={sy(v)} y2={sy(v)} stroke="#1d2a33" strokeOpacity={v === 0 ? 0.5 : 0.12} />
            <text x={m.left - 6} y={sy(v) + 4} textAnchor="end" fontSize={12} fill="#3d4a54">{fmt(v)}</text>
          </g>
        ))}
        {refLine !== undefined && <line x1={m.left} x2={width - m.right} y1={sy(refLine)} y2={sy(refLine)} stroke="#1d2a33" strokeOpacity={0.35} strokeDasharray="2 4" />}
        {xTicks.map((v) => (
          <text key={v} x={sx(v)} y={height - m.bottom + 16} textAnchor="middle" fontSize={12} fill="#3d4a54">{v}</text>
        ))}
        <text x={m.left + innerW / 2} y={height - 6} textAnchor="middle" fontSize={12} fill="#3d4a54">{xLabel}</text>
        {series.map((s) => {
          let d = '';
          let pen = false;
          s.values.forEach((v, i) => {
            if (v === null || !Number.isFinite(v)) { pen = false; return; }
            d += `${pen ? 'L' : 'M'}${sx(x[i]).toFixed(1)} ${sy(v).toFixed(1)} `;
            pen = true;
          });
          return (
            <g key={s.label}>
              <path d={d} fill="none" stroke={s.colour} strokeWidth={2.5} strokeDasharray={s.dash} strokeLinejoin="round" />
              {(showMarkers || s.values.length === 1) && s.values.map((v, i) => v === null || !Number.isFinite(v) ? null :
                <MarkerShape key={i} shape={s.marker} x={sx(x[i])} y={sy(v)} colour={s.colour} />)}
            </g>
          );
        })}
      </svg>
      <ul className="legend">
        {series.map((s) => <li key={s.label}><LegendKey s={s} />{s.label}</li>)}
      </ul>
      <details className="chart-table">
        <summary>{t('chart.table')}</summary>
        <div className="table-scroll">
          <table>
            <thead><tr><th scope="col">{xLabel}</th>{series.map((s) => <th key={s.label} scope="col">{s.label}</th>)}</tr></thead>
            <tbody>
              {x.map((xv, i) => (
                <tr key={i}><th scope="row">{xv}</th>{series.map((s) => {
                  const v = s.values[i];
                  return <td key={s.label}>{v === null || !Number.isFinite(v) ? '–' : fmt(v)}</td>;
                })}</tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
