// What the benches share: their command-line flags, the network they load, the training rows they
// read (replay-window, capacity), the prior's most likely action, and the game loop of Hard's seat
// (0) against the plain search (seat 1), each seat's knowledge kept from what it observes.
import { PHASE, applyInPlace, gameResult, initialKnowledge, legalActions, newGame, nextUint32, observeStep, publicView, seedRng, updateKnowledge } from '../dist/engine/index.js';
import { playSampledGame } from '../dist/train/sampledGame.js';
import { plainSearch } from '../dist/ai/registry.js';
import { DEFAULT_MODEL, loadEvaluator } from '../dist/train/model.js';
import { readShards } from '../dist/train/dataset.js';

const args = process.argv.slice(2);

/** The value after `name` on the command line, or `fallback`. */
export function flag(name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
}

/** The network of --model (default models/current.ssnn); throws with the loader's message. */
export function loadNetwork() {
  const net = loadEvaluator(flag('--model', DEFAULT_MODEL));
  if ('error' in net) throw new Error(net.error);
  return net;
}

/** Every row of the given shard files, in their order; throws with the reader's message. */
export function readRows(files) {
  const rows = readShards(files);
  if ('error' in rows) throw new Error(rows.error);
  return rows;
}

/** The root action the network's policy likes most, from a search result's stats. */
export function priorArgmax(stats) {
  return stats.reduce((x, y) => (y.prior > x.prior ? y : x));
}

/** decide(knowledge, state, game) makes seat 0's decisions with a choice and returns the action to play. */
export function playAgainstPlainSearch({ games, firstDealSeed }, decide) {
  for (let g = 1; g <= games; g++) {
    const s = newGame(undefined, firstDealSeed + g);
    let k = [0, 1].map((p) => initialKnowledge(publicView(s, p)));
    const opponent = plainSearch(g);
    while (s.phase !== PHASE.GAME_OVER) {
      const legal = legalActions(s);
      let action = legal[0];
      if (legal.length > 1 && s.current === 1) action = opponent.act({ legal, seat: 1, knowledge: k[1] });
      else if (legal.length > 1) action = decide(k[0], s, g);
      const log = [];
      applyInPlace(s, action, { log });
      k = k.map((kk, p) => updateKnowledge(kk, observeStep(log, s, p)));
    }
  }
}

/**
 * Games (the main configuration, deals drawn from `seed`) where `choose(world, legal)` plays both
 * seats from a world dealt from the acting seat's knowledge, as a leaf of its search would be; at
 * every `every`-th decision with a choice, `sample(world, player, legal, { state, knowledge, rng })`
 * may return a row (or null) (src/train/sampledGame.ts). Returns the rows, each with its seat and z, the seat's result (1, 0.5 or 0).
 */
export function sampleOwnGames({ games, every, seed, choose, sample }) {
  const rng = seedRng(seed);
  const rows = [];
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const state = newGame({ players: 2, salt: true, pepper: true }, nextUint32(rng));
    const mine = playSampledGame(state, rng, { choose, every, sample });
    for (const r of mine) rows.push({ ...r, z: gameResult(state, r.seat) });
    if ((g + 1) % 200 === 0) process.stderr.write(`${g + 1}/${games} games, ${rows.length} positions, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
  }
  return rows;
}
