// The trainer: the network of net/spec.ts in TensorFlow.js (gradients and Adam from the library),
// fed from training rows (dataset.ts), initialised from and exported to the project's weight format.
//
// Inside, each matrix is kept transposed relative to the weight file ([in x out], so W1 is
// [featureCount x hidden1]): with the wasm backend a plain matMul of the first layer at batch 256
// takes about 2.4 ms, one with transposeA or transposeB 28-44 ms. For the same reason the dense
// layers have their own gradient (explicit tf.transpose, then plain matMuls) instead of matMul's.
// Import and export transpose once.
//
// Losses, per batch:
//   policy  cross-entropy between the search's target probabilities and the softmax of the logits
//           over the legal actions only (illegal logits get MASK_LOGIT), averaged over the rows whose
//           policyTarget is set (playout cap randomization: fast-search rows train no policy)
//   value   binary cross-entropy of sigmoid(value logit) against 1 / 0.5 / 0
//   round   mean squared error of the two round outputs (points / ROUND_SCALE), weighted lower
//           (roundWeight) as an auxiliary target
//   l2      l2 * sum of squares of the weight matrices (not the biases)
//   total   policyWeight * policy + valueWeight * value + roundWeight * round + l2 term

import * as tf from '@tensorflow/tfjs';
import { transpose } from '../net/mlp.js';
import { type NetWeights, arraySizes, weightsShapeError } from '../net/weights.js';
import { currentBackend } from './backend.js';
import { type TrainingRow, mulberry32 } from './dataset.js';
import { mirrorRow } from './rowMirror.js';

/** Added to the logits of illegal actions: their softmax probability is exactly 0 in float32. */
export const MASK_LOGIT = -1e9;

export interface NetShape {
  featureCount: number;
  hidden1: number;
  hidden2: number;
  actionCount: number;
}

/** The weight arrays of NetWeights, in the weight file's order. */
export const PARAM_NAMES = ['W1', 'b1', 'W2', 'b2', 'Wp', 'bp', 'wv', 'bv', 'Ws', 'bs'] as const;
export type ParamName = (typeof PARAM_NAMES)[number];
/** The parameters that weight decay applies to. */
const DECAYED: ReadonlySet<ParamName> = new Set(['W1', 'W2', 'Wp', 'wv', 'Ws']);

/**
 * Each parameter's shape inside the trainer. Matrices are [in x out], the transpose of the weight
 * file's [out x in] (row = output unit); biases are vectors.
 */
export function paramShapes(s: NetShape): Record<ParamName, [number] | [number, number]> {
  return {
    W1: [s.featureCount, s.hidden1], b1: [s.hidden1],
    W2: [s.hidden1, s.hidden2], b2: [s.hidden2],
    Wp: [s.hidden2, s.actionCount], bp: [s.actionCount],
    wv: [s.hidden2, 1], bv: [1],
    Ws: [s.hidden2, 2], bs: [2],
  };
}

/** A parameter's values from the weight file's layout into the trainer's (matrices transposed). */
export function fromFileLayout(shape: NetShape, name: ParamName, data: Float32Array): Float32Array {
  const sh = paramShapes(shape)[name];
  return sh.length === 2 ? transpose(data, sh[1], sh[0]) : data.slice();
}

/** A parameter's values from the trainer's layout into the weight file's. */
export function toFileLayout(shape: NetShape, name: ParamName, data: Float32Array): Float32Array {
  const sh = paramShapes(shape)[name];
  return sh.length === 2 ? transpose(data, sh[0], sh[1]) : data.slice();
}

export interface AdamSettings {
  lr: number;
  beta1: number;
  beta2: number;
  epsilon: number;
}

export const DEFAULT_ADAM: AdamSettings = { lr: 1e-3, beta1: 0.9, beta2: 0.999, epsilon: 1e-7 };

export interface TrainModel {
  readonly shape: NetShape;
  /** The header of the weights this model was initialised from (metadata carried to the export). */
  readonly header: NetWeights['header'];
  readonly vars: Record<ParamName, tf.Variable>;
  readonly optimizer: tf.AdamOptimizer;
  readonly adam: AdamSettings;
  /** Optimizer steps taken so far (carried across checkpoints). */
  steps: number;
  /** Training samples seen so far (steps x batch size, carried across checkpoints). */
  samples: number;
}

