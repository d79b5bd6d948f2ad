// Placeholder: the Play page is being written.
import { t } from '../i18n/index.js';

export function PlayPage() {
  return <section><h1>{t('nav.play')}</h1></section>;
}
