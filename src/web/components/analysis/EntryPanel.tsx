// What to enter next, as the engine expects it: the seat's own decision (its legal choices as
// buttons, keys 1-9), or the opponent's visible actions (one click for the common ones, pickers
// for the cards they show). A choice that showed the seat something opens the form for it. A
// refused entry is shown with the engine's message; nothing typed is lost, and where the seat
// cannot know a pile's new top, the tops can be named.
import { useEffect, useMemo, useState } from 'react';
import {
  ADD_STARFISH, DUO_PAIRS, type FollowEntry, type Following, K, LABEL_KIND, LABEL_NAMES, PHASE, PLAY_DUO, STARFISH_LABELS, SWAP_GIVE, SWAP_TAKE,
  duoIndex,
} from '../../../engine/index.js';
import { type Expectation, type Needs, type OpponentForms, deckMaxCounts, expectation, needsOf, opponentMaxCounts, possibleTops } from '../../analysis/expect.js';
import { actionMsg } from '../../analysis/entryText.js';
import type { Refused } from '../../analysis/store.js';
import { cardText, msgText } from '../../game/text.js';
import type { Msg } from '../../game/prompts.js';
import { t } from '../../i18n/index.js';
import { CardPicker } from './CardPicker.js';
import { EntryExtras, needsAnything } from './EntryExtras.js';

export interface EntryPanelProps {
  following: Following;
  refused: Refused | null;
  onEnter: (entry: FollowEntry) => void;
  onDismissRefused: () => void;
}

interface Draft {
  base: FollowEntry;
  actions: number[];
  needs: Needs;
  title: Msg;
}

const labelsWith = (counts: readonly number[]) => counts.map((n, l) => (n > 0 ? l : -1)).filter((l) => l >= 0);
const MERMAID = LABEL_KIND.findIndex((k) => k === K.mermaid);

/** A one-click choice, numbered for keys 1-9. */
function ChoiceButton({ n, action, msg, onClick }: { n: number; action: number; msg: Msg; onClick: () => void }) {
  const text = msgText(msg);
  return (
    <button type="button" className="choice" onClick={onClick} data-entry-choice={n} data-action={action}
      aria-label={n <= 9 ? t('analysis.choiceKey', { text, key: n }) : text}>
      {n <= 9 && <kbd aria-hidden="true">{n}</kbd>}
      <span className="choice-text">{text}</span>
    </button>
  );
}

