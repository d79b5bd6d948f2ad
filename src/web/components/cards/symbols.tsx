// Colour symbols, so that players who cannot tell the colours apart can still read them. Our own
// set of marks, one shape per colour: a dark shade is the filled shape, its light shade the same
// shape hollow (dark blue ▲ / light blue △, orange ◆ / light orange ◇, purple ■ / pink □,
// black ● / white ○ / grey ◐), and yellow and green have shapes of their own (a star and a cross).
import type { ReactNode } from 'react';
import type { Colour } from '../../../engine/cards.js';
import { INK, PAPER } from './palette.js';

const W = 2.2; // stroke width of the hollow marks, in a 20-unit box centred on 0,0

/** The mark of a colour, drawn in a 20×20 box centred on the origin. */
export function symbolShape(colour: Colour, ink = INK): ReactNode {
  const hollow = { fill: 'none', stroke: ink, strokeWidth: W, strokeLinejoin: 'round' as const };
  const solid = { fill: ink };
  switch (colour) {
    case 'white': return <circle r={6} {...hollow} />;
    case 'black': return <circle r={7} {...solid} />;
    case 'grey': return <g><circle r={6} {...hollow} /><path d="M0 -6 A6 6 0 0 0 0 6 Z" {...solid} /></g>;
    case 'darkBlue': return <path d="M0 -7.5 L7.5 6 L-7.5 6 Z" {...solid} />;
    case 'lightBlue': return <path d="M0 -6.2 L6.4 5 L-6.4 5 Z" {...hollow} />;
    case 'orange': return <path d="M0 -8 L8 0 L0 8 L-8 0 Z" {...solid} />;
    case 'lightOrange': return <path d="M0 -6.8 L6.8 0 L0 6.8 L-6.8 0 Z" {...hollow} />;
    case 'purple': return <rect x={-6.5} y={-6.5} width={13} height={13} {...solid} />;
    case 'pink': return <rect x={-5.6} y={-5.6} width={11.2} height={11.2} {...hollow} />;
    case 'yellow': return <path d={STAR} {...solid} />;
    case 'green': return <path d="M-2.6 -7.5 H2.6 V-2.6 H7.5 V2.6 H2.6 V7.5 H-2.6 V2.6 H-7.5 V-2.6 H-2.6 Z" {...solid} />;
  }
}

const STAR = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 === 0 ? 8.4 : 3.6;
  const a = -Math.PI / 2 + (i * Math.PI) / 5;
  return `${i === 0 ? 'M' : 'L'}${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a) + 0.8).toFixed(2)}`;
}).join(' ') + ' Z';

/** The mark on a paper disc, as drawn in a card's corner. */
export function SymbolBadge({ colour, x, y, r }: { colour: Colour; x: number; y: number; r: number }) {
  const s = r / 10;
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r={r} fill={PAPER} stroke={INK} strokeWidth={1.2} />
      <g transform={`scale(${s * 0.92})`}>{symbolShape(colour)}</g>
    </g>
  );
}

/** A colour symbol on its own, inline with text (legends, the play page). */
export function ColourSymbol({ colour, size = 16, label }: { colour: Colour; size?: number; label?: string }) {
  return (
    <svg className="colour-symbol" width={size} height={size} viewBox="-11 -11 22 22" role={label ? 'img' : undefined}
      aria-label={label} aria-hidden={label ? undefined : true} focusable="false">
      <circle r={10.5} fill={PAPER} stroke={INK} strokeWidth={1} />
      {symbolShape(colour)}
    </svg>
  );
}
