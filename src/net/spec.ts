// The network's shape, shared by the encoder, the inference kernels, the trainer and the weight
// files. Change anything here and bump NET_FORMAT_VERSION: weight files of another version are refused.
//
//   x  (FEATURE_COUNT inputs, sparse: a few dozen non-zero)      the acting seat's view (encoding.ts)
//   h1 = relu(W1 x + b1)                                         HIDDEN1
//   h2 = relu(W2 h1 + b2)                                        HIDDEN2
//   policy logits = Wp h2 + bp                                   ACTION_COUNT (softmax over legal actions only)
//   value = sigmoid(wv . h2 + bv)                                1: probability that the acting seat wins the game
//   round = Ws h2 + bs                                           2: this round's points for me and the opponent, / ROUND_SCALE
//
// Weight file layout (little-endian), see weights.ts: the ASCII magic "SSPNET1\n", a uint32 byte
// length N, N bytes of UTF-8 JSON header {formatVersion, encodingVersion, actionSpaceVersion,
// rulesVersion, featureCount, hidden1, hidden2, actionCount, ...training metadata}, padding to a
// multiple of 4, then float32 arrays in this order: W1 [hidden1 x featureCount] row-major (row =
// output unit), b1, W2 [hidden2 x hidden1], b2, Wp [actionCount x hidden2], bp, wv [hidden2], bv [1],
// Ws [2 x hidden2], bs [2].

import { ACTION_COUNT, ACTION_SPACE_VERSION } from '../engine/actions.js';
import { RULES_VERSION } from '../engine/state.js';

export const NET_FORMAT_VERSION = 1;
export const HIDDEN1 = 256;
export const HIDDEN2 = 128;
export const POLICY_SIZE = ACTION_COUNT;
export const ROUND_OUTPUTS = 2;
/** Round points are divided by this for the auxiliary head. */
export const ROUND_SCALE = 20;
export { ACTION_SPACE_VERSION, RULES_VERSION };
