// The analysis page: entering a real game through the page (setup, your decisions and what they
// showed you, the opponent's visible actions), the pile memory and the known cards after it, a
// refused entry that loses nothing, undo, the analysis agreeing with the AI's own search on the
// same knowledge and seed, a play-page record opened from a chosen seat, and sessions kept across
// a reload and through export and import.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { type FollowEntry, type FollowStart, replayFollowing } from '../src/engine/index.js';
import { stepwiseAnalysis } from '../src/ai/analysis.js';
import { NetEvaluator } from '../src/net/evaluator.js';
import { decisionSeed } from '../src/web/analysis/session.js';
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

test.describe('analysis page: refusals, undo', () => {
  test.use({ serviceWorkers: 'block' });

  test('an impossible entry is refused with the engine\'s message, nothing is lost, and undo works', async ({ page }) => {
    const errors = await openAnalysis(page);
    await setUp(page, 'refusal');
    await enterShortGame(page, 'beforeTheirDuo');
    expect(await entryCount(page)).toBe(10);
    const memory = [await cards(page, 'pile-memory-1'), await cards(page, 'pile-memory-2')];
    // The opponent holds the black Fish and one unseen card: two Crabs they cannot both hold.
    await page.getByTestId('form-duo').locator('summary').click();
    await pick(page, 'picker-duo', 'crab:lightBlue', 'crab:yellow');
    await page.getByTestId('duo-submit').click();
    const refusal = page.getByTestId('entry-error');
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText('contradicts what you know');
    await expect(refusal.locator('.notice-detail')).toHaveText(/cannot hold/);
    // Nothing entered before is lost, and the cards picked are still there to correct.
    expect(await entryCount(page)).toBe(10);
    expect([await cards(page, 'pile-memory-1'), await cards(page, 'pile-memory-2')]).toEqual(memory);
    await expect(page.getByTestId('picker-duo').locator('[data-picked]')).toHaveCount(2);
    // Correct it: the black Fish and a dark blue one.
    await page.getByTestId('picker-duo').locator('[data-picked]').nth(1).click();
    await page.getByTestId('picker-duo').locator('[data-picked]').first().click();
    await pick(page, 'picker-duo', 'fish:black', 'fish:darkBlue');
    await page.getByTestId('duo-submit').click();
    expect(await entryCount(page)).toBe(11);
    await expect(page.getByTestId('entry-error')).toHaveCount(0);
    // Undo with the button, then with Backspace and Ctrl+Z.
    await page.getByTestId('undo').click();
    expect(await entryCount(page)).toBe(10);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Backspace');
    await expect(page.getByTestId('entries').locator('li')).toHaveCount(9);
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('entries').locator('li')).toHaveCount(8);
    expect(await cards(page, 'pile-memory-1')).toEqual([]);
    expect(await cards(page, 'their-known')).toEqual(['fish:black']);
    // The opponent's draw again, as it was.
    await choose(page, 'Draw from the deck');
    await pick(page, 'picker-discard', 'octopus:green');
    expect(await entryCount(page)).toBe(10);
    expect(await cards(page, 'pile-memory-1')).toEqual(['octopus:green']);
    expect(errors).toEqual([]);
  });
});

test.describe('analysis page: the search', () => {
  test.use({ serviceWorkers: 'block' });

  test('the page\'s analysis agrees with the AI\'s own search on the same knowledge, network and seed; Stop stops', async ({ page, request }) => {
    test.setTimeout(300_000);
    const errors = await openAnalysis(page);
    await setUp(page, 'agreement');
    await enterShortGame(page);
    // Your decision now (entry 13): analysed by itself in the worker (Hard).
    const panel = page.getByTestId('analysis-panel');
    await expect(panel).toHaveAttribute('data-index', '12');
    const result = panel.getByTestId('analysis-result');
    await expect(result).toBeVisible({ timeout: 180_000 });
    const pageBest = Number(await result.getAttribute('data-best'));
    const pageWin = Number(await result.getAttribute('data-win'));
    const rows = await result.locator('tr[data-action]').evaluateAll((trs) => trs.map((tr) => ({
      action: Number(tr.getAttribute('data-action')), visits: Number(tr.getAttribute('data-visits')),
    })));

    // The same knowledge (the session as saved), the same network (as the page loaded it) and seed, in Node.
    const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('ssp.analysis.sessions') ?? '{}')) as Record<string, { start: FollowStart; entries: FollowEntry[] }>;
    const session = saved.agreement;
    expect(session.entries.length).toBe(12);
    const following = replayFollowing(session.start, session.entries);
    if ('error' in following) throw new Error(following.error);
    const bytes = new Uint8Array(await (await request.get('models/current.ssnn')).body());
    const net = NetEvaluator.fromBytes(bytes, { name: 'current' });
    if ('error' in net) throw new Error(net.error);
    const own = stepwiseAnalysis(following.knowledge, net, 'hard', decisionSeed(12));
    while (own.step(100) > 0) { /* to the end of the budget */ }
    const mine = own.current();
    expect(pageBest).toBe(mine.best);
    expect(pageWin).toBeCloseTo(mine.winChance, 5);
    expect(rows.sort((a, b) => a.action - b.action)).toEqual(mine.options.map((o) => ({ action: o.action, visits: o.visits })).sort((a, b) => a.action - b.action));
    expect(mine.simulations).toBe(400);

    // Expert on request, stopped at once: the Hard analysis stays the saved one.
    await panel.getByTestId('analyse-expert').click();
    await expect(panel.getByTestId('running')).toBeVisible();
    await panel.getByTestId('stop').click();
    await expect(panel.getByTestId('running')).toHaveCount(0);
    await expect(panel.getByTestId('analysis-result')).toContainText('Hard, seed');

    // Analyse all: every decision gets its point on the chart; a point goes back to its moment.
    await page.getByTestId('analyse-all').click();
    await expect(page.getByTestId('analyse-all')).toBeVisible({ timeout: 240_000 });
    const points = page.getByTestId('chart').locator('circle[data-index]');
    await expect(points).toHaveCount(6);
    await points.first().click();
    await expect(page.getByTestId('past')).toBeVisible();
    await expect(page.getByTestId('known-state')).toContainText('What you knew then');
    await expect(page.getByTestId('cost')).toBeVisible();
    await expect(page.getByTestId('thresholds').first()).toContainText('inaccuracy from 4%, mistake from 10%, blunder from 20%');
    await page.getByTestId('back-to-now').click();
    await expect(page.getByTestId('entry-panel')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/analysis-analysed.png', fullPage: true });
    expect(errors).toEqual([]);
  });
});
