// `ssp arena`: paired games between two agents, with A's win rate and its 95% interval.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { AGENT_NAMES, agentNeedsNet } from '../ai/registry.js';
import { nextUint32, seedRng } from '../engine/rng.js';
import { type GameOutcome, inDealOrder, round3, runArena, summarize } from '../train/arena.js';
import { gamesDone, parseOutcomes } from '../train/arenaResume.js';
import { resultLines } from '../train/pairedComparison.js';
import { DEFAULT_MODEL } from '../train/model.js';
import { netAgentFactory } from '../train/netAgents.js';
import { GAME_FLAGS, HIDDEN_CHOICE_FLAG, OPPONENT_PLAY_FLAG, UsageError, gameOptions, parseArgs, parseChoice, parseShare } from './args.js';
import { HIDDEN_BY_NETWORK, MODEL_RACERS, PAIRED_ROOT, OPPONENT_PLAY_BY_NETWORK, OPPONENT_PRIORS, OPPONENT_PRIORS_NAMES, PILE_MIRROR, RACERS_IN_TREE, ROLLOUTS_PER_LEAF, ROLLOUT_END, ROLLOUT_END_NAMES, ROLLOUT_MIX, ROLLOUT_POLICY } from '../ai/mixedEvaluator.js';
import { ROLLOUT_POLICY_NAMES } from '../ai/rolloutPolicy.js';
import { DEFAULT_C_PUCT } from '../ai/search/ismcts.js';
import { ENSEMBLE_ROLLOUT_NAMES } from '../ai/ensembleEvaluator.js';

