// Placeholder: the Analysis page is being written.
import { t } from '../i18n/index.js';

export function AnalysisPage() {
  return <section><h1>{t('nav.analysis')}</h1></section>;
}
