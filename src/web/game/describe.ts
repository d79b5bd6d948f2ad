// What happened in a step, as lines of the game log: each observation the human made becomes a
// message (a translation key and its parameters). Only observations are read, so the log says
// nothing the human did not see.

import type { Observation } from '../../engine/index.js';
import type { Step } from './controller.js';
import type { Msg } from './prompts.js';

export interface LogMsg extends Msg {
  /** Who acted: 'you', 'them', or 'table' for the round's own events. */
  who: 'you' | 'them' | 'table';
}

/** The log lines of one step's observations; `me` is the human seat. */
export function describeStep(seen: readonly Observation[], me: number): LogMsg[] {
  const out: LogMsg[] = [];
  const add = (who: LogMsg['who'], key: string, extra: Omit<Msg, 'key'> = {}) => out.push({ who, key, ...extra });
  for (const o of seen) {
    const who = 'p' in o ? (o.p === me ? 'you' : 'them') : 'table';
    const k = (name: string) => `play.log.${name}.${who}`;
    switch (o.t) {
      case 'deal':
        add('table', 'play.log.deal', { params: { round: o.round }, cards: { a: o.piles[0], b: o.piles[1] } });
        if (o.tableEvent >= 0) add('table', 'play.log.tableEvent', { events: { event: o.tableEvent } });
        break;
      case 'draw2':
        add(who, k('draw2'), who === 'you' ? { cards: { a: o.cards[0], b: o.cards[1] } } : {});
        break;
      case 'keep':
        add(who, k('keep'), who === 'you' ? { cards: { card: o.kept } } : {});
        break;
      case 'discard':
        add(who, k('discard'), { params: { pile: o.pile + 1 }, cards: { card: o.card } });
        break;
      case 'drawLast':
        add(who, k('drawLast'), who === 'you' ? { cards: { card: o.card } } : {});
        break;
      case 'takePile':
        add(who, k(o.angelfish ? 'angelfish' : 'takePile'), { params: { pile: o.pile + 1 }, cards: { card: o.card } });
        break;
      case 'lockedDraw':
        if (!o.got) add(who, k('lockedNothing'));
        else add(who, k('lockedDraw'), who === 'you' ? { cards: { card: o.card } } : {});
        break;
      case 'deckToHand':
        add(who, k(o.why === 'fish' ? 'fish' : 'dolphins'), who === 'you' ? { lists: { cards: o.cards } } : { params: { count: o.cards.length } });
        break;
      case 'lay':
        add(who, k('lay'), { cards: { a: o.cards[0], b: o.cards[1] } });
        break;
      case 'starfish':
        add(who, k('starfish'), { cards: { card: o.card } });
        break;
      case 'search':
        add(who, k('search'), { params: { pile: o.pile + 1 } });
        break;
      case 'crabTake':
        add(who, k('crabTake'), who === 'you' ? { params: { pile: o.pile + 1 }, cards: { card: o.card } } : { params: { pile: o.pile + 1 } });
        break;
      case 'steal':
        add(who, k('steal'), o.card >= 0 ? { cards: { card: o.card } } : {});
        break;
      case 'lobsterSee':
        add(who, k('lobsterSee'), { params: { count: o.count } });
        break;
      case 'lobster':
        add(who, k(o.reshuffled ? 'lobsterShuffle' : 'lobster'), who === 'you' ? { cards: { card: o.kept } } : {});
        break;
      case 'lock':
        add(who, k('lock'));
        break;
      case 'look':
        add(who, k('look'));
        break;
      case 'swap':
        if (o.passed) add(who, k('swapPass'));
        else add(who, k('swap'), { cards: { give: o.give, take: o.take } });
        break;
      case 'stealDuo':
        add(who, k('stealDuo'));
        break;
      case 'coral':
        add(who, k('coral'), who === 'you' ? { cards: { card: o.card } } : {});
        break;
      case 'call':
        add(who, k(o.kind === 'stop' ? 'stop' : 'lastChance'));
        break;
      case 'turn':
        if (o.extra) add(who, k('extraTurn'));
        break;
      case 'roundEnd': {
        const r = o.result;
        if (r.ending === 'emptyDeck') add('table', 'play.log.emptyDeck', { params: { round: r.round } });
        else add('table', 'play.log.roundEnd', { params: { round: r.round, you: r.gains[me], them: r.gains[1 - me] } });
        break;
      }
      case 'keepEvent':
        add(who, k('keepEvent'), { events: { event: o.event } });
        break;
      case 'gameEnd':
        add('table', o.winner === me ? 'play.log.gameWon' : o.winner === -2 ? 'play.log.gameDraw' : 'play.log.gameLost');
        break;
      case 'events': case 'public':
        break;
    }
  }
  return out;
}

/** The computer's moves since the human's last decision (log lines, oldest first). */
export function sinceMyLastDecision(steps: readonly Step[], me: number): LogMsg[] {
  let i = steps.length;
  while (i > 0 && steps[i - 1].actor !== me) i--;
  return steps.slice(i).flatMap((s) => describeStep(s.seen, me));
}
