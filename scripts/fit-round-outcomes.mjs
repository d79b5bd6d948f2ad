// Counts how rounds end in games of the network's most likely actions (each seat deciding from its
// own knowledge), and writes them to src/ai/roundOutcomes.ts, the data behind the round-start win
// table (src/ai/roundStartValue.ts). `npm run build && node scripts/fit-round-outcomes.mjs
// [--games 12000] [--seed 99] [--model models/current.ssnn]`; then `npm run build` again. Fits the
// table's calibration factor (roundStartValue.ts's calibrateTable) by the Brier score at round
// starts, and prints that score for the hand-tuned logistic, the exact table and the calibrated
// one, each fitted on one half of the games and scored on the other, before it writes the outcomes
// and the factor fitted on all of them.
import { writeFileSync } from 'node:fs';
import { PHASE, applyInPlace, determinize, initialKnowledge, legalActions, newGame, nextUint32, observeStep, publicView, seedRng, updateKnowledgeOrThrow } from '../dist/engine/index.js';
import { networkChoice } from '../dist/ai/rolloutPolicy.js';
import { DEFAULT_MODEL, loadEvaluator } from '../dist/train/model.js';
import { winChanceFromScores } from '../dist/ai/winEstimate.js';
import { calibrateTable, solveRoundStartTable, tableIndex } from '../dist/ai/roundStartValue.js';
import { flag } from '../bench/searchBench.mjs';

const games = Number(flag('--games', 12000)), seed = Number(flag('--seed', 99)), model = flag('--model', DEFAULT_MODEL);
const TARGET = 40;

const net = loadEvaluator(model);
if ('error' in net) throw new Error(net.error);
const choose = networkChoice(net);
const rng = seedRng(seed);

/** One game: its rounds (scores and starter at the start, gains, who starts next) and its winner. */
function playGame() {
  const state = newGame({ players: 2, salt: true, pepper: true }, nextUint32(rng));
  if (state.target !== TARGET) throw new Error(`expected a game to ${TARGET}, got ${state.target}`);
  let knowledge = [0, 1].map((p) => initialKnowledge(publicView(state, p)));
  const rounds = [];
  let start = { round: state.round, scores: [...state.scores], starter: state.current };
  while (state.phase !== PHASE.GAME_OVER) {
    const legal = legalActions(state);
    const action = legal.length > 1 ? choose(determinize(knowledge[state.current], rng), legal) : legal[0];
    const log = [];
    applyInPlace(state, action, { log });
    knowledge = knowledge.map((kn, p) => updateKnowledgeOrThrow(kn, observeStep(log, state, p)));
    if (state.round !== start.round || state.phase === PHASE.GAME_OVER) {
      const s = start.starter;
      rounds.push({
        ...start,
        gains: [state.scores[0] - start.scores[0], state.scores[1] - start.scores[1]],
        starterStartsNext: state.nextStarter === s,
        instant: state.gameEnd === 'mermaids' ? (state.winner === s ? 1 : -1) : 0,
      });
      start = { round: state.round, scores: [...state.scores], starter: state.current };
    }
  }
  return { winner: state.winner, rounds };
}

function countOutcomes(list) {
  const counts = new Map();
  for (const g of list) {
    for (const r of g.rounds) {
      const s = r.starter;
      const key = `${r.gains[s]},${r.gains[1 - s]},${r.starterStartsNext ? 1 : 0},${r.instant}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts].map(([k, count]) => [...k.split(',').map(Number), count]).sort((x, y) => y[4] - x[4] || x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || x[3] - y[3]);
}
const asOutcomes = (rows) => rows.map(([starterGain, otherGain, next, instant, count]) => ({ starterGain, otherGain, starterStartsNext: next === 1, instant, count }));

/** Mean squared error against the game's result at every round start of `list`, by `value(mine, theirs, iStart)`. */
function brierOf(list, value) {
  let sum = 0, n = 0;
  for (const g of list) {
    for (const r of g.rounds) {
      for (const p of [0, 1]) {
        const z = g.winner === p ? 1 : g.winner === -2 ? 0.5 : 0;
        sum += (value(r.scores[p], r.scores[1 - p], r.starter === p) - z) ** 2;
        n++;
      }
    }
  }
  return sum / n;
}
const lookup = (table) => (mine, theirs, iStart) => table[tableIndex(TARGET, mine, theirs, iStart)];

/** The exact table from `list`'s outcomes and the calibration factor that fits `list` best (0.30 to 1.50). */
function fit(list) {
  const exact = solveRoundStartTable(asOutcomes(countOutcomes(list)), TARGET);
  let best = { k: 1, brier: Infinity };
  for (let k = 0.3; k <= 1.5 + 1e-9; k += 0.01) {
    const b = brierOf(list, lookup(calibrateTable(exact, k)));
    if (b < best.brier) best = { k: Number(k.toFixed(2)), brier: b };
  }
  return { exact, k: best.k, calibrated: calibrateTable(exact, best.k) };
}

function heldOut(train, test) {
  const f = fit(train);
  const r = (x) => Number(x.toFixed(4));
  return {
    positions: test.reduce((s, g) => s + 2 * g.rounds.length, 0),
    logistic: r(brierOf(test, (a, b) => winChanceFromScores(a, b, TARGET))),
    exactTable: r(brierOf(test, lookup(f.exact))),
    calibration: f.k,
    calibratedTable: r(brierOf(test, lookup(f.calibrated))),
  };
}

const t0 = performance.now();
const played = [];
for (let g = 0; g < games; g++) {
  played.push(playGame());
  if ((g + 1) % 1000 === 0) process.stderr.write(`${g + 1}/${games} games, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
}
const half = Math.floor(played.length / 2);
const [a, b] = [played.slice(0, half), played.slice(half)];
console.log('Brier at round starts, fitted on the first half, scored on the second:', JSON.stringify(heldOut(a, b)));
console.log('Brier at round starts, fitted on the second half, scored on the first:', JSON.stringify(heldOut(b, a)));

const rows = countOutcomes(played);
const { k } = fit(played);
const rounds = rows.reduce((s, r) => s + r[4], 0);
const file = `// Generated by scripts/fit-round-outcomes.mjs: do not edit by hand.
// How ${rounds} rounds ended in ${played.length} two-player games (both expansions, to ${TARGET} points) of the
// network's most likely actions (${String(model).replace(/^.*\//, '')}, --seed ${seed}), each seat deciding from its own
// knowledge: [the starter's gain, the other's gain, 1 if the starter also starts the next round,
// 1 / -1 if the starter / the other won at once with mermaids (else 0), how many rounds].
// roundStartValue.ts turns them into the chance to win from a round's start, its logit scaled by
// the calibration factor that fits these games best.

export const ROUND_OUTCOMES_TARGET = ${TARGET};

export const ROUND_OUTCOME_CALIBRATION = ${k};

export const ROUND_OUTCOME_COUNTS: readonly (readonly [number, number, 0 | 1, -1 | 0 | 1, number])[] = [
${rows.map((r) => `  [${r.join(', ')}],`).join('\n')}
];
`;
writeFileSync(new URL('../src/ai/roundOutcomes.ts', import.meta.url), file);
console.log(`wrote src/ai/roundOutcomes.ts: ${rows.length} outcomes over ${rounds} rounds, calibration ${k} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
