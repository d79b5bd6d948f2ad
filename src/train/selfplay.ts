// One self-play game: both seats search from their own knowledge with the same evaluator (or, in a
// sparring game, one seat is a partner without a network: sparring.ts), and every
// searched decision becomes a training row (the seat's features, the search's visit distribution,
// later the game's result and the round's points). KataGo's playout cap randomization: a few
// decisions get a full search and train the policy; the others get a fast one and train the value.

import {
  type GameEvent, type Knowledge, PHASE, type RoundEnding, applyInPlace, determinize, gameResult,
  initialKnowledge, legalActions, newGame, nextInt, nextUint32, observeStep, publicView, seedRng, type State, updateKnowledgeOrThrow,
} from '../engine/index.js';
import type { Agent } from '../ai/agent.js';
import type { Evaluator } from '../ai/evaluator.js';
import { Search, type SearchOptions } from '../ai/search/ismcts.js';
import { ROUND_SCALE } from '../net/spec.js';
import { type SparseFeatures, createSparseFeatures, encode } from '../net/encoding.js';
import type { TrainingRow } from './dataset.js';
import { SPARRING_PARTNERS, sparringAgent } from './sparring.js';
import { DEFAULT_SELF_PLAY, type SelfPlayOptions } from './selfplayOptions.js';

export { DEFAULT_SELF_PLAY, type SelfPlayOptions } from './selfplayOptions.js';

/** How a game went, for the training report's style figures. */
export interface GameStats {
  winner: number;
  rounds: number;
  endings: Record<RoundEnding, number>;
  mermaidWin: boolean;
  decisions: number;
  simulations: number;
  /** The sparring partner of this game (sparring.ts), if one seat was not the network. */
  sparring?: string;
}

export function emptyEndings(): Record<RoundEnding, number> {
  return { stop: 0, lastChanceWon: 0, lastChanceLost: 0, emptyDeck: 0, mermaids: 0 };
}

interface PendingRow {
  row: TrainingRow;
  seat: number;
  round: number;
  /** The search's estimate of the seat's chance to win at this decision (null: not used, see valueEstimates). */
  searched: number | null;
}

/**
 * The result part of a row's value target: the game's result `z`, or with share `bootstrap` the
 * search's estimate for `seat` at the next round's first decision (TD across rounds); the last round
 * has no next round and keeps the result.
 */
export function roundTarget(z: number, seat: number, next: { seat: number; winChance: number } | undefined, bootstrap: number): number {
  if (!next || bootstrap === 0) return z;
  const v = next.seat === seat ? next.winChance : 1 - next.winChance;
  return (1 - bootstrap) * z + bootstrap * v;
}

/** The round target of a row: the points round `round` gave `seat` and its opponent, each over ROUND_SCALE. */
export function roundPointsTarget(state: State, round: number, seat: number): [number, number] {
  const gains = state.results.find((r) => r.round === round)?.gains ?? [];
  return [(gains[seat] ?? 0) / ROUND_SCALE, (gains[1 - seat] ?? 0) / ROUND_SCALE];
}

