// The search on mock evaluators: it finds a sure win, never plays an illegal action, and decides
// from the seat's knowledge alone.
import { describe, expect, it } from 'vitest';
import {
  type GameEvent, type Knowledge, LAST_CHANCE, PHASE, STOP, TAKE_PILE, applyInPlace, initialKnowledge, legalActions, newGame, nextInt,
  observeStep, publicView, seedRng, updateKnowledge,
} from '../../src/engine/index.js';
import type { EvalRequest, Evaluation, Evaluator } from '../../src/ai/evaluator.js';
import { type Node, Search } from '../../src/ai/search/ismcts.js';
import { SearchAgent } from '../../src/ai/searchAgent.js';
import { plainSearch } from '../../src/ai/registry.js';
import { RolloutEvaluator } from '../../src/ai/rolloutEvaluator.js';
import { levelSearch, withRollouts } from '../../src/ai/mixedEvaluator.js';
import { NetEvaluator } from '../../src/net/evaluator.js';
import { randomWeights } from '../../src/net/weights.js';
import { scenario } from '../support/scenario.js';

/** Knows nothing: every position is a coin flip, every action equally likely. */
class CoinFlip implements Evaluator {
  readonly name = 'coin';
  calls = 0;
  evaluate({ legal }: EvalRequest): Evaluation {
    this.calls++;
    return { value: 0.5, priors: new Float32Array(legal.length).fill(1 / legal.length) };
  }
}

/** Random values and priors (to shake the search). */
class Noise implements Evaluator {
  readonly name = 'noise';
  private rng = seedRng(5);
  evaluate({ legal }: EvalRequest): Evaluation {
    const p = legal.map(() => 1 + nextInt(this.rng, 10));
    const sum = p.reduce((a, b) => a + b, 0);
    return { value: nextInt(this.rng, 1000) / 1000, priors: Float32Array.from(p.map((x) => x / sum)) };
  }
}

function knowledgeOf(s: ReturnType<typeof newGame>, seat: number): Knowledge {
  return initialKnowledge(publicView(s, seat));
}

/**
 * A leaf's value is mostly the dealt world's luck (read from the deck's bottom cards, which a short
 * line never draws: the same for every root action played in that world), plus 0.03 if `seat`
 * holds `edgeCard`.
 */
function luckPlusEdge(seat: number, edgeCard: number): Evaluator {
  return {
    name: 'luck',
    evaluate({ state, player, legal }: EvalRequest): Evaluation {
      const luck = state.deck.slice(0, 8).reduce((h, c) => (h * 31 + c) % 997, 7) / 997;
      const mine = 0.1 + 0.8 * luck + (state.hands[seat].includes(edgeCard) ? 0.03 : 0);
      return { value: player === seat ? mine : 1 - mine, priors: new Float32Array(legal.length).fill(1 / legal.length) };
    },
  };
}

/** Six deals, each with the luck above and an edge for taking pile 0's top card. */
function luckyDeals() {
  return [1, 2, 3, 4, 5, 6].map((seed) => {
    const s = newGame(undefined, seed);
    return { seed, s, seat: s.current, luckOfTheDeal: luckPlusEdge(s.current, s.piles[0][s.piles[0].length - 1]) };
  });
}

