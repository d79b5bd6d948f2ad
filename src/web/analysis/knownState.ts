// What the seat knows at one moment, laid out for the page: its own hand and laid cards, the
// opponent's cards it knows of and how many it does not, each pile's top and what is known to be in
// it (the pile memory), the deck, scores, the round and its event. Read from the Knowledge alone.

import { type Knowledge, E, LABEL_FIRST_CARD, PHASE, cardPoints, hasEvent } from '../../engine/index.js';
import { opponentKnown, pilesKnown } from './expect.js';

export interface PileKnown {
  top: number;
  size: number;
  /** What the seat knows to be in the pile, bottom first (the likeliest when it cannot be sure). */
  contents: number[];
  /** False after an opponent's unseen Crab take, while what remains under the top is not certain. */
  certain: boolean;
  /** Every card seen go onto the pile this round, in order. */
  seenOnto: number[];
}

export interface KnownState {
  seat: number;
  opponent: number;
  round: number;
  scores: number[];
  target: number;
  deckSize: number;
  piles: PileKnown[];
  myHand: number[];
  myTables: number[][];
  myFaceDown: number;
  myPoints: number;
  callAt: number;
  theirKnown: number[];
  theirHidden: number;
  theirTables: number[][];
  theirFaceDown: boolean;
  held: number[][];
  tableEvent: number;
  /** 0: no call; 1: STOP; 2: LAST CHANCE, by `caller`. */
  call: number;
  caller: number;
  /** Whose decision it is (-1: the game is over). */
  current: number;
  winner: number;
  over: boolean;
}

const sorted = (ls: readonly number[]) => ls.slice().sort((a, b) => a - b);
/** Physical cards for labels (scoring reads kinds and colours only, so one copy's id stands for any). */
const cards = (ls: readonly number[]) => ls.map((l) => LABEL_FIRST_CARD[l]);

export function knownState(k: Knowledge): KnownState {
  const v = k.view;
  const me = k.seat;
  const opp = (me + 1) % v.players;
  const piles = pilesKnown(k);
  const them = opponentKnown(k);
  let events = v.tableEvent >= 0 ? 1 << v.tableEvent : 0;
  for (const e of v.held[me]) events |= 1 << e;
  return {
    seat: me,
    opponent: opp,
    round: v.round,
    scores: v.scores.slice(),
    target: v.target,
    deckSize: v.deckSize,
    piles: [0, 1].map((i) => ({ top: v.pileTops[i], size: v.pileSizes[i], contents: piles.piles[i], certain: piles.certain[i], seenOnto: k.seenOnto[i].slice() })),
    myHand: sorted(v.hand),
    myTables: v.tables[me].map((g) => g.slice()),
    myFaceDown: v.ownFaceDown,
    myPoints: cardPoints(cards(v.hand), v.tables[me].map(cards), events),
    callAt: hasEvent(events, E.treasureChest) ? 10 : 7,
    theirKnown: them.known,
    theirHidden: them.hidden,
    theirTables: v.tables[opp].map((g) => g.slice()),
    theirFaceDown: v.hasFaceDown[opp],
    held: v.held.map((h) => h.slice()),
    tableEvent: v.tableEvent,
    call: v.call,
    caller: v.caller,
    current: v.phase === PHASE.GAME_OVER ? -1 : v.current,
    winner: v.winner,
    over: v.phase === PHASE.GAME_OVER,
  };
}
