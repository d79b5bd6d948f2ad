// Makes sure the web app has a network to load in the end-to-end tests. The shipped one
// (models/current.ssnn) is used when it exists; otherwise random weights of the current format are
// written into src/web/public/models/ (git-ignored) for the test run, so the levels that need a
// network still play. Needs the compiled sources (dist/, `npm run build`; `npm ci` builds them).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';

const shipped = new URL('../models/current.ssnn', import.meta.url);
const out = new URL('../src/web/public/models/current.ssnn', import.meta.url);

if (existsSync(shipped)) {
  console.log('e2e: using models/current.ssnn');
} else if (existsSync(out)) {
  console.log('e2e: using src/web/public/models/current.ssnn');
} else {
  const { randomWeights, serializeWeights } = await import('../dist/net/weights.js');
  mkdirSync(new URL('.', out), { recursive: true });
  writeFileSync(out, serializeWeights(randomWeights(1, { meta: { note: 'random weights for the end-to-end tests' } })));
  console.log('e2e: models/current.ssnn is missing; wrote random test weights to src/web/public/models/current.ssnn');
}
