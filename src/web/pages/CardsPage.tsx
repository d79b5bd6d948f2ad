// Cards: all 66 cards grouped by kind, with their colours and copies, the Extra Salt ones marked,
// and how each kind scores. Everything is counted from the engine's card table.
import { BASE_CARD_COUNT, CARD_COUNT, COLOURS, KINDS, KIND_CLASS, LABEL_COLOUR, LABEL_COPIES, LABEL_KIND, LABEL_SALT, type Kind, type KindClass } from '../../engine/cards.js';
import { t } from '../i18n/index.js';
import { Card } from '../components/Card.js';
import { SaltMark } from '../components/cards/CardFace.js';
import { ColourSymbol } from '../components/cards/symbols.js';
import { Section, Toc, useSectionFromHash } from '../components/pages/Section.js';
import { colourCounts } from '../components/pages/labels.js';

const GROUPS: { id: KindClass; kinds: Kind[] }[] = (['mermaid', 'duo', 'collector', 'multiplier', 'special'] as const).map((id) => ({
  id,
  kinds: KINDS.filter((k) => KIND_CLASS[k] === id),
}));

function labelsOf(kind: Kind): number[] {
  return LABEL_KIND.flatMap((k, label) => (KINDS[k] === kind ? [label] : []));
}

function SaltIcon() {
  return <svg className="salt-icon" width={16} height={18} viewBox="-8 -9 16 18" aria-hidden="true" focusable="false"><SaltMark x={0} y={0} /></svg>;
}

function KindEntry({ kind }: { kind: Kind }) {
  const labels = labelsOf(kind);
  const copies = labels.reduce((n, l) => n + LABEL_COPIES[l], 0);
  const salt = LABEL_SALT[labels[0]];
  return (
    <li className="kind-entry">
      <h3 id={`cards-${kind}`}>
        {t(`kind.${kind}`)}
        <span className="count">{t('cards.copies', { n: copies })}</span>
        {salt && <span className="badge salt"><SaltIcon />{t('expansion.salt')}</span>}
      </h3>
      <p>{t(`cards.score.${kind}`)}</p>
      <ul className="card-row" aria-label={t('cards.colours', { name: t(`kind.${kind}`) })}>
        {labels.map((l) => (
          <li key={l} className="card-cell">
            <Card label={l} size="lg" />
            <span className="card-caption">
              <ColourSymbol colour={COLOURS[LABEL_COLOUR[l]]} size={14} />
              {t(`colour.${COLOURS[LABEL_COLOUR[l]]}`)}{LABEL_COPIES[l] > 1 ? ` ×${LABEL_COPIES[l]}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}

function ColourTable() {
  const counts = colourCounts();
  return (
    <div className="table-scroll">
      <table className="colour-table">
        <thead>
          <tr><th scope="col">{t('cards.colour')}</th><th scope="col">{t('cards.base')}</th><th scope="col">{t('cards.withSalt')}</th></tr>
        </thead>
        <tbody>
          {COLOURS.map((c) => (
            <tr key={c}>
              <th scope="row"><span className="with-symbol"><ColourSymbol colour={c} size={20} />{t(`colour.${c}`)}</span></th>
              <td>{counts[c][0]}</td><td>{counts[c][1]}</td>
            </tr>
          ))}
          <tr className="total"><th scope="row">{t('cards.total')}</th><td>{BASE_CARD_COUNT}</td><td>{CARD_COUNT}</td></tr>
        </tbody>
      </table>
    </div>
  );
}

const SECTIONS = [...GROUPS.map((g) => ({ id: g.id, title: `cards.group.${g.id}` })), { id: 'colours', title: 'cards.colours.title' }];

export function CardsPage() {
  useSectionFromHash('cards');
  return (
    <article className="page cards-page">
      <h1>{t('cards.title')}</h1>
      <p className="lead">{t('cards.lead', { total: CARD_COUNT, base: BASE_CARD_COUNT, salt: CARD_COUNT - BASE_CARD_COUNT })}</p>
      <p className="note"><SaltIcon /> {t('cards.saltNote')}</p>
      <Toc page="cards" sections={SECTIONS} label={t('page.contents')} />
      {GROUPS.map((g) => (
        <Section key={g.id} page="cards" id={g.id} title={`cards.group.${g.id}`}>
          <p>{t(`cards.groupText.${g.id}`)}</p>
          <ul className="kind-list">{g.kinds.map((k) => <KindEntry key={k} kind={k} />)}</ul>
        </Section>
      ))}
      <Section page="cards" id="colours" title="cards.colours.title">
        <p>{t('cards.colours.text')}</p>
        <ColourTable />
      </Section>
    </article>
  );
}
