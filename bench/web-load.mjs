// The web app's initial load and time to the first interactive table, measured in Chromium
// (/usr/bin/chromium) against the built app (run `npm run build:web` first; `npm run bench:web`
// does both). Prints figures; asserts nothing.
//
//   sizes    each file the page loads first (index.html's scripts and styles), gzipped (level 9),
//            and the files that load in the background: the AI worker and the network's weights
//   timing   median of N fresh loads: navigation start to the new-game form being interactive
//            (first visit), and to the table with the human's choices (a saved game, fresh context),
//            from the page's own performance marks
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const DIST = new URL('../dist/web/', import.meta.url);
const RUNS = Number(process.env.RUNS ?? 5);
const PORT = 4199;

if (!existsSync(new URL('index.html', DIST))) {
  console.error('dist/web is missing: run `npm run build:web` first');
  process.exit(2);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (path) => gzipSync(readFileSync(new URL(path, DIST)), { level: 9 }).length;

const html = readFileSync(new URL('index.html', DIST), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const assets = readdirSync(new URL('assets/', DIST)).map((f) => `assets/${f}`);
const background = assets.filter((f) => !initial.includes(f) && /\.(js|css|wasm)$/.test(f));
let initialTotal = 0;
console.log('initial load (JS + CSS):');
for (const f of initial) {
  const size = gz(f);
  initialTotal += size;
  console.log(`  ${f}  ${kb(statSync(new URL(f, DIST)).size)} raw, ${kb(size)} gzipped`);
}
console.log(`  total ${kb(initialTotal)} gzipped (target: at most 300 KB)`);
console.log('loaded in the background:');
for (const f of background) console.log(`  ${f}  ${kb(statSync(new URL(f, DIST)).size)} raw, ${kb(gz(f))} gzipped`);
if (existsSync(new URL('models/current.ssnn', DIST))) {
  console.log(`  models/current.ssnn  ${kb(statSync(new URL('models/current.ssnn', DIST)).size)} raw, ${kb(gz('models/current.ssnn'))} gzipped`);
}

const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(PORT), '--strictPort'], {
  cwd: new URL('..', import.meta.url), stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => { if (String(d).includes(String(PORT))) resolve(); });
  server.on('exit', (code) => reject(new Error(`vite preview exited (${code})`)));
});

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
const url = `http://localhost:${PORT}/#/play`;
const mark = (page, name) => page.waitForFunction((n) => performance.getEntriesByName(n).length > 0, name, { timeout: 60_000 })
  .then(() => page.evaluate((n) => performance.getEntriesByName(n)[0].startTime, name));
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const first = [], returning = [];
try {
  for (let i = 0; i < RUNS; i++) {
    // First visit: nothing cached, nothing saved.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(url);
    first.push(await mark(page, 'ssp:setup-interactive'));
    await page.getByRole('radio', { name: 'You', exact: true }).check();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('[data-choice]').first().waitFor();
    await page.locator('[data-choice]').first().click();
    await page.locator('[data-choice]').first().waitFor();
    const storageState = await context.storageState();
    await context.close();
    // A returning player: the saved game in a fresh context (nothing cached).
    const again = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
    const page2 = await again.newPage();
    await page2.goto(url);
    returning.push(await mark(page2, 'ssp:table-interactive'));
    await again.close();
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(`time to interactive, median of ${RUNS} loads (cold browser context, localhost, no throttling):`);
console.log(`  first visit, new-game form ready: ${median(first).toFixed(0)} ms  (all: ${first.map((x) => x.toFixed(0)).join(', ')})`);
console.log(`  saved game, table with choices:  ${median(returning).toFixed(0)} ms  (all: ${returning.map((x) => x.toFixed(0)).join(', ')})`);
