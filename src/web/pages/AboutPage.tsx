// Placeholder: the About page is being written.
import { t } from '../i18n/index.js';

export function AboutPage() {
  return <section><h1>{t('nav.about')}</h1></section>;
}
