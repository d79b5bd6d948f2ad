// The network levels' judge: the network's priors, and a value mixed with a rollout's.
import { describe, expect, it } from 'vitest';
import { initialKnowledge, legalActions, newGame, publicView, determinize, seedRng } from '../../src/engine/index.js';
import { HIDDEN_BY_NETWORK, MixedEvaluator, OPPONENT_PLAY_BY_NETWORK, PAIRED_ROOT, RACERS_IN_TREE, levelSearch, withRollouts } from '../../src/ai/mixedEvaluator.js';
import { RolloutEvaluator } from '../../src/ai/rolloutEvaluator.js';
import { greedyRollout, networkRollout } from '../../src/ai/rolloutPolicy.js';
import { greedyAction } from '../../src/ai/greedy.js';
import { PHASE, applyInPlace, cloneState } from '../../src/engine/index.js';
import type { EvalRequest, Evaluation, Evaluator } from '../../src/ai/evaluator.js';
import type { RoundResult, State } from '../../src/engine/state.js';

/** A fake network: sure it wins, and prefers the first action. */
class Confident implements Evaluator {
  readonly name = 'confident';
  evaluate({ legal }: EvalRequest): Evaluation {
    const priors = new Float32Array(legal.length).fill(0);
    priors[0] = 1;
    return { value: 1, priors, round: [9, 1] };
  }
}

const request = (): EvalRequest => {
  const s = determinize(initialKnowledge(publicView(newGame({ players: 2, salt: true, pepper: true }, 5), 0)), seedRng(3));
  return { state: s, player: s.current, legal: legalActions(s) };
};

describe('mixed evaluator', () => {
  it('keeps the network\'s priors and mixes the values by the given share (rollouts played by the network)', () => {
    const req = request();
    const rollout = new RolloutEvaluator(networkRollout(new Confident())).evaluate(req).value;
    // On this deal the network's rollout ends elsewhere than the greedy one, so the policy is seen.
    expect(rollout).not.toBeCloseTo(new RolloutEvaluator().evaluate(req).value, 3);
    for (const mix of [0.25, 0.5, 1]) {
      const e = new MixedEvaluator(new Confident(), mix, 'network').evaluate(req);
      expect(e.value).toBeCloseTo((1 - mix) * 1 + mix * rollout, 10);
      expect(Array.from(e.priors)).toEqual(Array.from(new Confident().evaluate(req).priors));
      expect(e.round).toEqual([9, 1]);
    }
  });

  it('is the network alone at share 0, and refuses a share outside 0..1', () => {
    const net = new Confident();
    expect(withRollouts(net, 0)).toBe(net);
    expect(() => new MixedEvaluator(net, 1.5)).toThrow(/between 0 and 1/);
    expect(() => new MixedEvaluator(net, Number.NaN)).toThrow(/between 0 and 1/);
  });

  it('plays greedy rollouts when asked, as the plain search does', () => {
    const req = request();
    const greedy = new RolloutEvaluator().evaluate(req).value;
    expect(new MixedEvaluator(new Confident(), 1, 'greedy').evaluate(req).value).toBeCloseTo(greedy, 10);
  });
});

