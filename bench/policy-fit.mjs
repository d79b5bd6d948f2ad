// How well the network's policy fits self-play's targets, by phase: `node bench/policy-fit.mjs`
// after `npm run build`. Reads the newest shards of a run's rows (by default the last two of
// runs/main/data: written by the run's latest self-play, so rows a network trained before them
// never saw) and prints, for each phase, the rows' share, the targets' mean entropy, the network's
// cross-entropy to them, their difference (the KL, what training can still reduce) and how often
// the network's most likely action is the target's. Figures, not assertions.
// Options: --model FILE (default models/current.ssnn), --run DIR (default runs/main), --shards N (default 2).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PHASE } from '../dist/engine/index.js';
import { decodeShard, listShards } from '../dist/train/dataset.js';
import { parseWeights } from '../dist/net/weights.js';
import { ReferenceNet } from '../dist/net/mlp.js';
import { softmaxInPlace } from '../dist/net/evaluator.js';
import { encodingSlice } from '../dist/net/encoding.js';
import { DEFAULT_MODEL } from '../dist/train/model.js';
import { flag } from './searchBench.mjs';

const weights = parseWeights(new Uint8Array(readFileSync(flag('--model', DEFAULT_MODEL))));
if ('error' in weights) throw new Error(weights.error);
const net = new ReferenceNet(weights);
const shards = listShards(path.join(flag('--run', 'runs/main'), 'data')).slice(-Number(flag('--shards', 2)));
if (shards.length === 0) throw new Error('no shards of rows found (is --run a training run folder?)');
const phase = encodingSlice('phase');
const phaseName = Object.fromEntries(Object.entries(PHASE).map(([k, v]) => [v, k]));

const byPhase = {};
for (const file of shards) {
  const shard = decodeShard(new Uint8Array(readFileSync(file)));
  if ('error' in shard) throw new Error(`${file}: ${shard.error}`);
  for (const row of shard.rows) {
    if (!row.policyTarget) continue;
    let ph = -1;
    for (const f of row.featureIndex) if (f >= phase.offset && f < phase.offset + phase.size) ph = f - phase.offset;
    const out = net.forward({ indices: row.featureIndex, values: row.featureValue, count: row.featureIndex.length }, Array.from(row.legal));
    const p = softmaxInPlace(out.logits);
    let ce = 0, entropy = 0, targetTop = 0, netTop = 0;
    row.policy.forEach((t, j) => {
      if (t > 0) {
        ce -= t * Math.log(Math.max(p[j], 1e-12));
        entropy -= t * Math.log(t);
      }
      if (t > row.policy[targetTop]) targetTop = j;
      if (p[j] > p[netTop]) netTop = j;
    });
    const a = (byPhase[phaseName[ph] ?? 'unknown'] ??= { rows: 0, ce: 0, entropy: 0, agree: 0 });
    a.rows++;
    a.ce += ce;
    a.entropy += entropy;
    a.agree += targetTop === netTop ? 1 : 0;
  }
}
const total = Object.values(byPhase).reduce((n, a) => n + a.rows, 0);
const all = { rows: 0, ce: 0, entropy: 0, agree: 0 };
for (const [name, a] of Object.entries(byPhase).sort((x, y) => y[1].rows - x[1].rows)) {
  for (const k of Object.keys(all)) all[k] += a[k];
  console.log(`${name.padEnd(12)} share ${(a.rows / total).toFixed(3)}  target entropy ${(a.entropy / a.rows).toFixed(3)}  cross-entropy ${(a.ce / a.rows).toFixed(3)}  KL ${((a.ce - a.entropy) / a.rows).toFixed(3)}  argmax agrees ${(100 * a.agree / a.rows).toFixed(1)}%`);
}
console.log(`${'all'.padEnd(12)} ${all.rows} rows   target entropy ${(all.entropy / all.rows).toFixed(3)}  cross-entropy ${(all.ce / all.rows).toFixed(3)}  KL ${((all.ce - all.entropy) / all.rows).toFixed(3)}  argmax agrees ${(100 * all.agree / all.rows).toFixed(1)}%`);
console.log(`(${shards.map((s) => path.basename(s)).join(', ')})`);
