// The information-set search (one for every level): before each simulation a world consistent with
// the searching seat's knowledge is dealt (determinize), then a tree is walked by PUCT with the
// evaluator's priors and values. The tree is keyed by what the searching seat knows: the seat's own
// choices and the opponent's visible ones are edges; the opponent's unseen choices (which drawn card
// it keeps, which card its Crab or Lobster takes, what it gives in a swap) are one merged edge,
// played in each world by a model of the opponent (hiddenChoice: the network levels let the network
// choose from the opponent's knowledge in that world, the plain search the greedy policy; a
// face-down Shell's colour is still an edge of its own: rare, and left for later). Chance (the
// deck, a steal, the next round's deal) comes from the dealt world. Values are probabilities of
// winning the game; a finished game is scored exactly. A node's children are told apart by what the
// searching seat would see (observationKey.ts), so its later decisions know what it drew; self-play
// turns this off (`observationKeys: false`) and tells them apart only by who acts in which phase.

import { type Knowledge, PHASE, type State, applyInPlace, cloneState, determinize, gameResult, legalActions } from '../../engine/index.js';
import { type RngState, nextUint32, seedRng } from '../../engine/rng.js';
import type { Evaluator } from '../evaluator.js';
import { greedyAction } from '../greedy.js';
import { observationKey, situation } from './observationKey.js';

export interface SearchOptions {
  /** Simulations to run (default 400). */
  simulations?: number;
  /** Stop after this many milliseconds, whatever the simulations (expert). */
  timeMs?: number;
  /** PUCT exploration constant (default DEFAULT_C_PUCT). */
  cPuct?: number;
  /** Dirichlet noise at the root (self-play exploration); 0 for play. */
  rootNoise?: number;
  /**
   * Gumbel root search (Danihelka et al. 2022) for small budgets: the root tries a few actions drawn
   * by Gumbel-top-k from the priors and halves them by value, and the result carries an improved
   * policy (priors reweighted by the searched values) as the training target. `noise` adds the
   * Gumbel draws (self-play); without it the root is deterministic. `paired` plays the surviving
   * actions of each halving phase on common worlds (as pairedRoot does) and values each action in
   * the target by its mean difference to the best one over the worlds both were played in, so the
   * deal's luck, which is most of a simulation's value, cancels out of the policy target.
   */
  gumbel?: { noise: boolean; considered?: number; paired?: boolean };
  /**
   * Root actions compared on common worlds: the root's most likely `candidates` actions (by prior)
   * are each played in the same dealt worlds (the same hidden cards, deck order and chance), and
   * halved by their mean value over those worlds plus their log-prior, as the Gumbel root scores
   * them. A game whose result is mostly the deal's luck (models/REPORT.md, session 8: knowing the
   * deck's order is worth 0.91) hides an action's worth under the worlds' noise; on common worlds
   * that noise is the same for every candidate and cancels in the comparison.
   */
  pairedRoot?: { candidates?: number };
  /**
   * Key a node's children by what the searching seat would observe (observationKey.ts) instead of
   * only who acts in which phase, so its later decisions know the cards it drew (default true).
   */
  observationKeys?: boolean;
  /**
   * Share of the prior at the opponent's nodes moved to the action the greedy policy (greedy.ts)
   * would take there (0: the evaluator's priors alone). The network learned its priors from
   * self-play, where the opponent builds long rounds like itself; the players it meets (people, the
   * plain search, Easy) race for points and end rounds early, and the greedy line keeps that in view.
   */
  opponentGreedyPrior?: number;
  /**
   * Who makes the opponent's unseen choices (the merged edge) in each dealt world: the action it
   * takes given the legal ones (default: the greedy policy, greedy.ts).
   */
  hiddenChoice?: (world: State, legal: readonly number[]) => number;
  /**
   * A model of the opponent's visible decisions (what it takes, its pairs, STOP, LAST CHANCE...) in
   * each dealt world: the action it takes there, from the hand it holds in that world, or undefined
   * to search that decision. The actions stay edges of their own (the searching seat sees them).
   * Without a model they are chosen by PUCT over the statistics of all the worlds that reach the
   * node, as if the opponent could not see its own hand (strategy fusion).
   */
  opponentModel?: (world: State, legal: readonly number[]) => number | undefined;
  /**
   * The opponent's priors (in `legal`'s order) from its knowledge in each dealt world, for PUCT at
   * its nodes in place of the priors of the world that first reached the node: the node is reached
   * in worlds that deal it different hands, and what it would play depends on the hand it holds.
   * Its actions stay edges of their own, valued over all the worlds (the searching seat sees them).
   */
  opponentPriors?: (world: State, legal: readonly number[]) => Float32Array;
  seed?: number;
}

