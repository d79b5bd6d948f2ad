// The play page's controller: the human sees its own view only, every legal action is offered once,
// undo goes back to the human's previous decision (after the computer's moves too) and restores
// exactly that table, saves and imports round-trip, and damaged input is reported, never thrown.

import { describe, expect, it } from 'vitest';
import { type RngState, CARD_LABEL, actionText, nextInt, replayRecord, seedRng } from '../../src/engine/index.js';
import { type NewGameChoice, PlayController } from '../../src/web/game/controller.js';
import { humanPrompt } from '../../src/web/game/prompts.js';
import { describeStep } from '../../src/web/game/describe.js';
import { type StorageLike, SAVE_KEY, clearSave, loadGame, loadSettings, saveGame } from '../../src/web/game/persistence.js';

const choice = (over: Partial<NewGameChoice> = {}): NewGameChoice => ({ level: 'random', salt: true, pepper: true, starter: 'random', ...over });

/** One decision by whoever is to move, drawn at random; checks the prompt and the AI request on the way. */
function stepRandomly(c: PlayController, rng: RngState): void {
  const who = c.toMove();
  if (who === 'human') {
    const p = humanPrompt(c)!;
    const legal = c.humanLegal();
    expect(p.choices.map((x) => x.action).sort((a, b) => a - b)).toEqual(legal);
    const a = p.choices[nextInt(rng, p.choices.length)].action;
    expect(c.play(a, 'human')).toBeNull();
  } else if (who === 'computer') {
    expect(humanPrompt(c)).toBeNull();
    const req = c.aiRequest()!;
    expect(req.seat).toBe(c.computerSeat);
    expect(req.knowledge.seat).toBe(c.computerSeat);
    expect(req).not.toHaveProperty('state');
    const a = req.legal[nextInt(rng, req.legal.length)];
    expect(c.play(a, 'computer', 0.25 + 0.5 * (a % 2))).toBeNull();
  }
}

