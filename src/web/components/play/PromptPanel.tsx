// The human's decision: the question, the cards it is about, and one button per legal choice
// (numbered: keys 1-9 choose too). It reports the chosen action id and knows nothing of the rules.
import { useEffect, useRef } from 'react';
import type { Prompt } from '../../game/prompts.js';
import { msgText } from '../../game/text.js';
import { t } from '../../i18n/index.js';
import { Card } from '../Card.js';
import { CardRow } from './CardRow.js';

/** The computer's latest moves, so they can be followed without looking for them on the table. */
export function RecentMoves({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  const shown = lines.slice(-5);
  return (
    <div className="recent" data-testid="recent">
      <p className="block-title">{t('play.recent')}</p>
      <ul>
        {lines.length > shown.length && <li className="recent-more">…</li>}
        {shown.map((l, i) => <li key={i}>{l}</li>)}
      </ul>
    </div>
  );
}

export interface PromptPanelProps {
  prompt: Prompt;
  onChoose: (action: number) => void;
  /** Changes with every new decision, to bring the question to a screen reader's attention. */
  decisionKey: number;
  /** What the computer did since your last decision (log lines). */
  recent?: readonly string[];
}

export function PromptPanel({ prompt, onChoose, decisionKey, recent = [] }: PromptPanelProps) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // After a choice the button is gone; keep the keyboard in the panel by focusing the question.
    const active = document.activeElement;
    if (!active || active === document.body || (active instanceof HTMLElement && active.dataset.choice !== undefined && !active.isConnected)) {
      title.current?.focus({ preventScroll: true });
    }
  }, [decisionKey]);
  return (
    <section className="prompt" aria-labelledby="prompt-title" data-testid="prompt">
      <RecentMoves lines={recent} />
      <h2 id="prompt-title" ref={title} tabIndex={-1}>{msgText(prompt.title)}</h2>
      {prompt.detail && <p className="prompt-detail">{msgText(prompt.detail)}</p>}
      {prompt.cards && prompt.cards.length > 0 && (
        <div className="prompt-cards">
          {prompt.cardsCaption && <p className="hint-small">{msgText(prompt.cardsCaption)}</p>}
          <CardRow cards={prompt.cards} size="sm" label={prompt.cardsCaption ? msgText(prompt.cardsCaption) : t('play.cardsShown')} />
        </div>
      )}
      <div className="choices" role="group" aria-label={t('play.choices')}>
        {prompt.choices.map((c, i) => {
          const text = msgText(c.text);
          const hint = c.hint ? msgText(c.hint) : null;
          const hintId = hint ? `hint-${c.action}` : undefined;
          return (
            <button
              key={c.action}
              type="button"
              className={`choice tone-${c.tone ?? 'main'}`}
              data-choice={c.action}
              aria-label={i < 9 ? t('play.choiceKey', { text, key: i + 1 }) : text}
              aria-describedby={hintId}
              onClick={() => onChoose(c.action)}
            >
              {i < 9 && <kbd aria-hidden="true">{i + 1}</kbd>}
              {c.cards && c.cards.length > 0 && (
                <span className="choice-cards" aria-hidden="true">{c.cards.map((l, j) => <Card key={j} label={l} size="sm" />)}</span>
              )}
              <span className="choice-body">
                <span className="choice-text">{text}</span>
                {hint && <span className="choice-hint" id={hintId}>{hint}</span>}
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