export const ARENA_HELP = `ssp arena: paired games between two agents (each deal played twice, seats swapped)

usage: ssp arena --a NAME --b NAME [--games N] [--seed S] [--workers K] [--model FILE]
                 [--model-b FILE] [--rollout-mix X] [--rollout-policy P]
                 [--opponent-greedy X] [--racers] [--racers-in-tree] [--hidden-choice W] [--rollouts K]
                 [--rollout-end E] [--opponent-play W] [--paired-root K] [--c-puct C]
                 [--ensemble-rollouts R] [--opponent-priors P] [--pile-mirror] [--agent-seed T]
                 [--results FILE [--resume]]
                 [--expansions salt,pepper|salt|pepper|none]

  --a, --b      agents: ${AGENT_NAMES.join(', ')}; or net-a:N / net-b:N, a network
                search with N simulations using --model / --model-b; or search-paired:K,
                the plain search comparing its first K root actions on common dealt worlds;
                or search-table, the plain search valuing its rollouts' ends by the
                round-start table (src/ai/roundStartValue.ts); or policy-a, the --model network's most likely action, without a search
  --games N     games in all (rounded up to an even number; default 100)
  --seed S      seed of the deals (default 1), and of the agents' own random draws unless
                --agent-seed is given
  --agent-seed T  seed of the agents' random draws (default: --seed): the same deals played
                again with other draws, to see how much a match's result owes to them
  --workers K   worker threads (default: one per core)
  --model FILE  the network's weights (default models/current.ssnn)
  --rollout-mix X  the rollouts' share of net-a:N / net-b:N's leaf value, 0 to 1 (default
                ${ROLLOUT_MIX}, as the levels; 0: the network alone)
  --rollout-policy P  who plays net-a:N / net-b:N's rollouts: ${ROLLOUT_POLICY_NAMES.join(', ')}
                (default ${ROLLOUT_POLICY}, as the levels; network-play: the network only at the
                PLAY step, greedy elsewhere; greedy: as the plain search)
  --opponent-greedy X  the share of net-a:N / net-b:N's prior at the opponent's nodes moved to
                the greedy action, 0 to 1 (default 0, as the levels; see models/REPORT.md)
  --racers      net-a:N / net-b:N's rollouts play a seat whose record of finished rounds says
                it calls STOP as soon as it may by the greedy policy, in that share of them
                (src/ai/playingStyle.ts; the levels: ${MODEL_RACERS ? 'on' : 'off'})
  --racers-in-tree  net-a:N / net-b:N's trees play such a seat by the greedy policy in that
                share of the dealt worlds, all its choices, seen and unseen (the levels:
                ${RACERS_IN_TREE ? 'on' : 'off'})
  --hidden-choice W  who makes the opponent's unseen choices (which drawn card it keeps...) in
                net-a:N / net-b:N's trees: network (its most likely action in each dealt world)
                or greedy (as the plain search); default ${HIDDEN_CHOICE_FLAG.name(HIDDEN_BY_NETWORK)}, as the levels
  --rollouts K  rollouts per leaf of net-a:N / net-b:N, 1 to 8, the later ones with the deck
                reshuffled; their mean is the rollout's part of the value (default
                ${ROLLOUTS_PER_LEAF}, as the levels)
  --rollout-end E  who values the next round's start where a rollout of net-a:N / net-b:N
                ends its round: ${ROLLOUT_END_NAMES.join(' or ')} (scores: an estimate from the
                scores alone; table: the chance solved from how rounds end, knowing who
                starts the next round; network: the network's value there); default
                ${ROLLOUT_END}, as the levels
  --opponent-play W  who makes the opponent's PLAY decisions (pairs, STOP, LAST CHANCE) in
                net-a:N / net-b:N's trees: network (its most likely action from the hand it
                holds in each dealt world) or search (PUCT over all worlds' statistics);
                default ${OPPONENT_PLAY_FLAG.name(OPPONENT_PLAY_BY_NETWORK)}, as the levels
  --opponent-priors P  where net-a:N / net-b:N's trees take the opponent's priors at its
                nodes: first (from the dealt world that first reached the node) or world (the
                network's, from the hand it holds in each dealt world); default ${OPPONENT_PRIORS}, as
                the levels
  --pile-mirror  net-a:N / net-b:N judge each leaf (priors and value) by the mean of the
                position and the same position with its two piles swapped, the game's one
                exact symmetry (src/ai/pileMirrorEvaluator.ts; twice the network calls a leaf;
                the levels: ${PILE_MIRROR ? 'on' : 'off'})
  --paired-root K  net-a:N / net-b:N compare their K most likely root actions on common dealt
                worlds (sequential halving, each phase's worlds played by every candidate); 0:
                PUCT at the root; default ${PAIRED_ROOT}, as the levels
  --c-puct C    the PUCT exploration constant of net-a:N / net-b:N, above 0 and at most 10
                (default ${DEFAULT_C_PUCT}, as the levels; lower: the values decide more, the
                priors less)
  --ensemble FILES  net-a:N's leaves (priors and value) judged by the mean of --model's network
                and these (comma-separated weight files); its rollouts stay with --model's
  --ensemble-rollouts R  who plays the rollouts of net-a:N / net-b:N when the judge is an
                ensemble (a model file of several networks, or --ensemble): first (its first
                network, as the levels), rotate (one member a rollout, picked from its world)
                or mean (every step by the mean of all members' priors; slower)
  --results FILE  also write each game's deal, A's seat and A's score there (a JSON line
                each), for ssp compare: two matches with the same --seed, compared game for game;
                each game is written as it ends, so a stopped match keeps its finished games
  --resume      go on with the match whose --results FILE is given: its finished games are
                kept, the others played, and the figures are those of all of them (the same
                --seed and --games; a missing FILE starts the match). The games played after a
                resume are as valid, but not the very games an unstopped match would have
                played (the agents' random draws start again)

Prints one JSON object: games, wins, winRateA, ci95 [low, high], meanRounds, and for each side
the style of play: share of rounds it ended with STOP and with LAST CHANCE, share of its bets won,
share of games it won with the mermaids.
`;

