// A weight file may hold several networks back to back (an ensemble); the levels load it as one judge.
import { describe, expect, it } from 'vitest';
import { parseWeightSet, parseWeights, randomWeights, serializeWeightSet, serializeWeights } from '../../src/net/weights.js';
import { evaluatorFromModelFile } from '../../src/ai/modelFile.js';
import { EnsembleEvaluator } from '../../src/ai/ensembleEvaluator.js';
import { NetEvaluator } from '../../src/net/evaluator.js';
import { determinize, initialKnowledge, legalActions, newGame, publicView, seedRng } from '../../src/engine/index.js';

const nets = [randomWeights(1, { meta: { iteration: 7 } }), randomWeights(2, { meta: { iteration: 8 } })];

describe('weight sets', () => {
  it('reads back each network of a set, and a single file as a set of one', () => {
    const set = parseWeightSet(serializeWeightSet(nets));
    if ('error' in set) throw new Error(set.error);
    expect(set.map((w) => w.header.iteration)).toEqual([7, 8]);
    expect(Array.from(set[1].W2.subarray(0, 50))).toEqual(Array.from(nets[1].W2.subarray(0, 50)));
    const one = parseWeightSet(serializeWeights(nets[0]));
    if ('error' in one) throw new Error(one.error);
    expect(one).toHaveLength(1);
  });

  it('refuses a set where one network needs one, and a set whose later network is damaged, naming it', () => {
    const bytes = serializeWeightSet(nets);
    const single = parseWeights(bytes);
    expect('error' in single && single.error).toMatch(/holds several networks/);
    const cut = parseWeightSet(bytes.subarray(0, bytes.length - 8));
    expect('error' in cut && cut.error).toMatch(/truncated.*network 2 of the file/);
    const junk = new Uint8Array(serializeWeights(nets[0]).length + 3);
    junk.set(serializeWeights(nets[0]));
    const tail = parseWeightSet(junk);
    expect('error' in tail && tail.error).toMatch(/network 2 of the file/);
    expect(() => serializeWeightSet([])).toThrow(/at least one network/);
  });

  it('makes one network\'s evaluator of a single file, and the ensemble of a set', () => {
    const s = determinize(initialKnowledge(publicView(newGame({ players: 2, salt: true, pepper: true }, 9), 0)), seedRng(4));
    const req = { state: s, player: s.current, legal: legalActions(s) };
    const single = evaluatorFromModelFile(serializeWeights(nets[0]));
    expect(single).toBeInstanceOf(NetEvaluator);
    const both = evaluatorFromModelFile(serializeWeightSet(nets));
    expect(both).toBeInstanceOf(EnsembleEvaluator);
    if ('error' in both) throw new Error(both.error);
    const a = new NetEvaluator(nets[0]).evaluate(req), b = new NetEvaluator(nets[1]).evaluate(req);
    const e = both.evaluate(req);
    expect(e.value).toBeCloseTo((a.value + b.value) / 2, 5);
    for (let i = 0; i < req.legal.length; i++) expect(e.priors[i]).toBeCloseTo((a.priors[i] + b.priors[i]) / 2, 5);
    const bad = evaluatorFromModelFile(new Uint8Array(3));
    expect('error' in bad && bad.error).toMatch(/too short/);
  });
});
