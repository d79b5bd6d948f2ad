// Training rows labelled by Hard's own search (session 35): the network's value is 7 to 9 points of
// win chance away from what its deeper search concludes (models/REPORT.md, session 24), and a game's
// result is a very noisy label (a Brier score near 0.22: mostly the deal's luck). A position labelled
// by a 400-simulation search of the levels is a far less noisy target for both heads: the value its
// search settles on and the visits it gives each action.
//
// Positions come from cheap games (both seats play the first network's most likely action from a
// world dealt from their own knowledge, as the rollouts do); every `every`-th decision with a choice
// is searched from the acting seat's knowledge only, as the level would search it in play.

import { type Knowledge, type State, gameResult, newGame, nextUint32, seedRng } from '../engine/index.js';
import type { Evaluator } from '../ai/evaluator.js';
import { Search, type SearchOptions } from '../ai/search/ismcts.js';
import { type SparseFeatures, createSparseFeatures, encode } from '../net/encoding.js';
import { type TrainingRow, rowFeatures } from './dataset.js';
import { playSampledGame } from './sampledGame.js';
import { roundPointsTarget } from './selfplay.js';

export interface SearchLabelOptions {
  /** The judge of the labelling search's leaves and what its tree adds (mixedEvaluator.ts's levelSearch). */
  search: { evaluator: Evaluator; options: Pick<SearchOptions, 'hiddenChoice' | 'opponentModel' | 'pairedRoot' | 'opponentPriors'> };
  /** The labelling search's simulations (Hard's 400). */
  simulations: number;
  /** Who plays the games between labelled positions: an action from a world dealt from the mover's knowledge. */
  play: (world: State, legal: readonly number[]) => number;
  /** Every how many decisions with a choice one is labelled. */
  every: number;
}

export interface LabelledGame {
  rows: TrainingRow[];
  /** Each row's seat's game result (1 win, 0.5 draw, 0 loss), in the rows' order: for measuring the labels, not stored. */
  results: number[];
}

/** One game's labelled rows; everything is drawn from `seed`, so a game is reproducible. */
export function labelGame(seed: number, opts: SearchLabelOptions): LabelledGame {
  const rng = seedRng(seed);
  const state = newGame({ players: 2, salt: true, pepper: true }, nextUint32(rng));
  const features = createSparseFeatures();
  const labelled = playSampledGame(state, rng, {
    choose: opts.play,
    every: opts.every,
    countFrom: nextUint32(rng) % opts.every, // a random phase, so no decision index is always skipped
    sample: (world, seat, legal, at) => ({ row: labelledRow(at.knowledge[seat], seat, world, nextUint32(at.rng), opts, features), round: at.state.round }),
  });
  for (const { row, seat, round } of labelled) row.round = roundPointsTarget(state, round, seat);
  return { rows: labelled.map((x) => x.row), results: labelled.map((x) => gameResult(state, x.seat)) };
}

/** The row of one decision: the seat's features (from a world dealt from its knowledge) and the search's visits and value. */
function labelledRow(
  knowledge: Knowledge, seat: number, world: State, seed: number, opts: SearchLabelOptions, features: SparseFeatures,
): TrainingRow {
  const result = new Search(knowledge, opts.search.evaluator, { simulations: opts.simulations, ...opts.search.options, seed }).run();
  const total = result.stats.reduce((a, s) => a + s.visits, 0);
  encode(world, seat, features);
  return {
    ...rowFeatures(features),
    legal: Uint16Array.from(result.stats.map((s) => s.action)),
    policy: Float32Array.from(result.stats.map((s) => s.visits / total)),
    value: Math.min(1, Math.max(0, result.winChance)),
    round: [0, 0],
    policyTarget: true,
  };
}
