// Checks that tests and tools run on states and knowledge: every card accounted for once, and a
// seat's knowledge true of the real state. They return a message naming the problem, or null.

import { CARD_COUNT, CARD_LABEL, K, LABEL_COUNT, LABEL_KIND, LABEL_SALT } from './cards.js';
import { type Hypothesis, type Knowledge, NO_FACE_DOWN, UNKNOWN_SHELL, unseenCounts } from './knowledge.js';
import { publicView } from './observation.js';
import { PHASE, type State } from './state.js';

/** Every physical card of the game is in exactly one place. */
export function cardAccountingError(s: State): string | null {
  const seen = new Array(CARD_COUNT).fill(0);
  const mark = (c: number) => { seen[c]++; };
  s.deck.forEach(mark);
  s.piles.forEach((p) => p.forEach(mark));
  s.hands.forEach((h) => h.forEach(mark));
  s.tables.forEach((t) => t.forEach((g) => g.forEach(mark)));
  s.faceDown.forEach((c) => c >= 0 && mark(c));
  s.pending.forEach(mark);
  for (let p = 0; p < s.players; p++) {
    for (const c of s.shown[p]) if (!s.hands[p].includes(c)) return `card ${c} is shown in player ${p}'s hand but is not there`;
  }
  for (let c = 0; c < CARD_COUNT; c++) {
    const inGame = s.salt || !LABEL_SALT[CARD_LABEL[c]];
    if (seen[c] !== (inGame ? 1 : 0)) return `card ${c} is in ${seen[c]} places`;
  }
  return null;
}

function labelCounts(cards: readonly number[]): number[] {
  const counts = new Array(LABEL_COUNT).fill(0);
  for (const c of cards) counts[CARD_LABEL[c]]++;
  return counts;
}

function hypothesisError(k: Knowledge, h: Hypothesis, s: State): string | null {
  for (let i = 0; i < 2; i++) {
    const truth = s.piles[i].map((c) => CARD_LABEL[c]);
    if (truth.join() !== h.piles[i].join()) return `pile ${i + 1} is [${truth}], hypothesis says [${h.piles[i]}]`;
  }
  const unseen = new Array(LABEL_COUNT).fill(0);
  // Cards known to be in the deck may since have been drawn into a decision the seat cannot see.
  const hiddenPending = s.current !== k.seat || s.phase === PHASE.GAME_OVER;
  const deck = labelCounts(hiddenPending ? s.deck.concat(s.pending) : s.deck);
  for (const l of h.deckKnown) if (--deck[l] < 0) return `label ${l} is not in the deck`;
  deck.forEach((n, l) => (unseen[l] += n));
  for (let q = 0; q < s.players; q++) {
    if (q === k.seat) continue;
    const hand = labelCounts(s.hands[q]);
    for (const l of h.known[q]) if (--hand[l] < 0) return `player ${q} does not hold label ${l}`;
    if (s.hands[q].length !== h.known[q].length + h.slots[q]) return `player ${q} hand size`;
    hand.forEach((n, l) => (unseen[l] += n));
    const fd = s.faceDown[q];
    if (h.faceDown[q] === NO_FACE_DOWN ? fd >= 0 : fd < 0) return `player ${q} face-down presence`;
    if (h.faceDown[q] >= 0 && CARD_LABEL[fd] !== h.faceDown[q]) return `player ${q} face-down label`;
    if (h.faceDown[q] === UNKNOWN_SHELL) {
      if (LABEL_KIND[CARD_LABEL[fd]] !== K.shell) return `player ${q} face-down is not a shell`;
      unseen[CARD_LABEL[fd]]++;
    }
  }
  const expected = unseenCounts(k.view, h);
  for (let l = 0; l < LABEL_COUNT; l++) if (expected[l] !== unseen[l]) return `unseen count of label ${l}: ${unseen[l]} real, ${expected[l]} expected`;
  return null;
}

/** Null when the seat's knowledge is true of the real state: the public view matches and some hypothesis holds. */
export function knowledgeError(k: Knowledge, s: State): string | null {
  const view = JSON.stringify(publicView(s, k.seat));
  if (JSON.stringify(k.view) !== view) return 'the public view differs from the real table';
  if (k.hypotheses.length === 0) return 'no hypothesis';
  const errors: string[] = [];
  for (const h of k.hypotheses) {
    const e = hypothesisError(k, h, s);
    if (e === null) return null;
    errors.push(e);
  }
  return `no hypothesis holds (${k.hypotheses.length}): ${errors.slice(0, 3).join('; ')}`;
}
