import { describe, expect, it } from 'vitest';
import type { EvalRequest, Evaluation, Evaluator } from '../../src/ai/evaluator.js';
import { DEFAULT_SELF_PLAY, playSelfPlayGame, roundTarget } from '../../src/train/selfplay.js';
import { SPARRING_PARTNERS, sparringAgent } from '../../src/train/sparring.js';
import { RolloutEvaluator } from '../../src/ai/rolloutEvaluator.js';

/** Uniform priors and a fixed value: enough for the search to play legal games quickly. */
const flat: Evaluator = {
  name: 'flat',
  evaluate: ({ legal }: EvalRequest): Evaluation => ({ value: 0.5, priors: new Float32Array(legal.length).fill(1 / legal.length) }),
  evaluateBatch(reqs) { return reqs.map((r) => this.evaluate(r)); },
};

describe('round-bootstrapped value target', () => {
  it('keeps the result when there is no next round or no bootstrap', () => {
    expect(roundTarget(1, 0, undefined, 0.5)).toBe(1);
    expect(roundTarget(0, 1, { seat: 0, winChance: 0.8 }, 0)).toBe(0);
  });

  it("takes the next round's estimate from the seat's side", () => {
    expect(roundTarget(1, 0, { seat: 0, winChance: 0.8 }, 1)).toBeCloseTo(0.8);
    expect(roundTarget(1, 1, { seat: 0, winChance: 0.8 }, 1)).toBeCloseTo(0.2);
    expect(roundTarget(0, 1, { seat: 0, winChance: 0.8 }, 0.5)).toBeCloseTo(0.1);
  });

  it('in a game: the last round keeps the result, earlier rounds move toward the estimates', () => {
    const opts = { ...DEFAULT_SELF_PLAY, fullSimulations: 8, fastSimulations: 4, roundBootstrap: 1 };
    const plain = playSelfPlayGame(flat, 7, { ...opts, roundBootstrap: 0 });
    const boot = playSelfPlayGame(flat, 7, opts);
    // Same seed, same searches: only the targets differ.
    expect(boot.rows.length).toBe(plain.rows.length);
    expect(boot.stats.rounds).toBeGreaterThan(1);
    let differ = 0;
    boot.rows.forEach((r, i) => {
      expect(r.value).toBeGreaterThanOrEqual(0);
      expect(r.value).toBeLessThanOrEqual(1);
      if (Math.abs(r.value - plain.rows[i].value) > 1e-9) differ++;
    });
    expect(differ).toBeGreaterThan(0);
    // The rows of the last round: no next round, the same targets as without bootstrap.
    const last = boot.rows.length - 1;
    expect(boot.rows[last].value).toBeCloseTo(plain.rows[last].value, 9);
  });
});

describe('the value target: the result part and the search estimate, by --result-weight', () => {
  it('is the result alone at 1 and the search estimate alone at 0, the same games either way', () => {
    const opts = { ...DEFAULT_SELF_PLAY, fullSimulations: 8, fastSimulations: 4, roundBootstrap: 0, valueEstimates: 'all' as const };
    const result = playSelfPlayGame(flat, 11, { ...opts, resultWeight: 1 });
    const search = playSelfPlayGame(flat, 11, { ...opts, resultWeight: 0 });
    const mixed = playSelfPlayGame(flat, 11, { ...opts, resultWeight: 0.75 });
    expect(search.rows.length).toBe(result.rows.length);
    // Without bootstrap the result part is the game's result for the row's seat: 0, 1 (or 0.5).
    for (const r of result.rows) expect([0, 0.5, 1]).toContain(r.value);
    // The flat evaluator values every leaf 0.5 (a finished game exactly), so most searches estimate 0.5.
    expect(search.rows.filter((r) => Math.abs(r.value - 0.5) < 1e-3).length).toBeGreaterThan(search.rows.length / 2);
    mixed.rows.forEach((r, i) => expect(r.value).toBeCloseTo(0.75 * result.rows[i].value + 0.25 * search.rows[i].value, 6));
  });
});

