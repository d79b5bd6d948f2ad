// Drawings of the twelve Extra Pepper events, our own line art in a 100×100 box, like the cards.
import type { ReactNode } from 'react';
import type { EventCode } from '../../../engine/events.js';
import { INK, PAPER } from './palette.js';
import { KIND_ART, Limb } from './kinds.js';

const GOLD = '#e8c547';
const SEA = '#5f9fd1';
const waves = (y: number, x0 = 4, n = 6) => `M${x0} ${y} ` + Array.from({ length: n }, () => 'q8 -6 16 0').join(' ');

function Note({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <ellipse cx={0} cy={0} rx={4} ry={3} fill={INK} transform="rotate(-20)" />
      <path d="M3.6 -1 L3.6 -16 Q8 -12 11 -13" fill="none" strokeWidth={2} />
    </g>
  );
}

function Mini({ x, y, s, flip = false, children }: { x: number; y: number; s: number; flip?: boolean; children: ReactNode }) {
  const f = flip ? ` translate(100 0) scale(-1 1)` : '';
  return <g transform={`translate(${x} ${y}) scale(${s})${f}`} strokeWidth={3 / Math.sqrt(s)}>{children}</g>;
}

const ART: Record<EventCode, () => ReactNode> = {
  hermitCrab: () => (
    <g>
      <path d="M34 74 L22 82 M38 78 L30 90 M60 76 L70 86" fill="none" strokeWidth={3.5} />
      <path d="M30 60 Q20 56 18 46" fill="none" strokeWidth={3.5} />
      <path d="M18 48 C8 46 6 34 12 28 C14 34 18 36 22 34 C25 40 23 46 18 48 Z" fill="#e5735a" />
      <path d="M28 52 L26 40 M36 52 L36 40" fill="none" />
      <circle cx={26} cy={38} r={3.8} fill={PAPER} /><circle cx={26} cy={38.4} r={1.7} fill={INK} stroke="none" />
      <circle cx={36} cy={38} r={3.8} fill={PAPER} /><circle cx={36} cy={38.4} r={1.7} fill={INK} stroke="none" />
      <path d="M26 76 C18 60 30 42 50 38 C72 34 88 50 82 66 C78 78 62 82 48 80 C38 80 30 80 26 76 Z" fill="#e9b77a" />
      <path d="M48 80 C40 68 50 54 62 58 C72 62 70 74 62 74 C56 74 56 66 61 66" fill="none" strokeWidth={2.6} />
      <ellipse cx={34} cy={70} rx={10} ry={9} fill="#e5735a" />
    </g>
  ),
  sunfish: () => (
    <g>
      <path d="M52 30 L62 6 L72 32 Z M52 70 L62 94 L72 68 Z" fill="#a7b7c9" />
      <path d="M70 34 Q80 40 76 50 Q80 60 70 66 Z" fill="#a7b7c9" />
      <circle cx={48} cy={50} r={27} fill="#c9d4df" />
      <path d="M58 40 Q64 50 58 60" fill="none" strokeWidth={2.4} />
      <circle cx={34} cy={44} r={4.5} fill={PAPER} /><circle cx={33.5} cy={44.5} r={2} fill={INK} stroke="none" />
      <path d="M22 54 Q25 56 27 54" fill="none" strokeWidth={2.4} />
      <path d="M40 64 q3 2 6 0 M46 70 q3 2 6 0" fill="none" strokeWidth={2} />
    </g>
  ),
  waterRodeo: () => (
    <g>
      <path d={`${waves(78)} L100 100 L0 100 Z`} fill={SEA} stroke="none" opacity={0.35} />
      <path d={waves(78)} fill="none" />
      <ellipse cx={56} cy={30} rx={26} ry={12} fill="none" stroke="#b57a3a" strokeWidth={3} />
      <path d="M30 30 C22 44 30 60 44 66" fill="none" stroke="#b57a3a" strokeWidth={3} />
      <path d="M16 66 Q50 52 84 66 Q80 72 68 70 L32 70 Q20 72 16 66 Z" fill="#c98a3c" />
      <path d="M32 66 C30 46 38 40 44 46 Q50 40 56 46 C62 40 70 46 68 66 Z" fill="#c98a3c" />
      <path d="M33 60 Q50 64 67 60" fill="none" stroke={INK} strokeWidth={3} />
    </g>
  ),
  danceOfShells: () => (
    <g>
      <Mini x={2} y={26} s={0.58}><g transform="rotate(-14 50 50)">{KIND_ART.shell({ art: '#f0b9a8' })}</g></Mini>
      <Mini x={42} y={34} s={0.58}><g transform="rotate(14 50 50)">{KIND_ART.shell({ art: '#f7d9a8' })}</g></Mini>
      <Note x={46} y={28} />
      <Note x={22} y={22} s={0.8} />
      <Note x={76} y={30} s={0.8} />
      <path d="M10 92 Q50 84 90 92" fill="none" strokeWidth={2.4} />
    </g>
  ),
  kraken: () => (
    <g>
      <path d={`${waves(72)} L100 100 L0 100 Z`} fill={SEA} stroke="none" opacity={0.35} />
      <Limb d="M18 80 C12 56 26 40 20 24 C18 18 24 14 27 19" colour="#8e5aa8" />
      <Limb d="M82 80 C90 58 74 44 82 26 C84 20 78 16 75 21" colour="#8e5aa8" />
      <Limb d="M34 82 C32 70 40 62 36 54" colour="#8e5aa8" width={5} />
      <path d="M42 64 L60 64 L56 72 L46 72 Z" fill="#c98a3c" />
      <path d="M51 64 L51 46 L62 60 Z" fill={PAPER} />
      <path d={waves(72)} fill="none" />
    </g>
  ),
  tornado: () => (
    <g>
      <path d="M14 14 Q50 2 86 14 Q80 26 70 30 Q66 42 58 48 Q56 60 50 66 Q52 78 44 90 Q44 76 40 66 Q34 56 34 48 Q24 40 24 30 Q14 24 14 14 Z" fill="#b7c0ca" />
      <path d="M18 16 Q50 24 84 15 M26 30 Q50 36 70 30 M34 47 Q48 52 58 47 M40 65 Q46 68 50 65" fill="none" strokeWidth={2.4} />
      <path d="M72 58 l6 -4 l2 6 Z M22 62 l5 3 l-5 4 Z M76 80 l4 4 l-5 2 Z" fill="#8a6a4a" strokeWidth={1.6} />
      <path d="M20 94 Q50 88 80 94" fill="none" strokeWidth={2.4} />
    </g>
  ),
  danceOfMermaids: () => (
    <g>
      <Mini x={-4} y={14} s={0.7}>{KIND_ART.mermaid({ art: '#5ab8b0' })}</Mini>
      <Mini x={34} y={14} s={0.7} flip>{KIND_ART.mermaid({ art: '#5ab8b0' })}</Mini>
      <Note x={48} y={22} />
      <Note x={86} y={20} s={0.8} />
      <Note x={12} y={16} s={0.8} />
    </g>
  ),
  treasureChest: () => (
    <g>
      <path d="M20 48 L26 22 Q50 14 74 22 L80 48 Z" fill="#a8672e" />
      <path d="M30 48 Q50 34 70 48" fill={GOLD} />
      <circle cx={38} cy={44} r={5} fill={GOLD} /><circle cx={50} cy={40} r={5} fill={GOLD} /><circle cx={62} cy={44} r={5} fill={GOLD} />
      <rect x={18} y={48} width={64} height={38} rx={3} fill="#c98a3c" />
      <path d="M18 60 H82 M30 48 V86 M70 48 V86" fill="none" strokeWidth={2.4} />
      <rect x={44} y={54} width={12} height={14} rx={2} fill={GOLD} />
      <circle cx={50} cy={60} r={2} fill={INK} stroke="none" />
      <path d="M84 30 l3 -6 l3 6 l-3 6 Z M12 34 l2 -4 l2 4 l-2 4 Z" fill={GOLD} strokeWidth={1.4} />
    </g>
  ),
  diodon: () => {
    const spikes = Array.from({ length: 16 }, (_, i) => {
      const a = (i / 16) * Math.PI * 2;
      const p = (r: number) => `${(48 + r * Math.cos(a)).toFixed(1)} ${(50 + r * Math.sin(a)).toFixed(1)}`;
      return `M${p(27)} L${p(38)}`;
    }).join(' ');
    return (
      <g>
        <path d={spikes} fill="none" strokeWidth={3} />
        <path d="M74 50 L90 40 L88 60 Z" fill="#e7c65a" />
        <circle cx={48} cy={50} r={28} fill="#e7c65a" />
        <path d="M30 60 Q48 74 66 60" fill="none" stroke={PAPER} strokeWidth={4} />
        <circle cx={36} cy={42} r={6} fill={PAPER} /><circle cx={35} cy={43} r={2.8} fill={INK} stroke="none" />
        <circle cx={58} cy={42} r={6} fill={PAPER} /><circle cx={57} cy={43} r={2.8} fill={INK} stroke="none" />
        <ellipse cx={46} cy={56} rx={4} ry={3} fill="#d9603b" />
        <path d="M64 54 Q72 50 70 62 Z" fill="#e7c65a" />
      </g>
    );
  },
  angelfish: () => (
    <g>
      <path d="M40 32 L56 4 L62 34 Z M40 68 L56 96 L62 66 Z" fill="#f2d14a" />
      <path d="M72 50 L90 38 L88 62 Z" fill="#f2d14a" />
      <path d="M14 50 C26 26 56 22 74 50 C56 78 26 74 14 50 Z" fill="#f2d14a" />
      <path d="M36 30 Q42 50 36 70 M52 28 Q58 50 52 72" fill="none" stroke={INK} strokeWidth={5} />
      <circle cx={26} cy={46} r={4.2} fill={PAPER} /><circle cx={25.5} cy={46.5} r={1.9} fill={INK} stroke="none" />
    </g>
  ),
  dolphins: () => {
    const dolphin = 'M10 60 C20 36 48 26 70 40 C74 34 78 32 82 34 C78 38 78 42 80 46 C88 48 92 52 94 58 C84 54 74 54 68 50 C50 42 30 48 16 62 Z';
    return (
      <g>
        <path d={`${waves(82)} L100 100 L0 100 Z`} fill={SEA} stroke="none" opacity={0.35} />
        <g transform="translate(0 -8) rotate(-12 50 50)"><path d={dolphin} fill="#7fa8c9" /><circle cx={74} cy={44} r={1.8} fill={INK} stroke="none" /><path d="M40 42 L44 32 L50 40 Z" fill="#7fa8c9" /></g>
        <g transform="translate(6 24) scale(0.7) rotate(-20 50 50)"><path d={dolphin} fill="#5f89ad" /><circle cx={74} cy={44} r={2.4} fill={INK} stroke="none" /><path d="M40 42 L44 32 L50 40 Z" fill="#5f89ad" /></g>
        <path d={waves(82)} fill="none" />
      </g>
    );
  },
  coralReef: () => (
    <g>
      <Limb d="M50 92 L50 56 M50 70 C40 66 34 58 34 44 M34 56 C26 54 22 46 24 36 M50 62 C60 58 66 50 66 36 M66 48 C74 46 78 40 78 30 M50 56 C50 44 46 36 48 24" colour="#f07f6a" width={6} />
      <path d="M8 92 Q50 84 92 92 L92 98 L8 98 Z" fill="#e9d6ae" />
      <Mini x={64} y={66} s={0.28}>{KIND_ART.shell({ art: '#f7d9a8' })}</Mini>
      <circle cx={22} cy={80} r={3} fill={PAPER} strokeWidth={1.6} />
      <circle cx={28} cy={72} r={2} fill={PAPER} strokeWidth={1.4} />
    </g>
  ),
};

export function EventArt({ code }: { code: EventCode }) {
  return (
    <g stroke={INK} strokeWidth={3} strokeLinejoin="round" strokeLinecap="round">
      {ART[code]()}
    </g>
  );
}