const FLAGS = {
  a: { kind: 'string' },
  b: { kind: 'string' },
  games: { kind: 'int', min: 1, max: 1_000_000, default: 100 },
  seed: { kind: 'int', min: 0, max: 0xffffffff, default: 1 },
  'agent-seed': { kind: 'int', min: 0, max: 0xffffffff },
  workers: { kind: 'int', min: 1, max: 64, default: Math.max(1, os.availableParallelism?.() ?? os.cpus().length) },
  model: { kind: 'string' },
  'model-b': { kind: 'string' },
  'rollout-mix': { kind: 'string', default: String(ROLLOUT_MIX) },
  'rollout-policy': { kind: 'string', default: ROLLOUT_POLICY },
  'opponent-greedy': { kind: 'string', default: '0' },
  racers: { kind: 'bool' },
  'racers-in-tree': { kind: 'bool' },
  'hidden-choice': { kind: 'string', default: HIDDEN_CHOICE_FLAG.name(HIDDEN_BY_NETWORK) },
  rollouts: { kind: 'int', min: 1, max: 8, default: ROLLOUTS_PER_LEAF },
  'rollout-end': { kind: 'string', default: ROLLOUT_END },
  'opponent-play': { kind: 'string', default: OPPONENT_PLAY_FLAG.name(OPPONENT_PLAY_BY_NETWORK) },
  'opponent-priors': { kind: 'string', default: OPPONENT_PRIORS },
  'pile-mirror': { kind: 'bool' },
  'paired-root': { kind: 'int', min: 0, max: 64, default: PAIRED_ROOT },
  'c-puct': { kind: 'string', default: String(DEFAULT_C_PUCT) },
  ensemble: { kind: 'string' },
  'ensemble-rollouts': { kind: 'string', default: 'first' },
  results: { kind: 'string' },
  resume: { kind: 'bool' },
  ...GAME_FLAGS,
} as const;

export async function runArenaCommand(argv: string[], out: (s: string) => void, err: (s: string) => void): Promise<number> {
  const { flags, help } = parseArgs(argv, FLAGS);
  if (help) {
    out(ARENA_HELP);
    return 0;
  }
  if (!flags.a || !flags.b) throw new UsageError('name both agents: --a NAME --b NAME');
  const model = flags.model ?? fileURLToPath(DEFAULT_MODEL);
  for (const name of [flags.a, flags.b]) {
    if (!AGENT_NAMES.includes(name) && !/^(net-[ab]|search-paired):\d+$/.test(name) && name !== 'policy-a' && name !== 'search-table') throw new UsageError(`unknown agent "${name}" (agents: ${AGENT_NAMES.join(', ')}, net-a:N, net-b:N, search-paired:K, search-table, policy-a)`);
    if ((agentNeedsNet(name) || name.startsWith('net-a') || name === 'policy-a') && !existsSync(model)) throw new UsageError(`${name} needs the network: no weights at ${model}`);
    if (name.startsWith('net-b') && !flags['model-b']) throw new UsageError(`${name} needs --model-b FILE`);
  }
  const mix = parseShare(flags['rollout-mix'], '--rollout-mix');
  const greedyPrior = parseShare(flags['opponent-greedy'], '--opponent-greedy');
  const policy = ROLLOUT_POLICY_NAMES.find((p) => p === flags['rollout-policy']);
  if (!policy) throw new UsageError(`--rollout-policy must be one of ${ROLLOUT_POLICY_NAMES.join(', ')}, got "${flags['rollout-policy']}"`);
  const cPuct = Number(flags['c-puct']);
  if (flags['c-puct'].trim() === '' || !(cPuct > 0 && cPuct <= 10)) throw new UsageError(`--c-puct must be a number above 0 and at most 10, got "${flags['c-puct']}"`);
  const rolloutEnd = parseChoice(flags['rollout-end'], ROLLOUT_END_NAMES, '--rollout-end');
  const ensembleRollouts = parseChoice(flags['ensemble-rollouts'], ENSEMBLE_ROLLOUT_NAMES, '--ensemble-rollouts');
  const opponentPriors = parseChoice(flags['opponent-priors'], OPPONENT_PRIORS_NAMES, '--opponent-priors');
  const settings = { rolloutMix: mix, rolloutPolicy: policy, opponentGreedyPrior: greedyPrior, racers: flags.racers || MODEL_RACERS,
    hiddenByNetwork: HIDDEN_CHOICE_FLAG.parse(flags['hidden-choice']), rolloutsPerLeaf: flags.rollouts, rolloutEnd,
    opponentPlayByNetwork: OPPONENT_PLAY_FLAG.parse(flags['opponent-play']), racersInTree: flags['racers-in-tree'] || RACERS_IN_TREE,
    pairedRoot: flags['paired-root'], ensembleA: ensembleFiles(flags.ensemble), cPuct, ensembleRollouts, opponentPriors,
    pileMirror: flags['pile-mirror'] || PILE_MIRROR };
  if (flags.resume && !flags.results) throw new UsageError('--resume goes on from a --results FILE: name it');
  const options = gameOptions(flags.players, flags.expansions);
  const rng = seedRng(flags.seed);
  const seeds = Array.from({ length: Math.ceil(flags.games / 2) }, () => nextUint32(rng));
  // A resumed match's finished games (read and checked before anything is written: a file that
  // cannot be resumed is left as it is).
  const done = flags.resume && existsSync(flags.results!)
    ? finishedGames(flags.results!, seeds, `--seed ${flags.seed} --games ${seeds.length * 2}`, err)
    : { outcomes: [], skip: new Set<string>() };
  // Written anew with the finished games (a path that cannot be written fails now, not after the
  // games), then each game is appended as it ends, so a stopped match keeps its finished games.
  if (flags.results) writeResults(flags.results, resultLines(done.outcomes));
  const t0 = performance.now();
  const progress = arenaProgress(seeds.length * 2, done.outcomes, err);
  const played = await runArena(
    { options, a: flags.a, b: flags.b, seeds, agentSeed: flags['agent-seed'] ?? flags.seed, modelPath: model, modelPathB: flags['model-b'], ...settings, skip: [...done.skip] },
    flags.workers, netAgentFactory(model, flags['model-b'], settings),
    (_, outcome) => {
      if (flags.results) writeResults(flags.results, resultLines([outcome]), true);
      progress.game(outcome.scoreA);
    },
  );
  progress.end();
  // In the order of the deals (workers finish games in any order), the resumed ones among them.
  const outcomes = inDealOrder([...done.outcomes, ...played], seeds);
  if (flags.results) writeResults(flags.results, resultLines(outcomes));
  out(JSON.stringify(summarize(outcomes, { a: flags.a, b: flags.b }, (performance.now() - t0) / 1000)) + '\n');
  return 0;
}

