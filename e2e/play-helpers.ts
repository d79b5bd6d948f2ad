// Shared steps of the play page's end-to-end tests: start a game by clicking through the new-game
// form, and make the human's decisions by clicking the prompt's buttons.
import { type Page, expect } from '@playwright/test';

export type LevelName = 'Random' | 'Easy' | 'Medium' | 'Hard' | 'Expert';

/**
 * Opens the app with the computer's moves shown without pauses (the speed setting "Instant", as a
 * person can choose it), in English. Page errors are collected into the returned list.
 */
export async function openPlay(page: Page, options: { pace?: number } = {}): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const pace = options.pace ?? 0;
  await page.addInitScript((p) => {
    localStorage.setItem('ssp.lang', 'en');
    const raw = localStorage.getItem('ssp.play.settings');
    const settings = raw ? JSON.parse(raw) : {};
    localStorage.setItem('ssp.play.settings', JSON.stringify({ ...settings, pace: p }));
  }, pace);
  await page.goto('./#/play');
  return errors;
}

export async function startGame(page: Page, level: LevelName, starter: 'Drawn at random' | 'You' | 'The computer' = 'You'): Promise<void> {
  const form = page.getByTestId('new-game');
  if (!(await form.isVisible())) await page.getByTestId('new-game-button').click();
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: new RegExp(`^${level}\\b`) }).check();
  await form.getByRole('radio', { name: starter, exact: true }).check();
  await form.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('table')).toBeVisible();
}

export type Situation = 'decide' | 'roundEnd' | 'over';

/** Waits until the human has something to do: a decision, a round's end to close, or the game's end. */
export async function situation(page: Page, timeout = 60_000): Promise<Situation> {
  const any = page.locator('[data-choice], [data-testid="round-end"], [data-testid="game-over"]').first();
  await any.waitFor({ state: 'visible', timeout });
  if (await page.getByTestId('game-over').isVisible()) return 'over';
  if (await page.getByTestId('round-end').isVisible()) return 'roundEnd';
  return 'decide';
}

export async function ply(page: Page): Promise<number> {
  return Number(await page.getByTestId('table').getAttribute('data-ply'));
}

/**
 * Makes one decision by clicking: a call (STOP, else LAST CHANCE) when offered, so that games end
 * quickly; otherwise the first choice. Returns the button's text.
 */
export async function decide(page: Page): Promise<string> {
  const prompt = page.getByTestId('prompt');
  const call = prompt.locator('.choice.tone-call').first();
  const button = (await call.count()) > 0 ? call : prompt.locator('[data-choice]').first();
  const text = (await button.locator('.choice-text').textContent()) ?? '';
  await button.click();
  return text;
}

/** Makes up to `n` of the human's decisions by clicking (past round ends), or stops at the game's end. */
export async function playDecisions(page: Page, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const s = await situation(page);
    if (s === 'over') return;
    if (s === 'roundEnd') await page.getByTestId('round-end').getByRole('button', { name: 'Next round' }).click();
    else await decide(page);
  }
}

/** Plays by clicking until the game is over; returns how many decisions and rounds it took. */
export async function playToEnd(page: Page, limit = 3000): Promise<{ decisions: number; rounds: number }> {
  let decisions = 0;
  let rounds = 0;
  for (let i = 0; i < limit; i++) {
    const s = await situation(page);
    if (s === 'over') return { decisions, rounds };
    if (s === 'roundEnd') {
      rounds++;
      await page.getByTestId('round-end').getByRole('button', { name: 'Next round' }).click();
    } else {
      await decide(page);
      decisions++;
    }
  }
  throw new Error(`the game did not end within ${limit} steps`);
}

/**
 * The table's markup (the human's whole view of the game) for exact comparisons, written with each
 * element's attributes sorted: React may patch a reused element's attributes in another order.
 */
export async function tableHtml(page: Page): Promise<string> {
  return page.getByTestId('table').evaluate((root) => {
    const write = (n: Node): string => {
      if (n.nodeType === Node.TEXT_NODE) return n.textContent ?? '';
      if (n.nodeType !== Node.ELEMENT_NODE) return '';
      const el = n as Element;
      const attrs = [...el.attributes].map((a) => `${a.name}="${a.value}"`).sort().join(' ');
      return `<${el.tagName.toLowerCase()} ${attrs}>${[...el.childNodes].map(write).join('')}</${el.tagName.toLowerCase()}>`;
    };
    return write(root);
  });
}

/** Expects two markups to be equal; on a difference, the message shows where it starts. */
export function expectSameHtml(actual: string, expected: string): void {
  if (actual === expected) return;
  let i = 0;
  while (i < actual.length && i < expected.length && actual[i] === expected[i]) i++;
  const around = (s: string) => s.slice(Math.max(0, i - 300), i + 300);
  expect(around(actual), `the markup differs from character ${i} on`).toBe(around(expected));
}
