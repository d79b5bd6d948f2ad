// Placeholder: the Rules page is being written.
import { t } from '../i18n/index.js';

export function RulesPage() {
  return <section><h1>{t('nav.rules')}</h1></section>;
}
