// The table as the human sees it: the computer's side (its hand face down, with the cards you saw
// go into it face up; its laid cards; its events), the deck and the two discard piles with the
// "look" under each (every card you saw go onto it), the table event, and your side (laid cards,
// hand, events, card points). Where the decision can be made on the table (the deck, a pile), that
// spot is a button; it reports the choice's action id like the prompt does.
import type { ReactNode } from 'react';
import { EventCard } from '../EventCard.js';
import { Card } from '../Card.js';
import type { SeatView, TableView } from '../../game/controller.js';
import type { Choice } from '../../game/prompts.js';
import { SCORE_CATEGORIES } from '../../../engine/index.js';
import { cardText, eventRuleText, eventText, msgText } from '../../game/text.js';
import { t } from '../../i18n/index.js';
import { CardRow } from './CardRow.js';

export interface PlayTableProps {
  view: TableView;
  /** The human's current choices (to make the deck and piles clickable). */
  choices: readonly Choice[];
  onChoose: (action: number) => void;
  /** Shown between the centre and your side (the prompt, the computer's turn, the game's end). */
  middle?: ReactNode;
}

function Events({ events, label }: { events: readonly number[]; label: string }) {
  if (events.length === 0) return null;
  return (
    <ul className="held-events" aria-label={label}>
      {events.map((e) => (
        <li key={e} className="event-chip" title={eventRuleText(e)}>
          <span className="event-chip-name">{eventText(e)}</span>
          <span className="event-chip-rule">{eventRuleText(e)}</span>
        </li>
      ))}
    </ul>
  );
}

function Groups({ groups, label }: { groups: readonly (readonly number[])[]; label: string }) {
  if (groups.length === 0) return null;
  return (
    <ul className="groups" aria-label={label}>
      {groups.map((g, i) => (
        <li key={i} className="group">
          <CardRow cards={g} size="sm" label={t(g.length === 3 ? 'play.trio' : 'play.duo', { cards: g.map(cardText).join(' + ') })} />
        </li>
      ))}
    </ul>
  );
}

function Side({ seat, who, view }: { seat: SeatView; who: 'human' | 'computer'; view: TableView }) {
  const mine = who === 'human';
  const name = t(mine ? 'play.you' : 'play.computer');
  const handSize = seat.known.length + seat.hidden;
  return (
    <section className={`side side-${who}${view.toMove === who ? ' to-move' : ''}`} aria-label={name} data-testid={`side-${who}`}>
      <header className="side-head">
        <h2>{name}</h2>
        <span className="side-score" data-testid={`score-${who}`}>{t('play.score', { score: seat.score, target: view.target })}</span>
        {view.toMove === who && <span className="side-turn">{t(mine ? 'play.yourTurn' : 'play.theirTurn')}</span>}
        {view.caller === who && <span className="side-call">{t(view.call === 1 ? 'play.calledStop' : 'play.calledLastChance')}</span>}
        {view.locked === who && <span className="side-locked">{t('play.lockedNext')}</span>}
      </header>
      <div className="side-body">
        <div className="hand-block">
          <h3 className="block-title">{mine ? t('play.yourHand', { count: handSize }) : t('play.theirHand', { count: handSize })}</h3>
          <CardRow
            cards={seat.known}
            faceDown={seat.hidden}
            size="sm"
            className="hand"
            label={mine ? t('play.yourHandList') : t('play.theirHandList', { known: seat.known.length, hidden: seat.hidden })}
            empty={t('play.emptyHand')}
          />
          {!mine && seat.known.length > 0 && seat.hidden > 0 && <p className="hint-small">{t('play.knownHint')}</p>}
        </div>
        {(seat.tables.length > 0 || seat.faceDown !== -1) && (
          <div className="laid-block">
            <h3 className="block-title">{t('play.laid')}</h3>
            <Groups groups={seat.tables} label={mine ? t('play.yourLaid') : t('play.theirLaid')} />
            {seat.faceDown !== -1 && (
              <div className="facedown-shell">
                <Card label={seat.faceDown >= 0 ? seat.faceDown : -1} size="sm" />
                <span>{seat.faceDown >= 0 ? t('play.yourFaceDown', { card: cardText(seat.faceDown) }) : t('play.theirFaceDown')}</span>
              </div>
            )}
          </div>
        )}
        <Events events={seat.held} label={t(mine ? 'play.yourEvents' : 'play.theirEvents')} />
      </div>
      {mine && (
        <details className="points" data-testid="points">
          <summary>
            {t('play.points', { points: view.points })}
            {view.call === 0 && <span className="points-need">{view.points >= view.callAt ? t('play.canCall') : t('play.callAt', { need: view.callAt })}</span>}
          </summary>
          <dl className="breakdown">
            {SCORE_CATEGORIES.filter((c) => view.breakdown[c] > 0).map((c) => (
              <div key={c}><dt>{t(`play.cat.${c}`)}</dt><dd>{view.breakdown[c]}</dd></div>
            ))}
            {view.points === 0 && <div><dt>{t('play.cat.none')}</dt><dd>0</dd></div>}
          </dl>
        </details>
      )}
    </section>
  );
}

