// The end of a round: scoring (RULES.md 4.4-4.5), the end of the game, and the events' life cycle (7, 10.12-13).

import { EVENT_TROPHY } from './events.js';
import type { ApplyContext } from './game.js';
import { eventMask, startRound } from './game.js';
import { cardPoints, colourBonus } from './scoring.js';
import { PHASE, type RoundEnding, type State } from './state.js';

/**
 * Ends the round. `p` is the caller for 'stop' and 'lastChance', and for 'emptyDeck' the player
 * whose turn just ended.
 */
export function finishRound(s: State, how: 'stop' | 'lastChance' | 'emptyDeck', p: number, ctx: ApplyContext | undefined): void {
  const n = s.players;
  const gains = new Array(n).fill(0);
  const points: number[] = [];
  const bonus: number[] = [];
  let ending: RoundEnding = how === 'lastChance' ? 'lastChanceWon' : how;
  if (how !== 'emptyDeck') {
    for (let q = 0; q < n; q++) {
      points.push(cardPoints(s.hands[q], s.tables[q], eventMask(s, q)));
      bonus.push(colourBonus(s.hands[q], s.tables[q]));
    }
    if (how === 'stop') {
      for (let q = 0; q < n; q++) gains[q] = points[q];
    } else {
      let callerWins = true;
      for (let q = 0; q < n; q++) if (q !== p && points[q] > points[p]) callerWins = false;
      ending = callerWins ? 'lastChanceWon' : 'lastChanceLost';
      // The bet's winner side scores card points; the caller always keeps the colour bonus, and the
      // opponents get theirs only when the caller wins.
      for (let q = 0; q < n; q++) {
        const wins = q === p ? callerWins : !callerWins;
        gains[q] = (wins ? points[q] : 0) + (q === p || callerWins ? bonus[q] : 0);
      }
    }
    for (let q = 0; q < n; q++) s.scores[q] += gains[q];
  }
  const hands = how === 'emptyDeck' ? [] : s.hands.map((h) => h.slice());
  const result = {
    round: s.round, ending, player: how === 'emptyDeck' ? -1 : p,
    cardPoints: points, colourBonus: bonus, gains, scores: s.scores.slice(), eventTo: -1, nextStarter: -1,
  };
  s.results.push(result);
  s.nextStarter = (p + 1) % n;
  s.locked = -1;
  s.lockedTurn = false;
  ctx?.log?.push({ t: 'roundEnd', result, hands });

  if (s.scores.some((x) => x >= s.target)) {
    endGame(s, gains, ctx);
    return;
  }
  result.nextStarter = s.nextStarter;
  if (s.pepper) {
    result.eventTo = handOutEvents(s);
    ctx?.log?.push({ t: 'events', held: s.held.map((h) => h.slice()) });
    const chooser = s.held.findIndex((h) => h.length > 1);
    if (chooser >= 0) {
      s.current = chooser;
      s.phase = PHASE.KEEP_EVENT;
      return;
    }
  }
  startRound(s, ctx);
}

function endGame(s: State, lastGains: number[], ctx: ApplyContext | undefined): void {
  const best = Math.max(...s.scores);
  let top = s.scores.map((x, q) => (x === best ? q : -1)).filter((q) => q >= 0);
  if (top.length > 1) {
    const bestLast = Math.max(...top.map((q) => lastGains[q]));
    top = top.filter((q) => lastGains[q] === bestLast);
  }
  s.winner = top.length === 1 ? top[0] : -2;
  s.gameEnd = 'score';
  s.phase = PHASE.GAME_OVER;
  ctx?.log?.push({ t: 'gameEnd', winner: s.winner });
}

/** The sole player with the most (+) or fewest (-) points, or -1 on a tie. */
function solePosition(scores: readonly number[], trophy: '+' | '-'): number {
  const target = trophy === '+' ? Math.max(...scores) : Math.min(...scores);
  const who = scores.map((x, q) => (x === target ? q : -1)).filter((q) => q >= 0);
  return who.length === 1 ? who[0] : -1;
}

/** Steps 1-2 of the life cycle; returns who received the round's event (-1: discarded). */
function handOutEvents(s: State): number {
  for (let q = 0; q < s.players; q++) {
    const keep: number[] = [];
    for (const e of s.held[q]) {
      if (solePosition(s.scores, EVENT_TROPHY[e]) === q) keep.push(e);
      else s.eventDiscard.push(e);
    }
    s.held[q] = keep;
  }
  const e = s.tableEvent;
  s.tableEvent = -1;
  if (e < 0) return -1;
  const to = solePosition(s.scores, EVENT_TROPHY[e]);
  if (to >= 0) s.held[to].push(e);
  else s.eventDiscard.push(e);
  return to;
}
