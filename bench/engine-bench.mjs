// The engine benchmark: `node bench/engine-bench.mjs [--seconds S]` after `npm run build`
// (or `npm run bench`, which builds first). The benchmarks live in src/cli/bench.ts (`ssp bench`);
// add new figures there.
import { main } from '../dist/cli/main.js';

await main(['bench', ...process.argv.slice(2)]);