export interface ActionStats {
  action: number;
  visits: number;
  prior: number;
  /** Mean value (probability that the searching seat wins) after this action; NaN if unvisited. */
  value: number;
}

export interface SearchResult {
  action: number;
  /** Gumbel root search only: the improved policy over `stats` (same order), the policy target. */
  policy?: Float32Array;
  /**
   * The searching seat's estimated probability of winning the game: the visit-weighted mean of the
   * root actions' values (PUCT), or the improved policy's value (Gumbel root).
   */
  winChance: number;
  stats: ActionStats[];
  simulations: number;
  /** How many simulations were run per second. */
  speed: number;
}

/** The PUCT exploration constant of every level and the plain search (values are win chances, 0 to 1). */
export const DEFAULT_C_PUCT = 1.5;

/** Phases whose choice the other seats cannot see. */
const HIDDEN_PHASES: ReadonlySet<number> = new Set([PHASE.KEEP, PHASE.CRAB, PHASE.CRAB_RUN, PHASE.LOBSTER, PHASE.SWAP_GIVE, PHASE.SWAP_TAKE]);
const HIDDEN_EDGE = -1;

/** An edge out of a node: one action of the acting player (or the merged unseen choice). */
export interface Edge {
  prior: number;
  visits: number;
  /** Sum of the simulations' values for the player who acts at the edge's node. */
  valueSum: number;
  /** Where the edge leads, by situation (who acts next, in which phase): worlds can differ. */
  children: Map<number, Node>;
}

export class Node {
  visits = 0;
  /** Priors of the actions seen at this node, set when it is first evaluated; the edges taken. */
  priors: Map<number, number> | null = null;
  readonly edges = new Map<number, Edge>();
  constructor(readonly player: number) {}
}

function isHiddenChoice(s: State, seat: number): boolean {
  return s.current !== seat && HIDDEN_PHASES.has(s.phase);
}

/** The mean of `values`; NaN when there are none. */
function mean(values: readonly number[]): number {
  return values.length > 0 ? values.reduce((x, y) => x + y, 0) / values.length : NaN;
}

export class Search {
  readonly root: Node;
  private readonly rng: RngState;
  private readonly cPuct: number;
  /** Each child is one information set of the searching seat (observationKeys), so a subtree can be kept. */
  readonly keysByObservation: boolean;

  /**
   * `reuse`: the node of this same decision in an earlier search's tree (SearchAgent's tree reuse):
   * its visits count on, and `simulations` more are run.
   */
  constructor(private readonly knowledge: Knowledge, private readonly evaluator: Evaluator, private readonly options: SearchOptions = {}, reuse?: Node) {
    this.root = reuse ?? new Node(knowledge.view.current);
    this.rng = seedRng(options.seed ?? 1);
    this.cPuct = options.cPuct ?? DEFAULT_C_PUCT;
    this.keysByObservation = options.observationKeys ?? true;
    this.paired = options.pairedRoot ? new PairedRoot(options.pairedRoot.candidates ?? 8) : null;
  }

  run(): SearchResult {
    if (this.options.gumbel) return this.runGumbel(this.options.gumbel);
    while (this.advance(Infinity) > 0);
    return this.snapshot();
  }

  private sims = 0;
  private started = 0;
  private deadline = Infinity;

