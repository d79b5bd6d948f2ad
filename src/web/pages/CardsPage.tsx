// Placeholder: the Cards page is being written.
import { t } from '../i18n/index.js';

export function CardsPage() {
  return <section><h1>{t('nav.cards')}</h1></section>;
}
