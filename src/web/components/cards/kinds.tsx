// The drawings of the nineteen kinds of card: our own simple line art, each in a 100×100 box,
// outlined in ink and filled with the card's colour (`art`) and paper. No artwork from the
// published game is used or imitated.
import type { ReactNode } from 'react';
import type { Kind } from '../../../engine/cards.js';
import { INK, PAPER } from './palette.js';

export interface Paint {
  /** The card's colour, as used in drawings. */
  art: string;
}

const ORANGE_BEAK = '#f29b38';
const GOLD = '#e8c547';
const HAIR = '#c4622d';
const LIGHT = '#ffe680';

/** Outlined limb or tentacle: a thick ink stroke under a thinner coloured one. */
/** A limb or tentacle: an inked outline under the coloured stroke. */
export function Limb({ d, colour, width = 6 }: { d: string; colour: string; width?: number }) {
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} stroke={INK} strokeWidth={width + 5} />
      <path d={d} stroke={colour} strokeWidth={width} />
    </g>
  );
}

function Eye({ x, y, r = 4 }: { x: number; y: number; r?: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={PAPER} />
      <circle cx={x} cy={y + r * 0.1} r={r * 0.45} fill={INK} stroke="none" />
    </g>
  );
}

/** A smaller copy of a drawing, keeping the line weight readable. */
function Mini({ x, y, s, children }: { x: number; y: number; s: number; children: ReactNode }) {
  return <g transform={`translate(${x} ${y}) scale(${s})`} strokeWidth={3 / Math.sqrt(s)}>{children}</g>;
}

