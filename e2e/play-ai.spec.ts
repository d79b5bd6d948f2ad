// The computer that searches (Medium) shows its estimate as the blue and orange bar; a worker that
// fails is reported and can be retried.
import { expect, test } from '@playwright/test';
import { decide, openPlay, playToEnd, situation, startGame } from './play-helpers.js';

// Requests answered by the app's service worker would bypass the routes these tests set up.
test.use({ serviceWorkers: 'block' });

test('the win bar appears against Medium and moves only when the computer thinks', async ({ page }) => {
  const errors = await openPlay(page);
  await startGame(page, 'Medium', 'The computer');
  const bar = page.getByTestId('winbar');
  await expect(bar).toBeVisible({ timeout: 90_000 });
  await expect(bar).toContainText(/You \d+%/);
  await expect(bar).toContainText(/Computer \d+%/);
  const label = await bar.getByRole('img').getAttribute('aria-label');
  expect(label).toMatch(/estimates your chance of winning at \d+%/);
  // During the human's decisions the bar stays as it was.
  await situation(page, 90_000);
  const width = await bar.locator('.winbar-fill').getAttribute('style');
  if ((await situation(page)) === 'decide') {
    const text = await page.getByTestId('prompt').locator('h2').textContent();
    expect(text).toBeTruthy();
    expect(await bar.locator('.winbar-fill').getAttribute('style')).toBe(width);
    await decide(page);
  }
  expect(errors).toEqual([]);
});

test('a computer player that cannot load its network is reported, and retry works', async ({ page, context }) => {
  let block = true;
  await context.route('**/models/current.ssnn', (route) => (block ? route.fulfill({ status: 503, body: 'unavailable' }) : route.fallback()));
  const errors = await openPlay(page);
  await startGame(page, 'Medium', 'The computer');
  const failed = page.getByTestId('ai-failed');
  await expect(failed).toBeVisible({ timeout: 60_000 });
  await expect(failed).toContainText('The computer player stopped working');
  await expect(failed).toContainText('503');
  block = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toHaveCount(0);
  await expect(page.getByTestId('winbar')).toBeVisible({ timeout: 90_000 });
  expect(errors).toEqual([]);
});

test('a complete game against Medium ends with the chart of the estimate', async ({ page }) => {
  const errors = await openPlay(page);
  await startGame(page, 'Medium', 'Drawn at random');
  await playToEnd(page);
  const over = page.getByTestId('game-over');
  await expect(over).toContainText('The computer\'s estimate over the game');
  const chart = over.locator('figure.winchart svg');
  await expect(chart).toBeVisible();
  expect(await chart.getAttribute('aria-label')).toMatch(/Your chance of winning as the computer saw it: \d+% at first, \d+% at the end/);
  const points = (await chart.locator('polyline').getAttribute('points')) ?? '';
  expect(points.trim().split(/\s+/).length).toBeGreaterThan(3);
  await page.setViewportSize({ width: 1280, height: 800 });
  await over.screenshot({ path: 'test-results/screenshots/play-game-over-1280x800.png' });
  expect(errors).toEqual([]);
});