function shapeOf(w: NetWeights): NetShape {
  const h = w.header;
  return { featureCount: h.featureCount, hidden1: h.hidden1, hidden2: h.hidden2, actionCount: h.actionCount };
}

/** A trainable model (call `await initBackend()` once before) holding a copy of `weights` (for example randomWeights(), or a parsed weight file). */
export function initFromWeights(weights: NetWeights, adam: Partial<AdamSettings> = {}): TrainModel {
  if (!currentBackend()) throw new Error('the trainer needs a TensorFlow.js backend: await initBackend() (train/backend.ts) first');
  const bad = weightsShapeError(weights);
  if (bad) throw new Error(bad);
  const shape = shapeOf(weights);
  const shapes = paramShapes(shape);
  const vars = {} as Record<ParamName, tf.Variable>;
  for (const name of PARAM_NAMES) {
    vars[name] = tf.variable(tf.tensor(fromFileLayout(shape, name, weights[name]), shapes[name], 'float32'), true);
  }
  const settings = { ...DEFAULT_ADAM, ...adam };
  const optimizer = tf.train.adam(settings.lr, settings.beta1, settings.beta2, settings.epsilon);
  return { shape, header: weights.header, vars, optimizer, adam: settings, steps: 0, samples: 0 };
}

/** The model's weights in the project's format, with `header` (shape fields taken from the model). */
export function exportWeights(model: TrainModel, header: NetWeights['header'] = model.header): NetWeights {
  const out = { header: { ...header, ...model.shape } } as NetWeights;
  for (const name of PARAM_NAMES) out[name] = toFileLayout(model.shape, name, model.vars[name].dataSync() as Float32Array);
  const sizes = arraySizes(out.header);
  for (const name of PARAM_NAMES) if (out[name].length !== sizes[name]) throw new Error(`exportWeights: ${name} has the wrong size`);
  return out;
}

export function disposeModel(model: TrainModel): void {
  for (const name of PARAM_NAMES) model.vars[name].dispose();
  model.optimizer.dispose();
}

// ---- Batches ----

/** A batch in dense form, built from sparse rows into reusable buffers. */
export class Batch {
  readonly x: Float32Array;
  readonly maskAdd: Float32Array;
  readonly target: Float32Array;
  readonly value: Float32Array;
  readonly round: Float32Array;
  readonly policyFlag: Float32Array;
  size = 0;
  policyRows = 0;

  constructor(readonly capacity: number, readonly shape: NetShape) {
    this.x = new Float32Array(capacity * shape.featureCount);
    this.maskAdd = new Float32Array(capacity * shape.actionCount);
    this.target = new Float32Array(capacity * shape.actionCount);
    this.value = new Float32Array(capacity);
    this.round = new Float32Array(capacity * 2);
    this.policyFlag = new Float32Array(capacity);
  }

  /**
   * `mirror[b]` set: slot b gets its row mirrored by the piles' symmetry (rowMirror.ts), where it
   * can be (not during a Hermit Crab duo). A mirrored row is a small copy, made per step: nothing
   * beside the step's tensor work.
   */
  fill(rows: readonly TrainingRow[], order: ArrayLike<number>, from: number, count: number, mirror?: Uint8Array): void {
    const F = this.shape.featureCount, A = this.shape.actionCount;
    this.size = count;
    this.policyRows = 0;
    this.x.fill(0, 0, count * F);
    this.maskAdd.fill(MASK_LOGIT, 0, count * A);
    this.target.fill(0, 0, count * A);
    for (let b = 0; b < count; b++) {
      const stored = rows[order[from + b]];
      const row = mirror?.[b] === 1 ? mirrorRow(stored) ?? stored : stored;
      const xo = b * F, ao = b * A;
      for (let i = 0; i < row.featureIndex.length; i++) this.x[xo + row.featureIndex[i]] += row.featureValue[i];
      for (let j = 0; j < row.legal.length; j++) {
        this.maskAdd[ao + row.legal[j]] = 0;
        if (row.policyTarget) this.target[ao + row.legal[j]] = row.policy[j];
      }
      this.value[b] = row.value;
      this.round[2 * b] = row.round[0];
      this.round[2 * b + 1] = row.round[1];
      this.policyFlag[b] = row.policyTarget ? 1 : 0;
      if (row.policyTarget) this.policyRows++;
    }
  }
}

