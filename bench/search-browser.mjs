// Hard's decision time and Expert's simulations in 1.5 seconds, measured in Chromium
// (/usr/bin/chromium), for comparison with Node's `ssp bench --only search`. The bench entry
// (bench/browser/searchInBrowser.ts) is bundled with rolldown (Vite's bundler) into one script.
// Prints figures; asserts nothing. Usage: node bench/search-browser.mjs
import { readFileSync } from 'node:fs';
import { rolldown } from 'rolldown';
import { chromium } from '@playwright/test';

const bundle = await rolldown({
  input: new URL('./browser/searchInBrowser.ts', import.meta.url).pathname,
  platform: 'browser',
  resolve: { extensionAlias: { '.js': ['.ts', '.js'] } },
  logLevel: 'silent',
});
const { output } = await bundle.generate({ format: 'iife' });
const model = [...readFileSync(new URL('../models/current.ssnn', import.meta.url))];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>search bench</title>');
  await page.addScriptTag({ content: output[0].code });
  const version = await page.evaluate(() => navigator.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? navigator.userAgent);
  const r = await page.evaluate(([bytes]) => globalThis.searchBench(bytes, 15, 3), [model]);
  console.log(`Chromium (${version}), kernel ${r.kernel}:`);
  console.log(`  hard decision (400 simulations): ${r.hardMsMedian.toFixed(1)} ms median over ${r.hardPositions} mid-round positions`);
  console.log(`  expert: ${Math.round(r.expertSimulationsMedian)} simulations in 1.5 s, median of ${r.expertPositions} positions`);
} finally {
  await browser.close();
}
