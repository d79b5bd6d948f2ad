#!/usr/bin/env node
// The `ssp` command: runs the compiled CLI (built by `npm run build`, which `npm ci` runs via `prepare`).
import('../dist/cli/main.js').then((m) => m.main(process.argv.slice(2)));
