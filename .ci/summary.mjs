// Prints the closing line of CI, exactly "N passed, N failed", from Vitest's JSON report and the
// exit status of `npm test`. A test file that failed to load counts as one failure; so does a
// failed lint or typecheck (npm test stops before Vitest, so there is no report), and any other
// failure that the report does not count. Exits 1 if anything failed.
import { existsSync, readFileSync } from 'node:fs';

const status = Number(process.argv[2] ?? 0);
const reportPath = process.argv[3] ?? 'test-results/vitest.json';

let passed = 0;
let failed = 0;
if (!existsSync(reportPath)) {
  console.log(`npm test exited with status ${status} before Vitest wrote ${reportPath} (lint or typecheck failed?)`);
  failed = 1;
} else {
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed').length;
    if (file.status === 'failed' && failedTests === 0) {
      console.log(`test file did not run: ${file.name}: ${String(file.message ?? '').split('\n')[0]}`);
      failed++;
    }
  }
  if (failed === 0 && (report.success === false || status !== 0)) {
    console.log(`npm test exited with status ${status}${report.success === false ? ' and Vitest reported a failure outside the tests' : ''}`);
    failed = 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
