// Vitest: the default reporter for people, and a JSON report that .ci/summary.mjs turns into the
// closing "N passed, N failed" line. e2e/ holds Playwright specs, run separately.
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, 'e2e/**'],
    // Some tests start the command line as a process: generous on a busy machine.
    testTimeout: 30_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