  /**
   * Runs up to `n` more simulations within the budget and returns how many it ran (0: the budget is
   * spent). Running in steps gives exactly the result of one run() with the same seed, so a caller
   * (the analysis page's worker) can report progress and stop between steps.
   */
  advance(n: number): number {
    const seat = this.knowledge.seat;
    const maxSims = this.options.simulations ?? (this.options.timeMs ? Infinity : 400);
    if (this.sims === 0) {
      this.started = performance.now();
      this.deadline = this.options.timeMs ? this.started + this.options.timeMs : Infinity;
    }
    let ran = 0;
    while (ran < n && this.sims < maxSims && (this.sims === 0 || performance.now() < this.deadline)) {
      if (this.paired && this.root.priors !== null) this.pairedStep(seat, maxSims);
      else this.simulate(determinize(this.knowledge, this.rng), seat);
      this.sims++;
      ran++;
    }
    return ran;
  }

  /** pairedRoot's schedule, made as the simulations run (so that advance can stop between any two). */
  private readonly paired: PairedRoot | null;

  /**
   * One simulation of pairedRoot's sequential halving: each phase deals worlds that every surviving
   * candidate is played in (a copy each), then keeps the better half by log-prior plus scaled mean
   * value over all the worlds so far (every survivor was played in all of them). With a clock
   * (Expert) the budget is what the speed so far says will fit. Once one candidate is left, the rest
   * of the budget goes to its subtree (the seat's later decisions), in fresh worlds.
   */
  private pairedStep(seat: number, maxSims: number): void {
    const p = this.paired!;
    if (!p.started) p.start(this.root.priors!);
    if (p.candidates.length === 1) {
      this.simulate(determinize(this.knowledge, this.rng), seat, p.candidates[0]);
      return;
    }
    if (p.world === null) {
      if (p.worldsThisPhase === 0) {
        const elapsed = performance.now() - this.started;
        const budget = Number.isFinite(maxSims) ? maxSims
          : this.sims + Math.max(0, this.deadline - performance.now()) * (this.sims / Math.max(1e-3, elapsed));
        p.perPhase = Math.max(1, Math.floor((budget - this.sims) / (p.phasesLeft * p.candidates.length)));
      }
      p.world = determinize(this.knowledge, this.rng);
      p.next = 0;
    }
    p.values[p.next] = this.simulate(cloneState(p.world), seat, p.candidates[p.next]);
    if (++p.next < p.candidates.length) return;
    p.worldDone();
    if (++p.worldsThisPhase >= p.perPhase || this.sims + 1 + p.candidates.length > maxSims) p.halve();
  }

  /** The result of the simulations run so far (plain search; run() for the Gumbel root). */
  snapshot(): SearchResult {
    const result = this.result(this.sims, (performance.now() - this.started) / 1000);
    if (this.paired?.started) result.action = this.paired.best();
    return result;
  }

