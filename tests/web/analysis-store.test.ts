// The analysis page's store, with a stand-in for the worker: entering, refusals that lose nothing,
// undo, analyses started at the seat's decisions with the decision's fixed seed and saved only when
// complete, a stop, analysing all decisions one after another, and sessions kept in storage.
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../support/memoryStorage.js';
import { DRAW_DECK, END_TURN, KEEP, TAKE_PILE, parseLabel } from '../../src/engine/index.js';
import type { DecisionAnalysis } from '../../src/ai/analysis.js';
import type { AnalysisCallbacks, AnalysisRequest } from '../../src/web/ai/client.js';
import { AnalysisStore, type Analyser } from '../../src/web/analysis/store.js';
import { SESSIONS_KEY, decisionSeed, isSeatDecision } from '../../src/web/analysis/session.js';

const L = (t: string) => parseLabel(t) as number;

/** Records the requests; the test answers them. */
class FakeAnalyser implements Analyser {
  requests: { req: AnalysisRequest; on: AnalysisCallbacks }[] = [];
  stops = 0;
  analyze(req: AnalysisRequest, on: AnalysisCallbacks) { this.requests.push({ req, on }); }
  stopAnalysis() { this.stops++; }
  last() { return this.requests[this.requests.length - 1]; }
}

const answer = (best: number, win = 0.6): DecisionAnalysis => ({ best, winChance: win, simulations: 400, options: [{ action: best, winChance: win, visits: 300, prior: 0.5 }] });

const START = { options: { players: 2, salt: true, pepper: true }, seat: 0, firstPlayer: 0, piles: [L('shell:green'), L('crab:black')] as [number, number], event: 4 };

function started(storage = new MemoryStorage()) {
  const ai = new FakeAnalyser();
  const store = new AnalysisStore(ai, storage);
  expect(store.start(START, 'game')).toBeNull();
  return { ai, store, storage };
}