export function EntryPanel({ following, refused, onEnter, onDismissRefused }: EntryPanelProps) {
  const k = following.knowledge;
  const x: Expectation = useMemo(() => expectation(following), [following]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [mermaidWin, setMermaidWin] = useState(false);
  useEffect(() => { setDraft(null); setMermaidWin(false); }, [following]);

  const tops = k.view.pileTops;
  const groupsOf = (p: number) => k.view.tables[p];
  const opp = (k.seat + 1) % k.view.players;

  /** Enters at once when nothing else is needed, or opens the form for the rest. */
  const choose = (base: FollowEntry, actions: number[], title: Msg, needs?: Needs) => {
    const n = needs ?? (actions.length ? needsOf(k, actions) : { fromDeck: 0, stolen: null, searchPile: null, hand: null, roundEnds: false, next: false });
    const withMermaid = mermaidWin ? { ...base, mermaidWin: true } : base;
    if (!needsAnything(n)) onEnter(withMermaid);
    else setDraft({ base: withMermaid, actions, needs: n, title });
  };

  // Keys: 1-9 choose the numbered choices; Escape closes the form.
  const numbered: (() => void)[] = [];
  if (x.who === 'me') x.choices.forEach((c) => numbered.push(() => choose({ kind: 'act', action: c.action }, [c.action], actionMsg(c.action, tops, groupsOf(opp)), c.needs)));
  if (x.who === 'opponent') x.forms.simple.forEach((c) => numbered.push(() => choose({ kind: 'act', action: c.action }, [c.action], actionMsg(c.action, tops, groupsOf(k.seat)), c.needs)));
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      if (e.key === 'Escape' && draft) {
        setDraft(null);
        return;
      }
      if (draft || e.ctrlKey || e.metaKey || e.altKey || !/^[1-9]$/.test(e.key)) return;
      const f = numbered[Number(e.key) - 1];
      if (f) {
        e.preventDefault();
        f();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const refusedBox = refused && (
    <RefusedBox refused={refused} following={following} onEnter={onEnter} onDismiss={onDismissRefused} />
  );

  if (x.who === 'over') {
    return <section className="entry-panel" data-testid="entry-panel"><h2>{t('analysis.entry.over')}</h2></section>;
  }

  return (
    <section className="entry-panel" data-testid="entry-panel" data-who={x.who}>
      <h2 data-testid="entry-title">{x.who === 'me' ? t('analysis.entry.yourDecision') : t('analysis.entry.theirTurn')}</h2>
      <p className="hint-small">{t(`analysis.phase.${phaseName(x.who === 'me' ? x.phase : x.phase)}`)}</p>
      {refusedBox}
      {draft ? (
        <EntryExtras key={JSON.stringify(draft.base)} following={following} base={draft.base} actions={draft.actions} needs={draft.needs} title={draft.title}
          onSubmit={onEnter} onCancel={() => setDraft(null)} />
      ) : x.who === 'me' ? (
        <div className="choices" role="group" aria-label={t('analysis.entry.yourChoices')}>
          {k.view.pending.length > 0 && <p className="hint-small">{t('analysis.entry.pending', { cards: k.view.pending.map(cardText).join(t('play.listSep')) })}</p>}
          {x.choices.map((c, i) => (
            <ChoiceButton key={c.action} n={i + 1} action={c.action} msg={actionMsg(c.action, tops, groupsOf(opp))} onClick={numbered[i]} />
          ))}
        </div>
      ) : (
        <OpponentEntry key={following.entries.length} following={following} forms={x.forms} numbered={numbered} choose={choose} mermaidWin={mermaidWin} setMermaidWin={setMermaidWin} />
      )}
    </section>
  );
}

const PHASES = Object.fromEntries(Object.entries(PHASE).map(([name, n]) => [n, name.toLowerCase()]));
function phaseName(p: number): string {
  return PHASES[p] ?? 'play';
}

interface OpponentEntryProps {
  following: Following;
  forms: OpponentForms;
  numbered: (() => void)[];
  choose: (base: FollowEntry, actions: number[], title: Msg, needs?: Needs) => void;
  mermaidWin: boolean;
  setMermaidWin: (v: boolean) => void;
}

function OpponentEntry({ following, forms, numbered, choose, mermaidWin, setMermaidWin }: OpponentEntryProps) {
  const k = following.knowledge;
  const deckMax = useMemo(() => deckMaxCounts(following), [following]);
  const theirMax = useMemo(() => opponentMaxCounts(k), [k]);
  const [discard, setDiscard] = useState<number[]>([]);
  const [duo, setDuo] = useState<number[]>([]);
  const [starfish, setStarfish] = useState(-1);
  const [give, setGive] = useState<number[]>([]);
  const [take, setTake] = useState<number[]>([]);
  const tops = k.view.pileTops;
  const mermaidPossible = theirMax[MERMAID] > 0 || tops.includes(MERMAID);
  const duoAction = duo.length === 2 && duoIndex(duo[0], duo[1]) >= 0 ? PLAY_DUO + duoIndex(duo[0], duo[1]) : -1;
  const duoOk = duoAction >= 0 && forms.duos.includes(duoAction);
  const duoLabels = [...new Set(forms.duos.flatMap((a) => DUO_PAIRS[a - PLAY_DUO]))].sort((a, b) => a - b);

  return (
    <div className="opponent-entry">
      {forms.simple.length > 0 && (
        <div className="choices" role="group" aria-label={t('analysis.entry.theirChoices')}>
          {forms.simple.map((c, i) => (
            <ChoiceButton key={c.action} n={i + 1} action={c.action} msg={actionMsg(c.action, tops, k.view.tables[k.seat])} onClick={numbered[i]} />
          ))}
        </div>
      )}
      {forms.keep && (
        <div className="form-block" data-testid="form-keep">
          <CardPicker testId="picker-discard" legend={t('analysis.ask.discarded')} candidates={labelsWith(deckMax)} max={deckMax} picked={discard} count={1}
            onChange={(p) => {
              setDiscard(p);
              // One click when the pile is forced (one pile is empty).
              if (!forms.keep!.discardPile && p.length === 1) choose({ kind: 'hiddenKeep', discarded: p[0] }, [], { key: 'analysis.entry.hiddenKeep', cards: { card: p[0] } });
            }} />
          {forms.keep.discardPile && (
            <div className="row-buttons">
              {[0, 1].map((pile) => (
                <button key={pile} type="button" disabled={discard.length !== 1} data-testid={`discard-pile-${pile + 1}`}
                  onClick={() => choose({ kind: 'hiddenKeep', discarded: discard[0], pile }, [], { key: 'analysis.entry.hiddenKeepPile', params: { pile: pile + 1 }, cards: { card: discard[0] } })}>
                  {t('analysis.ask.ontoPile', { pile: pile + 1 })}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
      {forms.duos.length > 0 && (
        <details className="form-block" data-testid="form-duo">
          <summary>{t('analysis.ask.duo')}</summary>
          <CardPicker testId="picker-duo" legend={t('analysis.ask.duoCards')} candidates={duoLabels} max={theirMax} picked={duo} count={2} onChange={setDuo} />
          {duo.length === 2 && !duoOk && <p className="hint-small" role="status">{t('analysis.ask.notADuo')}</p>}
          {forms.starfish.length > 0 && (
            <label className="field">
              <span>{t('analysis.ask.starfish')}</span>
              <select value={starfish} onChange={(e) => setStarfish(Number(e.target.value))} data-testid="duo-starfish">
                <option value={-1}>{t('analysis.ask.noStarfish')}</option>
                {forms.starfish.map((a) => <option key={a} value={a}>{cardText(STARFISH_LABELS[a - ADD_STARFISH])}</option>)}
              </select>
            </label>
          )}
          <button type="button" className="primary" disabled={!duoOk} data-testid="duo-submit"
            onClick={() => {
              const then = starfish >= 0 ? starfish : undefined;
              const actions = then !== undefined ? [duoAction, then] : [duoAction];
              choose({ kind: 'act', action: duoAction, ...(then !== undefined ? { then } : {}) }, actions, actionMsg(duoAction));
            }}>
            {t('analysis.ask.layDuo')}
          </button>
        </details>
      )}
      {forms.coral && (
        <button type="button" onClick={() => choose({ kind: 'hiddenCoral' }, [], { key: 'analysis.entry.hiddenCoral' })} data-testid="coral">{t('analysis.entry.hiddenCoral')}</button>
      )}
      {forms.crabTops && (
        <div className="form-block" data-testid="form-crab">
          <p>{t('analysis.ask.crabTop', { pile: k.view.crabPile + 1 })}</p>
          <div className="row-buttons">
            {forms.crabTops.map((top) => (
              <button key={top} type="button" data-label={top < 0 ? 'empty' : LABEL_NAMES[top]}
                onClick={() => choose({ kind: 'hiddenCrabTake', newTop: top }, [], top >= 0 ? { key: 'analysis.entry.hiddenCrab', cards: { card: top } } : { key: 'analysis.entry.hiddenCrabEmpty' })}>
                {top < 0 ? t('analysis.pick.empty') : cardText(top)}
              </button>
            ))}
          </div>
        </div>
      )}
      {forms.lobster && (
        <button type="button" onClick={() => choose({ kind: 'hiddenLobsterKeep' }, [], { key: 'analysis.entry.hiddenLobster' })} data-testid="lobster">{t('analysis.entry.hiddenLobster')}</button>
      )}
      {forms.swap && (
        <div className="form-block" data-testid="form-swap">
          <CardPicker testId="picker-give" legend={t('analysis.ask.swapGive')} candidates={forms.swap.give} max={theirMax} picked={give} count={1} onChange={setGive} />
          <CardPicker testId="picker-take" legend={t('analysis.ask.swapTake')} candidates={forms.swap.take} picked={take} count={1} onChange={setTake} />
          <button type="button" className="primary" disabled={give.length !== 1 || take.length !== 1} data-testid="swap-submit"
            onClick={() => {
              const a = SWAP_GIVE + give[0], then = SWAP_TAKE + take[0];
              choose({ kind: 'act', action: a, then }, [a, then], actionMsg(a));
            }}>{t('analysis.ask.swap')}</button>
        </div>
      )}
      {mermaidPossible && (
        <label className="radio mermaid-win">
          <input type="checkbox" checked={mermaidWin} onChange={(e) => setMermaidWin(e.target.checked)} data-testid="mermaid-win" />
          <span>{t('analysis.ask.mermaidWin')}</span>
        </label>
      )}
    </div>
  );
}

/** A refused entry: the engine's message; where a pile's new top is unknown to the seat, name the tops and enter again. */
function RefusedBox({ refused, following, onEnter, onDismiss }: { refused: Refused; following: Following; onEnter: (e: FollowEntry) => void; onDismiss: () => void }) {
  const k = following.knowledge;
  const options = useMemo(() => possibleTops(k), [k]);
  const [tops, setTops] = useState<[number, number]>(() => refused.entry.tops ? [refused.entry.tops[0], refused.entry.tops[1]] : [k.view.pileTops[0], k.view.pileTops[1]]);
  return (
    <div className="notice notice-error" role="alert" data-testid="entry-error">
      <p>{t('analysis.refused')}</p>
      <p className="notice-detail">{refused.error}</p>
      {refused.canGiveTops && (
        <div className="tops-form">
          <p className="hint-small">{t('analysis.ask.topsHint')}</p>
          {[0, 1].map((p) => (
            <label key={p} className="field">
              <span>{t('analysis.ask.topOf', { pile: p + 1 })}</span>
              <select value={tops[p]} data-testid={`tops-${p + 1}`} onChange={(e) => { const n = [...tops] as [number, number]; n[p] = Number(e.target.value); setTops(n); }}>
                {options.map((l) => <option key={l} value={l}>{l < 0 ? t('analysis.pick.empty') : cardText(l)}</option>)}
              </select>
            </label>
          ))}
          <button type="button" className="primary" onClick={() => onEnter({ ...refused.entry, tops })} data-testid="tops-submit">{t('analysis.ask.enterWithTops')}</button>
        </div>
      )}
      <button type="button" onClick={onDismiss}>{t('play.dismiss')}</button>
    </div>
  );
}
