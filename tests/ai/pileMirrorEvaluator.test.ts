// A leaf judged as it is and with its piles swapped: the mean of both, so the judge cannot tell the
// two piles apart any more; its rollouts stay the inner judge's.
import { describe, expect, it } from 'vitest';
import { PHASE, type State, applyInPlace, legalActions, mirrorAction, mirrorPiles, newGame, nextInt, seedRng } from '../../src/engine/index.js';
import { PileMirrorEvaluator } from '../../src/ai/pileMirrorEvaluator.js';
import type { EvalRequest } from '../../src/ai/evaluator.js';
import { NetEvaluator } from '../../src/net/evaluator.js';
import { randomWeights } from '../../src/net/weights.js';
import { levelSearch } from '../../src/ai/mixedEvaluator.js';
import { MAIN_OPTIONS } from '../support/randomGame.js';

/** Positions of random games where a player chooses between actions, one in `every`. */
function positions(count: number, every = 5): State[] {
  const out: State[] = [];
  for (let seed = 1; out.length < count; seed++) {
    const s = newGame(MAIN_OPTIONS, seed);
    const rng = seedRng(seed);
    let step = 0;
    while (s.phase !== PHASE.GAME_OVER && out.length < count) {
      const legal = legalActions(s);
      if (legal.length > 1 && step++ % every === 0) out.push(structuredClone(s));
      applyInPlace(s, legal[nextInt(rng, legal.length)]);
    }
  }
  return out;
}

const request = (s: State): EvalRequest => ({ state: s, player: s.current, legal: legalActions(s) });

describe('pile mirror evaluator', () => {
  const net = new NetEvaluator(randomWeights(7, { biasStd: 0.3 }));
  const judge = new PileMirrorEvaluator(net);
  const states = positions(150);

  it('is the mean of the network on the position and on its mirror', () => {
    for (const s of states.slice(0, 40)) {
      const req = request(s);
      const e = judge.evaluate(req);
      const a = net.evaluate(req);
      const b = net.evaluate({ state: mirrorPiles(s)!, player: s.current, legal: req.legal.map(mirrorAction) });
      expect(e.value).toBeCloseTo((a.value + b.value) / 2, 6);
      for (let i = 0; i < req.legal.length; i++) expect(e.priors[i]).toBeCloseTo((a.priors[i] + b.priors[i]) / 2, 6);
      expect(e.round![0]).toBeCloseTo((a.round![0] + b.round![0]) / 2, 4);
    }
  });

  it('judges a position and its mirror alike, where the network alone does not', () => {
    let netGap = 0, pileActions = 0;
    for (const s of states) {
      const m = mirrorPiles(s)!;
      const req = request(s), mreq = request(m);
      const e = judge.evaluate(req), em = judge.evaluate(mreq);
      expect(em.value).toBeCloseTo(e.value, 5);
      // The mirror's legal actions, in its own order, are the mirrored ones: compare action by action.
      req.legal.forEach((a, i) => {
        expect(em.priors[mreq.legal.indexOf(mirrorAction(a))]).toBeCloseTo(e.priors[i], 5);
        if (mirrorAction(a) !== a) pileActions++;
      });
      netGap = Math.max(netGap, Math.abs(net.evaluate(req).value - net.evaluate(mreq).value));
    }
    expect(pileActions).toBeGreaterThan(50);
    expect(netGap).toBeGreaterThan(1e-3);
  });

  it('judges a Hermit Crab duo in progress once, as the network does', () => {
    const s = states.find((x) => x.piles[0].length > 0 && x.piles[1].length > 0)!;
    const hermit = { ...structuredClone(s), hermit: true };
    const req = request(hermit);
    expect(judge.evaluate(req)).toEqual(net.evaluate(req));
  });

  it('leaves the rollouts to the network, and is off in the levels unless asked for', () => {
    expect(judge.policySequence).toBeDefined();
    const seq = judge.policySequence!(), own = net.policySequence();
    for (const s of states.slice(0, 20)) expect(seq.bestAction(request(s))).toBe(own.bestAction(request(s)));
    expect(levelSearch(net).evaluator.name).not.toContain('mirror');
    expect(levelSearch(net, { pileMirror: true }).evaluator.name).toContain('mirror');
  });
});
