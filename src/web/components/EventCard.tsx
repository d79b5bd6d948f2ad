// An Extra Pepper event card, our own SVG art: a drawing, the event's name and its trophy (+ goes
// to the leader, − to the player behind), with the same as text for screen readers.
import { useId } from 'react';
import { EVENTS, EVENT_TROPHY } from '../../engine/events.js';
import { t } from '../i18n/index.js';
import { EventArt } from './cards/eventArt.js';
import { INK, PAPER } from './cards/palette.js';
import { CardText, textWidthEm, wrapText } from './cards/text.js';
import '../styles/cards.css';

export interface EventCardProps {
  /** The event's index in EVENTS (0..11). */
  event: number;
  size?: 'sm' | 'md' | 'lg';
}

/** The event's name and trophy in words. */
export function eventText(event: number): string {
  const code = EVENTS[event];
  if (!code) return t('event.unknown');
  return t('event.aria', { name: t(`event.${code}`), trophy: t(EVENT_TROPHY[event] === '+' ? 'trophy.plus' : 'trophy.minus') });
}

function Trophy({ sign }: { sign: '+' | '-' }) {
  const plus = sign === '+';
  return (
    <g transform="translate(86 15)">
      <path d="M-6 6 L-9 18 L-3 15 L0 20 L2 8 M6 6 L9 18 L3 15 L0 20" fill={plus ? '#c0392b' : '#3b6ea5'} stroke={INK} strokeWidth={1} strokeLinejoin="round" />
      <circle r={10.5} fill={plus ? '#f2c94c' : '#cfd8e3'} stroke={INK} strokeWidth={1.3} />
      <path d={plus ? 'M-5.5 0 H5.5 M0 -5.5 V5.5' : 'M-5.5 0 H5.5'} stroke={INK} strokeWidth={3} strokeLinecap="round" />
    </g>
  );
}

export function EventCard({ event, size = 'md' }: EventCardProps) {
  const code = EVENTS[event];
  const clip = `ev${useId().replace(/[^\w-]/g, '')}`;
  if (!code) return <span className={`event-card event-${size}`} role="img" aria-label={t('event.unknown')} />;
  const sm = size === 'sm';
  const name = t(`event.${code}`);
  const twoLines = wrapText(name, 88, sm ? 14 : 11.5, 2);
  // A name that needs three lines is set a little smaller.
  const fits = twoLines.every((l) => textWidthEm(l) * (sm ? 14 : 11.5) <= 88);
  const fontSize = fits ? (sm ? 14 : 11.5) : (sm ? 12.5 : 10.5);
  const lines = fits ? twoLines : wrapText(name, 88, fontSize, 3);
  return (
    <svg className={`event-card event-${size}`} viewBox="0 0 100 140" role="img" aria-label={eventText(event)} focusable="false">
      <rect x={1} y={1} width={98} height={138} rx={7} fill="#efe2c4" stroke="#8c3a22" strokeWidth={2} />
      <rect x={5} y={5} width={90} height={130} rx={5} fill="none" stroke="#8c3a22" strokeWidth={1.2} strokeDasharray="1.5 3" strokeLinecap="round" />
      <g transform="translate(14 15)">
        <circle r={9} fill="#8c3a22" />
        <text y={3.6} textAnchor="middle" fontSize={10} fontWeight={700} fill={PAPER} style={{ fontFamily: 'system-ui, sans-serif' }}>{event + 1}</text>
      </g>
      <clipPath id={clip}><rect x={9} y={27} width={82} height={70} rx={9} /></clipPath>
      <rect x={9} y={27} width={82} height={70} rx={9} fill={PAPER} />
      <g clipPath={`url(#${clip})`}>
        <svg x={9} y={24} width={82} height={76} viewBox="-4 0 108 100">
          <EventArt code={code} />
        </svg>
      </g>
      <rect x={9} y={27} width={82} height={70} rx={9} fill="none" stroke="#c9b58c" strokeWidth={1} />
      <Trophy sign={EVENT_TROPHY[event]} />
      <CardText lines={lines} x={50} yMid={lines.length > 2 ? 117 : 118} width={88} fontSize={fontSize} fill={INK} />
    </svg>
  );
}