  /** Gumbel root: sequential halving over the actions drawn by Gumbel-top-k; PUCT below the root. */
  private runGumbel(g: { noise: boolean; considered?: number; paired?: boolean }): SearchResult {
    const seat = this.knowledge.seat;
    const budget = Math.max(1, this.options.simulations ?? 400);
    const start = performance.now();
    this.simulate(determinize(this.knowledge, this.rng), seat);
    let sims = 1;
    const root = this.root;
    const legal = [...root.priors!.keys()];
    const logit = new Map(legal.map((a) => [a, Math.log(Math.max(1e-12, root.priors!.get(a)!))]));
    const gumbel = new Map(legal.map((a) => [a, g.noise ? -Math.log(-Math.log((nextUint32(this.rng) + 0.5) / 4294967296)) : 0]));
    const q = (a: number) => {
      const e = root.edges.get(a);
      return e && e.visits > 0 ? e.valueSum / e.visits : NaN;
    };
    const maxVisits = () => Math.max(0, ...legal.map((a) => root.edges.get(a)?.visits ?? 0));
    const sigma = (v: number) => (50 + maxVisits()) * 1.0 * v;
    // paired: each candidate's values by world (the survivors of a phase share all their worlds).
    const byWorld = g.paired ? new Map<number, number[]>() : null;
    let worlds = 0;
    const pairedMean = (a: number) => mean(byWorld!.get(a) ?? []);
    const rootQ = byWorld ? pairedMean : q;
    const score = (a: number) => gumbel.get(a)! + logit.get(a)! + (Number.isNaN(rootQ(a)) ? 0 : sigma(rootQ(a)));
    let candidates = legal.slice().sort((x, y) => gumbel.get(y)! + logit.get(y)! - gumbel.get(x)! - logit.get(x)!)
      .slice(0, Math.min(g.considered ?? 16, legal.length));
    const phases = Math.max(1, Math.ceil(Math.log2(candidates.length)));
    while (sims < budget && candidates.length > 0) {
      const perAction = Math.max(1, Math.floor((budget - 1) / (phases * candidates.length)));
      if (byWorld) {
        // Whole worlds only, so that every survivor is played in every world of the phase.
        for (let i = 0; i < perAction && sims + candidates.length <= budget; i++, worlds++) {
          const world = determinize(this.knowledge, this.rng);
          for (const a of candidates) {
            const values = byWorld.get(a) ?? byWorld.set(a, []).get(a)!;
            values[worlds] = this.simulate(cloneState(world), seat, a);
            sims++;
          }
        }
        if (sims + candidates.length > budget) {
          // No whole world fits any more: the best survivor so far takes what is left of the budget.
          if (candidates.length === 1 || worlds === 0) break;
          candidates = candidates.sort((x, y) => score(y) - score(x)).slice(0, 1);
          continue;
        }
      } else {
        for (const a of candidates) {
          for (let i = 0; i < perAction && sims < budget; i++) {
            this.simulate(determinize(this.knowledge, this.rng), seat, a);
            sims++;
          }
        }
      }
      if (candidates.length === 1) continue;
      candidates = candidates.sort((x, y) => score(y) - score(x)).slice(0, Math.ceil(candidates.length / 2));
    }
    const result = this.result(sims, (performance.now() - start) / 1000);
    // The chosen action: the best survivor; the target: priors reweighted by completed values.
    result.action = candidates.sort((x, y) => score(y) - score(x))[0] ?? result.action;
    const completed = byWorld ? this.pairedValues(byWorld, result.action) : new Map(result.stats.filter((st) => st.visits > 0).map((st) => [st.action, st.value]));
    const valued = result.stats.filter((st) => completed.has(st.action));
    const priorValued = valued.reduce((x, st) => x + st.prior, 0);
    const vMix = priorValued > 0 ? valued.reduce((x, st) => x + st.prior * completed.get(st.action)!, 0) / priorValued : result.winChance;
    const z = result.stats.map((st) => logit.get(st.action)! + sigma(completed.get(st.action) ?? vMix));
    const top = Math.max(...z);
    const e = z.map((x) => Math.exp(x - top));
    const sum = e.reduce((x, y) => x + y, 0);
    result.policy = Float32Array.from(e.map((x) => x / sum));
    // The root's value: the improved policy's, over the actions with a value. Sequential halving
    // spreads the visits over candidates it then drops, so the visit-weighted mean undervalues the
    // position (by about 2 points of win chance at 32 and 800 simulations, measured against a PUCT
    // search of 800: models/REPORT.md, session 24), and self-play's value targets are made of it.
    let vSum = 0, wSum = 0;
    result.stats.forEach((st, i) => {
      const v = completed.get(st.action);
      if (v !== undefined) {
        vSum += result.policy![i] * v;
        wSum += result.policy![i];
      }
    });
    if (wSum > 0) result.winChance = vSum / wSum;
    return result;
  }

  /**
   * The paired Gumbel root's values for the target: the best action's mean over all its worlds, and
   * every other action's that mean plus its mean difference to the best over the worlds it was
   * played in (a prefix of the best one's: it was dropped earlier). A control variate: both sides
   * of a difference saw the same deal, so its luck cancels.
   */
  private pairedValues(byWorld: Map<number, number[]>, best: number): Map<number, number> {
    const out = new Map<number, number>();
    const ref = byWorld.get(best);
    if (!ref || ref.length === 0) return out;
    const refMean = mean(ref);
    for (const [a, vs] of byWorld) {
      let diff = 0, n = 0;
      for (let w = 0; w < vs.length; w++) {
        if (vs[w] === undefined || ref[w] === undefined) continue;
        diff += vs[w] - ref[w];
        n++;
      }
      if (n > 0) out.set(a, refMean + diff / n);
    }
    return out;
  }