interface BatchTensors {
  x: tf.Tensor2D;
  maskAdd: tf.Tensor2D;
  target: tf.Tensor2D;
  value: tf.Tensor2D;
  round: tf.Tensor2D;
  policyFlag: tf.Tensor1D;
}

function toTensors(b: Batch): BatchTensors {
  const n = b.size, F = b.shape.featureCount, A = b.shape.actionCount;
  return {
    x: tf.tensor2d(b.x.subarray(0, n * F), [n, F]),
    maskAdd: tf.tensor2d(b.maskAdd.subarray(0, n * A), [n, A]),
    target: tf.tensor2d(b.target.subarray(0, n * A), [n, A]),
    value: tf.tensor2d(b.value.subarray(0, n), [n, 1]),
    round: tf.tensor2d(b.round.subarray(0, 2 * n), [n, 2]),
    policyFlag: tf.tensor1d(b.policyFlag.subarray(0, n)),
  };
}

// ---- Forward pass and losses ----

export interface ForwardOutputs {
  /** Raw policy logits over the whole action space [n, actionCount] (no mask). */
  logits: tf.Tensor2D;
  /** The value logit [n, 1]; the value is its sigmoid. */
  valueLogit: tf.Tensor2D;
  /** The round outputs [n, 2]. */
  round: tf.Tensor2D;
}

/** y = x w + b, with a gradient made of plain matMuls (see the top of the file). */
function makeDense(needInputGrad: boolean): (x: tf.Tensor, w: tf.Tensor, b: tf.Tensor) => tf.Tensor2D {
  return tf.customGrad((...args: (tf.Tensor | tf.GradSaveFunc)[]) => {
    const [x, w, b] = args as [tf.Tensor2D, tf.Tensor2D, tf.Tensor1D];
    const save = args[3] as tf.GradSaveFunc;
    save([x, w]);
    return {
      value: tf.add(tf.matMul(x, w), b) as tf.Tensor2D,
      gradFunc: (dy: tf.Tensor, saved: tf.Tensor[]) => {
        const [sx, sw] = saved as [tf.Tensor2D, tf.Tensor2D];
        const dy2 = dy as tf.Tensor2D;
        return [
          needInputGrad ? tf.matMul(dy2, tf.transpose(sw)) : tf.zerosLike(sx),
          tf.matMul(tf.transpose(sx), dy2),
          tf.sum(dy2, 0),
        ];
      },
    };
  }) as (x: tf.Tensor, w: tf.Tensor, b: tf.Tensor) => tf.Tensor2D;
}
const denseInput = makeDense(false);
const dense = makeDense(true);

export function forward(model: TrainModel, x: tf.Tensor2D): ForwardOutputs {
  const v = model.vars;
  const h1 = tf.relu(denseInput(x, v.W1, v.b1));
  const h2 = tf.relu(dense(h1, v.W2, v.b2));
  return { logits: dense(h2, v.Wp, v.bp), valueLogit: dense(h2, v.wv, v.bv), round: dense(h2, v.Ws, v.bs) };
}

export interface LossWeights {
  policyWeight: number;
  valueWeight: number;
  roundWeight: number;
  /** L2 coefficient on the weight matrices. */
  l2: number;
}

export const DEFAULT_LOSS_WEIGHTS: LossWeights = { policyWeight: 1, valueWeight: 1, roundWeight: 0.25, l2: 1e-4 };

export interface Losses {
  policy: number;
  value: number;
  round: number;
  /** The weighted sum that is minimised, L2 term included. */
  total: number;
}

