// The play page on a phone (360x740) and a desktop (1280x800): screenshots for a person to look at
// (test-results/screenshots/), keyboard play, switching language, export and import.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { decide, openPlay, situation, startGame } from './play-helpers.js';

const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

for (const size of SIZES) {
  test(`screenshots at ${size.width}x${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    const errors = await openPlay(page);
    const shot = (name: string, fullPage = true) =>
      page.screenshot({ path: `test-results/screenshots/play-${name}-${size.width}x${size.height}.png`, fullPage });
    await expect(page.getByTestId('new-game')).toBeVisible();
    await shot('new-game');
    await startGame(page, 'Medium', 'You');
    for (let i = 0; i < 14; i++) {
      const s = await situation(page, 90_000);
      if (s !== 'decide') break;
      await decide(page);
    }
    await situation(page, 90_000);
    await shot('table');
    await shot('table-viewport', false);
    // Nothing sticks out sideways on the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Play on to a round's end for its summary.
    for (let i = 0; i < 400; i++) {
      const s = await situation(page, 90_000);
      if (s === 'roundEnd') {
        await shot('round-end', false);
        break;
      }
      if (s === 'over') break;
      await decide(page);
    }
    expect(errors).toEqual([]);
  });
}

test('keyboard: the digits choose, Tab reaches every choice', async ({ page }) => {
  const errors = await openPlay(page);
  await startGame(page, 'Random', 'You');
  await expect(page.getByTestId('prompt')).toContainText('Take a card');
  await page.keyboard.press('1');
  await expect(page.getByTestId('prompt')).toContainText('Keep one of the two cards');
  // Every choice is a button with a name.
  const buttons = page.getByTestId('prompt').getByRole('button');
  const n = await buttons.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) expect(await buttons.nth(i).getAttribute('aria-label')).toMatch(/\(key \d\)/);
  await buttons.first().focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => page.getByTestId('log').innerText()).toContain('You keep');
  expect(errors).toEqual([]);
});

test('switching language: the play page in Chinese and back', async ({ page }) => {
  const errors = await openPlay(page);
  await startGame(page, 'Random', 'You');
  await page.getByRole('button', { name: 'Language' }).click();
  await expect(page.getByTestId('prompt')).toContainText('拿一张牌');
  await expect(page.getByTestId('new-game-button')).toHaveText('新对局');
  await expect(page.locator('.play-foot')).toContainText('非官方');
  await page.getByRole('button', { name: '语言' }).click();
  await expect(page.getByTestId('prompt')).toContainText('Take a card');
  expect(errors).toEqual([]);
});

test('export a game and import it back; a bad file is reported as text', async ({ page }, info) => {
  const errors = await openPlay(page);
  await startGame(page, 'Easy', 'You');
  for (let i = 0; i < 6; i++) {
    if ((await situation(page)) !== 'decide') break;
    await decide(page);
  }
  await situation(page);
  const ply = await page.getByTestId('table').getAttribute('data-ply');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
  const path = info.outputPath('game.json');
  await download.saveAs(path);
  const record = JSON.parse(readFileSync(path, 'utf8'));
  expect(record.format).toBe('ssp-record');
  expect(record.meta.level).toBe('easy');
  // A new game, then the import brings the exported one back.
  await startGame(page, 'Random', 'You');
  await page.getByTestId('import-file').setInputFiles(path);
  await expect(page.getByTestId('notice')).toContainText('Game imported');
  await expect(page.getByTestId('table')).toHaveAttribute('data-ply', String(ply));
  await expect(page.getByText('Against: Easy')).toBeVisible();
  // Markup in a file stays text.
  await page.getByTestId('import-file').setInputFiles({
    name: 'bad.json', mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ ...record, actions: ['<img src=x onerror="window.pwned=1">'] })),
  });
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('could not be imported');
  await expect(notice).toContainText('<img src=x');
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  await expect(notice.locator('img')).toHaveCount(0);
  await expect(page.getByTestId('table')).toHaveAttribute('data-ply', String(ply));
  expect(errors).toEqual([]);
});
