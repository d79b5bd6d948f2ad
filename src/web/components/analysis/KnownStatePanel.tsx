// The moment as the seat knows it: scores and round, the deck, each pile's top with what is known
// to be in it (the pile memory) and every card seen go onto it, the opponent's known cards beside
// the ones not seen, and the seat's own hand and laid cards.
import { LABEL_NAMES } from '../../../engine/index.js';
import type { KnownState, PileKnown } from '../../analysis/knownState.js';
import { cardText, eventText } from '../../game/text.js';
import { t } from '../../i18n/index.js';
import { CardRow } from '../play/CardRow.js';

const names = (ls: readonly number[]) => ls.map((l) => LABEL_NAMES[l]).join(',');

function Groups({ groups, label, testId }: { groups: readonly (readonly number[])[]; label: string; testId: string }) {
  if (groups.length === 0) return null;
  return (
    <ul className="groups" aria-label={label} data-testid={testId} data-cards={groups.map(names).join('|')}>
      {groups.map((g, i) => <li key={i} className="group"><CardRow cards={g} label={g.map(cardText).join(' + ')} /></li>)}
    </ul>
  );
}

function Pile({ pile, index }: { pile: PileKnown; index: number }) {
  return (
    <div className="known-pile" data-testid={`known-pile-${index + 1}`} data-top={pile.top >= 0 ? LABEL_NAMES[pile.top] : 'empty'} data-size={pile.size}>
      <h4>{t('analysis.state.pile', { pile: index + 1, count: pile.size })}</h4>
      <p className="pile-top">{pile.top >= 0 ? t('analysis.state.top', { card: cardText(pile.top) }) : t('analysis.state.emptyPile')}</p>
      <p className="block-title">{t('analysis.state.memory')}</p>
      <ol className="pile-memory" data-testid={`pile-memory-${index + 1}`} data-cards={names(pile.contents.slice().reverse())} aria-label={t('analysis.state.memoryAria', { pile: index + 1 })}>
        {pile.contents.slice().reverse().map((l, i) => <li key={i}>{cardText(l)}</li>)}
      </ol>
      {pile.contents.length === 0 && <p className="hint-small">{t('analysis.state.memoryNone')}</p>}
      {!pile.certain && <p className="hint-small uncertain" data-testid={`pile-uncertain-${index + 1}`}>{t('analysis.state.uncertain')}</p>}
      <details className="look">
        <summary>{t('analysis.state.seenOnto', { count: pile.seenOnto.length })}</summary>
        <ol className="look-list" data-testid={`seen-onto-${index + 1}`} data-cards={names(pile.seenOnto)}>{pile.seenOnto.map((l, i) => <li key={i}>{cardText(l)}</li>)}</ol>
      </details>
    </div>
  );
}

export function KnownStatePanel({ state, past }: { state: KnownState; past: boolean }) {
  const s = state;
  const you = t('analysis.you'), them = t('analysis.opponent');
  const callText = s.call === 0 ? '' : t(s.call === 1 ? 'analysis.state.calledStop' : 'analysis.state.calledLastChance', { who: s.caller === s.seat ? you : them });
  return (
    <section className={`known-state${past ? ' is-past' : ''}`} aria-label={t('analysis.state.title')} data-testid="known-state">
      <header className="known-head">
        <h2>{past ? t('analysis.state.titlePast') : t('analysis.state.title')}</h2>
        <span data-testid="known-round">{t('analysis.state.round', { round: s.round })}</span>
        <span data-testid="known-scores">{t('analysis.state.scores', { you: s.scores[s.seat], them: s.scores[s.opponent], target: s.target })}</span>
        <span data-testid="known-deck">{t('analysis.state.deck', { count: s.deckSize })}</span>
        {s.tableEvent >= 0 && <span>{t('analysis.state.event', { event: eventText(s.tableEvent) })}</span>}
        {callText && <span className="side-call">{callText}</span>}
        {s.over && <span data-testid="known-over">{s.winner === s.seat ? t('analysis.state.youWon') : s.winner === -2 ? t('analysis.state.draw') : t('analysis.state.theyWon')}</span>}
      </header>
      <div className="known-side known-them" data-testid="known-them">
        <h3>{them}{s.current === s.opponent && <span className="side-turn">{t('analysis.state.toMove')}</span>}</h3>
        <p className="block-title">{t('analysis.state.theirHand', { known: s.theirKnown.length, hidden: s.theirHidden })}</p>
        <div data-testid="their-known" data-cards={names(s.theirKnown)}>
          <CardRow cards={s.theirKnown} faceDown={s.theirHidden} label={t('analysis.state.theirHandAria', { known: s.theirKnown.length, hidden: s.theirHidden })} empty={t('play.emptyHand')} />
        </div>
        <Groups groups={s.theirTables} label={t('analysis.state.theirLaid')} testId="their-laid" />
        {s.theirFaceDown && <p className="hint-small">{t('play.theirFaceDown')}</p>}
        {s.held[s.opponent].length > 0 && <p className="hint-small">{t('analysis.state.events', { events: s.held[s.opponent].map(eventText).join(t('play.listSep')) })}</p>}
      </div>
      <div className="known-piles">
        <Pile pile={s.piles[0]} index={0} />
        <Pile pile={s.piles[1]} index={1} />
      </div>
      <div className="known-side known-you" data-testid="known-you">
        <h3>{you}{s.current === s.seat && <span className="side-turn">{t('analysis.state.toMove')}</span>}</h3>
        <p className="block-title">{t('analysis.state.yourHand', { count: s.myHand.length, points: s.myPoints })}</p>
        <div data-testid="my-hand" data-cards={names(s.myHand)}>
          <CardRow cards={s.myHand} label={t('analysis.state.yourHandAria')} empty={t('play.emptyHand')} />
        </div>
        <Groups groups={s.myTables} label={t('analysis.state.yourLaid')} testId="my-laid" />
        {s.myFaceDown >= 0 && <p className="hint-small">{t('play.yourFaceDown', { card: cardText(s.myFaceDown) })}</p>}
        {s.held[s.seat].length > 0 && <p className="hint-small">{t('analysis.state.events', { events: s.held[s.seat].map(eventText).join(t('play.listSep')) })}</p>}
      </div>
    </section>
  );
}
