// Copies the shipped network and its training report into the web app's static files, so the app
// loads them from its own origin (they are not bundled: the weights load in the background).
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';

const out = new URL('../src/web/public/models/', import.meta.url);
mkdirSync(out, { recursive: true });
for (const f of ['current.ssnn', 'training-report.json']) {
  const from = new URL(`../models/${f}`, import.meta.url);
  if (existsSync(from)) copyFileSync(from, new URL(f, out));
  else console.warn(`models/${f} is missing: the app will run without it`);
}
