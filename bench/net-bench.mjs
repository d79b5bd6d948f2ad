// The network benchmark: `npm run bench:net` (builds first), or `node bench/net-bench.mjs` after
// `npm run build`. Prints, for mid-game positions of random games (two players, Salt and Pepper):
// the encoding time, batch-1 evaluation time (median over blocks of calls, µs per call) of the
// reference and of the WebAssembly SIMD kernel, the whole NetEvaluator.evaluate (encode + kernel +
// softmax), and the kernel's batch throughput. Figures, not assertions (DESIGN.md).
// Options: --json (one JSON object instead of text), --blocks N (default 400).
import {
  DEFAULT_OPTIONS, PHASE, applyInPlace, cloneState, legalActions, newGame, nextInt, seedRng,
} from '../dist/engine/index.js';
import { createSparseFeatures, encode, FEATURE_COUNT } from '../dist/net/encoding.js';
import { NetEvaluator } from '../dist/net/evaluator.js';
import { ReferenceNet } from '../dist/net/mlp.js';
import { HIDDEN1, HIDDEN2 } from '../dist/net/spec.js';
import { WasmNet, wasmSimdAvailable } from '../dist/net/wasmNet.js';
import { randomWeights } from '../dist/net/weights.js';

const args = process.argv.slice(2);
const json = args.includes('--json');
const blocksArg = args.indexOf('--blocks');
const BLOCKS = blocksArg >= 0 ? Number(args[blocksArg + 1]) : 400;
const PER_BLOCK = 50;

/** Mid-game positions: the deck between a quarter and three quarters drawn, the player to move taking or playing. */
function midGamePositions(count) {
  const out = [];
  for (let g = 0; out.length < count; g++) {
    const rng = seedRng(5000 + g);
    const s = newGame(DEFAULT_OPTIONS, 9000 + g);
    while (s.phase !== PHASE.GAME_OVER && out.length < count) {
      const legal = legalActions(s);
      if ((s.phase === PHASE.TAKE || s.phase === PHASE.PLAY) && s.deck.length >= 15 && s.deck.length <= 45 && nextInt(rng, 3) === 0) {
        out.push({ state: cloneState(s), player: s.current, legal });
      }
      applyInPlace(s, legal[nextInt(rng, legal.length)]);
    }
  }
  return out;
}

const now = () => Number(process.hrtime.bigint()) / 1000; // µs

/** Median over blocks of PER_BLOCK calls of the mean µs per call; `fn(i)` runs call i. */
function timeBatch1(fn) {
  for (let i = 0; i < 20000; i++) fn(i); // warm up: let V8 tier up the JS and the wasm
  const perCall = [];
  let i = 0;
  for (let b = 0; b < BLOCKS; b++) {
    const t0 = now();
    for (let k = 0; k < PER_BLOCK; k++) fn(i++);
    perCall.push((now() - t0) / PER_BLOCK);
  }
  perCall.sort((a, b) => a - b);
  return { median: perCall[perCall.length >> 1], p10: perCall[Math.floor(perCall.length * 0.1)], p90: perCall[Math.floor(perCall.length * 0.9)] };
}

const positions = midGamePositions(512);
const feats = positions.map((p) => {
  const f = createSparseFeatures();
  encode(p.state, p.player, f);
  return f;
});
const meanNonZero = feats.reduce((n, f) => n + f.count, 0) / feats.length;
const P = positions.length;
const weights = randomWeights(1, { biasStd: 0.1 });
const ref = new ReferenceNet(weights);
const maxLegal = Math.max(...positions.map((p) => p.legal.length));
const out = { value: 0, logits: new Float32Array(maxLegal), round: [0, 0] };

const scratch = createSparseFeatures();
const results = {
  machine: `${process.version}, ${process.arch}`,
  shape: `${FEATURE_COUNT}-${HIDDEN1}-${HIDDEN2}`,
  positions: P,
  meanNonZeroFeatures: Number(meanNonZero.toFixed(1)),
  meanLegalActions: Number((positions.reduce((n, p) => n + p.legal.length, 0) / P).toFixed(2)),
  encodeUs: timeBatch1((i) => { const p = positions[i % P]; encode(p.state, p.player, scratch); }),
  referenceUs: timeBatch1((i) => { const p = positions[i % P]; ref.forwardInto(feats[i % P], p.legal, out); }),
  wasmSimd: wasmSimdAvailable(),
};

if (results.wasmSimd) {
  const wasm = new WasmNet(weights);
  results.wasmUs = timeBatch1((i) => { const p = positions[i % P]; wasm.forwardInto(feats[i % P], p.legal, out); });
  results.wasmAllocatingUs = timeBatch1((i) => { const p = positions[i % P]; wasm.forward(feats[i % P], p.legal); });
  const ev = new NetEvaluator(weights);
  results.evaluatorUs = timeBatch1((i) => { const p = positions[i % P]; ev.evaluate({ state: p.state, player: p.player, legal: p.legal }); });
  results.batch = [];
  for (const size of [1, 8, 32, 128]) {
    const batches = [];
    for (let b = 0; b < 64; b++) {
      const items = [];
      for (let k = 0; k < size; k++) {
        const j = (b * size + k) % P;
        items.push({ features: feats[j], legal: positions[j].legal });
      }
      batches.push(items);
    }
    for (let w = 0; w < 200; w++) wasm.forwardBatch(batches[w % batches.length]);
    const t0 = now();
    let n = 0;
    while (now() - t0 < 1_000_000) {
      for (let b = 0; b < batches.length; b++) wasm.forwardBatch(batches[b]);
      n += batches.length * size;
    }
    const us = now() - t0;
    results.batch.push({ size, positionsPerSecond: Math.round(n / (us / 1e6)), usPerPosition: Number((us / n).toFixed(2)) });
  }
}

if (json) {
  console.log(JSON.stringify(results));
} else {
  const f = (t) => `median ${t.median.toFixed(2)} µs  (p10 ${t.p10.toFixed(2)}, p90 ${t.p90.toFixed(2)})`;
  console.log(`network ${results.shape}, ${results.machine}; ${P} mid-game positions, ${results.meanNonZeroFeatures} non-zero features and ${results.meanLegalActions} legal actions on average`);
  console.log(`encode                         ${f(results.encodeUs)}`);
  console.log(`ReferenceNet batch 1           ${f(results.referenceUs)}`);
  if (!results.wasmSimd) console.log('WasmNet: WebAssembly SIMD is not available here');
  else {
    console.log(`WasmNet batch 1 (forwardInto)  ${f(results.wasmUs)}`);
    console.log(`WasmNet batch 1 (forward)      ${f(results.wasmAllocatingUs)}`);
    console.log(`NetEvaluator.evaluate          ${f(results.evaluatorUs)}  (encode + kernel + softmax)`);
    for (const b of results.batch) console.log(`WasmNet forwardBatch ${String(b.size).padStart(3)}       ${b.positionsPerSecond} positions/s, ${b.usPerPosition} µs per position`);
  }
}
