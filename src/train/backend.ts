// The TensorFlow.js backend for training in Node: WebAssembly (@tensorflow/tfjs-backend-wasm, one
// thread, SIMD) with its .wasm files loaded from node_modules, never fetched; the plain JavaScript
// 'cpu' backend if WebAssembly fails. Not tfjs-node: its install downloads a native library.

import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { createRequire } from 'node:module';
import * as path from 'node:path';

export type BackendName = 'wasm' | 'cpu';

export interface BackendInfo {
  backend: BackendName;
  /** Why WebAssembly was not used, when it was not. */
  fallbackReason?: string;
}

let chosen: Promise<BackendInfo> | null = null;
let settled: BackendInfo | null = null;

/** The backend chosen by initBackend, or null while it has not finished. */
export function currentBackend(): BackendInfo | null {
  return settled;
}

/** The folder holding tfjs-backend-wasm's .wasm files, inside node_modules. */
export function wasmDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist') + path.sep;
}

/** A tiny forward and backward pass: proves the backend computes gradients correctly, not just that it loaded. */
function smokeTest(): void {
  const err = tf.tidy(() => {
    const x = tf.tensor2d([1, 2, 3, 4], [2, 2]);
    const w = tf.tensor2d([0.5, -1, 2, 0.25], [2, 2]);
    // d/dw sum(relu(x w^T)) = sum over rows of x where the unit is active.
    const g = tf.grad((v: tf.Tensor) => tf.sum(tf.relu(tf.matMul(x, v as tf.Tensor2D, false, true))))(w);
    const want = tf.tensor2d([0, 0, 4, 6], [2, 2]); // unit 0: 0.5*1-1*2 <0, 0.5*3-4 <0; unit 1: both active
    return tf.max(tf.abs(tf.sub(g, want))).dataSync()[0];
  });
  if (!(err < 1e-6)) throw new Error(`gradient check failed (error ${err})`);
}

async function choose(prefer: BackendName): Promise<BackendInfo> {
  tf.enableProdMode();
  if (prefer === 'wasm') {
    try {
      const dir = wasmDir();
      setWasmPaths(dir);
      if (!(await tf.setBackend('wasm'))) throw new Error(`it did not start; its .wasm files were looked for in ${dir}`);
      await tf.ready();
      smokeTest();
      return { backend: 'wasm' };
    } catch (e) {
      const fallbackReason = `the wasm backend failed (${(e as Error).message}); using the cpu backend`;
      await useCpu();
      return { backend: 'cpu', fallbackReason };
    }
  }
  await useCpu();
  return { backend: 'cpu' };
}

async function useCpu(): Promise<void> {
  if (!(await tf.setBackend('cpu'))) throw new Error('neither the wasm nor the cpu TensorFlow.js backend could be set');
  await tf.ready();
  smokeTest();
}

/**
 * Picks the backend once per process (later calls return the first answer). `SSP_TF_BACKEND=cpu`
 * in the environment forces the cpu backend.
 */
export function initBackend(prefer?: BackendName): Promise<BackendInfo> {
  const env = process.env.SSP_TF_BACKEND;
  chosen ??= choose(prefer ?? (env === 'cpu' ? 'cpu' : 'wasm')).then((info) => (settled = info));
  return chosen;
}
