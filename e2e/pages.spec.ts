// The content pages (How to play, Cards, Events, The AI, About, and the Analysis page's first screen), the card art, switching language,
// keyboard navigation, installability and offline play. Screenshots of every page at a phone size
// (360x740) and a desktop size (1280x800) go to test-results/screenshots/ for a person to look at.
import { type Page, expect, test } from '@playwright/test';

const PAGES = [
  { id: 'rules', en: 'How to play', zh: '玩法' },
  { id: 'cards', en: 'The cards', zh: '卡牌一览' },
  { id: 'events', en: 'The events (Extra Pepper)', zh: '事件（加椒扩展）' },
  { id: 'ai', en: 'The computer player', zh: '电脑玩家' },
  { id: 'about', en: 'About', zh: '关于' },
  { id: 'analysis', en: 'Analysis', zh: '复盘分析' },
] as const;

const SIZES = [{ width: 360, height: 740 }, { width: 1280, height: 800 }] as const;

/** Opens a page in the given language; page errors are collected into the returned list. */
async function open(page: Page, id: string, lang: 'en' | 'zh' = 'en'): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript((l) => localStorage.setItem('ssp.lang', l), lang);
  await page.goto(`./#/${id}`);
  return errors;
}

test.describe('content pages', () => {
  // Each test starts from a fresh browser profile: keep the service worker out of these tests.
  test.use({ serviceWorkers: 'block' });

  for (const p of PAGES) {
    test(`${p.id} renders, in English and after switching to Chinese`, async ({ page }) => {
      const errors = await open(page, p.id);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.en);
      await page.getByRole('button', { name: 'Language' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.zh);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await page.getByRole('button', { name: '语言' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.en);
      expect(errors).toEqual([]);
    });
  }

  for (const size of SIZES) {
    test(`screenshots at ${size.width}x${size.height}, no sideways scrolling`, async ({ page }) => {
      await page.setViewportSize(size);
      const errors = await open(page, 'rules');
      for (const lang of ['en', 'zh'] as const) {
        if (lang === 'zh') await page.getByRole('button', { name: 'Language' }).click();
        for (const p of PAGES) {
          await page.goto(`./#/${p.id}`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(p[lang]);
          if (p.id === 'ai') await expect(page.locator('.chart, .status.error').first()).toBeVisible();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${p.id} (${lang}) scrolls sideways`).toBeLessThanOrEqual(0);
          await page.screenshot({ path: `test-results/screenshots/pages-${p.id}-${lang}-${size.width}x${size.height}.png`, fullPage: true });
        }
      }
      expect(errors).toEqual([]);
    });
  }

  test('the Cards page shows all 54 kinds-and-colours of the 66 cards, each with a text label', async ({ page }) => {
    await open(page, 'cards');
    const cards = page.locator('.kind-list svg.card[role="img"]');
    await expect(cards).toHaveCount(54);
    await expect(page.getByRole('img', { name: 'Crab, dark blue', exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Seahorse, white (Extra Salt)' })).toBeVisible();
    await expect(page.locator('.kind-list svg.card[aria-label$="(Extra Salt)"]')).toHaveCount(8);
    await expect(page.locator('.colour-table .total')).toContainText('66');
    // Names follow the language.
    await page.getByRole('button', { name: 'Language' }).click();
    await expect(page.getByRole('img', { name: '螃蟹，深蓝色', exact: true })).toBeVisible();
  });

  test('the Events page shows the twelve events with their trophies', async ({ page }) => {
    await open(page, 'events');
    await expect(page.locator('svg.event-card')).toHaveCount(12);
    await expect(page.getByRole('img', { name: /^The Kraken, event card, trophy \+/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /^The Coral Reef, event card, trophy −/ })).toBeVisible();
  });

  test('the table of contents works with the keyboard and addresses sections in the URL', async ({ page }) => {
    await open(page, 'rules');
    const link = page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Duos and their effects' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/rules\/duos$/);
    await expect(page.locator('#rules-duos')).toBeFocused();
    await expect(page.locator('#rules-duos')).toBeInViewport();
    // Straight to a section from the address.
    await page.goto('./#/cards/colours');
    await expect(page.locator('#cards-colours')).toBeInViewport();
  });

  test('the AI page draws the charts from the training report', async ({ page }) => {
    await open(page, 'ai');
    await expect(page.locator('figure.chart')).toHaveCount(5);
    await expect(page.getByRole('img', { name: /^Chart: Win rate against other players/ })).toBeVisible();
    // Training loss against the loss on games the network never trained on.
    await expect(page.getByRole('img', { name: /^Chart: What the network gets wrong/ })).toBeVisible();
    // The figures are also a table.
    await page.getByText('Show the figures as a table').first().click();
    await expect(page.locator('.chart-table table').first()).toBeVisible();
  });

  test('the AI page says so when the report is missing or damaged', async ({ page }) => {
    await page.route('**/models/training-report.json', (r) => r.fulfill({ status: 404, body: 'not found' }));
    await open(page, 'ai');
    await expect(page.getByText('The training report is not available')).toBeVisible();
    await expect(page.locator('figure.chart')).toHaveCount(0);
    await page.unroute('**/models/training-report.json');
    await page.route('**/models/training-report.json', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"iteration": "one"' }));
    await page.reload();
    await expect(page.getByText('The training report could not be read')).toBeVisible();
    await page.unroute('**/models/training-report.json');
    await page.route('**/models/training-report.json', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '[{"games": 3}]' }));
    await page.reload();
    await expect(page.getByText('The training report could not be read')).toBeVisible();
  });
});

test.describe('installable and offline', () => {
  test('the manifest and its icons load', async ({ page, request }) => {
    await page.goto('./');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const res = await request.get(href!);
    expect(res.ok()).toBe(true);
    const manifest = await res.json() as { name: string; start_url: string; display: string; icons: { src: string; sizes: string }[] };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  });

  test('once loaded, the app works offline, the network included', async ({ page, context }) => {
    test.setTimeout(120_000);
    const errors = await open(page, 'rules');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to play');
    await page.evaluate(async () => { await navigator.serviceWorker.ready; });
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names.find((n) => n.startsWith('ssp-'))!);
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    expect(cached).toEqual(expect.arrayContaining(['/index.html', '/models/current.ssnn']));
    expect(cached.some((p) => /^\/assets\/.+\.js$/.test(p))).toBe(true);
    await context.setOffline(true);
    for (const p of PAGES) {
      await page.goto(`./#/${p.id}`);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.en);
    }
    await page.goto('./#/ai');
    await expect(page.locator('figure.chart').first()).toBeVisible();
    await context.setOffline(false);
    expect(errors).toEqual([]);
  });
});
