// Placeholder: the Events page is being written.
import { t } from '../i18n/index.js';

export function EventsPage() {
  return <section><h1>{t('nav.events')}</h1></section>;
}
