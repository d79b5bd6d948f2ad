// Complete games against Random and Easy, played by clicking the prompt's buttons.
import { expect, test } from '@playwright/test';
import { openPlay, playToEnd, startGame } from './play-helpers.js';

for (const level of ['Random', 'Easy'] as const) {
  test(`a complete game against ${level}, played by clicking`, async ({ page }) => {
    const errors = await openPlay(page);
    await startGame(page, level, 'Drawn at random');
    await expect(page.getByText(`Against: ${level}`)).toBeVisible();
    const { decisions, rounds } = await playToEnd(page);
    expect(decisions).toBeGreaterThan(5);
    const over = page.getByTestId('game-over');
    await expect(over.getByRole('heading', { level: 2 })).toHaveText(/You win!|The computer wins|A draw/);
    await expect(over).toContainText(/Final score|won at once/);
    // Random and Easy do not search: no win bar, and no chart at the end.
    await expect(page.getByTestId('winbar')).toHaveCount(0);
    await expect(over).toContainText('This level does not look ahead');
    // The game stays finished: no prompt, undo still offered.
    await expect(page.locator('[data-choice]')).toHaveCount(0);
    await expect(page.getByTestId('undo')).toBeEnabled();
    test.info().annotations.push({ type: 'game', description: `${decisions} decisions, ${rounds} rounds closed` });
    expect(errors).toEqual([]);
  });
}