function Pile({ index, view, choice, onChoose }: { index: number; view: TableView; choice?: Choice; onChoose: (a: number) => void }) {
  const top = view.pileTops[index];
  const size = view.pileSizes[index];
  const name = t('play.pile', { pile: index + 1 });
  const seen = view.seenOnto[index];
  const face = top >= 0 ? <Card label={top} size="md" /> : <span className="pile-empty">{t('play.pileEmpty')}</span>;
  return (
    <div className="pile" data-testid={`pile-${index + 1}`}>
      <h3 className="block-title">{name} <span className="count">({size})</span></h3>
      {choice ? (
        <button type="button" className="spot spot-active" onClick={() => onChoose(choice.action)} aria-label={msgText(choice.text)}>{face}</button>
      ) : (
        <div className="spot" role="img" aria-label={top >= 0 ? t('play.pileTop', { pile: index + 1, card: cardText(top), count: size }) : t('play.pileEmptyAria', { pile: index + 1 })}>{face}</div>
      )}
      <details className="look">
        <summary>{t('play.look', { count: seen.length })}</summary>
        <p className="hint-small">{t('play.lookHint')}</p>
        {seen.length > 0 ? (
          <ol className="look-list">
            {seen.map((l, i) => <li key={i}>{cardText(l)}</li>)}
          </ol>
        ) : <p className="hint-small">{t('play.lookNone')}</p>}
      </details>
    </div>
  );
}

export function PlayTable({ view, choices, onChoose, middle }: PlayTableProps) {
  const at = (spot: Choice['at']) => choices.find((c) => c.at === spot);
  const deckChoice = at('deck');
  const deck = (
    <span className="deck-face">
      {view.deckSize > 0 ? <Card label={-1} size="md" /> : <span className="pile-empty">{t('play.deckEmpty')}</span>}
      <span className="deck-count">{view.deckSize}</span>
    </span>
  );
  return (
    <div className="play-table" data-testid="table" data-ply={view.ply} data-to-move={view.toMove}>
      <Side seat={view.computer} who="computer" view={view} />
      <section className="centre" aria-label={t('play.centre')}>
        <div className="deck" data-testid="deck">
          <h3 className="block-title">{t('play.deck')} <span className="count">({view.deckSize})</span></h3>
          {deckChoice ? (
            <button type="button" className="spot spot-active" onClick={() => onChoose(deckChoice.action)} aria-label={msgText(deckChoice.text)}>{deck}</button>
          ) : (
            <div className="spot" role="img" aria-label={t('play.deckAria', { count: view.deckSize })}>{deck}</div>
          )}
        </div>
        <Pile index={0} view={view} choice={at('pile0')} onChoose={onChoose} />
        <Pile index={1} view={view} choice={at('pile1')} onChoose={onChoose} />
        <div className="round-info">
          <p className="round" data-testid="round">{t('play.round', { round: view.round })}</p>
          {view.pepper && (
            view.tableEvent >= 0 ? (
              <div className="table-event">
                <EventCard event={view.tableEvent} size="sm" />
                <p className="hint-small">{eventRuleText(view.tableEvent)}</p>
              </div>
            ) : <p className="hint-small">{t('play.noEvent')}</p>
          )}
        </div>
      </section>
      {middle && <div className="play-middle">{middle}</div>}
      <Side seat={view.human} who="human" view={view} />
    </div>
  );
}
