// What the analysis page asks for next: over whole random games followed from either seat, every
// entry a person would type is among the choices offered, and asks for exactly what it carries.
import { describe, expect, it } from 'vitest';
import { randomRecord } from '../support/randomGame.js';
import {
  type FollowEntry, type Following, followEntriesFromRecord, followStep, SWAP_GIVE, SWAP_TAKE, startFollowing,
} from '../../src/engine/index.js';
import { deckMaxCounts, expectation, labelsShown, needsOf, opponentMaxCounts } from '../../src/web/analysis/expect.js';


/** Checks that the page would have offered `entry` and asked for what it carries. */
function offered(f: Following, entry: FollowEntry): void {
  const x = expectation(f);
  const k = f.knowledge;
  expect(x.who).not.toBe('over');
  if (x.who === 'me') {
    expect(entry.kind).toBe('act');
    if (entry.kind !== 'act') return;
    const choice = x.choices.find((c) => c.action === entry.action);
    expect(choice, `action ${entry.action} offered`).toBeDefined();
    const needs = choice!.needs;
    expect(needs.fromDeck).toBe(entry.fromDeck?.length ?? 0);
    expect(needs.stolen !== null).toBe(entry.stolen !== undefined);
    expect(needs.searchPile !== null).toBe(entry.pile !== undefined);
    expect(needs.hand !== null).toBe(entry.hand !== undefined);
    if (entry.hand) expect(needs.hand).toBe(entry.hand.length);
    if (entry.next) expect(needs.roundEnds || needs.next).toBe(true);
    expect(needsOf(k, [entry.action], entry.hand).next).toBe(entry.next !== undefined);
    const max = deckMaxCounts(f);
    for (const l of entry.fromDeck ?? []) expect(max[l], `card ${l} offered from the deck`).toBeGreaterThan(0);
    return;
  }
  if (x.who !== 'opponent') return;
  const forms = x.forms;
  const held = opponentMaxCounts(k);
  switch (entry.kind) {
    case 'hiddenKeep':
      expect(forms.keep).not.toBeNull();
      expect(forms.keep!.discardPile).toBe(entry.pile !== undefined);
      break;
    case 'hiddenCrabTake':
      expect(forms.crabTops).toContain(entry.newTop);
      break;
    case 'hiddenLobsterKeep':
      expect(forms.lobster).toBe(true);
      break;
    case 'hiddenCoral':
      expect(forms.coral).toBe(true);
      break;
    case 'act': {
      const simple = forms.simple.find((c) => c.action === entry.action);
      const isDuo = forms.duos.includes(entry.action);
      const isSwap = forms.swap !== null && entry.then !== undefined && entry.action >= SWAP_GIVE && entry.action < SWAP_TAKE &&
        forms.swap.give.includes(entry.action - SWAP_GIVE) && forms.swap.take.includes(entry.then - SWAP_TAKE);
      expect(simple !== undefined || isDuo || isSwap, `opponent action ${entry.action} offered`).toBe(true);
      if (isDuo && entry.then !== undefined) expect(forms.starfish).toContain(entry.then);
      for (const l of labelsShown(entry.action, entry.then)) expect(held[l], `the opponent may hold card ${l}`).toBeGreaterThan(0);
      const actions = entry.then !== undefined ? [entry.action, entry.then] : [entry.action];
      const needs = needsOf(k, actions);
      expect(needs.stolen !== null, 'stolen asked').toBe(entry.stolen !== undefined);
      expect(needs.hand !== null, 'hand asked').toBe(entry.hand !== undefined);
      expect(needsOf(k, actions, entry.hand).next, 'next round asked').toBe(entry.next !== undefined);
      break;
    }
  }
}

describe('what the analysis page asks for next', () => {
  const OPTIONS = [
    { players: 2, salt: true, pepper: true }, { players: 2, salt: false, pepper: false },
    { players: 2, salt: true, pepper: false }, { players: 2, salt: false, pepper: true },
  ];
  for (let n = 0; n < 16; n++) {
    const seed = 3 + n, seat = n % 2, options = OPTIONS[Math.floor(n / 2) % OPTIONS.length];
    it(`offers every entry of a random game (seed ${seed}, seat ${seat + 1}, salt ${options.salt}, pepper ${options.pepper})`, () => {
      const made = followEntriesFromRecord(randomRecord(seed, { ...options }), seat);
      if ('error' in made) throw new Error(made.error);
      let f = startFollowing(made.start);
      if ('error' in f) throw new Error(f.error);
      for (const entry of made.entries) {
        offered(f, entry);
        const next: Following | { error: string } = followStep(f, entry);
        if ('error' in next) throw new Error(next.error);
        f = next;
      }
      expect(expectation(f).who).toBe('over');
    });
  }
});
