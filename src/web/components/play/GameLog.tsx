// What happened lately, newest line first, as you saw it. The newest step is also announced politely to
// screen readers.
import type { Step } from '../../game/controller.js';
import { describeStep } from '../../game/describe.js';
import { msgText } from '../../game/text.js';
import { t } from '../../i18n/index.js';

export interface GameLogProps {
  steps: readonly Step[];
  human: number;
}

export function GameLog({ steps, human }: GameLogProps) {
  const lines: { key: string; who: string; text: string }[] = [];
  for (let i = steps.length - 1; i >= 0; i--) {
    const msgs = describeStep(steps[i].seen, human);
    for (let j = msgs.length - 1; j >= 0; j--) lines.push({ key: `${steps[i].ply}-${j}`, who: msgs[j].who, text: msgText(msgs[j]) });
  }
  const latest = steps.length > 0 ? describeStep(steps[steps.length - 1].seen, human).map(msgText).join(' ') : '';
  return (
    <section className="log" aria-label={t('play.log.title')}>
      <h2 className="block-title">{t('play.log.title')}</h2>
      <p className="visually-hidden" aria-live="polite" data-testid="announce">{latest}</p>
      {lines.length === 0 ? <p className="hint-small">{t('play.log.empty')}</p> : (
        <ul className="log-list" data-testid="log">
          {lines.slice(0, 40).map((l) => <li key={l.key} className={`log-${l.who}`}>{l.text}</li>)}
        </ul>
      )}
    </section>
  );
}
