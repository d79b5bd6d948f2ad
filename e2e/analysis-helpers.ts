// Shared steps of the analysis page's end-to-end tests: open the page, set up a game to follow, and
// enter what happens by clicking the page's choices and pickers (cards by their code, e.g.
// "crab:darkBlue", which the pickers carry as data-label).
import { type Locator, type Page, expect } from '@playwright/test';

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