  /** One simulation from `world` (consumed); returns its value for `seat`. */
  private simulate(world: State, seat: number, rootAction?: number): number {
    const path: { node: Node; edge: Edge }[] = [];
    let node = this.root;
    let value: number; // probability that `seat` wins
    for (;;) {
      if (world.phase === PHASE.GAME_OVER) {
        value = gameResult(world, seat);
        break;
      }
      const legal = legalActions(world);
      if (node.priors === null) {
        // A leaf: the evaluator judges it from the acting player's view of this world.
        const ev = this.evaluator.evaluate({ state: world, player: world.current, legal });
        node.priors = new Map();
        legal.forEach((a, i) => node.priors!.set(a, ev.priors[i]));
        if (world.current !== seat && legal.length > 1) this.leanToGreedy(node, world, legal);
        if (node === this.root && (this.options.rootNoise ?? 0) > 0) this.addNoise(node, legal);
        value = world.current === seat ? ev.value : 1 - ev.value;
        break;
      }
      let key: number;
      let action: number;
      if (isHiddenChoice(world, seat)) {
        action = this.options.hiddenChoice && legal.length > 1 ? this.options.hiddenChoice(world, legal) : greedyAction(world, legal);
        key = HIDDEN_EDGE;
      } else {
        const opponentChoosing = world.current !== seat && legal.length > 1;
        const modelled = opponentChoosing ? this.options.opponentModel?.(world, legal) : undefined;
        const worldPriors = opponentChoosing && modelled === undefined ? this.options.opponentPriors?.(world, legal) : undefined;
        action = modelled ?? (rootAction !== undefined && node === this.root ? rootAction : legal.length === 1 ? legal[0] : this.select(node, legal, worldPriors));
        key = action;
      }
      let edge = node.edges.get(key);
      if (!edge) {
        edge = { prior: key === HIDDEN_EDGE ? 1 : node.priors.get(action) ?? 1 / legal.length, visits: 0, valueSum: 0, children: new Map() };
        node.edges.set(key, edge);
      }
      path.push({ node, edge });
      applyInPlace(world, action);
      const where = this.keysByObservation ? observationKey(world, seat) : situation(world);
      let child = edge.children.get(where);
      if (!child) {
        child = new Node((world.phase as number) === PHASE.GAME_OVER ? -1 : world.current);
        edge.children.set(where, child);
      }
      node = child;
    }
    node.visits++;
    for (const { node: n, edge } of path) {
      n.visits++;
      edge.visits++;
      edge.valueSum += n.player === seat ? value : 1 - value;
    }
    return value;
  }

  /** opponentGreedyPrior: moves that share of an opponent node's priors to the greedy action. */
  private leanToGreedy(node: Node, world: State, legal: readonly number[]): void {
    const w = this.options.opponentGreedyPrior ?? 0;
    if (w <= 0) return;
    const greedy = greedyAction(world, legal);
    for (const [a, p] of node.priors!) node.priors!.set(a, (1 - w) * p + (a === greedy ? w : 0));
  }

  /** PUCT over the actions legal in this world; `worldPriors` (legal's order) in place of the node's. */
  private select(node: Node, legal: readonly number[], worldPriors?: Float32Array): number {
    let parentVisits = 0, parentValue = 0;
    for (const a of legal) {
      const e = node.edges.get(a);
      if (e) { parentVisits += e.visits; parentValue += e.valueSum; }
    }
    // First-play urgency: an untried action counts as a bit worse than the actions tried here.
    const fpu = (parentVisits > 0 ? parentValue / parentVisits : 0.5) - 0.1;
    const sqrt = Math.sqrt(Math.max(1, parentVisits));
    let best = legal[0], bestScore = -Infinity;
    for (let i = 0; i < legal.length; i++) {
      const a = legal[i];
      const e = node.edges.get(a);
      const n = e ? e.visits : 0;
      const q = n > 0 ? e!.valueSum / n : fpu;
      const p = worldPriors ? worldPriors[i] : node.priors!.get(a) ?? 1 / legal.length;
      const score = q + this.cPuct * p * sqrt / (1 + n);
      if (score > bestScore) { bestScore = score; best = a; }
    }
    return best;
  }

