// The analysis page's session: entries, undo, persistence, opening a play-page record, reviews.
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../support/memoryStorage.js';
import { randomGame } from '../support/randomGame.js';
import {
  DRAW_DECK, END_TURN, TAKE_PILE, parseLabel, recordFromGame,
} from '../../src/engine/index.js';
import {
  addEntry, costliest, knowledgeTimeline, loadSessions, newSession, parseSession, reviews, saveSession, sessionFromRecord, undoEntry,
  isSeatDecision,
} from '../../src/web/analysis/session.js';

const MAIN = { players: 2, salt: true, pepper: true };
const label = (t: string) => parseLabel(t) as number;

describe('analysis session', () => {
  it('takes entries, refuses a contradiction without losing anything, and undoes', () => {
    const made = newSession({ options: MAIN, seat: 0, firstPlayer: 1, piles: [label('seahorse:white'), label('crab:black')], event: 0 }, 'test');
    if ('error' in made) throw new Error(made.error);
    let { session, following } = made;
    for (const entry of [{ kind: 'act' as const, action: TAKE_PILE }, { kind: 'act' as const, action: END_TURN }]) {
      const r = addEntry(session, following, entry);
      if ('error' in r) throw new Error(r.error);
      ({ session, following } = r);
    }
    const before = JSON.stringify(session);
    const bad = addEntry(session, following, { kind: 'act', action: DRAW_DECK, fromDeck: [label('seahorse:white'), label('shell:green')] });
    expect('error' in bad && bad.error).toMatch(/seahorse:white cannot come from the deck/);
    expect(JSON.stringify(session)).toBe(before);
    const undone = undoEntry(session);
    if ('error' in undone) throw new Error(undone.error);
    expect(undone.session.entries.length).toBe(1);
    expect(undone.following.knowledge.view.current).toBe(1);
  });

  it('opens a play-page record from a seat, replays it, saves and loads it', () => {
    const { state: s, actions } = randomGame(5, MAIN);
    const opened = sessionFromRecord(recordFromGame({ options: MAIN, seed: 5, actions }), 1, 'record');
    if ('error' in opened) throw new Error(opened.error);
    expect(opened.following.knowledge.view.winner).toBe(s.winner);
    const timeline = knowledgeTimeline(opened.session);
    if ('error' in timeline) throw new Error(timeline.error);
    expect(timeline.length).toBe(opened.session.entries.length + 1);
    expect(timeline.filter(isSeatDecision).length).toBeGreaterThan(10);
    const storage = new MemoryStorage();
    saveSession(opened.session, storage);
    const loaded = loadSessions(storage);
    expect(loaded.problems).toEqual([]);
    expect(loaded.sessions.record.entries.length).toBe(opened.session.entries.length);
  });

  it('refuses damaged or foreign sessions with a message', () => {
    expect(parseSession({ format: 'something', version: 1 })).toEqual({ error: 'not an analysis session: "format" must be "ssp-analysis"' });
    expect(parseSession({ format: 'ssp-analysis', version: 9 })).toEqual({ error: 'analysis session version 9 is not supported: this page reads version 1' });
    const storage = new MemoryStorage();
    storage.setItem('ssp.analysis.sessions', '{not json');
    expect(loadSessions(storage).problems).toEqual(['the saved analysis sessions are damaged and were not loaded']);
  });

  it('reviews the analysed decisions and lists the costliest', () => {
    const made = newSession({ options: MAIN, seat: 0, firstPlayer: 0, piles: [label('shell:black'), label('crab:black')], event: 0 });
    if ('error' in made) throw new Error(made.error);
    const session = {
      ...made.session,
      entries: [{ kind: 'act' as const, action: TAKE_PILE }],
      analyses: { 0: { best: DRAW_DECK, winChance: 0.5, simulations: 10, level: 'hard' as const, seed: 1, options: [
        { action: DRAW_DECK, winChance: 0.55, visits: 6, prior: 0.4 }, { action: TAKE_PILE, winChance: 0.4, visits: 3, prior: 0.3 },
      ] } },
    };
    expect(reviews(session).map((r) => [r.index, r.label])).toEqual([[0, 'mistake']]);
    expect(costliest(session)[0].cost).toBeCloseTo(0.15, 10);
  });
});