describe('a rollout\'s end judged at the next round\'s start', () => {
  /** A fake network sure that whoever it is asked about wins 0.9 of the time; it keeps what it saw. */
  class Judge implements Evaluator {
    readonly name = 'judge';
    asked: { round: number; player: number; current: number }[] = [];
    evaluate({ state, player, legal }: EvalRequest): Evaluation {
      this.asked.push({ round: state.round, player, current: state.current });
      return { value: 0.9, priors: new Float32Array(legal.length).fill(1 / legal.length) };
    }
  }

  it('asks the judge once, for the seat to move at the next round\'s start, and turns its value to the asking seat\'s side', () => {
    const req = request();
    const judge = new Judge();
    const e = new RolloutEvaluator(greedyRollout, { nextRoundJudge: judge }).evaluate(req);
    // The same rollout as without a judge (its points), ending a round but not the game.
    const plain = new RolloutEvaluator(greedyRollout).evaluate(req);
    expect(e.round).toEqual(plain.round);
    expect(judge.asked).toHaveLength(1);
    const [asked] = judge.asked;
    expect(asked.round).toBe(req.state.round + 1);
    expect(asked.player).toBe(asked.current);
    expect(e.value).toBeCloseTo(asked.current === req.player ? 0.9 : 0.1, 10);
    expect(e.value).not.toBeCloseTo(plain.value, 3);
  });

  it('is the network\'s value in the levels\' settings when asked for, the score estimate by default', () => {
    const req = request();
    const judge = new Judge();
    const greedyOnly = { rolloutMix: 1, rolloutPolicy: 'greedy' } as const;
    const withJudge = levelSearch(judge, { ...greedyOnly, rolloutEnd: 'network' }).evaluator.evaluate(req).value;
    expect([0.9, 0.1].some((v) => Math.abs(withJudge - v) < 1e-9)).toBe(true);
    expect(levelSearch(judge, greedyOnly).evaluator.evaluate(req).value).toBeCloseTo(new RolloutEvaluator().evaluate(req).value, 10);
  });
});

/** A fake network that prefers the last legal action, and counts the positions it was asked about. */
class PrefersLast implements Evaluator {
  readonly name = 'last';
  calls: State[] = [];
  evaluate({ state, legal }: EvalRequest): Evaluation {
    this.calls.push(state);
    const priors = new Float32Array(legal.length).fill(0.1 / legal.length);
    priors[legal.length - 1] += 0.9;
    return { value: 0.5, priors };
  }
}

describe('rollout policies', () => {
  it('the network rollout takes the network\'s most likely action for the player to move', () => {
    const net = new PrefersLast();
    const { state } = request();
    const legal = legalActions(state);
    expect(networkRollout(net)(state, legal)).toBe(legal[legal.length - 1]);
    expect(net.calls).toHaveLength(1);
  });

  it('with onlyAtPlay the network decides the PLAY step and the greedy policy the rest', () => {
    const net = new PrefersLast();
    const policy = networkRollout(net, true);
    const s = cloneState(request().state);
    let play = 0, other = 0;
    for (let i = 0; i < 300 && s.phase !== PHASE.GAME_OVER; i++) {
      const legal = legalActions(s);
      if (legal.length > 1) {
        const calls = net.calls.length;
        const a = policy(s, legal);
        if (s.phase === PHASE.PLAY) {
          play++;
          expect(a).toBe(legal[legal.length - 1]);
          expect(net.calls.length).toBe(calls + 1);
        } else {
          other++;
          expect(a).toBe(greedyAction(s, legal));
          expect(net.calls.length).toBe(calls);
        }
      }
      applyInPlace(s, legal.length > 1 ? greedyRollout(s, legal) : legal[0]);
    }
    expect(play).toBeGreaterThan(0);
    expect(other).toBeGreaterThan(0);
  });

  it('a rollout asks its policy only where there is a choice, and stops at the end of the round', () => {
    const { state, player, legal } = request();
    const asked: number[] = [];
    const e = new RolloutEvaluator((s, moves) => {
      expect(moves.length).toBeGreaterThan(1);
      expect(s.round).toBe(state.round);
      asked.push(s.phase);
      return greedyAction(s, moves);
    }).evaluate({ state, player, legal });
    expect(asked.length).toBeGreaterThan(0);
    expect(e.value).toBeCloseTo(new RolloutEvaluator().evaluate({ state, player, legal }).value, 10);
  });
});

