// Events: the twelve Extra Pepper events, what each does, its trophy and to whom it goes, and the
// life cycle of an event from the table to a player and back into the deck.
import { EVENTS, EVENT_TROPHY } from '../../engine/events.js';
import { t } from '../i18n/index.js';
import { EventCard } from '../components/EventCard.js';
import { List, Paras, Section, Toc, useSectionFromHash } from '../components/pages/Section.js';

const SECTIONS = [
  { id: 'how', title: 'events.how.title' },
  { id: 'cycle', title: 'events.cycle.title' },
  { id: 'list', title: 'events.list.title' },
];

export function EventsPage() {
  useSectionFromHash('events');
  return (
    <article className="page events-page">
      <h1>{t('events.title')}</h1>
      <p className="lead">{t('events.lead')}</p>
      <Toc page="events" sections={SECTIONS} label={t('page.contents')} />

      <Section page="events" id="how" title="events.how.title">
        <Paras keys={['events.how.p1', 'events.how.p2']} />
        <ul className="trophy-key">
          <li><span className="trophy plus" aria-hidden="true">+</span>{t('events.how.plus')}</li>
          <li><span className="trophy minus" aria-hidden="true">−</span>{t('events.how.minus')}</li>
        </ul>
      </Section>

      <Section page="events" id="cycle" title="events.cycle.title">
        <p>{t('events.cycle.intro')}</p>
        <List ordered keys={['events.cycle.s1', 'events.cycle.s2', 'events.cycle.s3', 'events.cycle.s4', 'events.cycle.s5']} />
        <p>{t('events.cycle.p1')}</p>
      </Section>

      <Section page="events" id="list" title="events.list.title">
        <ol className="event-list">
          {EVENTS.map((code, i) => (
            <li key={code} className="event-entry">
              <EventCard event={i} size="lg" />
              <div>
                <h3 id={`events-${code}`}>{t(`event.${code}`)}</h3>
                <p className={`trophy-line ${EVENT_TROPHY[i] === '+' ? 'plus' : 'minus'}`}>
                  <span className="trophy" aria-hidden="true">{EVENT_TROPHY[i] === '+' ? '+' : '−'}</span>
                  {t(EVENT_TROPHY[i] === '+' ? 'events.trophyPlus' : 'events.trophyMinus')}
                </p>
                <p>{t(`event.rule.${code}`)}</p>
                <p className="detail">{t(`events.detail.${code}`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
    </article>
  );
}
