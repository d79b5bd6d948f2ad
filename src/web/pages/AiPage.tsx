// Placeholder: the Ai page is being written.
import { t } from '../i18n/index.js';

export function AiPage() {
  return <section><h1>{t('nav.ai')}</h1></section>;
}