describe('rollouts per leaf', () => {
  /** Positions a few decisions into the first round, each in a world dealt from seat 0's knowledge. */
  const requests = (): EvalRequest[] => [3, 8, 13, 21, 34].map((seed) => {
    const s = newGame({ players: 2, salt: true, pepper: true }, seed);
    for (let i = 0; i < 4; i++) applyInPlace(s, greedyAction(s, legalActions(s)));
    const w = determinize(initialKnowledge(publicView(s, 0)), seedRng(seed));
    return { state: w, player: w.current, legal: legalActions(w) };
  });

  it('one rollout is the single rollout; more are the mean of the first and rollouts with the deck reshuffled', () => {
    let differs = 0;
    for (const req of requests()) {
      const before = JSON.stringify(req.state);
      const single = new RolloutEvaluator().evaluate(req);
      expect(new RolloutEvaluator(greedyRollout, { rollouts: 1 }).evaluate(req)).toEqual(single);
      const three = new RolloutEvaluator(greedyRollout, { rollouts: 3 }).evaluate(req);
      // Reproducible from the world alone, and the world is left as it was.
      expect(new RolloutEvaluator(greedyRollout, { rollouts: 3 }).evaluate(req)).toEqual(three);
      expect(JSON.stringify(req.state)).toBe(before);
      // The other two rollouts' mean value is a value (0 to 1), and their points are points.
      const others = (3 * three.value - single.value) / 2;
      expect(others).toBeGreaterThanOrEqual(-1e-9);
      expect(others).toBeLessThanOrEqual(1 + 1e-9);
      if (Math.abs(others - single.value) > 1e-9) differs++;
      expect(three.round![0]).toBeGreaterThanOrEqual(0);
    }
    // A reshuffled deck plays out differently on most of these deals.
    expect(differs).toBeGreaterThanOrEqual(3);
  });

  it('the mixed evaluator passes them on and refuses a count that is not a whole number from 1', () => {
    const req = requests()[0];
    const two = new RolloutEvaluator(greedyRollout, { rollouts: 2 }).evaluate(req).value;
    expect(new MixedEvaluator(new Confident(), 1, 'greedy', { rollouts: 2 }).evaluate(req).value).toBeCloseTo(two, 10);
    expect(levelSearch(new Confident(), { rolloutMix: 1, rolloutPolicy: 'greedy', rolloutsPerLeaf: 2 }).evaluator.evaluate(req).value).toBeCloseTo(two, 10);
    expect(() => new MixedEvaluator(new Confident(), 0.5, 'greedy', { rollouts: 0 })).toThrow(/rollouts per leaf must be a whole number from 1, got 0/);
    expect(() => new MixedEvaluator(new Confident(), 0.5, 'greedy', { rollouts: 1.5 })).toThrow(/got 1.5/);
  });
});

