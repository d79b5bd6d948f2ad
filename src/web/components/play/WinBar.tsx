// The computer's estimate of each side's chances: blue for you, orange for the computer. It moves
// only when the computer thinks (a new estimate arrives).
import { t } from '../../i18n/index.js';

export interface WinBarProps {
  /** The computer's chance to win (0..1). */
  computer: number;
}

export function WinBar({ computer }: WinBarProps) {
  const you = Math.round((1 - computer) * 100);
  const them = 100 - you;
  const text = t('play.winbar.text', { you, them });
  return (
    <div className="winbar" role="group" aria-label={t('play.winbar.label')} data-testid="winbar">
      <div className="winbar-legend" aria-hidden="true">
        <span className="winbar-you">{t('play.winbar.you', { value: you })}</span>
        <span className="winbar-caption">{t('play.winbar.caption')}</span>
        <span className="winbar-them">{t('play.winbar.them', { value: them })}</span>
      </div>
      <div className="winbar-track" role="img" aria-label={text}>
        <div className="winbar-fill" style={{ width: `${you}%` }} />
      </div>
    </div>
  );
}
