// How to play: the rules in the project's own words (RULES.md is the specification), with pictures
// of the cards where they help. Sections are addressable as #/rules/<section>.
import type { ReactNode } from 'react';
import { COLLECTOR_KINDS, COLLECTOR_POINTS, COLOURS, KINDS, MULTIPLIERS, type Kind } from '../../engine/cards.js';
import { E } from '../../engine/events.js';
import { t } from '../i18n/index.js';
import { Card } from '../components/Card.js';
import { EventCard } from '../components/EventCard.js';
import { ColourSymbol } from '../components/cards/symbols.js';
import { Figure, List, Paras, Section, Toc, useSectionFromHash } from '../components/pages/Section.js';
import { anyOf, lab } from '../components/pages/labels.js';

const SECTIONS = [
  { id: 'aim', title: 'rules.aim.title' },
  { id: 'setup', title: 'rules.setup.title' },
  { id: 'turn', title: 'rules.turn.title' },
  { id: 'duos', title: 'rules.duos.title' },
  { id: 'starfish', title: 'rules.starfish.title' },
  { id: 'collectors', title: 'rules.collectors.title' },
  { id: 'multipliers', title: 'rules.multipliers.title' },
  { id: 'mermaids', title: 'rules.mermaids.title' },
  { id: 'ending', title: 'rules.ending.title' },
  { id: 'colour', title: 'rules.colour.title' },
  { id: 'end', title: 'rules.end.title' },
  { id: 'salt', title: 'rules.salt.title' },
  { id: 'pepper', title: 'rules.pepper.title' },
] as const;

const DUOS: { cards: [number, number]; key: string; salt?: boolean }[] = [
  { cards: [lab('crab', 'darkBlue'), lab('crab', 'yellow')], key: 'crab' },
  { cards: [lab('boat', 'lightBlue'), lab('boat', 'black')], key: 'boat' },
  { cards: [lab('fish', 'yellow'), lab('fish', 'green')], key: 'fish' },
  { cards: [lab('swimmer', 'lightOrange'), lab('shark', 'purple')], key: 'swimmerShark' },
  { cards: [lab('crab', 'grey'), lab('lobster', 'black')], key: 'crabLobster', salt: true },
  { cards: [lab('swimmer', 'darkBlue'), lab('jellyfish', 'pink')], key: 'swimmerJellyfish', salt: true },
];

const kindName = (k: number | Kind) => t(`kind.${typeof k === 'number' ? KINDS[k] : k}`);

function Duo({ cards, title, text, salt }: { cards: number[]; title: string; text: string; salt?: boolean }) {
  return (
    <li className="duo">
      <div className="card-row tight" aria-hidden="true">{cards.map((c, i) => <Card key={i} label={c} size="sm" />)}</div>
      <div>
        <h3>{title}{salt && <span className="badge salt">{t('expansion.salt')}</span>}</h3>
        <p>{text}</p>
      </div>
    </li>
  );
}