function playUntil(c: PlayController, rng: RngState, stop: (c: PlayController) => boolean, limit = 5000): void {
  for (let i = 0; i < limit && c.toMove() !== 'over' && !stop(c); i++) stepRandomly(c, rng);
}

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('PlayController', () => {
  it('starts as chosen: who starts, expansions, level', () => {
    const h = PlayController.newGame(choice({ starter: 'human', level: 'medium' }), 5);
    expect(h.toMove()).toBe('human');
    expect(h.level).toBe('medium');
    expect(h.aiRequest()).toBeNull();
    const k = PlayController.newGame(choice({ starter: 'computer', salt: false, pepper: false }), 5);
    expect(k.toMove()).toBe('computer');
    expect(k.options).toEqual({ players: 2, salt: false, pepper: false });
    expect(k.view().tableEvent).toBe(-1);
    expect(k.aiRequest()!.legal.length).toBeGreaterThan(0);
  });

  it('plays complete games; the view shows the human seat only, and round ends add up', () => {
    for (let g = 0; g < 6; g++) {
      const rng = seedRng(100 + g);
      const c = PlayController.newGame(choice({ salt: g % 3 !== 2, pepper: g % 2 === 0 }), 1000 + g);
      let steps = 0;
      while (c.toMove() !== 'over') {
        stepRandomly(c, rng);
        steps++;
        const v = c.view();
        // What the human knows of the computer's hand is in it; the rest is face down.
        const replayed = replayRecord(c.record);
        if ('error' in replayed) throw new Error(replayed.error);
        const s = replayed.state;
        const hand = s.hands[c.computerSeat].map((x) => CARD_LABEL[x]);
        for (const l of v.computer.known) {
          const i = hand.indexOf(l);
          expect(i).toBeGreaterThanOrEqual(0);
          hand.splice(i, 1);
        }
        expect(v.computer.known.length + v.computer.hidden).toBe(s.hands[c.computerSeat].length);
        expect(v.human.known).toEqual(s.hands[c.humanSeat].map((x) => CARD_LABEL[x]).sort((a, b) => a - b));
        expect(v.deckSize).toBe(s.deck.length);
      }
      expect(steps).toBe(c.ply);
      const v = c.view();
      expect(v.winner).not.toBeNull();
      expect(c.result()).toBeDefined();
      for (const r of c.roundSummaries()) {
        if (r.ending === 'emptyDeck') continue;
        for (let p = 0; p < 2; p++) {
          const b = r.breakdown[p];
          const sum = b.duos + b.starfish + b.shell + b.octopus + b.penguin + b.sailor + b.seahorse + b.multipliers + b.mermaids;
          expect(sum).toBe(r.cardPoints[p]);
        }
      }
      // Every step can be told in the log.
      for (const step of c.steps()) for (const line of describeStep(step.seen, c.humanSeat)) expect(line.key).toMatch(/^play\.log\./);
    }
  });

  it('undo goes back to the human\'s previous decision after the computer moved, exactly; redo comes back', () => {
    const rng = seedRng(7);
    const c = PlayController.newGame(choice({ starter: 'human' }), 42);
    // Play until the human decides with the computer having moved since the human's last decision.
    let before: { view: unknown; prompt: unknown; ply: number } | null = null;
    for (let guard = 0; guard < 2000; guard++) {
      if (c.toMove() === 'human') {
        const snap = { view: c.view(), prompt: humanPrompt(c), ply: c.ply };
        stepRandomly(c, rng);
        if (c.toMove() === 'computer') {
          before = snap;
          while (c.toMove() === 'computer') stepRandomly(c, rng);
          if (c.toMove() === 'human') break;
        }
      } else stepRandomly(c, rng);
    }
    expect(before).not.toBeNull();
    const after = { view: c.view(), ply: c.ply, estimates: c.estimates() };
    expect(after.ply).toBeGreaterThan(before!.ply + 1);
    expect(c.canUndo()).toBe(true);
    expect(c.undo()).toBe(true);
    expect(c.ply).toBe(before!.ply);
    expect(c.view()).toEqual(before!.view);
    expect(humanPrompt(c)).toEqual(before!.prompt);
    expect(c.estimates().every((e) => e.ply < before!.ply)).toBe(true);
    expect(c.canRedo()).toBe(true);
    expect(c.redo()).toBe(true);
    expect(c.ply).toBe(after.ply);
    expect(c.view()).toEqual(after.view);
    expect(c.estimates()).toEqual(after.estimates);
    expect(c.canRedo()).toBe(false);
  });

  it('a new decision after undo forgets the redo, unless it is the same decision', () => {
    const rng = seedRng(8);
    const c = PlayController.newGame(choice({ starter: 'human' }), 9);
    playUntil(c, rng, (x) => x.ply > 30 && x.toMove() === 'human');
    c.undo();
    const legal = c.humanLegal();
    const redoFirst = c.save().redo.at(-1)!.actions[0];
    const same = legal.find((a) => actionText(a) === redoFirst)!;
    expect(c.play(same, 'human')).toBeNull();
    expect(c.canRedo()).toBe(true);
    c.undo();
    const other = legal.find((a) => actionText(a) !== redoFirst);
    if (other !== undefined) {
      expect(c.play(other, 'human')).toBeNull();
      expect(c.canRedo()).toBe(false);
    }
  });

  it('refuses moves out of turn or illegal, changing nothing', () => {
    const c = PlayController.newGame(choice({ starter: 'human' }), 3);
    const v = c.view();
    expect(c.play(9999, 'human')).toHaveProperty('error');
    expect(c.play(c.humanLegal()[0], 'computer')).toHaveProperty('error');
    expect(c.view()).toEqual(v);
    expect(c.canUndo()).toBe(false);
    expect(c.undo()).toBe(false);
  });

  it('saves and loads: the same table, estimates and redo', () => {
    const rng = seedRng(11);
    const c = PlayController.newGame(choice({ level: 'medium' }), 77);
    playUntil(c, rng, (x) => x.ply > 60 && x.toMove() === 'human');
    c.undo();
    const storage = memoryStorage();
    expect(saveGame(storage, c)).toBeNull();
    const loaded = loadGame(storage);
    expect(loaded.kind).toBe('ok');
    if (loaded.kind !== 'ok') return;
    const d = loaded.controller;
    expect(d.view()).toEqual(c.view());
    expect(d.level).toBe('medium');
    expect(d.estimates()).toEqual(c.estimates());
    expect(d.canRedo()).toBe(true);
    expect(d.steps(5)).toEqual(c.steps(5));
    clearSave(storage);
    expect(loadGame(storage).kind).toBe('none');
  });

  it('reports damaged and old saves instead of throwing', () => {
    const storage = memoryStorage();
    const c = PlayController.newGame(choice(), 1);
    const good = c.save();
    const cases: [string, 'damaged' | 'old'][] = [
      ['{not json', 'damaged'],
      ['null', 'damaged'],
      ['[]', 'damaged'],
      [JSON.stringify({ ...good, format: 'other' }), 'damaged'],
      [JSON.stringify({ ...good, version: 0 }), 'old'],
      [JSON.stringify({ ...good, record: { ...good.record, rules: 0 } }), 'old'],
      [JSON.stringify({ ...good, level: 'grandmaster' }), 'damaged'],
      [JSON.stringify({ ...good, humanSeat: 5 }), 'damaged'],
      [JSON.stringify({ ...good, estimates: [{ ply: 1, round: 1, computer: 7 }] }), 'damaged'],
      [JSON.stringify({ ...good, record: { ...good.record, actions: ['discard 1'] } }), 'damaged'],
      [JSON.stringify({ ...good, record: { ...good.record, actions: 'draw' } }), 'damaged'],
      [JSON.stringify({ ...good, record: { ...good.record, options: { players: 3, salt: false, pepper: false } } }), 'damaged'],
      [JSON.stringify({ ...good, redo: [{ actions: [1] }] }), 'damaged'],
    ];
    for (const [text, kind] of cases) {
      storage.setItem(SAVE_KEY, text);
      const r = loadGame(storage);
      expect(r.kind, text).toBe(kind);
      if (r.kind === 'damaged' || r.kind === 'old') expect(r.error.length).toBeGreaterThan(0);
    }
    const throwing: StorageLike = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); }, removeItem: () => {} };
    expect(loadGame(throwing).kind).toBe('damaged');
    expect(saveGame(throwing, c)).toEqual({ error: 'full' });
    expect(saveGame(null, c)).toHaveProperty('error');
  });

  it('exports a record that imports back to the same game; bad imports are reported as text', () => {
    const rng = seedRng(12);
    const c = PlayController.newGame(choice({ level: 'hard' }), 123);
    playUntil(c, rng, (x) => x.ply > 40 && x.toMove() === 'human');
    const text = JSON.stringify(c.exportRecord(new Date(0)));
    const d = PlayController.fromImport(JSON.parse(text), 'easy');
    expect('error' in d).toBe(false);
    if ('error' in d) return;
    expect(d.view()).toEqual(c.view());
    expect(d.level).toBe('hard');
    expect(d.estimates()).toEqual(c.estimates());
    // A finished game exports its result, and imports as finished.
    playUntil(c, rng, () => false);
    const done = PlayController.fromImport(JSON.parse(JSON.stringify(c.exportRecord())), 'easy');
    expect('error' in done ? done.error : done.toMove()).toBe('over');
    // A record from elsewhere (no meta): the given level, seat 0.
    const plain = { ...JSON.parse(text) };
    delete plain.meta;
    const e = PlayController.fromImport(plain, 'easy');
    expect('error' in e ? e.error : e.level).toBe('easy');
    const bad = [null, 42, 'text', {}, { format: 'ssp-record' }, { ...JSON.parse(text), actions: ['<img src=x onerror=alert(1)>'] }];
    for (const input of bad) expect(PlayController.fromImport(input, 'easy')).toHaveProperty('error');
    // Meta fields this page does not understand are ignored; the record itself is fine.
    const odd = PlayController.fromImport({ ...JSON.parse(text), meta: { app: 'sea-salt-paper-web', humanSeat: '<b>', level: '<script>', estimates: 'x' } }, 'easy');
    expect('error' in odd ? odd.error : odd.level).toBe('easy');
  });

  it('keeps the computer\'s estimates by ply, and drops them on undo', () => {
    const rng = seedRng(13);
    const c = PlayController.newGame(choice({ level: 'expert', starter: 'human' }), 5);
    playUntil(c, rng, (x) => x.estimates().length >= 3 && x.toMove() === 'human');
    const est = c.estimates();
    expect(est.length).toBeGreaterThanOrEqual(3);
    expect(est.every((e) => e.computer >= 0 && e.computer <= 1)).toBe(true);
    expect(c.latestEstimate()).toEqual(est.at(-1));
  });

  it('reads settings field by field, falling back to the defaults', () => {
    const s = memoryStorage();
    s.setItem('ssp.play.settings', JSON.stringify({ choice: { level: 'hard', salt: 'yes', starter: 'computer' }, pace: -5 }));
    const got = loadSettings(s);
    expect(got.choice).toEqual({ level: 'hard', salt: true, pepper: true, starter: 'computer' });
    expect(got.pace).toBe(800);
    s.setItem('ssp.play.settings', '{');
    expect(loadSettings(s).choice.level).toBe('easy');
  });
});
