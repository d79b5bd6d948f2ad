// Shared steps of the analysis page's end-to-end tests: open the page, set up a game to follow, and
// enter what happens by clicking the page's choices and pickers (cards by their code, e.g.
// "crab:darkBlue", which the pickers carry as data-label).
import { type Locator, type Page, expect } from '@playwright/test';
import {
  ADD_STARFISH, CARD_LABEL, DUO_PAIRS, type FollowEntry, type FollowStart, type Following, type GameEvent, LABEL_NAMES, PLAY_DUO,
  type State, SWAP_GIVE, SWAP_TAKE, applyInPlace, cloneState, followEntriesForStep, newGame, publicView,
} from '../src/engine/index.js';
import { needsOf, pilesKnown } from '../src/web/analysis/expect.js';
import { randomGame } from '../tests/support/randomGame.js';

/** Opens the analysis page in English; page errors are collected into the returned list. */
export async function openAnalysis(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => localStorage.setItem('ssp.lang', 'en'));
  await page.goto('./#/analysis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analysis');
  return errors;
}

export function picker(scope: Page | Locator, testId: string): Locator {
  return scope.locator(`[data-testid="${testId}"]`);
}

/** Clicks the cards in a picker, in order. */
export async function pick(scope: Page | Locator, testId: string, ...cards: string[]): Promise<void> {
  for (const c of cards) await picker(scope, testId).locator(`button.pick[data-label="${c}"]`).click();
}

/** Clicks the entry panel's numbered choice whose text matches. */
export async function choose(page: Page, text: string | RegExp): Promise<void> {
  await page.getByTestId('entry-panel').locator('button.choice').filter({ hasText: text }).click();
}

export async function entryCount(page: Page): Promise<number> {
  return page.getByTestId('entries').locator('li').count();
}

/** The card codes a list on the page carries (data-cards), e.g. the pile memory, top first. */
export async function cards(page: Page, testId: string): Promise<string[]> {
  const v = (await page.getByTestId(testId).getAttribute('data-cards')) ?? '';
  return v ? v.split(',') : [];
}

/** Sets up a game to follow: both expansions, you are player 1 and start, the Kraken, piles shell:green and crab:black. */
export async function setUp(page: Page, name: string): Promise<void> {
  const form = page.getByTestId('analysis-setup');
  await form.getByTestId('setup-name').fill(name);
  await form.getByTestId('setup-event').selectOption({ label: 'The Kraken' });
  // Typing in the picker: "green shell", Enter takes the first match.
  await form.getByTestId('setup-piles-filter').fill('shell (light green');
  await form.getByTestId('setup-piles-filter').press('Enter');
  await pick(form, 'setup-piles', 'crab:black');
  await form.getByTestId('setup-start').click();
  await expect(page.getByTestId('entry-panel')).toBeVisible();
}

/**
 * A short, realistic opening: you draw (crab:darkBlue, fish:black), keep the Crab and put the Fish on
 * pile 2 (your turn then ends by itself); the opponent takes that Fish and ends the turn; you take
 * the black Crab and lay the two Crabs, look through pile 1 and take its green Shell; the opponent
 * draws and discards octopus:green (on the empty pile 1, no choice), then lays fish:black +
 * fish:darkBlue and ends the turn. Twelve entries.
 */
export async function enterShortGame(page: Page, until: 'all' | 'beforeTheirDuo' = 'all'): Promise<void> {
  await choose(page, 'Draw from the deck');
  await pick(page, 'picker-fromDeck', 'crab:darkBlue', 'fish:black');
  await page.getByTestId('extras-submit').click();
  await choose(page, 'Keep Crab (dark blue)');
  await choose(page, 'Put the other card on pile 2');
  // Nothing left to do with one Crab: your turn ends by itself.
  await expect(page.getByTestId('entry-title')).toHaveText('The opponent\'s turn: what did you see?');
  await choose(page, 'Take Fish (black) from pile 2');
  await choose(page, 'End the turn');
  await choose(page, 'Take Crab (black) from pile 2');
  await choose(page, 'Lay Crab (dark blue) + Crab (black)');
  // The Crabs look through pile 1, whose one card is known: nothing to pick, just enter.
  await expect(page.getByTestId('extras')).toContainText('Pile 1 holds, top first: Shell (light green)');
  await page.getByTestId('extras-submit').click();
  await choose(page, 'Take Shell (light green) from pile 1');
  await expect(page.getByTestId('entry-title')).toHaveText('The opponent\'s turn: what did you see?');
  await choose(page, 'Draw from the deck');
  // One click: with pile 1 empty, the discarded card has to go there.
  await pick(page, 'picker-discard', 'octopus:green');
  if (until === 'beforeTheirDuo') return;
  await page.getByTestId('form-duo').locator('summary').click();
  await pick(page, 'picker-duo', 'fish:black', 'fish:darkBlue');
  await page.getByTestId('duo-submit').click();
  await choose(page, 'End the turn');
}

