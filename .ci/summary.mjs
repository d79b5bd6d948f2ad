// Prints the closing line of CI, exactly "N passed, N failed", from Vitest's JSON report, the
// Playwright JSON report and the exit status of `npm test` (lint, typecheck, Vitest, build, then
// Playwright; it stops at the first failing step). Counted as one failure each: a Vitest test file
// that failed to load; a lint or typecheck failure (no Vitest report); a missing Playwright report
// after Vitest passed (the build or the browser failed); an error outside Playwright's tests (the
// web server did not start); and any other failure the reports do not count. Exits 1 if anything
// failed.
import { existsSync, readFileSync } from 'node:fs';

const status = Number(process.argv[2] ?? 0);
const vitestPath = process.argv[3] ?? 'test-results/vitest.json';
const playwrightPath = process.argv[4] ?? 'test-results/playwright.json';

let passed = 0;
let failed = 0;
const read = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    console.log(`${path} could not be read: ${e.message}`);
    return null;
  }
};

// Vitest
let vitestFailed = 0;
const vitest = existsSync(vitestPath) ? read(vitestPath) : null;
if (!vitest) {
  console.log(`npm test exited with status ${status} before Vitest wrote ${vitestPath} (lint or typecheck failed?)`);
  vitestFailed = 1;
} else {
  passed += vitest.numPassedTests ?? 0;
  vitestFailed = vitest.numFailedTests ?? 0;
  for (const file of vitest.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed').length;
    if (file.status === 'failed' && failedTests === 0) {
      console.log(`test file did not run: ${file.name}: ${String(file.message ?? '').split('\n')[0]}`);
      vitestFailed++;
    }
  }
  if (vitestFailed === 0 && vitest.success === false) {
    console.log('Vitest reported a failure outside the tests');
    vitestFailed = 1;
  }
}
failed += vitestFailed;

// Playwright
const playwright = existsSync(playwrightPath) ? read(playwrightPath) : null;
if (!playwright) {
  if (vitest && vitestFailed === 0) {
    console.log(`Playwright wrote no report to ${playwrightPath} (the web build or the browser failed?)`);
    failed += 1;
  } else {
    console.log('Playwright did not run: npm test stopped at an earlier failure');
  }
} else {
  const stats = playwright.stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  if ((stats.flaky ?? 0) > 0) console.log(`Playwright: ${stats.flaky} test(s) passed only on a retry`);
  if ((stats.skipped ?? 0) > 0) console.log(`Playwright: ${stats.skipped} test(s) skipped`);
  const errors = playwright.errors ?? [];
  for (const e of errors) console.log(`Playwright error outside the tests: ${String(e.message ?? '').split('\n')[0]}`);
  if ((stats.unexpected ?? 0) === 0) failed += errors.length;
}

if (failed === 0 && status !== 0) {
  console.log(`npm test exited with status ${status}`);
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