/** --ensemble's weight files, each checked to exist (a missing one fails now, not in a worker). */
function ensembleFiles(list: string | undefined): string[] | undefined {
  if (list === undefined) return undefined;
  const files = list.split(',').map((f) => f.trim()).filter((f) => f.length > 0);
  if (files.length === 0) throw new UsageError('--ensemble needs one or more weight files, comma-separated');
  for (const f of files) if (!existsSync(f)) throw new UsageError(`--ensemble: no weights at ${f}`);
  return files;
}

/** The finished games of a results file that belong to this match, and their keys; a UsageError naming the fault otherwise. */
function finishedGames(file: string, seeds: readonly number[], match: string, err: (s: string) => void): { outcomes: GameOutcome[]; skip: Set<string> } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read --results ${file} to resume: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  try {
    const { outcomes, cutShort } = parseOutcomes(text, file);
    const skip = gamesDone(outcomes, seeds, match);
    err(`resuming from ${file}: ${outcomes.length} of ${seeds.length * 2} games finished${cutShort ? ' (its last line, cut short when the match stopped, is played again)' : ''}\n`);
    return { outcomes, skip };
  } catch (e) {
    throw new UsageError(`cannot resume from ${file}: ${(e as Error).message}`);
  }
}

function writeResults(file: string, text: string, append = false): void {
  try {
    if (append) appendFileSync(file, text);
    else writeFileSync(file, text);
  } catch (e) {
    throw new UsageError(`cannot write --results ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

/**
 * Games done on a terminal (one line rewritten in place); elsewhere (a log file, `nohup`) a line
 * every 30 seconds with A's score so far, so a long match shows where it is.
 */
function arenaProgress(total: number, done: readonly GameOutcome[], err: (s: string) => void): { game: (scoreA: number) => void; end: () => void } {
  const tty = process.stderr.isTTY;
  const started = Date.now();
  let last = started, n = done.length, score = done.reduce((s, o) => s + o.scoreA, 0);
  return {
    game(scoreA) {
      n++;
      score += scoreA;
      if (tty) err(`\r${n}/${total} games`);
      else if (Date.now() - last >= 30_000 || n === total) {
        last = Date.now();
        err(`${n}/${total} games in ${Math.round((last - started) / 1000)} s, A's score so far ${round3(score / n)}\n`);
      }
    },
    end() {
      if (tty) err('\n');
    },
  };
}