function CollectorTable() {
  return (
    <div className="table-scroll">
      <table className="scale">
        <caption className="visually-hidden">{t('rules.collectors.caption')}</caption>
        <thead>
          <tr><th scope="col">{t('rules.collectors.cards')}</th>{[1, 2, 3, 4, 5, 6].map((n) => <th key={n} scope="col">{n}</th>)}</tr>
        </thead>
        <tbody>
          {COLLECTOR_KINDS.map((k) => {
            const pts = COLLECTOR_POINTS[k];
            return (
              <tr key={k}>
                <th scope="row"><span aria-hidden="true"><Card label={anyOf(KINDS[k])} size="sm" /></span><span className="visually-hidden">{kindName(k)}</span></th>
                {[1, 2, 3, 4, 5, 6].map((n) => <td key={n}>{n < pts.length ? pts[n] : ''}</td>)}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Multipliers() {
  return (
    <ul className="card-list">
      {MULTIPLIERS.map(([m, target, per]) => (
        <li key={m}>
          <span className="card-row tight" aria-hidden="true"><Card label={anyOf(KINDS[m])} size="sm" /><Card label={anyOf(KINDS[target])} size="sm" /></span>
          <span>{t(per === 1 ? 'rules.multipliers.one' : 'rules.multipliers.many', { card: kindName(m), n: per, target: kindName(target) })}
            {KINDS[m] === 'castOfCrabs' && <span className="badge salt">{t('expansion.salt')}</span>}</span>
        </li>
      ))}
    </ul>
  );
}

export function ColourLegend() {
  return (
    <ul className="colour-legend">
      {COLOURS.map((c) => <li key={c}><ColourSymbol colour={c} size={22} />{t(`colour.${c}`)}</li>)}
    </ul>
  );
}

const SALT_CARDS: { label: number; key: Kind }[] = [
  { label: lab('jellyfish', 'purple'), key: 'jellyfish' },
  { label: lab('lobster', 'black'), key: 'lobster' },
  { label: lab('castOfCrabs', 'green'), key: 'castOfCrabs' },
  { label: lab('starfish', 'lightBlue'), key: 'starfish' },
  { label: lab('seahorse', 'white'), key: 'seahorse' },
];

function block(children: ReactNode) {
  return <div className="rules-block">{children}</div>;
}

export function RulesPage() {
  useSectionFromHash('rules');
  return (
    <article className="page rules-page">
      <h1>{t('rules.title')}</h1>
      <p className="lead">{t('rules.lead')}</p>
      <Toc page="rules" sections={SECTIONS} label={t('page.contents')} />

      <Section page="rules" id="aim" title="rules.aim.title">
        <Paras keys={['rules.aim.p1', 'rules.aim.p2']} />
      </Section>

      <Section page="rules" id="setup" title="rules.setup.title">
        <List keys={['rules.setup.l1', 'rules.setup.l2', 'rules.setup.l3', 'rules.setup.l4', 'rules.setup.l5']} />
        <Figure caption="rules.setup.figure">
          <span className="pile"><Card label={-1} size="sm" /><span className="pile-label">{t('rules.setup.deck')}</span></span>
          <span className="pile"><Card label={lab('octopus', 'yellow')} size="sm" /><span className="pile-label">{t('rules.setup.pile', { n: 1 })}</span></span>
          <span className="pile"><Card label={lab('boat', 'darkBlue')} size="sm" /><span className="pile-label">{t('rules.setup.pile', { n: 2 })}</span></span>
        </Figure>
      </Section>

      <Section page="rules" id="turn" title="rules.turn.title">
        <p>{t('rules.turn.intro')}</p>
        <List ordered keys={['rules.turn.s1', 'rules.turn.s2', 'rules.turn.s3']} />
        <Paras keys={['rules.turn.p1', 'rules.turn.p2']} />
      </Section>

      <Section page="rules" id="duos" title="rules.duos.title">
        <p>{t('rules.duos.intro')}</p>
        <ul className="duo-list">
          {DUOS.map((d) => <Duo key={d.key} cards={d.cards} salt={d.salt} title={t(`rules.duo.${d.key}.name`)} text={t(`rules.duo.${d.key}.text`)} />)}
        </ul>
        <p>{t('rules.duos.p1')}</p>
      </Section>

      <Section page="rules" id="starfish" title="rules.starfish.title">
        <Figure caption="rules.starfish.figure">
          <Card label={lab('fish', 'darkBlue')} size="sm" /><Card label={lab('fish', 'black')} size="sm" /><Card label={lab('starfish', 'yellow')} size="sm" />
        </Figure>
        <Paras keys={['rules.starfish.p1', 'rules.starfish.p2']} />
      </Section>

      <Section page="rules" id="collectors" title="rules.collectors.title">
        <p>{t('rules.collectors.intro')}</p>
        <CollectorTable />
        {block(<>
          <Card label={lab('seahorse', 'white')} size="sm" />
          <p>{t('rules.collectors.seahorse')}</p>
        </>)}
      </Section>

      <Section page="rules" id="multipliers" title="rules.multipliers.title">
        <p>{t('rules.multipliers.intro')}</p>
        <Multipliers />
        <p>{t('rules.multipliers.p1')}</p>
      </Section>

      <Section page="rules" id="mermaids" title="rules.mermaids.title">
        <Paras keys={['rules.mermaids.p1', 'rules.mermaids.p2']} />
        <Figure caption="rules.mermaids.figure">
          {[lab('mermaid', 'white'), lab('mermaid', 'white'), lab('crab', 'lightBlue'), lab('boat', 'lightBlue'), lab('fish', 'lightBlue'),
            lab('shell', 'lightBlue'), lab('shark', 'green'), lab('octopus', 'green')].map((c, i) => <Card key={i} label={c} size="sm" />)}
        </Figure>
        <p>{t('rules.mermaids.p3')}</p>
      </Section>

      <Section page="rules" id="ending" title="rules.ending.title">
        <p>{t('rules.ending.intro')}</p>
        <dl className="calls">
          <dt>{t('rules.ending.stop')}</dt><dd>{t('rules.ending.stopText')}</dd>
          <dt>{t('rules.ending.last')}</dt><dd>{t('rules.ending.lastText')}<ul>
            <li>{t('rules.ending.won')}</li><li>{t('rules.ending.lost')}</li></ul></dd>
        </dl>
        <Paras keys={['rules.ending.p1', 'rules.ending.p2']} />
      </Section>

      <Section page="rules" id="colour" title="rules.colour.title">
        <Paras keys={['rules.colour.p1', 'rules.colour.p2']} />
        <ColourLegend />
      </Section>

      <Section page="rules" id="end" title="rules.end.title">
        <Paras keys={['rules.end.p1', 'rules.end.p2']} />
      </Section>

      <Section page="rules" id="salt" title="rules.salt.title">
        <p>{t('rules.salt.intro')}</p>
        <ul className="card-list">
          {SALT_CARDS.map((c) => (
            <li key={c.key}><Card label={c.label} size="sm" /><span>{t(`rules.salt.${c.key}`)}</span></li>
          ))}
        </ul>
      </Section>

      <Section page="rules" id="pepper" title="rules.pepper.title">
        <Figure>
          <EventCard event={E.kraken} size="md" /><EventCard event={E.coralReef} size="md" />
        </Figure>
        <Paras keys={['rules.pepper.p1', 'rules.pepper.p2']} />
        <p><a href="#/events">{t('rules.pepper.link')}</a></p>
      </Section>
    </article>
  );
}
