// The rest of an entry once its choice is known: what the choice showed the seat (the cards drawn,
// a card stolen, the pile looked through, the opponent's hand, the next round's start). Only what
// the engine needs is asked for, and the pickers offer only cards still possible.
import { useMemo, useState } from 'react';
import { EVENTS, LABEL_COUNT, type FollowEntry, type Following } from '../../../engine/index.js';
import { type Needs, deckMaxCounts, gameCounts, needsOf, opponentKnown, opponentMaxCounts, pilesKnown } from '../../analysis/expect.js';
import { cardText, eventText, msgText } from '../../game/text.js';
import type { Msg } from '../../game/prompts.js';
import { t } from '../../i18n/index.js';
import { CardPicker } from './CardPicker.js';

/** An entry without what it showed (filled in here). */
export type EntryBase = FollowEntry;

export interface EntryExtrasProps {
  following: Following;
  base: EntryBase;
  /** The entry's decisions, in order (to read what they show). */
  actions: readonly number[];
  needs: Needs;
  title: Msg;
  onSubmit: (entry: FollowEntry) => void;
  onCancel: () => void;
}

const labelsWith = (counts: readonly number[]) => counts.map((n, l) => (n > 0 ? l : -1)).filter((l) => l >= 0);

/** Whether the choice asks for anything beyond itself. */
export function needsAnything(n: Needs): boolean {
  return n.fromDeck > 0 || n.stolen !== null || n.hand !== null || n.next || (n.searchPile !== null);
}

export function EntryExtras({ following, base, actions, needs, title, onSubmit, onCancel }: EntryExtrasProps) {
  const k = following.knowledge;
  const deckMax = useMemo(() => deckMaxCounts(following), [following]);
  const theirMax = useMemo(() => opponentMaxCounts(k), [k]);
  const known = useMemo(() => opponentKnown(k).known, [k]);
  const searchOptions = needs.searchPile !== null ? pilesKnown(k).candidates[needs.searchPile] : [];
  const [fromDeck, setFromDeck] = useState<number[]>([]);
  const [stolen, setStolen] = useState<number[]>([]);
  const [search, setSearch] = useState(0);
  const [hand, setHand] = useState<number[]>(() => (needs.hand !== null && known.length <= needs.hand ? known : []));
  const [piles, setPiles] = useState<number[]>([]);
  const [event, setEvent] = useState<number>(-1);

  const handDone = needs.hand === null || hand.length === needs.hand;
  // Whether the game goes on after the round may depend on the hand shown: read it again with the hand.
  const next = useMemo(() => (needs.hand !== null && handDone ? needsOf(k, actions, hand).next : needs.next), [k, actions, hand, handDone, needs]);
  const pepper = k.view.pepper;
  const myHand = [...new Set(k.view.hand)].sort((a, b) => a - b);
  const myMax = new Array<number>(LABEL_COUNT).fill(0);
  for (const l of k.view.hand) myMax[l]++;

  const complete = fromDeck.length === needs.fromDeck && (needs.stolen === null || stolen.length === 1) && handDone &&
    (!next || (piles.length === 2 && (!pepper || event >= 0)));

  const submit = () => {
    if (!complete) return;
    const entry = { ...base } as FollowEntry & Record<string, unknown>;
    if (entry.kind === 'act') {
      if (needs.fromDeck > 0) entry.fromDeck = fromDeck;
      if (needs.stolen !== null) entry.stolen = stolen[0];
      if (needs.searchPile !== null && searchOptions[search]) entry.pile = searchOptions[search];
    }
    if (needs.hand !== null) entry.hand = hand;
    if (next) entry.next = { piles: [piles[0], piles[1]], ...(pepper ? { event } : {}) };
    onSubmit(entry);
  };

  return (
    <form className="extras" data-testid="extras" onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <h3>{msgText(title)}</h3>
      {needs.fromDeck > 0 && (
        <CardPicker testId="picker-fromDeck" legend={t(needs.fromDeck === 1 ? 'analysis.ask.fromDeckOne' : 'analysis.ask.fromDeck', { count: needs.fromDeck })}
          candidates={labelsWith(deckMax)} max={deckMax} picked={fromDeck} count={needs.fromDeck} onChange={setFromDeck} />
      )}
      {needs.stolen === 'theirs' && (
        <CardPicker testId="picker-stolen" legend={t('analysis.ask.stoleTheirs')} candidates={labelsWith(theirMax)} max={theirMax} picked={stolen} count={1} onChange={setStolen} />
      )}
      {needs.stolen === 'mine' && (
        <CardPicker testId="picker-stolen" legend={t('analysis.ask.stoleMine')} candidates={myHand} max={myMax} picked={stolen} count={1} onChange={setStolen} />
      )}
      {needs.searchPile !== null && searchOptions.length > 1 && (
        <fieldset className="search-options" data-testid="search-options">
          <legend>{t('analysis.ask.search', { pile: needs.searchPile + 1 })}</legend>
          {searchOptions.map((p, i) => (
            <label key={i} className="radio">
              <input type="radio" name="search" checked={search === i} onChange={() => setSearch(i)} />
              <span>{p.slice().reverse().map(cardText).join(t('play.listSep'))}</span>
            </label>
          ))}
        </fieldset>
      )}
      {needs.searchPile !== null && searchOptions.length === 1 && (
        <p className="hint-small">{t('analysis.ask.searchKnown', { pile: needs.searchPile + 1, cards: searchOptions[0].slice().reverse().map(cardText).join(t('play.listSep')) })}</p>
      )}
      {needs.hand !== null && (
        <CardPicker testId="picker-hand" legend={t('analysis.ask.hand', { count: needs.hand })} candidates={labelsWith(theirMax)} max={theirMax} picked={hand} count={needs.hand} onChange={setHand} />
      )}
      {needs.hand !== null && !handDone && <p className="hint-small">{t('analysis.ask.handFirst')}</p>}
      {next && (
        <>
          <CardPicker testId="picker-next" legend={t('analysis.ask.nextPiles')} candidates={labelsWith(gameCounts(k.view.salt))} max={gameCounts(k.view.salt)} picked={piles} count={2} onChange={setPiles} />
          {pepper && (
            <label className="field">
              <span>{t('analysis.ask.nextEvent')}</span>
              <select value={event} onChange={(e) => setEvent(Number(e.target.value))} data-testid="next-event">
                <option value={-1}>{t('analysis.ask.choose')}</option>
                {EVENTS.map((_, e) => <option key={e} value={e}>{eventText(e)}</option>)}
              </select>
            </label>
          )}
        </>
      )}
      {needs.hand === null && !next && needs.fromDeck === 0 && needs.stolen === null && needs.searchPile === null && <p className="hint-small">{t('analysis.ask.nothing')}</p>}
      <div className="row-buttons">
        <button type="submit" className="primary" disabled={!complete} data-testid="extras-submit">{t('analysis.ask.enter')}</button>
        <button type="button" onClick={onCancel} data-testid="extras-cancel">{t('analysis.ask.cancel')}</button>
      </div>
    </form>
  );
}
