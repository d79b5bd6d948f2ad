#!/usr/bin/env node
// The `ssp` command: runs the compiled CLI (built by `npm run build`, which `npm ci` runs via `prepare`).
import('../dist/cli/main.js').then(
  (m) => m.main(process.argv.slice(2)),
  (e) => {
    if (e && e.code === 'ERR_MODULE_NOT_FOUND' && String(e.message).includes('main.js')) {
      console.error('ssp: the command line is not built yet: run `npm run build` (`npm ci` does it too)');
      process.exitCode = 2;
    } else throw e;
  },
);