const mirror = (d: string) => d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${+(100 - +x).toFixed(2)} ${y}`);

function mermaid({ art }: Paint) {
  return (
    <g>
      <path d="M37 22 C33 6 62 4 60 20 C62 30 68 38 71 49 C64 49 59 45 56 40 L40 38 C37 34 36 28 37 22 Z" fill={HAIR} strokeWidth={2.5} />
      <path d="M40 56 L56 56 C60 68 64 76 74 80 L70 86 C54 82 42 72 40 56 Z" fill={art} />
      <path d="M71 82 C75 74 86 72 95 74 C89 79 85 82 83 86 C85 90 85 95 83 99 C75 95 68 89 71 82 Z" fill={art} />
      <path d="M39 33 Q48 29 57 33 L56 57 L40 57 Z" fill={PAPER} />
      <path d="M40.5 41 Q48 45 55.5 41 L55.5 46 Q48 50 40.5 46 Z" fill={art} strokeWidth={2.2} />
      <path d="M40 36 Q33 46 38 56 M56 36 Q63 46 58 56" fill="none" />
      <circle cx={48} cy={20} r={9.5} fill={PAPER} />
      <path d="M38.5 19 C40 9 56 9 57.5 19 C52 14 44 14 38.5 19 Z" fill={HAIR} strokeWidth={2} />
      <circle cx={44.5} cy={21} r={1.3} fill={INK} stroke="none" />
      <circle cx={51.5} cy={21} r={1.3} fill={INK} stroke="none" />
      <path d="M45 25 Q48 27.5 51 25" fill="none" strokeWidth={1.8} />
      <path d="M45 62 q3 2.5 6 0 M48 69 q3 2.5 6 0 M54 75 q3 2.5 6 0" fill="none" strokeWidth={1.8} />
    </g>
  );
}

const CLAW = 'M24 41 C13 39 10 26 17 19 C19 25 23 28 28 26 C31 32 29 38 24 41 Z';

function crab({ art }: Paint) {
  return (
    <g>
      <path d="M31 61 L15 54 M30 67 L13 69 M33 73 L18 83" fill="none" strokeWidth={3.5} />
      <path d={mirror('M31 61 L15 54 M30 67 L13 69 M33 73 L18 83')} fill="none" strokeWidth={3.5} />
      <path d="M35 54 Q27 48 25 40" fill="none" strokeWidth={3.5} />
      <path d={mirror('M35 54 Q27 48 25 40')} fill="none" strokeWidth={3.5} />
      <path d={CLAW} fill={art} />
      <path d={mirror(CLAW)} fill={art} />
      <path d="M44 50 L42 40 M56 50 L58 40" fill="none" />
      <ellipse cx={50} cy={62} rx={21} ry={14} fill={art} />
      <Eye x={42} y={38} />
      <Eye x={58} y={38} />
      <path d="M45 64 Q50 68 55 64" fill="none" strokeWidth={2.5} />
    </g>
  );
}

function boat({ art }: Paint) {
  return (
    <g>
      <path d="M8 86 Q16 80 24 86 T40 86 T56 86 T72 86 T88 86" fill="none" />
      <path d="M50 14 L50 64" fill="none" />
      <path d="M53 19 L53 58 L80 58 Z" fill={PAPER} />
      <path d="M47 25 L47 58 L23 58 Z" fill={PAPER} />
      <path d="M50 13 L61 16.5 L50 20 Z" fill={art} />
      <path d="M14 64 L86 64 L75 78 L25 78 Z" fill={art} />
      <circle cx={36} cy={71} r={2} fill={PAPER} />
      <circle cx={50} cy={71} r={2} fill={PAPER} />
      <circle cx={64} cy={71} r={2} fill={PAPER} />
    </g>
  );
}

function fish({ art }: Paint) {
  return (
    <g>
      <path d="M68 50 L88 33 Q83 50 88 67 Z" fill={art} />
      <path d="M37 36 Q46 20 60 33 Z" fill={art} />
      <path d="M15 50 C29 28 57 28 71 50 C57 72 29 72 15 50 Z" fill={art} />
      <path d="M41 40 Q46 50 41 60" fill="none" />
      <path d="M52 46 q3 3 0 6 M58 46 q3 3 0 6" fill="none" strokeWidth={2} />
      <Eye x={29} y={46} r={4.2} />
    </g>
  );
}

function swimmer({ art }: Paint) {
  return (
    <g>
      <path d="M44 63 C56 53 74 53 88 60 L88 64 L44 64 Z" fill={art} />
      <Limb d="M52 58 C50 36 32 28 20 40" colour={PAPER} width={6} />
      <circle cx={19} cy={42} r={4.5} fill={PAPER} />
      <circle cx={36} cy={57} r={9} fill={PAPER} />
      <path d="M27 56 A9 9 0 0 1 45 56 Z" fill={art} />
      <rect x={27} y={57} width={6} height={3.5} rx={1.5} fill={INK} stroke="none" />
      <path d="M4 66 Q12 60 20 66 T36 66 T52 66 T68 66 T84 66 T100 66" fill="none" />
      <path d="M12 80 Q20 74 28 80 T44 80 T60 80 T76 80 T92 80" fill="none" />
      <path d="M11 50 l-4 -4 M14 47 l-1 -6" fill="none" strokeWidth={2} />
    </g>
  );
}

function shark({ art }: Paint) {
  return (
    <g>
      <path d="M76 50 L95 29 L88 52 L95 73 Z" fill={art} />
      <path d="M38 39 L52 14 L61 39 Z" fill={art} />
      <path d="M8 54 C22 36 54 32 80 48 L80 57 C54 70 24 68 8 54 Z" fill={art} />
      <path d="M11 56 C26 61 52 63 80 55 L80 57 C54 70 24 68 11 56 Z" fill={PAPER} />
      <path d="M37 61 L31 77 L48 62 Z" fill={art} />
      <path d="M32 46 L30 54 M37 45 L35 53 M42 45 L40 53" fill="none" strokeWidth={2} />
      <circle cx={22} cy={47} r={2.6} fill={INK} stroke="none" />
    </g>
  );
}

// The scallop's fan: six scalloped segments from a hinge at the bottom.
const SHELL_HINGE = [50, 84] as const;
const shellPoint = (deg: number, r: number) => {
  const a = (deg * Math.PI) / 180;
  return `${(SHELL_HINGE[0] + r * Math.sin(a)).toFixed(1)} ${(SHELL_HINGE[1] - r * Math.cos(a)).toFixed(1)}`;
};
const SHELL_ANGLES = [-62, -41.3, -20.7, 0, 20.7, 41.3, 62];
const SHELL_FAN = `M${SHELL_HINGE.join(' ')} L${shellPoint(-62, 60)} ` +
  SHELL_ANGLES.slice(1).map((a, i) => `Q${shellPoint((a + SHELL_ANGLES[i]) / 2, 69)} ${shellPoint(a, 60)}`).join(' ') + ' Z';
const SHELL_RIBS = SHELL_ANGLES.slice(1).map((a, i) => `M${SHELL_HINGE.join(' ')} L${shellPoint((a + SHELL_ANGLES[i]) / 2, 56)}`).join(' ');

function shell({ art }: Paint) {
  return (
    <g>
      <path d={SHELL_FAN} fill={art} />
      <path d={SHELL_RIBS} fill="none" strokeWidth={2.2} />
      <path d="M38 82 L62 82 L57 92 L43 92 Z" fill={art} />
    </g>
  );
}

const TENTACLES = ['M35 56 C24 64 16 76 22 84 C26 88 31 86 30 81', 'M43 59 C39 71 35 81 41 88 C45 91 49 88 47 84'];

function octopus({ art }: Paint) {
  return (
    <g>
      {TENTACLES.map((d) => <Limb key={d} d={d} colour={art} />)}
      {TENTACLES.map((d) => <Limb key={`m${d}`} d={mirror(d)} colour={art} />)}
      <path d="M26 56 C22 30 34 13 50 13 C66 13 78 30 74 56 C66 63 34 63 26 56 Z" fill={art} />
      <Eye x={41} y={41} r={6} />
      <Eye x={59} y={41} r={6} />
      <path d="M45 52 Q50 56 55 52" fill="none" strokeWidth={2.5} />
      <circle cx={36} cy={26} r={2.2} fill={PAPER} stroke="none" opacity={0.8} />
      <circle cx={42} cy={21} r={1.6} fill={PAPER} stroke="none" opacity={0.8} />
    </g>
  );
}

function penguin({ art }: Paint) {
  return (
    <g>
      <path d="M31 48 C22 58 20 70 24 77 C30 71 33 62 33 54 Z" fill={INK} />
      <path d={mirror('M31 48 C22 58 20 70 24 77 C30 71 33 62 33 54 Z')} fill={INK} />
      <ellipse cx={42} cy={88} rx={7} ry={3.5} fill={ORANGE_BEAK} />
      <ellipse cx={58} cy={88} rx={7} ry={3.5} fill={ORANGE_BEAK} />
      <ellipse cx={50} cy={54} rx={20} ry={33} fill={INK} />
      <path d="M50 26 C60 26 63 33 62 40 C66 50 65 62 64 68 C63 80 58 85 50 85 C42 85 37 80 36 68 C35 62 34 50 38 40 C37 33 40 26 50 26 Z" fill={PAPER} strokeWidth={0} />
      <circle cx={44} cy={32} r={2.2} fill={INK} stroke="none" />
      <circle cx={56} cy={32} r={2.2} fill={INK} stroke="none" />
      <path d="M45 37 L55 37 L50 44 Z" fill={ORANGE_BEAK} strokeWidth={2} />
      <path d="M33 47 C44 51 56 51 67 47 L67 54 C56 58 44 58 33 54 Z" fill={art} />
      <path d="M58 54 L61 69 L68 66 L64 53 Z" fill={art} />
    </g>
  );
}

function sailor({ art }: Paint) {
  return (
    <g>
      <path d="M21 96 C21 75 34 67 50 67 C66 67 79 75 79 96 Z" fill={PAPER} />
      <path d="M27 80 H73 M23 89 H77" fill="none" stroke={art} strokeWidth={5} />
      <path d="M21 96 C21 75 34 67 50 67 C66 67 79 75 79 96" fill="none" />
      <path d="M39 68 L50 84 L61 68 Z" fill={art} />
      <circle cx={50} cy={47} r={16} fill={PAPER} />
      <circle cx={44} cy={47} r={1.9} fill={INK} stroke="none" />
      <circle cx={56} cy={47} r={1.9} fill={INK} stroke="none" />
      <path d="M45 54 Q50 58 55 54" fill="none" strokeWidth={2.5} />
      <path d="M31 37 C31 23 69 23 69 37 Z" fill={PAPER} />
      <path d="M30 35 L70 35 L70 40 L30 40 Z" fill={INK} />
      <circle cx={50} cy={23} r={4} fill={art} />
    </g>
  );
}

const towerX = (y: number) => 43 - (y - 36) * 0.06;
const band = (y1: number, y2: number) => `M${towerX(y1)} ${y1} L${100 - towerX(y1)} ${y1} L${100 - towerX(y2)} ${y2} L${towerX(y2)} ${y2} Z`;

function lighthouse({ art }: Paint) {
  return (
    <g>
      <path d="M50 27 L7 13 L7 39 Z M50 27 L93 13 L93 39 Z" fill={LIGHT} stroke="none" opacity={0.75} />
      <path d="M18 93 C21 82 33 80 40 84 C46 77 58 77 62 84 C68 80 79 82 82 93 Z" fill="#8a8f96" />
      <path d={`M${towerX(36)} 36 L${100 - towerX(36)} 36 L${100 - towerX(86)} 86 L${towerX(86)} 86 Z`} fill={PAPER} />
      <path d={band(46, 55)} fill={art} />
      <path d={band(65, 74)} fill={art} />
      <rect x={44} y={21} width={12} height={12} fill={LIGHT} />
      <rect x={37} y={33} width={26} height={4} fill={INK} />
      <path d="M41 21 L50 11 L59 21 Z" fill={art} />
      <path d="M47 86 L47 79 Q50 76 53 79 L53 86" fill={INK} />
    </g>
  );
}

function shoal(p: Paint) {
  return (
    <g>
      <Mini x={-2} y={4} s={0.52}>{fish(p)}</Mini>
      <Mini x={45} y={22} s={0.52}>{fish(p)}</Mini>
      <Mini x={6} y={46} s={0.52}>{fish(p)}</Mini>
    </g>
  );
}

function colony(p: Paint) {
  return (
    <g>
      <Mini x={0} y={8} s={0.56}>{penguin(p)}</Mini>
      <Mini x={44} y={8} s={0.56}>{penguin(p)}</Mini>
      <Mini x={21} y={38} s={0.62}>{penguin(p)}</Mini>
    </g>
  );
}

function captain({ art }: Paint) {
  return (
    <g>
      <path d="M19 97 C19 77 34 69 50 69 C66 69 81 77 81 97 Z" fill={art} />
      <path d="M41 69 L50 86 L59 69" fill="none" />
      <circle cx={50} cy={91} r={2.3} fill={GOLD} />
      <circle cx={50} cy={48} r={15} fill={PAPER} />
      <path d="M35 50 C36 66 44 73 50 73 C56 73 64 66 65 50 C60 57 40 57 35 50 Z" fill="#e7e1d4" />
      <path d="M43 59 Q50 55 57 59" fill="none" strokeWidth={2.5} />
      <circle cx={44} cy={46} r={1.9} fill={INK} stroke="none" />
      <circle cx={56} cy={46} r={1.9} fill={INK} stroke="none" />
      <path d="M29 34 C29 21 71 21 71 34 L66 38 L34 38 Z" fill={PAPER} />
      <path d="M34 38 L66 38 L66 42 L34 42 Z" fill={INK} />
      <path d="M33 42 Q50 49 67 42 L63 46 Q50 51 37 46 Z" fill={INK} />
      <circle cx={50} cy={31} r={3.6} fill={GOLD} />
    </g>
  );
}

function jellyfish({ art }: Paint) {
  return (
    <g>
      <path d="M35 52 Q29 60 35 68 T35 84 M45 54 Q39 64 45 74 T45 92 M55 54 Q61 64 55 74 T55 92 M65 52 Q71 60 65 68 T65 84" fill="none" strokeWidth={2.6} />
      <path d="M23 52 C23 28 35 15 50 15 C65 15 77 28 77 52 Q70 47 63 52 Q57 47 50 52 Q43 47 37 52 Q30 47 23 52 Z" fill={art} />
      <path d="M33 35 Q37 24 46 21" fill="none" stroke={PAPER} strokeWidth={3} />
      <circle cx={43} cy={39} r={2.1} fill={INK} stroke="none" />
      <circle cx={57} cy={39} r={2.1} fill={INK} stroke="none" />
      <path d="M46 44 Q50 47 54 44" fill="none" strokeWidth={2.2} />
    </g>
  );
}

const LOBSTER_CLAW = 'M33 32 C21 37 10 29 12 16 C16 22 20 24 24 22 C22 16 24 10 28 8 C35 14 37 24 33 32 Z';

function lobster({ art }: Paint) {
  return (
    <g>
      <path d="M46 24 C40 12 30 8 20 6 M54 24 C60 12 70 8 80 6" fill="none" strokeWidth={2} />
      <path d="M41 43 L29 49 M41 49 L29 57 M41 55 L31 63" fill="none" strokeWidth={2.6} />
      <path d={mirror('M41 43 L29 49 M41 49 L29 57 M41 55 L31 63')} fill="none" strokeWidth={2.6} />
      <path d="M42 33 L33 30 M58 33 L67 30" fill="none" strokeWidth={3.5} />
      <path d={LOBSTER_CLAW} fill={art} />
      <path d={mirror(LOBSTER_CLAW)} fill={art} />
      <path d="M44 77 L56 77 L65 90 Q50 97 35 90 Z" fill={art} />
      <path d="M50 78 L50 93" fill="none" strokeWidth={2} />
      <path d="M43 70 L57 70 L56 77 L44 77 Z" fill={art} />
      <path d="M42 62 L58 62 L57 70 L43 70 Z" fill={art} />
      <path d="M41 54 L59 54 L58 62 L42 62 Z" fill={art} />
      <path d="M40 28 C40 17 60 17 60 28 L60 50 C60 55 40 55 40 50 Z" fill={art} />
      <circle cx={45} cy={25} r={2.2} fill={INK} stroke="none" />
      <circle cx={55} cy={25} r={2.2} fill={INK} stroke="none" />
    </g>
  );
}

function castOfCrabs(p: Paint) {
  return (
    <g>
      <Mini x={-1} y={6} s={0.5}>{crab(p)}</Mini>
      <Mini x={51} y={6} s={0.5}>{crab(p)}</Mini>
      <Mini x={22} y={44} s={0.56}>{crab(p)}</Mini>
    </g>
  );
}

const STARFISH = (() => {
  const cx = 50, cy = 54, R = 41, r = 17;
  const pt = (deg: number, rad: number) => {
    const a = (deg * Math.PI) / 180;
    return `${(cx + rad * Math.cos(a)).toFixed(1)} ${(cy + rad * Math.sin(a)).toFixed(1)}`;
  };
  let d = `M${pt(-90 - 36, r)}`;
  for (let i = 0; i < 5; i++) {
    const a = -90 + 72 * i;
    d += ` L${pt(a - 7, R - 5)} Q${pt(a, R + 4)} ${pt(a + 7, R - 5)} L${pt(a + 36, r)}`;
  }
  const dots = Array.from({ length: 5 }, (_, i) => [pt(-90 + 72 * i, 15), pt(-90 + 72 * i, 27)]).flat();
  return { d: d + ' Z', dots };
})();

function starfish({ art }: Paint) {
  return (
    <g>
      <path d={STARFISH.d} fill={art} />
      {STARFISH.dots.map((p) => {
        const [x, y] = p.split(' ').map(Number);
        return <circle key={p} cx={x} cy={y} r={2.3} fill={PAPER} strokeWidth={1.2} />;
      })}
      <circle cx={50} cy={54} r={3} fill={PAPER} strokeWidth={1.2} />
    </g>
  );
}

function seahorse({ art }: Paint) {
  return (
    <g>
      <Limb d="M57 70 C61 84 58 93 50 94 C43 95 40 88 45 85 C48 83 51 86 49 88" colour={art} width={7} />
      <path d="M66 47 C78 45 81 59 70 64 Z" fill={PAPER} />
      <path d="M69 51 L75 50 M70 56 L77 56 M69 61 L74 61" fill="none" strokeWidth={1.6} />
      <path d="M22 25 L42 22 C44 14 50 10 57 11 C65 12 69 20 66 28 C64 33 62 36 64 40 C72 48 72 62 64 72 C60 76 54 78 50 76 C42 72 38 62 40 52 C41 46 42 42 40 38 C38 34 34 32 30 32 L22 31 Z" fill={art} />
      <path d="M49 11 l1 -6 l3 4 l2 -5 l2 6" fill="none" strokeWidth={2} />
      <path d="M42 50 H50 M41 58 H51 M44 66 H53" fill="none" strokeWidth={2} />
      <Eye x={54} y={21} r={3.6} />
    </g>
  );
}

export const KIND_ART: Record<Kind, (p: Paint) => ReactNode> = {
  mermaid, crab, boat, fish, swimmer, shark, shell, octopus, penguin, sailor,
  lighthouse, shoal, colony, captain, jellyfish, lobster, castOfCrabs, starfish, seahorse,
};

/** The drawing of a kind, in its 100×100 box, with the shared ink outline. */
export function KindArt({ kind, art }: { kind: Kind; art: string }) {
  return (
    <g stroke={INK} strokeWidth={3} strokeLinejoin="round" strokeLinecap="round">
      {KIND_ART[kind]({ art })}
    </g>
  );
}
