// `ssp play`: bot games, with a summary of who won and how the rounds ended.

import { openSync, writeSync, closeSync } from 'node:fs';
import type { Agent } from '../ai/agent.js';
import { AGENT_NAMES, createAgent } from '../ai/registry.js';
import {
  type GameEvent, type GameOptions, type RoundEnding, type State, PHASE, actionText, applyInPlace, initialKnowledge, legalActions, newGame,
  observeStep, publicView, updateKnowledgeOrThrow,
  nextUint32, recordFromGame, seedRng,
} from '../engine/index.js';
import { round3 } from '../train/arena.js';
import { GAME_FLAGS, UsageError, gameOptions, parseArgs } from './args.js';

export const PLAY_HELP = `ssp play: bot games, summarised as one JSON object

usage: ssp play [--a NAME] [--b NAME] [--games N] [--seed S] [--players 2|3|4]
                [--expansions salt,pepper|salt|pepper|none] [--record FILE]

  --a, --b       the agents (default random); seat 0 is a, seat 1 is b, further seats alternate a, b.
                 Agents: ${AGENT_NAMES.join(', ')}
  --games N      number of games (default 100)
  --seed S       master seed (default 1): the same seed gives the same output, timing figures apart
  --players N    2 (default), 3 or 4 (3-4 players: base game only)
  --expansions   salt,pepper (default with 2 players), salt, pepper or none
  --record FILE  write each game's record (JSON lines, format ssp-record)

Prints {games, seed, options, agents, wins, draws, meanRounds, meanActions, endings, actions,
seconds, actionsPerSecond}. wins are keyed by agent name, or name#a and name#b when both agents
have the same name. endings count round endings: stop, lastChanceWon, lastChanceLost, emptyDeck,
mermaids. seconds and actionsPerSecond (agents' thinking included) are the only timing figures.
`;

const FLAGS = {
  a: { kind: 'string', default: 'random' },
  b: { kind: 'string', default: 'random' },
  games: { kind: 'int', min: 1, max: 100_000_000, default: 100 },
  seed: { kind: 'int', min: 0, max: 0xffffffff, default: 1 },
  record: { kind: 'string' },
  ...GAME_FLAGS,
} as const;

/**
 * Plays one game to its end; every decision is checked against the legal actions. The log, if
 * given, starts with the first round's deal (which newGame does not log).
 */
export function playGame(options: GameOptions, seed: number, agents: readonly Agent[], log?: GameEvent[]): { state: State; actions: number[] } {
  const state = newGame(options, seed);
  log?.push({
    t: 'deal', round: state.round, starter: state.starter, piles: [state.piles[0][0], state.piles[1][0]],
    deckSize: state.deck.length, tableEvent: state.tableEvent,
  });
  const actions: number[] = [];
  // Each seat whose agent asks for it gets its knowledge, built from its own observations.
  const tracked = agents.map((a) => a.needsKnowledge === true);
  let knowledge = agents.map((_, p) => (tracked[p] ? initialKnowledge(publicView(state, p)) : null));
  while (state.phase !== PHASE.GAME_OVER) {
    const legal = legalActions(state);
    const seat = state.current;
    const a = agents[seat].act({ legal: legal.slice(), seat, knowledge: knowledge[seat] ?? undefined });
    if (!legal.includes(a)) throw new Error(`agent ${agents[seat].name} (seat ${seat}) chose ${actionText(a)}, which is not legal`);
    actions.push(a);
    const stepLog: GameEvent[] = [];
    applyInPlace(state, a, log || tracked.some(Boolean) ? { log: stepLog } : undefined);
    if (log) log.push(...stepLog);
    knowledge = knowledge.map((k, p) => (k ? updateKnowledgeOrThrow(k, observeStep(stepLog, state, p)) : null));
  }
  return { state, actions };
}

export function runPlay(argv: string[], out: (s: string) => void): number {
  const { flags, help } = parseArgs(argv, FLAGS);
  if (help) {
    out(PLAY_HELP);
    return 0;
  }
  const options = gameOptions(flags.players, flags.expansions);
  for (const name of [flags.a, flags.b]) {
    const made = createAgent(name, 0);
    if ('error' in made) throw new UsageError(made.error);
  }
  const keyA = flags.a === flags.b ? `${flags.a}#a` : flags.a;
  const keyB = flags.a === flags.b ? `${flags.b}#b` : flags.b;
  const wins: Record<string, number> = { [keyA]: 0, [keyB]: 0 };
  const endings: Record<RoundEnding, number> = { stop: 0, lastChanceWon: 0, lastChanceLost: 0, emptyDeck: 0, mermaids: 0 };
  let draws = 0, rounds = 0, total = 0;

  let fd: number | undefined;
  if (flags.record !== undefined) {
    try {
      fd = openSync(flags.record, 'w');
    } catch (e) {
      throw new UsageError(`cannot write --record ${flags.record}: ${(e as Error).message}`);
    }
  }
  const master = seedRng(flags.seed);
  const start = performance.now();
  try {
    for (let g = 0; g < flags.games; g++) {
      const gameSeed = nextUint32(master), seedA = nextUint32(master), seedB = nextUint32(master);
      const a = createAgent(flags.a, seedA) as Agent, b = createAgent(flags.b, seedB) as Agent;
      const seats = Array.from({ length: options.players }, (_, i) => (i % 2 === 0 ? a : b));
      const { state, actions } = playGame(options, gameSeed, seats);
      total += actions.length;
      rounds += state.round;
      for (const r of state.results) endings[r.ending]++;
      if (state.winner >= 0) wins[state.winner % 2 === 0 ? keyA : keyB]++;
      else draws++;
      if (fd !== undefined) {
        const record = recordFromGame({ options, seed: gameSeed, actions }, state);
        record.meta = { game: g + 1, seats: seats.map((_, i) => (i % 2 === 0 ? keyA : keyB)) };
        writeSync(fd, JSON.stringify(record) + '\n');
      }
    }
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  const seconds = (performance.now() - start) / 1000;
  out(JSON.stringify({
    games: flags.games,
    seed: flags.seed,
    options,
    agents: { a: flags.a, b: flags.b },
    wins,
    draws,
    meanRounds: round3(rounds / flags.games),
    meanActions: round3(total / flags.games),
    endings,
    actions: total,
    seconds: round3(seconds),
    actionsPerSecond: Math.round(total / Math.max(seconds, 1e-9)),
  }) + '\n');
  return 0;
}

