// Text on the cards: names are wrapped into lines by an estimate of their width (SVG text does not
// wrap by itself), and squeezed a little if a single word is still too wide.
import type { CSSProperties } from 'react';

const FAMILY = 'system-ui, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", "Microsoft YaHei", "PingFang SC", sans-serif';
let measureCtx: CanvasRenderingContext2D | null | undefined;
const measured = new Map<string, number>();

/** Width of `text` in ems in the bold face the cards use: measured by the browser when it can, estimated otherwise. */
export function textWidthEm(text: string): number {
  const known = measured.get(text);
  if (known !== undefined) return known;
  if (measureCtx === undefined) {
    try {
      measureCtx = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
      if (measureCtx) measureCtx.font = `700 100px ${FAMILY}`;
    } catch { measureCtx = null; }
  }
  const w = measureCtx ? measureCtx.measureText(text).width / 100 : estimateEm(text);
  measured.set(text, w);
  return w;
}

/** Approximate width of `text` in ems, for a bold sans-serif face. */
export function estimateEm(text: string): number {
  let w = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c >= 0x2e80) w += 1;
    else if (ch === ' ') w += 0.28;
    else if (/[A-Z]/.test(ch)) w += 0.72;
    else if (/[mw]/.test(ch)) w += 0.86;
    else if (/[iljtf.,'’]/.test(ch)) w += 0.3;
    else w += 0.6;
  }
  return w;
}

/**
 * Splits `text` into as few lines as fit `width` at `fontSize` (at most `maxLines`), balancing the
 * lines; when nothing fits, the most balanced split into `maxLines` lines (drawn squeezed).
 */
export function wrapText(text: string, width: number, fontSize: number, maxLines: number): string[] {
  const cjk = !/\s/.test(text) && /[\u2e80-\uffff]/.test(text);
  const words = cjk ? [...text] : text.split(/\s+/).filter(Boolean);
  const sep = cjk ? '' : ' ';
  const best = { lines: [text], widest: Infinity };
  for (let k = 1; k <= Math.min(maxLines, words.length); k++) {
    // Every way of cutting the words into k consecutive groups (names are short).
    const cuts = (from: number, left: number): number[][] => {
      if (left === 1) return [[words.length]];
      const out: number[][] = [];
      for (let end = from + 1; end <= words.length - left + 1; end++) {
        for (const rest of cuts(end, left - 1)) out.push([end, ...rest]);
      }
      return out;
    };
    for (const ends of cuts(0, k)) {
      const lines = ends.map((e, i) => words.slice(i === 0 ? 0 : ends[i - 1], e).join(sep));
      const widest = Math.max(...lines.map((l) => textWidthEm(l) * fontSize));
      if (widest < best.widest) Object.assign(best, { lines, widest });
    }
    if (best.widest <= width) return best.lines;
  }
  return best.lines;
}

const FONT: CSSProperties = { fontFamily: FAMILY };

/** Centred lines of text around (x, yMid), squeezed to `width` where the estimate says it overflows. */
export function CardText({ lines, x, yMid, width, fontSize, fill, weight = 700 }: {
  lines: string[]; x: number; yMid: number; width: number; fontSize: number; fill: string; weight?: number;
}) {
  const lineHeight = fontSize * 1.08;
  const first = yMid - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.36;
  return (
    <text x={x} textAnchor="middle" fontSize={fontSize} fontWeight={weight} fill={fill} style={FONT}>
      {lines.map((line, i) => {
        const over = textWidthEm(line) * fontSize > width;
        return (
          <tspan key={i} x={x} y={first + i * lineHeight} {...(over ? { textLength: width, lengthAdjust: 'spacingAndGlyphs' } : {})}>{line}</tspan>
        );
      })}
    </text>
  );
}