  private addNoise(node: Node, legal: readonly number[]): void {
    const eps = this.options.rootNoise ?? 0;
    const g = legal.map(() => gamma(0.3, this.rng));
    const sum = g.reduce((x, y) => x + y, 0) || 1;
    legal.forEach((a, i) => node.priors!.set(a, (1 - eps) * (node.priors!.get(a) ?? 0) + eps * g[i] / sum));
  }

  private result(sims: number, seconds: number): SearchResult {
    const legal = [...(this.root.priors?.keys() ?? [])].sort((x, y) => x - y);
    const stats: ActionStats[] = legal.map((a) => {
      const e = this.root.edges.get(a);
      return { action: a, visits: e?.visits ?? 0, prior: this.root.priors!.get(a) ?? 0, value: e && e.visits > 0 ? e.valueSum / e.visits : NaN };
    });
    let best = stats[0];
    for (const s of stats) if (s.visits > best.visits || (s.visits === best.visits && s.value > best.value)) best = s;
    const total = stats.reduce((x, s) => x + s.visits, 0);
    const winChance = total > 0 ? stats.reduce((x, s) => x + (s.visits > 0 ? s.value * s.visits : 0), 0) / total : 0.5;
    return { action: best.action, winChance, stats, simulations: sims, speed: seconds > 0 ? sims / seconds : 0 };
  }
}

/** pairedRoot's state: the candidates left, their summed values over the common worlds, the phase. */
class PairedRoot {
  started = false;
  candidates: number[] = [];
  readonly sum = new Map<number, number>();
  private priors: Map<number, number> = new Map();
  /** Worlds every surviving candidate has been played in. */
  worlds = 0;
  worldsThisPhase = 0;
  perPhase = 1;
  phasesLeft = 1;
  /** The world being played by each candidate in turn, the next candidate to play it, their values so far. */
  world: State | null = null;
  next = 0;
  values: number[] = [];

  constructor(private readonly count: number) {}

  start(priors: Map<number, number>): void {
    this.started = true;
    this.priors = priors;
    this.candidates = [...priors.keys()].sort((x, y) => this.prior(y) - this.prior(x)).slice(0, Math.max(1, this.count));
    for (const a of this.candidates) this.sum.set(a, 0);
    this.phasesLeft = Math.max(1, Math.ceil(Math.log2(this.candidates.length)));
  }

  private prior(a: number): number {
    return this.priors.get(a) ?? 0;
  }

  /** Every candidate has played the world: its values count (a world cut short by the clock does not). */
  worldDone(): void {
    this.candidates.forEach((a, i) => this.sum.set(a, this.sum.get(a)! + this.values[i]));
    this.world = null;
    this.worlds++;
  }

  /** The Gumbel root's score without the noise: log-prior plus the mean value, scaled by the worlds seen. */
  private score(a: number): number {
    const q = this.worlds > 0 ? this.sum.get(a)! / this.worlds : 0;
    return Math.log(Math.max(1e-12, this.prior(a))) + (50 + this.worlds) * q;
  }

  private ranked(): number[] {
    return this.candidates.slice().sort((x, y) => this.score(y) - this.score(x));
  }

  halve(): void {
    this.candidates = this.ranked().slice(0, Math.ceil(this.candidates.length / 2));
    this.phasesLeft = Math.max(1, this.phasesLeft - 1);
    this.worldsThisPhase = 0;
  }

  best(): number {
    return this.ranked()[0];
  }
}

/** Gamma(shape) sample for shape < 1 (Marsaglia-Tsang on shape + 1, then the boost). */
function gamma(shape: number, rng: RngState): number {
  const u01 = () => (nextUint32(rng) + 0.5) / 4294967296;
  const d = shape + 1 - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number, v: number;
    do {
      // Standard normal by Box-Muller.
      x = Math.sqrt(-2 * Math.log(u01())) * Math.cos(2 * Math.PI * u01());
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = u01();
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v * Math.pow(u01(), 1 / shape);
  }
}
