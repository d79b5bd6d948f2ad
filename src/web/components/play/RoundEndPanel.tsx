// A round's end: each player's points by category, the bet's result, the event handed out, and
// the revealed hands. Play goes on when it is closed.
import { useEffect, useRef } from 'react';
import { SCORE_CATEGORIES } from '../../../engine/index.js';
import type { RoundSummary } from '../../game/controller.js';
import { eventText } from '../../game/text.js';
import { t } from '../../i18n/index.js';
import { CardRow } from './CardRow.js';

export interface RoundEndProps {
  summary: RoundSummary;
  human: number;
  /** Shown as a dialog with a button to go on; inside the game's end without one. */
  onContinue?: () => void;
}

export function endingText(s: RoundSummary, human: number): string {
  const who = s.caller === human ? 'you' : 'them';
  switch (s.ending) {
    case 'stop': return t(`play.end.stop.${who}`);
    case 'lastChanceWon': return t(`play.end.lastChanceWon.${who}`);
    case 'lastChanceLost': return t(`play.end.lastChanceLost.${who}`);
    case 'emptyDeck': return t('play.end.emptyDeck');
    case 'mermaids': return t(`play.end.mermaids.${who}`);
  }
}

function eventLine(s: RoundSummary, human: number): string | null {
  if (s.event < 0 || s.final) return null;
  if (s.eventTo < 0) return t('play.end.eventDiscarded', { event: eventText(s.event) });
  return t(s.eventTo === human ? 'play.end.eventToYou' : 'play.end.eventToThem', { event: eventText(s.event) });
}

export function RoundEndPanel({ summary: s, human, onContinue }: RoundEndProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => { button.current?.focus(); }, []);
  const opp = 1 - human;
  const scored = s.cardPoints.length > 0;
  const ev = eventLine(s, human);
  const body = (
    <>
      <p className="round-ending" data-testid="round-ending">{endingText(s, human)}</p>
      {scored && (
        <table className="round-table">
          <caption className="visually-hidden">{t('play.end.tableCaption', { round: s.round })}</caption>
          <thead><tr><th scope="col">{t('play.end.category')}</th><th scope="col">{t('play.you')}</th><th scope="col">{t('play.computer')}</th></tr></thead>
          <tbody>
            {SCORE_CATEGORIES.filter((c) => s.breakdown[human][c] > 0 || s.breakdown[opp][c] > 0).map((c) => (
              <tr key={c}><th scope="row">{t(`play.cat.${c}`)}</th><td>{s.breakdown[human][c]}</td><td>{s.breakdown[opp][c]}</td></tr>
            ))}
            <tr className="sum"><th scope="row">{t('play.end.cardPoints')}</th><td>{s.cardPoints[human]}</td><td>{s.cardPoints[opp]}</td></tr>
            {s.ending !== 'stop' && <tr><th scope="row">{t('play.end.colourBonus')}</th><td>{s.colourBonus[human]}</td><td>{s.colourBonus[opp]}</td></tr>}
            <tr className="sum"><th scope="row">{t('play.end.gains')}</th><td>+{s.gains[human]}</td><td>+{s.gains[opp]}</td></tr>
            <tr><th scope="row">{t('play.end.total')}</th><td>{s.scores[human]}</td><td>{s.scores[opp]}</td></tr>
          </tbody>
        </table>
      )}
      {!scored && <p>{t('play.end.totals', { you: s.scores[human], them: s.scores[opp] })}</p>}
      {ev && <p className="round-event">{ev}</p>}
      {scored && (
        <details className="round-hands">
          <summary>{t('play.end.hands')}</summary>
          <h3 className="block-title">{t('play.you')}</h3>
          <CardRow cards={s.hands[human]} size="sm" label={t('play.end.handOf', { who: t('play.you') })} empty={t('play.emptyHand')} />
          <h3 className="block-title">{t('play.computer')}</h3>
          <CardRow cards={s.hands[opp]} size="sm" label={t('play.end.handOf', { who: t('play.computer') })} empty={t('play.emptyHand')} />
        </details>
      )}
    </>
  );
  if (!onContinue) return <div className="round-end-inline">{body}</div>;
  return (
    <div className="overlay">
      <section className="panel round-end" role="dialog" aria-modal="true" aria-labelledby="round-end-title" data-testid="round-end">
        <h2 id="round-end-title">{t('play.end.title', { round: s.round })}</h2>
        {body}
        <button ref={button} type="button" className="primary" onClick={onContinue}>{t('play.end.continue')}</button>
      </section>
    </div>
  );
}