/** `searchOptions`: what the levels add to a search (mixedEvaluator.ts's levelSearch: who makes the opponent's unseen choices). */
export function playSelfPlayGame(
  evaluator: Evaluator, seed: number, opts: SelfPlayOptions = DEFAULT_SELF_PLAY, searchOptions: Pick<SearchOptions, 'hiddenChoice'> = {},
): { rows: TrainingRow[]; stats: GameStats } {
  const rng = seedRng(seed);
  const state = newGame(opts.options, nextUint32(rng));
  let knowledge: Knowledge[] = [0, 1].map((p) => initialKnowledge(publicView(state, p)));
  const pending: PendingRow[] = [];
  const features: SparseFeatures = createSparseFeatures();
  let decisionsThisRound = 0, round = state.round, decisions = 0, simulations = 0;
  // The first searched estimate of each round: who made it and their chance to win then.
  const roundStart = new Map<number, { seat: number; winChance: number }>();
  // A sparring game: one seat, drawn at random, is played by a partner without a network.
  let partner: { seat: number; name: string; agent: Agent } | null = null;
  if (opts.sparringShare > 0 && nextUint32(rng) / 4294967296 < opts.sparringShare) {
    const name = SPARRING_PARTNERS[nextInt(rng, SPARRING_PARTNERS.length)];
    const agent = sparringAgent(name, nextUint32(rng));
    if ('error' in agent) throw new Error(agent.error);
    partner = { seat: nextInt(rng, 2), name, agent };
  }
  while (state.phase !== PHASE.GAME_OVER) {
    if (state.round !== round) {
      round = state.round;
      decisionsThisRound = 0;
    }
    const legal = legalActions(state);
    const seat = state.current;
    let action: number;
    if (legal.length === 1) action = legal[0];
    else if (partner && seat === partner.seat) action = partner.agent.act({ legal, seat, knowledge: knowledge[seat] });
    else {
      const drawnFull = nextUint32(rng) / 4294967296 < opts.fullShare;
      const full = drawnFull || (opts.valueEstimates === 'full' && !roundStart.has(state.round));
      const search = new Search(knowledge[seat], evaluator, {
        simulations: full ? opts.fullSimulations : opts.fastSimulations,
        ...(opts.gumbel ? { gumbel: { noise: true } } : { rootNoise: full ? opts.rootNoise : 0 }),
        // The training recipe was measured with children told apart only by who acts in which phase.
        observationKeys: false,
        ...searchOptions,
        seed: nextUint32(rng),
      });
      const result = search.run();
      if (!roundStart.has(state.round)) roundStart.set(state.round, { seat, winChance: result.winChance });
      simulations += result.simulations;
      decisions++;
      const visits = result.stats.map((s) => s.visits);
      const total = visits.reduce((a, b) => a + b, 0);
      // The row: what the seat sees (in a world dealt from its knowledge: the encoder reads only what it knows).
      encode(determinize(knowledge[seat], rng), seat, features);
      pending.push({
        seat,
        round: state.round,
        searched: full || opts.valueEstimates === 'all' ? result.winChance : null,
        row: {
          featureIndex: Uint16Array.from(features.indices.subarray(0, features.count)),
          featureValue: Float32Array.from(features.values.subarray(0, features.count)),
          legal: Uint16Array.from(result.stats.map((s) => s.action)),
          policy: result.policy ?? Float32Array.from(visits.map((v) => v / total)),
          value: 0.5,
          round: [0, 0],
          policyTarget: full,
        },
      });
      // Gumbel search explores by its own draws; PUCT samples the first moves of each round by visits.
      if (!opts.gumbel && decisionsThisRound < opts.sampledMovesPerRound) {
        let r = nextInt(rng, total);
        action = result.stats[0].action;
        for (const s of result.stats) {
          if (r < s.visits) { action = s.action; break; }
          r -= s.visits;
        }
      } else action = result.action;
      decisionsThisRound++;
    }
    const log: GameEvent[] = [];
    applyInPlace(state, action, { log });
    knowledge = knowledge.map((k, p) => updateKnowledgeOrThrow(k, observeStep(log, state, p)));
  }
  // Targets: the game's result for each seat, and the points each round gave.
  const endings = emptyEndings();
  for (const r of state.results) endings[r.ending]++;
  for (const { row, seat, round: rnd, searched } of pending) {
    const z = gameResult(state, seat);
    const resultPart = roundTarget(z, seat, roundStart.get(rnd + 1), opts.roundBootstrap);
    row.value = searched === null ? resultPart : opts.resultWeight * resultPart + (1 - opts.resultWeight) * searched;
    row.round = roundPointsTarget(state, rnd, seat);
  }
  return {
    rows: pending.map((p) => p.row),
    stats: {
      winner: state.winner, rounds: state.round, endings, mermaidWin: state.gameEnd === 'mermaids', decisions, simulations,
      ...(partner ? { sparring: partner.name } : {}),
    },
  };
}