describe('the value target with --value-estimates full', () => {
  // Leaves valued by playing the world on: estimates vary, so which ones enter the target shows.
  const judge = new RolloutEvaluator();
  const opts = { ...DEFAULT_SELF_PLAY, fullSimulations: 12, fastSimulations: 4, fullShare: 0.2, roundBootstrap: 0, resultWeight: 0.5 };

  it('gives each round\'s first searched decision a full search (a policy row), and no other when the share is 0', () => {
    for (const seed of [2, 5]) {
      const { rows, stats } = playSelfPlayGame(judge, seed, { ...opts, fullShare: 0 });
      expect(stats.rounds).toBeGreaterThan(1);
      expect(rows.filter((r) => r.policyTarget).length).toBe(stats.rounds);
      expect(rows[0].policyTarget).toBe(true);
      const before = playSelfPlayGame(judge, seed, { ...opts, fullShare: 0, valueEstimates: 'all' });
      expect(before.rows.filter((r) => r.policyTarget).length).toBe(0);
    }
  });

  it('mixes the search estimate into full rows only; fast rows keep the result part alone', () => {
    const result = playSelfPlayGame(judge, 9, { ...opts, resultWeight: 1 });
    const full = playSelfPlayGame(judge, 9, opts);
    expect(full.rows.length).toBe(result.rows.length);
    let fast = 0, mixedFull = 0;
    full.rows.forEach((r, i) => {
      if (!r.policyTarget) {
        fast++;
        expect(r.value).toBe(result.rows[i].value);
      } else if (Math.abs(r.value - result.rows[i].value) > 1e-9) mixedFull++;
    });
    expect(fast).toBeGreaterThan(0);
    expect(mixedFull).toBeGreaterThan(0);
    // With 'all', fast rows move toward their searches' estimates too.
    const all = playSelfPlayGame(judge, 9, { ...opts, valueEstimates: 'all' });
    const allResult = playSelfPlayGame(judge, 9, { ...opts, valueEstimates: 'all', resultWeight: 1 });
    expect(all.rows.some((r, i) => !r.policyTarget && Math.abs(r.value - allResult.rows[i].value) > 1e-9)).toBe(true);
  });
});

describe('sparring games', () => {
  const opts = { ...DEFAULT_SELF_PLAY, fullSimulations: 8, fastSimulations: 4 };

  it('play one seat with a partner and make rows for the network\'s seat only', () => {
    const partners = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      const self = playSelfPlayGame(flat, seed, { ...opts, sparringShare: 0 });
      const spar = playSelfPlayGame(flat, seed, { ...opts, sparringShare: 1 });
      expect(self.stats.sparring).toBeUndefined();
      expect(SPARRING_PARTNERS).toContain(spar.stats.sparring);
      partners.add(spar.stats.sparring!);
      // Every searched decision is a row: the partner's decisions are not searched.
      expect(spar.rows.length).toBe(spar.stats.decisions);
      expect(spar.stats.decisions).toBeGreaterThan(0);
      expect(spar.stats.winner).toBeGreaterThanOrEqual(-2);
    }
    expect(partners.size).toBe(SPARRING_PARTNERS.length);
  });

  it('refuses an unknown partner with a message naming it', () => {
    expect(sparringAgent('grandmaster', 1)).toEqual({ error: 'unknown sparring partner "grandmaster" (easy, or search:N with N simulations)' });
    expect('act' in (sparringAgent('search:16', 1) as object)).toBe(true);
  });
});

describe('the opponent\'s unseen choices in self-play', () => {
  it('are made by the policy the levels pass (as in Hard\'s search), with the world\'s legal actions', () => {
    const opts = { ...DEFAULT_SELF_PLAY, fullSimulations: 8, fastSimulations: 4 };
    let asked = 0;
    const hiddenChoice = (_world: unknown, legal: readonly number[]): number => {
      expect(legal.length).toBeGreaterThan(1);
      asked++;
      return legal[legal.length - 1];
    };
    // Leaves valued by playing the world on, so the opponent's choices show in the values.
    const judge = new RolloutEvaluator();
    const plain = playSelfPlayGame(judge, 3, opts);
    const modelled = playSelfPlayGame(judge, 3, opts, { hiddenChoice });
    expect(asked).toBeGreaterThan(0);
    // Same deal and seeds: a different model of the opponent changes what the searches see.
    const visits = (r: typeof plain) => r.rows.map((row) => Array.from(row.policy).join(',')).join(';');
    expect(visits(modelled)).not.toBe(visits(plain));
  });

  it('are the network\'s by default, as in the levels', () => {
    expect(DEFAULT_SELF_PLAY.hiddenByNetwork).toBe(true);
  });
});
