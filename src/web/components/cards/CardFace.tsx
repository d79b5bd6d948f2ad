// The face of a card (viewBox 0 0 100 140): the colour as background, the colour symbol in the
// top-left corner, the drawing on a paper medallion, the name below, and at the larger sizes a
// reminder of how it scores (a collector's scale, a multiplier's rate, a duo's partners).
// The Extra Salt cards carry a small salt crystal in the top-right corner.
import type { ReactNode } from 'react';
import { COLLECTOR_POINTS, COLOURS, K, KINDS, LABEL_COLOUR, LABEL_KIND, LABEL_SALT, MULTIPLIERS, type Kind } from '../../../engine/cards.js';
import { INK, PAPER, SWATCHES } from './palette.js';
import { KindArt } from './kinds.js';
import { SymbolBadge } from './symbols.js';
import { CardText, textWidthEm, wrapText } from './text.js';

export type CardSize = 'sm' | 'md' | 'lg';

/** Duo partners shown as a reminder on the card. */
const PARTNERS: Partial<Record<Kind, Kind[]>> = {
  crab: ['crab', 'lobster'], boat: ['boat'], fish: ['fish'], swimmer: ['shark', 'jellyfish'],
  shark: ['swimmer'], jellyfish: ['swimmer'], lobster: ['crab'],
};

export function SaltMark({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  // An isometric salt crystal.
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} stroke={INK} strokeWidth={1.1} strokeLinejoin="round">
      <path d="M0 -7 L6.5 -3.5 L0 0 L-6.5 -3.5 Z" fill="#ffffff" />
      <path d="M-6.5 -3.5 L0 0 L0 7.5 L-6.5 4 Z" fill="#dfe7ec" />
      <path d="M6.5 -3.5 L0 0 L0 7.5 L6.5 4 Z" fill="#bccbd4" />
    </g>
  );
}

function MiniKind({ kind, x, y, size, art }: { kind: Kind; x: number; y: number; size: number; art: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 100})`}>
      <KindArt kind={kind} art={art} />
    </g>
  );
}

/** The scoring reminder, centred at (50, 11). */
function Hint({ kind, art }: { kind: Kind; art: string }): ReactNode {
  const k = K[kind];
  const fs = 8.5;
  let content: ReactNode;
  let width: number;
  if (COLLECTOR_POINTS[k]) {
    const text = COLLECTOR_POINTS[k].slice(1).join(' ');
    // A fixed text length, so that the scale fits its pill whatever the font.
    const length = Math.min(44, textWidthEm(text) * fs * 0.95);
    width = length + 9;
    content = <text x={50} y={14} textAnchor="middle" fontSize={fs} fontWeight={700} fill={INK} textLength={length} lengthAdjust="spacingAndGlyphs" style={{ fontFamily: 'system-ui, sans-serif' }}>{text}</text>;
  } else if (MULTIPLIERS.some(([m]) => m === k)) {
    const [, target, per] = MULTIPLIERS.find(([m]) => m === k)!;
    width = 34;
    content = (
      <g>
        <text x={49} y={14.2} textAnchor="end" fontSize={fs} fontWeight={700} fill={INK} style={{ fontFamily: 'system-ui, sans-serif' }}>{`${per}×`}</text>
        <MiniKind kind={KINDS[target]} x={50} y={4.5} size={13} art={art} />
      </g>
    );
  } else if (PARTNERS[kind]) {
    const partners = PARTNERS[kind]!;
    width = 8 + partners.length * 14;
    const x0 = 50 - (partners.length * 14) / 2 + 0.5;
    content = <g>{partners.map((p, i) => <MiniKind key={p} kind={p} x={x0 + i * 14} y={4} size={13} art={art} />)}</g>;
  } else if (kind === 'starfish') {
    width = 18;
    content = <text x={50} y={14} textAnchor="middle" fontSize={fs} fontWeight={700} fill={INK} style={{ fontFamily: 'system-ui, sans-serif' }}>+2</text>;
  } else return null;
  return (
    <g>
      <rect x={50 - width / 2} y={4} width={width} height={14} rx={7} fill={PAPER} stroke={INK} strokeWidth={1} />
      {content}
    </g>
  );
}

export function CardFace({ label, size, name }: { label: number; size: CardSize; name: string }) {
  const kind = KINDS[LABEL_KIND[label]];
  const colour = COLOURS[LABEL_COLOUR[label]];
  const sw = SWATCHES[colour];
  const sm = size === 'sm';
  const fontSize = sm ? 15 : 12.5;
  const lines = wrapText(name, 90, fontSize, 2);
  return (
    <g>
      <rect x={1} y={1} width={98} height={138} rx={7} fill={sw.bg} stroke={sw.edge} strokeWidth={2} />
      <rect x={7} y={sm ? 24 : 21} width={86} height={sm ? 78 : 84} rx={9} fill={PAPER} />
      <svg x={7} y={sm ? 24 : 21} width={86} height={sm ? 78 : 84} viewBox="0 0 100 100">
        <KindArt kind={kind} art={sw.art} />
      </svg>
      {size === 'lg' && <Hint kind={kind} art={sw.art} />}
      <SymbolBadge colour={colour} x={sm ? 15 : 13} y={sm ? 15 : 12} r={sm ? 12.5 : 10} />
      {LABEL_SALT[label] && <SaltMark x={sm ? 87 : 88} y={sm ? 14 : 12} s={sm ? 1.25 : 1} />}
      <CardText lines={lines} x={50} yMid={sm ? 120 : 122} width={90} fontSize={fontSize} fill={sw.ink} />
    </g>
  );
}

/** The back of a card: waves on deep blue, the same for every card. */
export function CardBack() {
  const waves = [30, 46, 94, 110].map((y) => `M8 ${y} q7 -5 14 0 t14 0 t14 0 t14 0 t14 0 t14 0`).join(' ');
  return (
    <g>
      <rect x={1} y={1} width={98} height={138} rx={7} fill="#173a5e" stroke="#0c2239" strokeWidth={2} />
      <rect x={6} y={6} width={88} height={128} rx={5} fill="none" stroke={PAPER} strokeOpacity={0.55} strokeWidth={1.4} />
      <path d={waves} fill="none" stroke={PAPER} strokeOpacity={0.35} strokeWidth={2.2} strokeLinecap="round" />
      <circle cx={50} cy={70} r={21} fill={PAPER} fillOpacity={0.95} stroke="#0c2239" strokeWidth={1.5} />
      <g transform="translate(50 70)" fill="none" stroke="#173a5e" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round">
        <path d="M0 -15 L4 -4 L15 0 L4 4 L0 15 L-4 4 L-15 0 L-4 -4 Z" fill="#7cc4e8" />
        <circle r={2.4} fill="#173a5e" stroke="none" />
      </g>
    </g>
  );
}
