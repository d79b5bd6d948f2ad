// The new-game choices: the computer's level, the expansions, who starts.
import { useEffect, useRef, useState } from 'react';
import { LEVELS, type Level, type NewGameChoice, type Starter } from '../../game/controller.js';
import { t } from '../../i18n/index.js';
import { ExpansionsFieldset } from '../ExpansionsFieldset.js';

export interface NewGameFormProps {
  initial: NewGameChoice;
  onStart: (choice: NewGameChoice) => void;
  /** Present when a game is in progress to go back to. */
  onCancel?: () => void;
  /** Why a new game is offered (a saved game could not be loaded), as text. */
  problem?: { key: string; detail: string } | null;
}

const STARTERS: readonly Starter[] = ['random', 'human', 'computer'];

export function NewGameForm({ initial, onStart, onCancel, problem }: NewGameFormProps) {
  const [level, setLevel] = useState<Level>(initial.level);
  const [salt, setSalt] = useState(initial.salt);
  const [pepper, setPepper] = useState(initial.pepper);
  const [starter, setStarter] = useState<Starter>(initial.starter);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => { heading.current?.focus({ preventScroll: true }); }, []);
  return (
    <form
      className="panel new-game"
      aria-labelledby="new-game-title"
      data-testid="new-game"
      onSubmit={(e) => { e.preventDefault(); onStart({ level, salt, pepper, starter }); }}
    >
      <h2 id="new-game-title" ref={heading} tabIndex={-1}>{t('play.setup.title')}</h2>
      {problem && (
        <div className="notice notice-error" role="alert" data-testid="load-problem">
          <p>{t(problem.key)}</p>
          <p className="notice-detail">{problem.detail}</p>
        </div>
      )}
      <fieldset>
        <legend>{t('play.setup.level')}</legend>
        {LEVELS.map((l) => (
          <label key={l} className="radio">
            <input type="radio" name="level" value={l} checked={level === l} onChange={() => setLevel(l)} />
            <span><strong>{t(`play.level.${l}`)}</strong> <span className="hint-small">{t(`play.levelHint.${l}`)}</span></span>
          </label>
        ))}
      </fieldset>
      <ExpansionsFieldset salt={salt} pepper={pepper} onSalt={setSalt} onPepper={setPepper} />
      <fieldset>
        <legend>{t('play.setup.starter')}</legend>
        {STARTERS.map((s) => (
          <label key={s} className="radio">
            <input type="radio" name="starter" value={s} checked={starter === s} onChange={() => setStarter(s)} />
            <span>{t(`play.starter.${s}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="row-buttons">
        <button type="submit" className="primary">{t('play.setup.start')}</button>
        {onCancel && <button type="button" onClick={onCancel}>{t('play.setup.cancel')}</button>}
      </div>
    </form>
  );
}
