// The play page's session with a stand-in computer player and clock: the computer's moves are shown
// at the chosen pace (and skippable), wait while a round's summary is open, are dropped when undo
// comes first; a failing computer player is reported and retried; every step is saved.

import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../src/engine/index.js';
import type { AiClient, AiState, ThinkResult } from '../../src/web/ai/client.js';
import type { AiRequest } from '../../src/web/game/controller.js';
import { type StorageLike, SAVE_KEY } from '../../src/web/game/persistence.js';
import { humanPrompt } from '../../src/web/game/prompts.js';
import { type Clock, PlaySession } from '../../src/web/game/session.js';

class FakeAi implements AiClient {
  pending: { req: AiRequest; done: (r: ThinkResult) => void; fail: (e: string) => void } | null = null;
  requests = 0;
  retries = 0;
  private st: AiState = { worker: 'ready', model: 'ready', thinking: false, error: null, modelError: null };
  start(req: AiRequest, done: (r: ThinkResult) => void, fail: (e: string) => void): void {
    this.requests++;
    this.pending = { req, done, fail };
  }
  stop(): void { this.pending = null; }
  state(): AiState { return this.st; }
  subscribe(): () => void { return () => {}; }
  retry(): void { this.retries++; }
  dispose(): void {}
  /** Answers the pending request with its first legal action. */
  answer(winChance: number | null = null): void {
    const p = this.pending!;
    this.pending = null;
    p.done({ action: p.req.legal[0], search: winChance === null ? null : { winChance, simulations: 10, stats: [] }, ms: 1 });
  }
  fail(error: string): void {
    const p = this.pending!;
    this.pending = null;
    p.fail(error);
  }
}

class FakeClock implements Clock {
  t = 0;
  private timers: { at: number; f: () => void; id: number }[] = [];
  private ids = 0;
  now(): number { return this.t; }
  setTimeout(f: () => void, ms: number): unknown {
    const id = ++this.ids;
    this.timers.push({ at: this.t + ms, f, id });
    return id;
  }
  clearTimeout(h: unknown): void { this.timers = this.timers.filter((x) => x.id !== h); }
  advance(ms: number): void {
    this.t += ms;
    for (;;) {
      const due = this.timers.filter((x) => x.at <= this.t).sort((a, b) => a.at - b.at)[0];
      if (!due) return;
      this.timers = this.timers.filter((x) => x !== due);
      due.f();
    }
  }
}

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

function setup() {
  const ai = new FakeAi();
  const clock = new FakeClock();
  const storage = memoryStorage();
  const session = new PlaySession(ai, storage, () => 4242, clock);
  return { ai, clock, storage, session };
}

const savedActions = (storage: StorageLike) => (JSON.parse(storage.getItem(SAVE_KEY)!) as { record: { actions: string[] } }).record.actions.length;

