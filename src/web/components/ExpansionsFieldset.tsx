// The two expansion checkboxes of the play page's new-game form and the analysis page's setup.
import { t } from '../i18n/index.js';

export interface ExpansionsFieldsetProps {
  salt: boolean;
  pepper: boolean;
  onSalt: (on: boolean) => void;
  onPepper: (on: boolean) => void;
}

export function ExpansionsFieldset({ salt, pepper, onSalt, onPepper }: ExpansionsFieldsetProps) {
  return (
    <fieldset>
      <legend>{t('play.setup.expansions')}</legend>
      <label className="radio">
        <input type="checkbox" name="salt" checked={salt} onChange={(e) => onSalt(e.target.checked)} />
        <span><strong>{t('play.setup.salt')}</strong> <span className="hint-small">{t('play.setup.saltHint')}</span></span>
      </label>
      <label className="radio">
        <input type="checkbox" name="pepper" checked={pepper} onChange={(e) => onPepper(e.target.checked)} />
        <span><strong>{t('play.setup.pepper')}</strong> <span className="hint-small">{t('play.setup.pepperHint')}</span></span>
      </label>
    </fieldset>
  );
}