/** Loss scalars [policy, value, round, l2 term, total]; `total` is what gradients follow. */
function lossTensors(model: TrainModel, t: BatchTensors, policyRows: number, w: LossWeights): { parts: tf.Tensor1D; total: tf.Scalar } {
  const out = forward(model, t.x);
  // Policy: -sum target * log softmax(masked logits), over rows with a policy target.
  const logp = tf.logSoftmax(tf.add(out.logits, t.maskAdd));
  const perRow = tf.neg(tf.sum(tf.mul(t.target, logp), 1));
  const policy = tf.div(tf.sum(tf.mul(perRow, t.policyFlag)), Math.max(1, policyRows)) as tf.Scalar;
  // Value: binary cross-entropy with logits, max(z, 0) - z y + log(1 + exp(-|z|)).
  const z = out.valueLogit;
  const value = tf.mean(tf.add(tf.sub(tf.relu(z), tf.mul(z, t.value)), tf.log1p(tf.exp(tf.neg(tf.abs(z)))))) as tf.Scalar;
  const round = tf.mean(tf.squaredDifference(out.round, t.round)) as tf.Scalar;
  let l2: tf.Scalar = tf.scalar(0);
  if (w.l2 > 0) {
    for (const name of PARAM_NAMES) if (DECAYED.has(name)) l2 = tf.add(l2, tf.sum(tf.square(model.vars[name])));
    l2 = tf.mul(l2, w.l2);
  }
  const total = tf.addN([tf.mul(policy, w.policyWeight), tf.mul(value, w.valueWeight), tf.mul(round, w.roundWeight), l2]) as tf.Scalar;
  return { parts: tf.stack([policy, value, round, l2, total]) as tf.Tensor1D, total };
}

export interface TrainOptions {
  steps: number;
  batchSize: number;
  /** Adam's learning rate for these steps (default: the model's). */
  lr?: number;
  /** Seed of the batch order. */
  seed?: number;
  weights?: Partial<LossWeights>;
  /** Mirror each row by the piles' symmetry with probability 1/2 (rowMirror.ts; default off). */
  mirrorRows?: boolean;
  /** Called after each step with the step's losses (progress bars). */
  onStep?: (step: number, losses: Losses) => void;
}

export interface TrainResult extends Losses {
  steps: number;
  samples: number;
  seconds: number;
}

/**
 * Takes `steps` Adam steps on batches drawn from `rows` (shuffled, every row once per pass) and
 * returns the mean losses over the steps.
 */
export function train(model: TrainModel, rows: readonly TrainingRow[], opts: TrainOptions): TrainResult {
  if (rows.length === 0) throw new Error('train: no rows');
  const w = { ...DEFAULT_LOSS_WEIGHTS, ...opts.weights };
  const batchSize = Math.min(opts.batchSize, rows.length);
  if (opts.lr !== undefined) setLearningRate(model, opts.lr);
  const rand = mulberry32(opts.seed ?? model.steps);
  const order = new Uint32Array(rows.length).map((_, i) => i);
  let pos = rows.length; // forces a shuffle before the first batch
  const batch = new Batch(batchSize, model.shape);
  const mirror = opts.mirrorRows ? new Uint8Array(batchSize) : undefined;
  const varList = PARAM_NAMES.map((n) => model.vars[n]);
  const sum = { policy: 0, value: 0, round: 0, total: 0 };
  const t0 = performance.now();
  for (let step = 0; step < opts.steps; step++) {
    if (pos + batchSize > rows.length) {
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(rand() * (i + 1));
        const t = order[i]; order[i] = order[j]; order[j] = t;
      }
      pos = 0;
    }
    if (mirror) for (let b = 0; b < batchSize; b++) mirror[b] = rand() < 0.5 ? 1 : 0;
    batch.fill(rows, order, pos, batchSize, mirror);
    pos += batchSize;
    const kept: { parts?: tf.Tensor1D } = {};
    tf.tidy(() => {
      const t = toTensors(batch);
      // variableGrads disposes what the loss function makes, so the loss parts are kept explicitly.
      const { grads } = tf.variableGrads(() => {
        const l = lossTensors(model, t, batch.policyRows, w);
        kept.parts = tf.keep(l.parts);
        return l.total;
      }, varList);
      model.optimizer.applyGradients(varList.map((v) => ({ name: v.name, tensor: grads[v.name] })));
    });
    const parts = kept.parts!.dataSync();
    kept.parts!.dispose();
    model.steps++;
    model.samples += batchSize;
    const losses = { policy: parts[0], value: parts[1], round: parts[2], total: parts[4] };
    sum.policy += losses.policy; sum.value += losses.value; sum.round += losses.round; sum.total += losses.total;
    opts.onStep?.(step, losses);
  }
  const n = Math.max(1, opts.steps);
  return {
    policy: sum.policy / n, value: sum.value / n, round: sum.round / n, total: sum.total / n,
    steps: opts.steps, samples: opts.steps * batchSize, seconds: (performance.now() - t0) / 1000,
  };
}