describe('PlaySession', () => {
  it('offers a new game first, then shows the computer\'s moves at the chosen pace', () => {
    const { ai, clock, storage, session } = setup();
    expect(session.state().screen).toBe('setup');
    expect(session.state().setupReason).toBe('first');
    session.setPace(500);
    session.newGame({ level: 'medium', salt: true, pepper: true, starter: 'computer' });
    const c = session.state().controller!;
    expect(session.state().screen).toBe('table');
    expect(ai.pending).not.toBeNull();
    expect(ai.pending!.req.knowledge.seat).toBe(c.computerSeat);
    ai.answer(0.6);
    // Shown only once the pace has passed since the last step.
    expect(c.ply).toBe(0);
    clock.advance(499);
    expect(c.ply).toBe(0);
    clock.advance(1);
    expect(c.ply).toBe(1);
    expect(c.latestEstimate()?.computer).toBe(0.6);
    expect(savedActions(storage)).toBe(1);
  });

  it('skip shows the waiting move at once and the rest of the turn without pauses', () => {
    const { ai, clock, session } = setup();
    session.setPace(1000);
    session.newGame({ level: 'easy', salt: true, pepper: true, starter: 'computer' });
    const c = session.state().controller!;
    ai.answer();
    expect(c.ply).toBe(0);
    session.skip();
    expect(c.ply).toBe(1);
    for (let i = 0; i < 20 && c.toMove() === 'computer'; i++) ai.answer();
    expect(c.toMove()).toBe('human');
    expect(session.state().skipping).toBe(false);
    clock.advance(0);
  });

  it('drops the computer\'s answer when undo comes first', () => {
    const { ai, clock, session } = setup();
    session.setPace(0);
    session.newGame({ level: 'easy', salt: true, pepper: true, starter: 'human' });
    const c = session.state().controller!;
    const rng = seedRng(3);
    // Play until the computer is thinking after a human decision.
    for (let i = 0; i < 200 && !ai.pending; i++) {
      const p = humanPrompt(c)!;
      session.play(p.choices[nextInt(rng, p.choices.length)].action);
    }
    expect(ai.pending).not.toBeNull();
    const stale = ai.pending!;
    const ply = c.ply;
    session.undo();
    expect(c.ply).toBeLessThan(ply);
    expect(c.toMove()).toBe('human');
    stale.done({ action: stale.req.legal[0], search: null, ms: 1 });
    clock.advance(10);
    expect(c.toMove()).toBe('human');
    session.redo();
    expect(c.ply).toBe(ply);
  });

  it('waits while a round\'s summary is open', () => {
    const { ai, clock, session } = setup();
    session.setPace(0);
    session.newGame({ level: 'random', salt: true, pepper: true, starter: 'human' });
    const c = session.state().controller!;
    const rng = seedRng(5);
    for (let i = 0; i < 5000 && !session.state().roundEnd && c.toMove() !== 'over'; i++) {
      if (c.toMove() === 'human') {
        const p = humanPrompt(c)!;
        session.play(p.choices[nextInt(rng, p.choices.length)].action);
      } else if (ai.pending) ai.answer();
      clock.advance(0);
    }
    const summary = session.state().roundEnd;
    expect(summary).not.toBeNull();
    expect(summary!.round).toBe(1);
    if (c.toMove() === 'computer') {
      expect(ai.pending).toBeNull();
      session.acknowledgeRound();
      expect(ai.pending).not.toBeNull();
    } else {
      // The human's next decision waits for the summary to be closed.
      const p = humanPrompt(c)!;
      const ply = c.ply;
      session.play(p.choices[0].action);
      expect(c.ply).toBe(ply);
      session.acknowledgeRound();
      session.play(p.choices[0].action);
      expect(c.ply).toBe(ply + 1);
    }
  });

  it('reports a failing computer player and retries it', () => {
    const { ai, session } = setup();
    session.newGame({ level: 'hard', salt: true, pepper: true, starter: 'computer' });
    ai.fail('the network could not be loaded (404)');
    expect(session.state().aiError).toContain('404');
    expect(ai.pending).toBeNull();
    session.retryAi();
    expect(ai.retries).toBe(1);
    expect(session.state().aiError).toBeNull();
    expect(ai.pending).not.toBeNull();
  });

  it('continues a saved game, and reports a damaged one', () => {
    const { ai, clock, storage, session } = setup();
    session.setPace(0);
    session.newGame({ level: 'easy', salt: false, pepper: false, starter: 'computer' });
    ai.answer();
    clock.advance(0);
    const ply = session.state().controller!.ply;
    session.dispose();
    const again = new PlaySession(new FakeAi(), storage, () => 1, clock);
    expect(again.state().screen).toBe('table');
    expect(again.state().controller!.ply).toBe(ply);
    storage.setItem(SAVE_KEY, '{"format":"ssp-web-save","version":1}');
    const broken = new PlaySession(new FakeAi(), storage, () => 1, clock);
    expect(broken.state().screen).toBe('setup');
    expect(broken.state().setupReason).toBe('damaged');
    expect(broken.state().loadError).toBeTruthy();
  });

  it('imports a record, and keeps the game when the file is not one', () => {
    const { session } = setup();
    session.newGame({ level: 'easy', salt: true, pepper: true, starter: 'human' });
    const exported = session.exportText(new Date(0))!;
    expect(exported.name).toBe('sea-salt-paper-19700101-0000.json');
    const before = session.state().controller;
    expect(session.importText('{"format": "nope"}')).toBe(false);
    expect(session.state().notice?.key).toBe('play.notice.importFailed');
    expect(session.state().controller).toBe(before);
    expect(session.importText(exported.text)).toBe(true);
    expect(session.state().notice?.key).toBe('play.notice.imported');
    expect(session.importText('x'.repeat(2_000_001))).toBe(false);
    expect(session.state().notice?.key).toBe('play.notice.importTooBig');
  });
});

describe('PlaySession.abandonGame', () => {
  it('sets the saved game aside and offers a new one', () => {
    const { storage, session } = setup();
    session.newGame({ level: 'easy', salt: true, pepper: true, starter: 'human' });
    const saved = storage.getItem(SAVE_KEY);
    session.abandonGame();
    expect(session.state().screen).toBe('setup');
    expect(session.state().controller).toBeNull();
    expect(storage.getItem(SAVE_KEY)).toBeNull();
    expect(storage.getItem(`${SAVE_KEY}.broken`)).toBe(saved);
  });
});