describe('search', () => {
  it('finds the call that wins the game even when the evaluator knows nothing', () => {
    // Player 1 has 36 points and a hand worth 7: STOP ends the game with a win; anything else is a coin flip.
    const s = scenario({
      phase: PHASE.PLAY, current: 0, scores: [36, 30],
      hands: [['octopus:lightBlue', 'octopus:yellow', 'octopus:green', 'fish:black', 'fish:darkBlue'], ['shell:black']],
      piles: [['crab:grey'], ['boat:yellow']],
    });
    expect(legalActions(s)).toContain(STOP);
    const k = knowledgeOf(s, 0);
    const r = new Search(k, new CoinFlip(), { simulations: 300, seed: 1 }).run();
    expect(r.action).toBe(STOP);
    expect(r.stats.find((x) => x.action === STOP)!.value).toBe(1);
    expect(r.winChance).toBeGreaterThan(0.6);
  });

  it('follows its PUCT constant: a smaller one lets the values overrule misleading priors more', () => {
    // The same sure win by STOP, under priors that put 0.9 on another action.
    const s = scenario({
      phase: PHASE.PLAY, current: 0, scores: [36, 30],
      hands: [['octopus:lightBlue', 'octopus:yellow', 'octopus:green', 'fish:black', 'fish:darkBlue'], ['shell:black']],
      piles: [['crab:grey'], ['boat:yellow']],
    });
    const decoy = legalActions(s).find((a) => a !== STOP)!;
    const misled: Evaluator = {
      name: 'misled',
      evaluate: ({ legal }) => ({ value: 0.5, priors: Float32Array.from(legal, (a) => (a === decoy ? 0.9 : 0.1 / (legal.length - 1))) }),
    };
    const stopVisits = (cPuct: number) => new Search(knowledgeOf(s, 0), misled, { simulations: 800, seed: 1, cPuct }).run().stats.find((x) => x.action === STOP)!.visits;
    // (Far below 1 the sure win is found late, the untried actions starting below the tried ones.)
    expect(stopVisits(1)).toBeGreaterThan(stopVisits(5) + 200);
  });

  it('with a Gumbel root too, and its improved policy favours the winning call', () => {
    const s = scenario({
      phase: PHASE.PLAY, current: 0, scores: [36, 30],
      hands: [['octopus:lightBlue', 'octopus:yellow', 'octopus:green', 'fish:black', 'fish:darkBlue'], ['shell:black']],
      piles: [['crab:grey'], ['boat:yellow']],
    });
    for (const noise of [false, true]) {
      const r = new Search(knowledgeOf(s, 0), new CoinFlip(), { simulations: 64, seed: 3, gumbel: { noise } }).run();
      expect(r.action).toBe(STOP);
      expect(r.policy).toBeDefined();
      const sum = r.policy!.reduce((a, b) => a + b, 0);
      expect(sum).toBeCloseTo(1, 5);
      const stop = r.stats.findIndex((x) => x.action === STOP);
      expect(r.policy![stop]).toBe(Math.max(...r.policy!));
      expect(r.simulations).toBe(64);
      // The root's value is the improved policy's (STOP's sure win), not the mean over every
      // candidate the halving visited and dropped (coin flips), which would undervalue the position.
      const visitMean = r.stats.reduce((x, st) => x + (st.visits > 0 ? st.visits * st.value : 0), 0) / 64;
      expect(visitMean).toBeLessThan(0.9);
      expect(r.winChance).toBeGreaterThan(0.95);
    }
  });

  it('with root actions compared on common worlds too, spending exactly its budget', () => {
    const s = scenario({
      phase: PHASE.PLAY, current: 0, scores: [36, 30],
      hands: [['octopus:lightBlue', 'octopus:yellow', 'octopus:green', 'fish:black', 'fish:darkBlue'], ['shell:black']],
      piles: [['crab:grey'], ['boat:yellow']],
    });
    for (const candidates of [2, 8]) {
      const r = new Search(knowledgeOf(s, 0), new CoinFlip(), { simulations: 120, seed: 3, pairedRoot: { candidates } }).run();
      expect(r.action).toBe(STOP);
      expect(r.simulations).toBe(120);
      // Every simulation but the first, which judged the root itself, went through a root action.
      expect(r.stats.reduce((x, y) => x + y.visits, 0)).toBe(119);
    }
  });

  it('with root actions compared on common worlds, stepping gives exactly one run\'s result, and a clock budget works', () => {
    const s = newGame(undefined, 4);
    const k = knowledgeOf(s, s.current);
    const options = { simulations: 90, seed: 2, pairedRoot: { candidates: 3 } };
    const whole = new Search(k, new Noise(), options).run();
    const stepped = new Search(k, new Noise(), options);
    let steps = 0;
    while (stepped.advance(7) > 0) steps++;
    expect(steps).toBe(13);
    expect(stepped.snapshot().action).toBe(whole.action);
    expect(stepped.snapshot().stats).toEqual(whole.stats);
    const clocked = new Search(k, new Noise(), { timeMs: 30, seed: 2, pairedRoot: { candidates: 3 } }).run();
    expect(legalActions(s)).toContain(clocked.action);
    expect(clocked.simulations).toBeGreaterThan(1);
  });

  it('compares its candidates on the same worlds: under a large luck of the deal, it finds a small edge', () => {
    // A leaf's value is mostly the dealt world's luck (read from the deck's bottom cards, which a
    // short line never draws: the same for every root action played in that world), plus 0.03 if
    // the seat holds the card it could take from pile 0. Independent worlds bury that edge under the
    // luck; common worlds cancel the luck.
    let found = 0;
    for (const { seed, s, seat, luckOfTheDeal } of luckyDeals()) {
      expect(legalActions(s)).toContain(TAKE_PILE);
      const r = new Search(knowledgeOf(s, seat), luckOfTheDeal, { simulations: 150, seed, pairedRoot: { candidates: 4 } }).run();
      if (r.action === TAKE_PILE) found++;
    }
    expect(found).toBe(6);
  });

  it('with a paired Gumbel root, its target finds a small edge under a large luck of the deal, within its budget', () => {
    // The same luck as above: the paired root plays each phase's survivors on common worlds and
    // values each action by its mean difference to the best one on them, so the luck cancels out
    // of the improved policy (the training target).
    let found = 0;
    for (const { seed, s, seat, luckOfTheDeal } of luckyDeals()) {
      const r = new Search(knowledgeOf(s, seat), luckOfTheDeal, { simulations: 90, seed, gumbel: { noise: true, paired: true } }).run();
      expect(r.simulations).toBeLessThanOrEqual(90);
      expect(r.policy!.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
      const take = r.stats.findIndex((x) => x.action === TAKE_PILE);
      if (r.action === TAKE_PILE && r.policy![take] === Math.max(...r.policy!)) found++;
    }
    expect(found).toBe(6);
  });

  it('never plays an illegal action and reports every legal one', () => {
    const rng = seedRng(3);
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const s = newGame(undefined, seed);
      let k = [0, 1].map((p) => knowledgeOf(s, p));
      while (s.phase !== PHASE.GAME_OVER && s.round <= 2) {
        const legal = legalActions(s);
        let a = legal[nextInt(rng, legal.length)];
        if (legal.length > 1 && nextInt(rng, 4) === 0) {
          const r = new Search(k[s.current], new Noise(), { simulations: 60, seed }).run();
          expect(legal).toContain(r.action);
          expect(r.stats.map((x) => x.action)).toEqual(legal);
          expect(r.stats.reduce((x, y) => x + y.visits, 0)).toBeGreaterThan(0);
          a = r.action;
          checked++;
        }
        const log: GameEvent[] = [];
        applyInPlace(s, a, { log });
        k = k.map((kk, p) => updateKnowledge(kk, observeStep(log, s, p)) as Knowledge);
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  // The plain search, and a network level whose rollouts the network plays (random weights: what
  // matters is that the network is asked only about dealt worlds, never the real state).
  const netJudge = new NetEvaluator(randomWeights(11, { biasStd: 0.3 }));
  const hiddenCardAgents: [string, () => SearchAgent][] = [
    ['the plain search', () => new SearchAgent('search', new RolloutEvaluator(), { simulations: 80, seed: 4 })],
    ['the plain search as registered (its root actions compared on common worlds)', () => plainSearch(4, 80)],
    ['a network level with network-played rollouts', () => new SearchAgent('net', withRollouts(netJudge, 0.5, 'network'), { simulations: 80, seed: 4 })],
    ['a network level searching as the levels do (the network makes the opponent\'s unseen choices)', () => {
      const level = levelSearch(netJudge);
      expect(level.options.hiddenChoice).toBeDefined();
      return new SearchAgent('net', level.evaluator, { simulations: 80, ...level.options, seed: 4 });
    }],
    ['a network level whose tree models the opponent (the network\'s PLAY decisions, racers by the greedy policy)', () => {
      const level = levelSearch(netJudge, { opponentPlayByNetwork: true, racersInTree: true, racers: true });
      expect(level.options.opponentModel).toBeDefined();
      return new SearchAgent('net', level.evaluator, { simulations: 80, ...level.options, seed: 4 });
    }],
    ['a network level taking the opponent\'s priors from each dealt world', () => {
      const level = levelSearch(netJudge, { opponentPriors: 'world' });
      expect(level.options.opponentPriors).toBeDefined();
      return new SearchAgent('net', level.evaluator, { simulations: 80, ...level.options, seed: 4 });
    }],
  ];
  it.each(hiddenCardAgents)('%s gives the same decision for the same knowledge and seed, whatever the hidden cards', (_name, agent) => {
    // The agents receive knowledge, never the state: two games whose hidden cards differ but whose
    // observations for seat 0 are identical give seat 0 identical knowledge, hence identical choices.
    // Build such a pair: same seed, same actions, but game B's unseen part of the deck reshuffled
    // at a point where seat 0 cannot tell.
    const seed = 11;
    const a = newGame(undefined, seed);
    const rng = seedRng(9);
    let kA = knowledgeOf(a, 0);
    let compared = 0;
    while (a.phase !== PHASE.GAME_OVER && compared < 5) {
      const legal = legalActions(a);
      if (a.current === 0 && legal.length > 1) {
        // Another world with the same knowledge: the deck and the opponent's unseen cards dealt anew.
        const b = structuredClone(a);
        const hidden = [...b.deck, ...b.hands[1].filter((c) => !b.shown[1].includes(c))];
        const order = hidden.slice();
        for (let i = order.length - 1; i > 0; i--) { const j = nextInt(rng, i + 1); [order[i], order[j]] = [order[j], order[i]]; }
        b.deck = order.slice(0, b.deck.length);
        b.hands[1] = [...b.shown[1], ...order.slice(b.deck.length)];
        expect(publicView(b, 0)).toEqual(publicView(a, 0));
        // Seat 0's knowledge is a function of its observations, which are the same: the agent sees only it.
        const d1 = agent().act({ legal, seat: 0, knowledge: kA });
        const d2 = agent().act({ legal: legalActions(b), seat: 0, knowledge: kA });
        expect(d2).toBe(d1);
        compared++;
      }
      const log: GameEvent[] = [];
      applyInPlace(a, legal[nextInt(rng, legal.length)], { log });
      kA = updateKnowledge(kA, observeStep(log, a, 0)) as Knowledge;
    }
    expect(compared).toBe(5);
  });

  it('asks the evaluator once per simulation at most', () => {
    const s = newGame(undefined, 2);
    const ev = new CoinFlip();
    const r = new Search(knowledgeOf(s, s.current), ev, { simulations: 50, seed: 1 }).run();
    expect(r.simulations).toBe(50);
    expect(ev.calls).toBeLessThanOrEqual(50);
  });

  it('keeps its tree between the seat\'s decisions in a row (observation keys), and still plays legally', () => {
    const rng = seedRng(8);
    const s = newGame(undefined, 5);
    let k = [0, 1].map((p) => knowledgeOf(s, p));
    const agent = new SearchAgent('search', new RolloutEvaluator(), { simulations: 60, seed: 2, observationKeys: true, reuseTree: true });
    let decisions = 0, reused = 0;
    while (s.phase !== PHASE.GAME_OVER && s.round <= 2) {
      const legal = legalActions(s);
      let a: number;
      if (s.current === 0) {
        a = agent.act({ legal, seat: 0, knowledge: k[0] });
        expect(legal).toContain(a);
        if (legal.length > 1) {
          decisions++;
          if (agent.lastReused > 0) {
            reused++;
            // The reused visits count on top of this decision's own simulations.
            expect(agent.lastSearch!.stats.reduce((x, st) => x + st.visits, 0)).toBeGreaterThan(60);
          }
        }
      } else a = legal[nextInt(rng, legal.length)];
      const log: GameEvent[] = [];
      applyInPlace(s, a, { log });
      k = k.map((kk, p) => updateKnowledge(kk, observeStep(log, s, p)) as Knowledge);
    }
    expect(decisions).toBeGreaterThan(10);
    expect(reused).toBeGreaterThan(0);
  });
  it('lets the given policy make the opponent\'s unseen choices, and only those', () => {
    const s = newGame(undefined, 11);
    const seat = s.current;
    const asked: { phase: number; current: number; legal: readonly number[] }[] = [];
    // Takes the last legal action, where the greedy policy would often take another.
    const last = (world: ReturnType<typeof newGame>, legal: readonly number[]) => {
      expect(legalActions(world)).toEqual(legal);
      asked.push({ phase: world.phase, current: world.current, legal });
      return legal[legal.length - 1];
    };
    new Search(knowledgeOf(s, seat), new CoinFlip(), { simulations: 400, seed: 2, hiddenChoice: last }).run();
    expect(asked.length).toBeGreaterThan(20);
    for (const a of asked) {
      expect(a.current).not.toBe(seat);
      expect(a.legal.length).toBeGreaterThan(1);
      // Only the phases where the opponent chooses among cards the seat does not see.
      expect([PHASE.KEEP, PHASE.CRAB, PHASE.CRAB_RUN, PHASE.LOBSTER, PHASE.SWAP_GIVE, PHASE.SWAP_TAKE]).toContain(a.phase);
    }
  });

  it('lets the given model make the opponent\'s visible decisions it answers, world by world, and searches the rest', () => {
    // Edges at the opponent's nodes that call the round (STOP or LAST CHANCE).
    const callEdges = (root: Node, seat: number): number => {
      let n = 0;
      const walk = (node: Node) => {
        for (const [key, e] of node.edges) {
          if (node.player !== seat && (key === STOP || key === LAST_CHANCE)) n++;
          for (const c of e.children.values()) walk(c);
        }
      };
      walk(root);
      return n;
    };
    // A position of a random game that nobody calls (the hands grow) where PUCT does try the opponent's calls.
    const rng = seedRng(4);
    const s = newGame(undefined, 23);
    let found = false;
    for (let step = 0; step < 400 && !found && s.phase !== PHASE.GAME_OVER; step++) {
      const legal = legalActions(s);
      if (s.current === 0 && s.phase === PHASE.TAKE && step > 30) {
        const plain = new Search(knowledgeOf(s, 0), new CoinFlip(), { simulations: 300, seed: 2 });
        plain.run();
        found = callEdges(plain.root, 0) > 0;
      }
      const nonCall = legal.filter((a) => a !== STOP && a !== LAST_CHANCE);
      if (!found) applyInPlace(s, nonCall[nextInt(rng, nonCall.length)]);
    }
    expect(found).toBe(true);
    const asked: { phase: number; current: number }[] = [];
    // The first legal action: end the turn (it comes before STOP and LAST CHANCE), never a call.
    const first = (world: ReturnType<typeof newGame>, legal: readonly number[]) => {
      expect(legalActions(world)).toEqual(legal);
      asked.push({ phase: world.phase, current: world.current });
      return legal[0];
    };
    const modelled = new Search(knowledgeOf(s, 0), new CoinFlip(), { simulations: 300, seed: 2, opponentModel: (w, legal) => (w.phase === PHASE.PLAY ? first(w, legal) : undefined) });
    modelled.run();
    expect(asked.length).toBeGreaterThan(0);
    for (const a of asked) {
      expect(a.current).not.toBe(0);
      expect(a.phase).toBe(PHASE.PLAY);
    }
    expect(callEdges(modelled.root, 0)).toBe(0);
  });

  it('takes the opponent\'s priors from each dealt world where asked, and only at the opponent\'s nodes', () => {
    const s = newGame(undefined, 11);
    const seat = s.current;
    // Each world's opponent prefers its last legal action; the evaluator's own priors are uniform.
    const asked: number[] = [];
    const lastFirst = (w: ReturnType<typeof newGame>, legal: readonly number[]) => {
      expect(legalActions(w)).toEqual(legal);
      asked.push(w.current);
      const p = new Float32Array(legal.length).fill(0.01 / legal.length);
      p[legal.length - 1] += 0.99;
      return p;
    };
    const busyOpponentNodes = (root: Node): Node[] => {
      const all: Node[] = [];
      const walk = (n: Node) => { all.push(n); for (const e of n.edges.values()) for (const c of e.children.values()) walk(c); };
      walk(root);
      return all.filter((n) => n.player !== seat && n.player >= 0 && n.edges.size > 0 && n.visits >= 8 && !n.edges.has(-1));
    };
    // Whether the most visited edge of a node is the highest-numbered one (legal actions come sorted).
    const lastMostVisited = (n: Node) => {
      const edges = [...n.edges.entries()];
      const top = edges.reduce((a, b) => (b[1].visits > a[1].visits ? b : a));
      return top[0] === Math.max(...edges.map(([a]) => a));
    };
    const withWorldPriors = new Search(knowledgeOf(s, seat), new CoinFlip(), { simulations: 400, seed: 2, opponentPriors: lastFirst });
    withWorldPriors.run();
    expect(asked.length).toBeGreaterThan(0);
    for (const who of asked) expect(who).not.toBe(seat);
    const busy = busyOpponentNodes(withWorldPriors.root);
    expect(busy.length).toBeGreaterThan(0);
    for (const n of busy) expect(lastMostVisited(n)).toBe(true);
    // Without them the same search spreads its visits otherwise somewhere (so the check above can fail).
    const plain = new Search(knowledgeOf(s, seat), new CoinFlip(), { simulations: 400, seed: 2 });
    plain.run();
    expect(busyOpponentNodes(plain.root).some((n) => !lastMostVisited(n))).toBe(true);
  });

  it('moves the asked share of the opponent\'s priors to the greedy action, and only at the opponent\'s nodes', () => {
    const s = newGame(undefined, 11);
    const seat = s.current;
    // Every node the search created, with who acts there.
    const nodes = (root: Node): Node[] => {
      const all: Node[] = [];
      const walk = (n: Node) => { all.push(n); for (const e of n.edges.values()) for (const c of e.children.values()) walk(c); };
      walk(root);
      return all.filter((n) => n.priors !== null && n.priors.size > 1);
    };
    const w = 0.5;
    const leaning = new Search(knowledgeOf(s, seat), new CoinFlip(), { simulations: 400, seed: 2, opponentGreedyPrior: w });
    leaning.run();
    const plain = new Search(knowledgeOf(s, seat), new CoinFlip(), { simulations: 400, seed: 2 });
    plain.run();
    const opponents = nodes(leaning.root).filter((n) => n.player !== seat);
    expect(opponents.length).toBeGreaterThan(3);
    for (const n of opponents) {
      const priors = [...n.priors!.values()];
      const k = priors.length;
      expect(priors.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
      expect(priors.filter((p) => Math.abs(p - ((1 - w) / k + w)) < 1e-6)).toHaveLength(1);
      expect(priors.filter((p) => Math.abs(p - (1 - w) / k) < 1e-6)).toHaveLength(k - 1);
    }
    // The seat's own nodes keep the evaluator's priors, and without the option nothing leans.
    for (const n of [...nodes(leaning.root).filter((x) => x.player === seat), ...nodes(plain.root)]) {
      for (const p of n.priors!.values()) expect(p).toBeCloseTo(1 / n.priors!.size, 6);
    }
  });
});
