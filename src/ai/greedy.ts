// Greedy choices by immediate card points: the Easy level's whole policy, the opponent's unseen
// choices inside a search (which card it keeps, which card a Crab takes...), and the rollouts of the
// plain search. Works on a full world but reads only what the acting player could know there.

import {
  ADD_STARFISH, ANGELFISH_TAKE, CARD_KIND, CARD_LABEL, K, CORAL_REEF, CRAB_PILE, CRAB_RUN, CRAB_TAKE, DISCARD_TO, DRAW_DECK, END_TURN, KEEP, LABEL_COUNT,
  LAST_CHANCE, LOBSTER_KEEP, NO_STARFISH, PHASE, PLAY_DUO, STOP, SWAP_GIVE, SWAP_PASS, SWAP_TAKE, TAKE_PILE, type State,
  cardPoints, eventMask,
} from '../engine/index.js';

/** Card points of player p if their hand also held `extra` (physical cards) and lost `without`. */
function pointsWith(s: State, p: number, extra: readonly number[], without = -1): number {
  const hand = s.hands[p].filter((c) => c !== without).concat(extra);
  return cardPoints(hand, s.tables[p], eventMask(s, p));
}

function firstOfLabel(cards: readonly number[], label: number): number {
  return cards.find((c) => CARD_LABEL[c] === label) ?? -1;
}

/** The legal action that adds the most card points now; `legal` must be non-empty. */
export function greedyAction(s: State, legal: readonly number[]): number {
  if (legal.length === 1) return legal[0];
  const p = s.current;
  const top = (pile: number) => s.piles[pile][s.piles[pile].length - 1];
  switch (s.phase) {
    case PHASE.TAKE: {
      // A pile top that adds points; otherwise the deck.
      let best = legal.includes(DRAW_DECK) ? DRAW_DECK : legal[0];
      let bestGain = legal.includes(DRAW_DECK) ? 0 : -Infinity;
      const base = pointsWith(s, p, []);
      for (const a of legal) {
        if (a !== TAKE_PILE && a !== TAKE_PILE + 1) continue;
        const gain = pointsWith(s, p, [top(a - TAKE_PILE)]) - base;
        if (gain > bestGain) { bestGain = gain; best = a; }
      }
      return best;
    }
    case PHASE.KEEP:
      return bestBy(legal, (a) => pointsWith(s, p, [firstOfLabel(s.pending, a - KEEP)]));
    case PHASE.DISCARD:
      return DISCARD_TO;
    case PHASE.ANGELFISH:
      return bestBy(legal, (a) => pointsWith(s, p, [top(a - ANGELFISH_TAKE)]));
    case PHASE.PLAY: {
      const duo = legal.find((a) => a >= PLAY_DUO && a < ADD_STARFISH);
      if (duo !== undefined) return duo;
      if (legal.includes(STOP)) return STOP;
      if (legal.includes(LAST_CHANCE)) return LAST_CHANCE;
      const coral = legal.find((a) => a >= CORAL_REEF && a < CORAL_REEF + 6);
      return coral ?? END_TURN;
    }
    case PHASE.STARFISH: {
      const base = pointsWith(s, p, []);
      const star = legal.find((a) => a >= ADD_STARFISH && a < ADD_STARFISH + 3);
      if (star === undefined) return NO_STARFISH;
      // Add the Starfish only when it scores more laid than kept in hand.
      const card = s.hands[p].find((c) => CARD_KIND[c] === K.starfish) ?? -1;
      const laid = cardPoints(s.hands[p].filter((c) => c !== card), withStarfish(s, p, card), eventMask(s, p));
      return laid > base ? star : NO_STARFISH;
    }
    case PHASE.CRAB_PILE:
      return bestBy(legal, (a) => Math.max(...s.piles[a - CRAB_PILE].map((c) => pointsWith(s, p, [c]))));
    case PHASE.CRAB:
      return bestBy(legal, (a) => pointsWith(s, p, [firstOfLabel(s.piles[s.crabPile], (a - CRAB_TAKE) % LABEL_COUNT)]));
    case PHASE.CRAB_RUN:
      return CRAB_RUN;
    case PHASE.LOBSTER:
      return bestBy(legal, (a) => pointsWith(s, p, [firstOfLabel(s.pending, a - LOBSTER_KEEP)]));
    case PHASE.SWAP_GIVE: {
      // Give the card whose loss costs least, if the best card of theirs is worth more.
      const base = pointsWith(s, p, []);
      const give = bestBy(legal.filter((a) => a !== SWAP_PASS), (a) => pointsWith(s, p, [], firstOfLabel(s.hands[p], a - SWAP_GIVE)));
      if (give === undefined) return SWAP_PASS;
      const loss = base - pointsWith(s, p, [], firstOfLabel(s.hands[p], give - SWAP_GIVE));
      const gain = Math.max(...s.hands[s.target2].map((c) => pointsWith(s, p, [c]) - base));
      return gain > loss ? give : SWAP_PASS;
    }
    case PHASE.SWAP_TAKE:
      return bestBy(legal, (a) => pointsWith(s, p, [firstOfLabel(s.hands[s.target2], a - SWAP_TAKE)], s.swapGive));
    default:
      return legal[0];
  }
}

function withStarfish(s: State, p: number, card: number): number[][] {
  const t = s.tables[p].map((g) => g.slice());
  t[t.length - 1].push(card);
  return t;
}

function bestBy(legal: readonly number[], score: (a: number) => number): number {
  let best = legal[0], bestScore = -Infinity;
  for (const a of legal) {
    const v = score(a);
    if (v > bestScore) { bestScore = v; best = a; }
  }
  return best;
}
