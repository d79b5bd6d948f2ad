// Opens a game record exported from the play page (a file, or its JSON pasted), followed from the
// seat chosen here: the other seat's hidden cards stay hidden.
import { useState } from 'react';
import { t } from '../../i18n/index.js';

export interface RecordFormProps {
  onOpen: (text: string, seat: number, name: string) => boolean;
}

export function RecordForm({ onOpen }: RecordFormProps) {
  const [seat, setSeat] = useState(0);
  const [text, setText] = useState('');
  const name = () => t('analysis.record.defaultName', { seat: seat + 1, date: new Date().toLocaleString() });
  return (
    <form className="panel record" data-testid="record-form" aria-labelledby="record-title" onSubmit={(e) => { e.preventDefault(); if (text.trim()) onOpen(text, seat, name()); }}>
      <h2 id="record-title">{t('analysis.record.title')}</h2>
      <p className="hint-small">{t('analysis.record.hint')}</p>
      <fieldset>
        <legend>{t('analysis.record.seat')}</legend>
        {[0, 1].map((s) => (
          <label key={s} className="radio">
            <input type="radio" name="record-seat" checked={seat === s} onChange={() => setSeat(s)} data-testid={`record-seat-${s + 1}`} />
            <span>{t('analysis.setup.seatN', { n: s + 1 })}</span>
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span>{t('analysis.record.file')}</span>
        <input type="file" accept=".json,application/json" data-testid="record-file"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onOpen(await file.text(), seat, name());
          }} />
      </label>
      <label className="field">
        <span>{t('analysis.record.paste')}</span>
        <textarea rows={3} value={text} onChange={(e) => setText(e.target.value)} data-testid="record-text" />
      </label>
      <div className="row-buttons">
        <button type="submit" disabled={!text.trim()} data-testid="record-open">{t('analysis.record.open')}</button>
      </div>
    </form>
  );
}