// ---------------------------------------------------------------------------------------------
// Realistic situations from real engine games (Node side), entered through the page by clicking.

/** A random two-player game (both expansions) followed from one seat: its entries, and the true state after each. */
export interface FollowedGame {
  seed: number;
  seat: number;
  start: FollowStart;
  entries: FollowEntry[];
  /** The true game state after each entry (the hidden cards included), for checking what the page shows. */
  truth: State[];
  /** Who made each entry's decision. */
  actors: number[];
}

const OPTIONS = { players: 2, salt: true, pepper: true };

/** Plays seeded random games and yields each followed from both seats. */
export function* randomFollowedGames(seeds: Iterable<number>): Generator<FollowedGame> {
  for (const seed of seeds) {
    const { actions } = randomGame(seed, OPTIONS);
    for (const seat of [0, 1]) {
      const s = newGame(OPTIONS, seed);
      const tops = publicView(s, seat).pileTops;
      const start: FollowStart = { options: OPTIONS, seat, firstPlayer: s.starter, piles: [tops[0], tops[1]], event: s.tableEvent };
      const entries: FollowEntry[] = [];
      const truth: State[] = [];
      const actors: number[] = [];
      let waiting: number | null = null;
      for (const a of actions) {
        const before = cloneState(s);
        const log: GameEvent[] = [];
        applyInPlace(s, a, { log });
        const step = followEntriesForStep(before, a, undefined, log, s, seat, waiting);
        if (step === null) waiting = a;
        else {
          waiting = null;
          for (const e of step) {
            entries.push(e);
            truth.push(cloneState(s));
            actors.push(before.current);
          }
        }
      }
      yield { seed, seat, start, entries, truth, actors };
    }
  }
}

/** The first game (and entry index) where `at` finds the situation wanted. */
export function findSituation<T>(at: (g: FollowedGame) => T | null, seeds = 2000): { game: FollowedGame; found: T } {
  for (const game of randomFollowedGames(Array.from({ length: seeds }, (_, i) => i + 1))) {
    const found = at(game);
    if (found !== null) return { game, found };
  }
  throw new Error('no game found with that situation');
}