describe('the analysis page\'s store', () => {
  it('analyses the seat\'s decision at once, with the decision\'s seed, and saves it when complete', () => {
    const { ai, store } = started();
    expect(ai.requests.length).toBe(1);
    expect(ai.last().req.seed).toBe(decisionSeed(0));
    expect(ai.last().req.level).toBe('hard');
    expect(store.state().running?.index).toBe(0);
    ai.last().on.progress(answer(DRAW_DECK, 0.55), 10);
    expect(store.state().running?.progress?.winChance).toBe(0.55);
    ai.last().on.done(answer(DRAW_DECK), true, 20);
    expect(store.state().running).toBeNull();
    expect(store.analysisAt(0)).toMatchObject({ best: DRAW_DECK, level: 'hard', seed: decisionSeed(0) });
  });

  it('refuses an impossible entry without losing anything, and undo keeps the analysis of the position it returns to', () => {
    const { ai, store } = started();
    ai.last().on.done(answer(DRAW_DECK), true, 20);
    expect(store.enter({ kind: 'act', action: DRAW_DECK, fromDeck: [L('crab:darkBlue'), L('fish:black')] })).toBeNull();
    const before = JSON.stringify(store.state().session);
    const error = store.enter({ kind: 'act', action: KEEP + L('shell:green') });
    expect(error).toMatch(/not possible/);
    expect(store.state().refused?.error).toBe(error);
    expect(JSON.stringify(store.state().session)).toBe(before);
    expect(store.enter({ kind: 'act', action: KEEP + L('crab:darkBlue') })).toBeNull();
    expect(store.state().refused).toBeNull();
    expect(store.state().timeline.length).toBe(3);
    store.undo();
    store.undo();
    expect(store.state().session?.entries.length).toBe(0);
    expect(store.state().timeline.length).toBe(1);
    expect(store.analysisAt(0)?.best).toBe(DRAW_DECK);
  });

  it('a stopped analysis is not saved; a newer position does not take an older answer', () => {
    const { ai, store } = started();
    const first = ai.last();
    store.stop();
    expect(ai.stops).toBe(1);
    first.on.done(answer(TAKE_PILE), false, 5);
    expect(store.analysisAt(0)).toBeNull();
    store.analyse(0, 'expert');
    const second = ai.last();
    expect(second.req.level).toBe('expert');
    expect(second.req.seed).toBe(decisionSeed(0));
    first.on.done(answer(TAKE_PILE), true, 5);
    expect(store.analysisAt(0)).toBeNull();
    second.on.done(answer(DRAW_DECK), true, 5);
    expect(store.analysisAt(0)?.level).toBe('expert');
  });

  it('analyses all the seat\'s decisions one after another, and stops when told', () => {
    const { ai, store } = started();
    store.setAuto(false);
    ai.last().on.done(answer(DRAW_DECK), true, 1);
    for (const e of [
      { kind: 'act' as const, action: DRAW_DECK, fromDeck: [L('crab:darkBlue'), L('fish:black')] },
      { kind: 'act' as const, action: KEEP + L('crab:darkBlue') },
      { kind: 'act' as const, action: 8 /* discard on pile 2 */ },
      { kind: 'act' as const, action: TAKE_PILE + 1 },
      { kind: 'act' as const, action: END_TURN },
    ]) expect(store.enter(e)).toBeNull();
    const decisions = store.decisions();
    expect(decisions).toEqual(store.state().timeline.map((k, i) => (isSeatDecision(k) ? i : -1)).filter((i) => i >= 0));
    store.analyseAll();
    const asked: number[] = [];
    while (store.state().running) {
      const r = store.state().running!;
      asked.push(r.index);
      ai.last().on.done(answer(DRAW_DECK), true, 1);
    }
    expect(asked).toEqual(decisions.filter((i) => i !== 0));
    expect(store.state().batch).toBe(false);
    expect(decisions.every((i) => store.analysisAt(i) !== null)).toBe(true);
    // Expert for all, stopped after the first.
    store.setLevel('expert');
    store.analyseAll();
    ai.last().on.done(answer(DRAW_DECK), true, 1);
    store.stop();
    expect(store.state().running).toBeNull();
    expect(decisions.filter((i) => store.analysisAt(i)?.level === 'expert').length).toBe(1);
  });

  it('keeps sessions in storage: reopened after a reload, renamed, imported under a free name, damaged files refused', () => {
    const { ai, store, storage } = started();
    ai.last().on.done(answer(DRAW_DECK), true, 1);
    expect(store.enter({ kind: 'act', action: DRAW_DECK, fromDeck: [L('crab:darkBlue'), L('fish:black')] })).toBeNull();
    const again = new AnalysisStore(new FakeAnalyser(), storage);
    expect(again.state().session?.name).toBe('game');
    expect(again.state().session?.entries.length).toBe(1);
    expect(again.analysisAt(0)?.best).toBe(DRAW_DECK);
    expect(again.rename('renamed')).toBeNull();
    expect(again.state().saved).toEqual(['renamed']);
    const text = again.exportText()!.text;
    expect(again.importText(text)).toBe(true);
    expect(again.state().session?.name).toBe('renamed (2)');
    expect(again.state().saved).toEqual(['renamed', 'renamed (2)']);
    const before = JSON.stringify(again.state().session);
    expect(again.importText('{"format": "ssp-analysis"')).toBe(false);
    expect(again.state().notice?.detail).toMatch(/malformed JSON/);
    expect(again.importText(JSON.stringify({ ...JSON.parse(text), entries: [{ kind: 'act', action: DRAW_DECK, fromDeck: [L('seahorse:white'), L('seahorse:white')] }] }))).toBe(false);
    expect(again.state().notice?.detail).toMatch(/does not replay/);
    expect(JSON.stringify(again.state().session)).toBe(before);
    again.remove('renamed (2)');
    expect(again.state().session).toBeNull();
    expect(again.state().saved).toEqual(['renamed']);
  });

  it('a store that cannot be read is reported and kept aside, never overwritten', () => {
    const storage = new MemoryStorage();
    storage.setItem(SESSIONS_KEY, '{broken');
    const store = new AnalysisStore(new FakeAnalyser(), storage);
    expect(store.state().loadProblems[0]).toMatch(/kept aside/);
    expect(storage.getItem(`${SESSIONS_KEY}.damaged`)).toBe('{broken');
    expect(store.start(START, 'fresh')).toBeNull();
    expect(storage.getItem(`${SESSIONS_KEY}.damaged`)).toBe('{broken');
  });
});
