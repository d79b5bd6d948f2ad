// The network as the search's Evaluator (src/ai/evaluator.ts): encode the acting seat's view, run
// the fast kernel (the reference where WebAssembly SIMD is missing), and turn the legal logits
// into priors with a softmax.
//
// The import rule keeps net/ from importing ai/ (DESIGN.md: ai sees net only through the Evaluator
// interface), so the request and result types are restated here; TypeScript's structural typing
// makes NetEvaluator an Evaluator, which tests/net/evaluator.test.ts checks at compile time.

import type { State } from '../engine/state.js';
import { type SparseFeatures, createSparseFeatures, encode } from './encoding.js';
import { type NetOutput, ReferenceNet } from './mlp.js';
import { POLICY_SIZE, ROUND_SCALE } from './spec.js';
import { STREAMS, WasmNet, wasmSimdAvailable } from './wasmNet.js';
import { type NetWeights, parseWeights } from './weights.js';

/** Same shape as ai/evaluator.ts's EvalRequest. */
export interface NetEvalRequest {
  state: State;
  player: number;
  legal: readonly number[];
}

/** Same shape as ai/evaluator.ts's Evaluation. */
export interface NetEvaluation {
  value: number;
  priors: Float32Array;
  round?: [number, number];
}

/** Same shape as ai/evaluator.ts's PolicySequence. */
export interface NetPolicySequence {
  reset(): void;
  bestAction(req: NetEvalRequest): number;
  /** The priors over `legal` at this position of the sequence (a buffer reused by the next call). */
  priors(req: NetEvalRequest): Float32Array;
}

export type KernelChoice = 'auto' | 'wasm' | 'reference';

/** Softmax of `logits` in place (max-subtracted, so large logits do not overflow). */
export function softmaxInPlace(logits: Float32Array): Float32Array {
  let max = -Infinity;
  for (let i = 0; i < logits.length; i++) if (logits[i] > max) max = logits[i];
  let sum = 0;
  for (let i = 0; i < logits.length; i++) {
    const e = Math.exp(logits[i] - max);
    logits[i] = e;
    sum += e;
  }
  for (let i = 0; i < logits.length; i++) logits[i] /= sum;
  return logits;
}

export class NetEvaluator {
  readonly name: string;
  /** Which forward pass runs: 'wasm' (SIMD kernel) or 'reference'. */
  readonly kernel: 'wasm' | 'reference';
  private readonly net: WasmNet | ReferenceNet;
  private readonly features: SparseFeatures = createSparseFeatures();
  private batchFeatures: SparseFeatures[] = [];

  constructor(weights: NetWeights, options: { kernel?: KernelChoice; name?: string } = {}) {
    const choice = options.kernel ?? 'auto';
    const wasm = choice !== 'reference' && wasmSimdAvailable();
    if (choice === 'wasm' && !wasm) throw new Error('WebAssembly SIMD is not available here');
    this.net = wasm ? new WasmNet(weights) : new ReferenceNet(weights);
    this.kernel = wasm ? 'wasm' : 'reference';
    this.name = options.name ?? 'net';
  }

  /** An evaluator from the bytes of a weight file, or the loader's error (another version, a bad file). */
  static fromBytes(bytes: Uint8Array, options: { kernel?: KernelChoice; name?: string } = {}): NetEvaluator | { error: string } {
    const w = parseWeights(bytes);
    return 'error' in w ? w : new NetEvaluator(w, options);
  }

  evaluate(req: NetEvalRequest): NetEvaluation {
    if (req.legal.length === 0) throw new Error('NetEvaluator: no legal action to evaluate (the game is over)');
    encode(req.state, req.player, this.features);
    return toEvaluation(this.net.forward(this.features, req.legal));
  }

  /**
   * The most likely action along a sequence of related positions (a rollout): with the kernel, each
   * seat's position is evaluated from that seat's previous one (WasmNet.forwardFrom), about 20%
   * cheaper than evaluate. The same seat's streams serve every sequence of this evaluator, which is
   * safe since a stream always holds the position it last saw; reset() only makes a sequence's
   * results independent of what came before it (so a search stays reproducible from its seed).
   */
  policySequence(): NetPolicySequence {
    const net = this.net, features = this.features;
    const out: NetOutput = { value: 0, logits: new Float32Array(POLICY_SIZE), round: [0, 0] };
    const argmax = (count: number) => {
      let best = 0;
      for (let i = 1; i < count; i++) if (out.logits[i] > out.logits[best]) best = i;
      return best;
    };
    const wasm = net instanceof WasmNet ? net : null;
    const logitsAt = (req: NetEvalRequest) => {
      if (req.legal.length === 0) throw new Error('NetEvaluator: no legal action to evaluate (the game is over)');
      encode(req.state, req.player, features);
      if (wasm) wasm.forwardFrom(req.player, features, req.legal, out);
      else out.logits = net.forward(features, req.legal).logits;
    };
    return {
      reset: () => { if (wasm) for (let q = 0; q < STREAMS; q++) wasm.resetStream(q); },
      bestAction: (req) => {
        logitsAt(req);
        return argmax(req.legal.length);
      },
      priors: (req) => {
        logitsAt(req);
        return softmaxInPlace(out.logits.subarray(0, req.legal.length));
      },
    };
  }

  evaluateBatch(reqs: readonly NetEvalRequest[]): NetEvaluation[] {
    while (this.batchFeatures.length < reqs.length) this.batchFeatures.push(createSparseFeatures());
    const inputs = reqs.map((r, i) => {
      if (r.legal.length === 0) throw new Error('NetEvaluator: no legal action to evaluate (the game is over)');
      encode(r.state, r.player, this.batchFeatures[i]);
      return { features: this.batchFeatures[i], legal: r.legal };
    });
    const outs = this.net instanceof WasmNet
      ? this.net.forwardBatch(inputs)
      : inputs.map((x) => this.net.forward(x.features, x.legal));
    return outs.map(toEvaluation);
  }
}

function toEvaluation(o: NetOutput): NetEvaluation {
  return {
    value: o.value,
    priors: softmaxInPlace(o.logits),
    round: [o.round[0] * ROUND_SCALE, o.round[1] * ROUND_SCALE],
  };
}