/** Opens a session holding the game's first `n` entries (by the import button), with the analysis off. */
export async function importPrefix(page: Page, game: FollowedGame, n: number, name: string): Promise<void> {
  await page.getByTestId('auto').uncheck();
  const session = { format: 'ssp-analysis', version: 1, name, start: game.start, entries: game.entries.slice(0, n), analyses: {} };
  await page.getByTestId('import-file').setInputFiles({ name: `${name}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(session)) });
  await expect(page.getByTestId('notice')).toContainText('The session was imported');
  await expect(page.getByTestId('entries').locator('li')).toHaveCount(n);
}

/** The session's entries as the page saved them. */
export async function savedEntries(page: Page, name: string): Promise<FollowEntry[]> {
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('ssp.analysis.sessions') ?? '{}')) as Record<string, { entries: FollowEntry[] }>;
  return saved[name].entries;
}

/** Fills the form a choice opened (the cards it showed), as the entry says, and enters it. */
async function fillExtras(page: Page, entry: FollowEntry, before: Following): Promise<void> {
  const extras = page.getByTestId('extras');
  if (entry.kind === 'act' && entry.fromDeck) await pick(extras, 'picker-fromDeck', ...entry.fromDeck.map((l) => LABEL_NAMES[l]));
  if (entry.kind === 'act' && entry.stolen !== undefined) await pick(extras, 'picker-stolen', entry.stolen >= 0 ? LABEL_NAMES[entry.stolen] : 'empty');
  if (entry.kind === 'act' && entry.pile && await extras.getByTestId('search-options').count() > 0) {
    const p = needsOf(before.knowledge, [entry.action]).searchPile!;
    const i = pilesKnown(before.knowledge).candidates[p].findIndex((c) => c.join() === entry.pile!.join());
    await extras.getByTestId('search-options').locator('input[type="radio"]').nth(i).check();
  }
  if (entry.hand) {
    // The cards already known are filled in: pick the others.
    const missing = entry.hand.map((l) => LABEL_NAMES[l]);
    for (const c of await extras.getByTestId('picker-hand').locator('[data-picked]').evaluateAll((els) => els.map((e) => e.getAttribute('data-picked')!))) {
      missing.splice(missing.indexOf(c), 1);
    }
    await pick(extras, 'picker-hand', ...missing);
  }
  if (entry.next) {
    await pick(extras, 'picker-next', ...entry.next.piles.map((l) => LABEL_NAMES[l]));
    if (entry.next.event !== undefined) await extras.getByTestId('next-event').selectOption(String(entry.next.event));
  }
  await extras.getByTestId('extras-submit').click();
}

/**
 * Enters one entry through the page by clicking, as a person would: the numbered choices, the
 * opponent's forms (drawn and discarded, a duo, the Crab's new top, the Lobster, the Coral Reef, the
 * swap, the Mermaids), then what the choice showed. Where the page cannot know a pile's new top it
 * refuses and asks for the tops: they are named as the entry says. Returns whether that happened.
 */
export async function enterByClicks(page: Page, entry: FollowEntry, before: Following): Promise<{ askedTops: boolean }> {
  const panel = page.getByTestId('entry-panel');
  const n = await entryCount(page);
  if (entry.mermaidWin) await panel.getByTestId('mermaid-win').check();
  switch (entry.kind) {
    case 'act': {
      const a = entry.action;
      if (before.knowledge.view.current !== before.seat && a >= PLAY_DUO && a < ADD_STARFISH) {
        await panel.getByTestId('form-duo').locator('summary').click();
        await pick(panel, 'picker-duo', ...DUO_PAIRS[a - PLAY_DUO].map((l) => LABEL_NAMES[l]));
        if (entry.then !== undefined) await panel.getByTestId('duo-starfish').selectOption(String(entry.then));
        await panel.getByTestId('duo-submit').click();
      } else if (before.knowledge.view.current !== before.seat && a >= SWAP_GIVE && a < SWAP_TAKE) {
        await pick(panel, 'picker-give', LABEL_NAMES[a - SWAP_GIVE]);
        await pick(panel, 'picker-take', LABEL_NAMES[entry.then! - SWAP_TAKE]);
        await panel.getByTestId('swap-submit').click();
      } else {
        await panel.locator(`button.choice[data-action="${a}"]`).click();
      }
      break;
    }
    case 'hiddenKeep':
      await pick(panel, 'picker-discard', LABEL_NAMES[entry.discarded]);
      if (entry.pile !== undefined) await panel.getByTestId(`discard-pile-${entry.pile + 1}`).click();
      break;
    case 'hiddenCrabTake':
      await panel.getByTestId('form-crab').locator(`button[data-label="${entry.newTop < 0 ? 'empty' : LABEL_NAMES[entry.newTop]}"]`).click();
      break;
    case 'hiddenLobsterKeep':
      await panel.getByTestId('lobster').click();
      break;
    case 'hiddenCoral':
      await panel.getByTestId('coral').click();
      break;
  }
  // Entered at once, a form for what the choice showed, or a refusal asking for the tops.
  const entered = page.getByTestId('entries').locator('li').nth(n);
  const extras = page.getByTestId('extras');
  const refused = page.getByTestId('entry-error');
  await expect(entered.or(extras).or(refused).first()).toBeVisible();
  if (await extras.isVisible()) await fillExtras(page, entry, before);
  await expect(entered.or(refused).first()).toBeVisible();
  let askedTops = false;
  if (await refused.isVisible()) {
    await expect(refused.getByTestId('tops-submit')).toBeVisible();
    askedTops = true;
    await enterTops(page, entry.tops!);
  }
  await expect(page.getByTestId('entries').locator('li')).toHaveCount(n + 1);
  return { askedTops };
}

/** Names the piles' tops in the refusal's form and enters the entry again. */
export async function enterTops(page: Page, tops: readonly number[]): Promise<void> {
  const refused = page.getByTestId('entry-error');
  await refused.getByTestId('tops-1').selectOption(String(tops[0]));
  await refused.getByTestId('tops-2').selectOption(String(tops[1]));
  await refused.getByTestId('tops-submit').click();
}

/** Labels of a list, sorted (for comparing hands as multisets). */
export const names = (ls: readonly number[]): string[] => ls.map((l) => LABEL_NAMES[l]).sort();

/** Whether every card of `part` is in `whole` (multisets of card codes). */
export function within(part: readonly string[], whole: readonly string[]): boolean {
  const rest = whole.slice();
  return part.every((c) => {
    const i = rest.indexOf(c);
    if (i < 0) return false;
    rest.splice(i, 1);
    return true;
  });
}

/** The true labels of a list of physical cards. */
export const labelsOf = (cs: readonly number[]): number[] => cs.map((c) => CARD_LABEL[c]);
