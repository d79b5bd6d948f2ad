// A new game to follow: the expansions, your seat and who starts, the round's event (Extra Pepper)
// and the two cards that start the discard piles. Nobody holds cards at the start, so no hand is asked.
import { useState } from 'react';
import { EVENTS, type FollowStart } from '../../../engine/index.js';
import { gameCounts } from '../../analysis/expect.js';
import { eventText } from '../../game/text.js';
import { t } from '../../i18n/index.js';
import { CardPicker } from './CardPicker.js';
import { ExpansionsFieldset } from '../ExpansionsFieldset.js';

export interface SetupFormProps {
  onStart: (start: FollowStart, name: string) => string | null;
}

export function SetupForm({ onStart }: SetupFormProps) {
  const [name, setName] = useState('');
  const [salt, setSalt] = useState(true);
  const [pepper, setPepper] = useState(true);
  const [seat, setSeat] = useState(0);
  const [iStart, setIStart] = useState(true);
  const [event, setEvent] = useState(-1);
  const [piles, setPiles] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const counts = gameCounts(salt);
  const candidates = counts.map((n, l) => (n > 0 ? l : -1)).filter((l) => l >= 0);
  const ready = piles.length === 2 && (!pepper || event >= 0);
  return (
    <form
      className="panel setup"
      data-testid="analysis-setup"
      aria-labelledby="setup-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        const start: FollowStart = {
          options: { players: 2, salt, pepper }, seat, firstPlayer: iStart ? seat : 1 - seat, piles: [piles[0], piles[1]], ...(pepper ? { event } : {}),
        };
        setError(onStart(start, name.trim() || t('analysis.setup.defaultName', { date: new Date().toLocaleString() })));
      }}
    >
      <h2 id="setup-title">{t('analysis.setup.title')}</h2>
      <label className="field">
        <span>{t('analysis.setup.name')}</span>
        <input type="text" value={name} onChange={(e) => setName(e.target.value)} data-testid="setup-name" maxLength={80} />
      </label>
      <ExpansionsFieldset salt={salt} pepper={pepper} onSalt={(on) => { setSalt(on); setPiles([]); }} onPepper={setPepper} />
      <fieldset>
        <legend>{t('analysis.setup.seat')}</legend>
        {[0, 1].map((s) => (
          <label key={s} className="radio">
            <input type="radio" name="seat" checked={seat === s} onChange={() => setSeat(s)} />
            <span>{t('analysis.setup.seatN', { n: s + 1 })}</span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('analysis.setup.starter')}</legend>
        <label className="radio"><input type="radio" name="starter" checked={iStart} onChange={() => setIStart(true)} /><span>{t('analysis.you')}</span></label>
        <label className="radio"><input type="radio" name="starter" checked={!iStart} onChange={() => setIStart(false)} /><span>{t('analysis.opponent')}</span></label>
      </fieldset>
      {pepper && (
        <label className="field">
          <span>{t('analysis.setup.event')}</span>
          <select value={event} onChange={(e) => setEvent(Number(e.target.value))} data-testid="setup-event">
            <option value={-1}>{t('analysis.ask.choose')}</option>
            {EVENTS.map((_, e) => <option key={e} value={e}>{eventText(e)}</option>)}
          </select>
        </label>
      )}
      <CardPicker testId="setup-piles" legend={t('analysis.setup.piles')} candidates={candidates} max={counts} picked={piles} count={2} onChange={setPiles} />
      <p className="hint-small">{t('analysis.setup.noHand')}</p>
      {error && <div className="notice notice-error" role="alert"><p className="notice-detail">{error}</p></div>}
      <div className="row-buttons">
        <button type="submit" className="primary" disabled={!ready} data-testid="setup-start">{t('analysis.setup.start')}</button>
      </div>
    </form>
  );
}
