// Undo after the computer has moved restores exactly the earlier table; redo comes back; reloading
// in the middle of a game continues it.
import { expect, test } from '@playwright/test';
import { decide, expectSameHtml, openPlay, ply, situation, startGame, tableHtml } from './play-helpers.js';

test('undo after the computer has moved restores exactly the earlier table, and redo comes back', async ({ page }) => {
  const errors = await openPlay(page);
  await startGame(page, 'Easy', 'You');
  await expect(page.getByTestId('undo')).toBeDisabled();
  let before: { html: string; ply: number } | null = null;
  let after: { html: string; ply: number } | null = null;
  for (let i = 0; i < 200 && !after; i++) {
    const s = await situation(page);
    if (s === 'over') throw new Error('the game ended before the computer moved');
    if (s === 'roundEnd') {
      await page.getByRole('button', { name: 'Next round' }).click();
      continue;
    }
    const snap = { html: await tableHtml(page), ply: await ply(page) };
    await decide(page);
    const next = await situation(page);
    if (next !== 'decide') continue;
    const p = await ply(page);
    // More than one step since the snapshot: the computer moved in between.
    if (p > snap.ply + 1) {
      before = snap;
      after = { html: await tableHtml(page), ply: p };
    }
  }
  expect(before && after).toBeTruthy();
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('table')).toHaveAttribute('data-ply', String(before!.ply));
  expectSameHtml(await tableHtml(page), before!.html);
  await expect(page.getByTestId('redo')).toBeEnabled();
  await page.getByTestId('redo').click();
  await expect(page.getByTestId('table')).toHaveAttribute('data-ply', String(after!.ply));
  expectSameHtml(await tableHtml(page), after!.html);
  // The keyboard does it too.
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('table')).toHaveAttribute('data-ply', String(before!.ply));
  await page.keyboard.press('Control+y');
  await expect(page.getByTestId('table')).toHaveAttribute('data-ply', String(after!.ply));
  expect(errors).toEqual([]);
});

test('reloading in the middle of a game continues it', async ({ page }) => {
  const errors = await openPlay(page);
  await startGame(page, 'Easy', 'Drawn at random');
  // At least a dozen decisions, stopping at one of the human's decisions (rounds may end on the way).
  let decisions = 0;
  for (;;) {
    const s = await situation(page);
    if (s === 'over') throw new Error('the game ended before the reload');
    if (s === 'roundEnd') await page.getByRole('button', { name: 'Next round' }).click();
    else if (decisions >= 12) break;
    else {
      await decide(page);
      decisions++;
    }
  }
  const html = await tableHtml(page);
  const at = await ply(page);
  const log = await page.getByTestId('log').innerText();
  await page.reload();
  await expect(page.getByTestId('table')).toHaveAttribute('data-ply', String(at));
  expectSameHtml(await tableHtml(page), html);
  expect(await page.getByTestId('log').innerText()).toBe(log);
  await expect(page.getByTestId('new-game')).toHaveCount(0);
  // And it goes on.
  await decide(page);
  await expect.poll(() => ply(page)).toBeGreaterThan(at);
  expect(errors).toEqual([]);
});

test('a damaged save is reported and a new game offered', async ({ page }) => {
  const errors = await openPlay(page);
  await page.evaluate(() => localStorage.setItem('ssp.play.save', '{"format":"ssp-web-save","version":1,"record":{"actions":'));
  await page.reload();
  await expect(page.getByTestId('load-problem')).toContainText('could not be loaded');
  await expect(page.getByTestId('new-game')).toBeVisible();
  await startGame(page, 'Random', 'You');
  await expect(page.locator('[data-choice]').first()).toBeVisible();
  await page.evaluate(() => localStorage.setItem('ssp.play.save', JSON.stringify({ format: 'ssp-web-save', version: 0 })));
  await page.reload();
  await expect(page.getByTestId('load-problem')).toContainText('older version');
  expect(errors).toEqual([]);
});