describe('the levels\' search settings', () => {
  /** Every decision with a choice of 20 games played by the greedy policy: the position and its legal actions. */
  const eachGreedyDecision = (visit: (s: State, legal: readonly number[]) => void) => {
    for (let seed = 1; seed <= 20; seed++) {
      const s = newGame({ players: 2, salt: true, pepper: true }, seed);
      for (let step = 0; step < 300 && s.phase !== PHASE.GAME_OVER; step++) {
        const legal = legalActions(s);
        if (legal.length > 1) visit(s, legal);
        applyInPlace(s, greedyAction(s, legal));
      }
    }
  };
  /** A fake network that prefers the last legal action, where the greedy policy often takes another. */
  class PrefersLast implements Evaluator {
    readonly name = 'prefers-last';
    calls = 0;
    evaluate({ legal }: EvalRequest): Evaluation {
      this.calls++;
      const priors = new Float32Array(legal.length).fill(0.1 / legal.length);
      priors[legal.length - 1] += 0.9;
      return { value: 0.5, priors };
    }
  }

  it('let the network make the opponent\'s unseen choices when HIDDEN_BY_NETWORK is on, and mix rollouts into the leaves', () => {
    const net = new PrefersLast();
    const level = levelSearch(net);
    expect(level.evaluator).toBeInstanceOf(MixedEvaluator);
    expect(Boolean(level.options.hiddenChoice)).toBe(HIDDEN_BY_NETWORK);
    if (!level.options.hiddenChoice) return;
    // Every KEEP decision of random games: the network's most likely action, from the state as given.
    let checked = 0;
    const choose = level.options.hiddenChoice;
    eachGreedyDecision((s, legal) => {
      if (s.phase !== PHASE.KEEP) return;
      const before = net.calls;
      expect(choose(s, legal)).toBe(legal[legal.length - 1]);
      expect(net.calls).toBe(before + 1);
      checked++;
    });
    expect(checked).toBeGreaterThan(20);
  });
  it('let the network make the opponent\'s PLAY decisions only when asked (OPPONENT_PLAY_BY_NETWORK by default)', () => {
    const net = new PrefersLast();
    expect(Boolean(levelSearch(net).options.opponentModel)).toBe(OPPONENT_PLAY_BY_NETWORK || RACERS_IN_TREE);
    expect(levelSearch(net, { opponentPlayByNetwork: false, racersInTree: false }).options.opponentModel).toBeUndefined();
    const choose = levelSearch(net, { opponentPlayByNetwork: true, racersInTree: false }).options.opponentModel!;
    let checked = 0;
    eachGreedyDecision((s, legal) => {
      if (s.phase !== PHASE.PLAY) {
        expect(choose(s, legal)).toBeUndefined();
        return;
      }
      expect(choose(s, legal)).toBe(legal[legal.length - 1]);
      checked++;
    });
    expect(checked).toBeGreaterThan(20);
  });
  it('compare their root actions on common worlds only when asked (PAIRED_ROOT by default)', () => {
    const net = new PrefersLast();
    expect(levelSearch(net).options.pairedRoot?.candidates ?? 0).toBe(PAIRED_ROOT);
    expect(levelSearch(net, { pairedRoot: 0 }).options.pairedRoot).toBeUndefined();
    expect(levelSearch(net, { pairedRoot: 5 }).options.pairedRoot).toEqual({ candidates: 5 });
  });
  it('play a seat whose record says it races by the greedy policy in that share of the worlds, all its choices', () => {
    const net = new PrefersLast();
    const { hiddenChoice, opponentModel } = levelSearch(net, { racersInTree: true, opponentPlayByNetwork: false, hiddenByNetwork: true }).options;
    const stop = (player: number): RoundResult => ({
      round: 1, ending: 'stop', player, cardPoints: [8, 3], colourBonus: [0, 0], gains: [8, 3], scores: [8, 3], eventTo: -1, nextStarter: 0,
    });
    // The share of decisions of random games' worlds that the model makes greedily, with a record
    // where seat 0 called STOP four rounds running (a racer) or with no record at all.
    const greedyShare = (record: RoundResult[]) => {
      let greedy = 0, decisions = 0;
      for (let seed = 1; seed <= 30; seed++) {
        const s = newGame({ players: 2, salt: true, pepper: true }, seed);
        for (let step = 0; step < 200 && s.phase !== PHASE.GAME_OVER && s.round === 1; step++) {
          const legal = legalActions(s);
          s.results = s.current === 0 ? record : [];
          if (legal.length > 1 && s.current === 0) {
            decisions++;
            const hidden = [PHASE.KEEP, PHASE.CRAB, PHASE.CRAB_RUN, PHASE.LOBSTER, PHASE.SWAP_GIVE, PHASE.SWAP_TAKE].includes(s.phase as never);
            const choice = hidden ? hiddenChoice!(s, legal) : opponentModel!(s, legal);
            // Not greedy: the network's choice at an unseen one, the search (undefined) at a seen one.
            if (choice !== (hidden ? legal[legal.length - 1] : undefined)) {
              expect(choice).toBe(greedyAction(s, legal));
              greedy++;
            }
          }
          s.results = [];
          applyInPlace(s, legal[(step * 7) % legal.length]);
        }
      }
      return { share: greedy / decisions, decisions };
    };
    const racer = greedyShare([stop(0), stop(0), stop(0), stop(0)]);
    expect(racer.decisions).toBeGreaterThan(100);
    // The greedy action sometimes is the other choice too, so the shares are bounds.
    expect(racer.share).toBeGreaterThan(0.85);
    expect(greedyShare([]).share).toBeLessThan(0.35);
  });
});