/** The losses over all `rows` without training (policy averaged over the rows with a policy target). */
export function evaluateLosses(model: TrainModel, rows: readonly TrainingRow[], opts: { batchSize?: number; weights?: Partial<LossWeights> } = {}): Losses {
  const w = { ...DEFAULT_LOSS_WEIGHTS, ...opts.weights };
  const batchSize = Math.min(opts.batchSize ?? 512, rows.length);
  const batch = new Batch(batchSize, model.shape);
  const order = Array.from({ length: rows.length }, (_, i) => i);
  let policySum = 0, policyRows = 0, value = 0, round = 0, l2 = 0;
  for (let from = 0; from < rows.length; from += batchSize) {
    const count = Math.min(batchSize, rows.length - from);
    batch.fill(rows, order, from, count);
    const parts = tf.tidy(() => Array.from(lossTensors(model, toTensors(batch), batch.policyRows, w).parts.dataSync()));
    policySum += parts[0] * batch.policyRows;
    policyRows += batch.policyRows;
    value += parts[1] * count;
    round += parts[2] * count;
    l2 = parts[3];
  }
  const n = rows.length;
  const policy = policyRows > 0 ? policySum / policyRows : 0;
  return {
    policy, value: value / n, round: round / n,
    total: w.policyWeight * policy + w.valueWeight * (value / n) + w.roundWeight * (round / n) + l2,
  };
}

/** Outputs for dense inputs `x` [n * featureCount]: logits (all actions), value (after the sigmoid), round. */
export function predictDense(model: TrainModel, x: Float32Array, n: number): { logits: Float32Array; value: Float32Array; round: Float32Array } {
  // tidy returns tensors only: returning large typed arrays from it makes it walk every element.
  const [logits, value, round] = tf.tidy(() => {
    const out = forward(model, tf.tensor2d(x, [n, model.shape.featureCount]));
    return [out.logits, tf.sigmoid(out.valueLogit), out.round];
  });
  const result = { logits: logits.dataSync() as Float32Array, value: value.dataSync() as Float32Array, round: round.dataSync() as Float32Array };
  tf.dispose([logits, value, round]);
  return result;
}

export function setLearningRate(model: TrainModel, lr: number): void {
  // Adam reads `learningRate` at every step; tfjs exposes it only through getConfig, so set the field.
  (model.optimizer as unknown as { learningRate: number }).learningRate = lr;
  model.adam.lr = lr;
}

// ---- Optimizer state (for checkpoints) ----

export interface AdamState {
  iterations: number;
  /** First moments in PARAM_NAMES order, in the weight file's layout. */
  m: Float32Array[];
  /** Second moments, same order and layout. */
  v: Float32Array[];
}

/** Adam's state, or null before the first step. */
export async function getAdamState(model: TrainModel): Promise<AdamState | null> {
  const named = await model.optimizer.getWeights();
  const k = PARAM_NAMES.length;
  if (named.length !== 1 + 2 * k) return null;
  const iterations = (await named[0].tensor.data())[0];
  const arrays = await Promise.all(named.slice(1).map(async (t, i) =>
    toFileLayout(model.shape, PARAM_NAMES[i % k], (await t.tensor.data()) as Float32Array)));
  return { iterations, m: arrays.slice(0, k), v: arrays.slice(k) };
}

/** Restores Adam's state on a model that has taken no step yet. */
export async function setAdamState(model: TrainModel, state: AdamState): Promise<void> {
  const shapes = paramShapes(model.shape);
  const named: { name: string; tensor: tf.Tensor }[] = [{ name: 'iter', tensor: tf.scalar(state.iterations, 'int32') }];
  const add = (suffix: string, arrays: Float32Array[]) => PARAM_NAMES.forEach((name, i) => named.push({
    name: `${model.vars[name].name}/${suffix}`, tensor: tf.tensor(fromFileLayout(model.shape, name, arrays[i]), shapes[name]),
  }));
  add('m', state.m);
  add('v', state.v);
  await model.optimizer.setWeights(named);
  tf.dispose(named.map((t) => t.tensor));
}
