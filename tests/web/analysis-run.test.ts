// The worker's analysis loop: steps with a pause between them (where a Stop is read), progress after
// each step, and the same analysis as one run when it is not stopped.
import { describe, expect, it } from 'vitest';
import { PHASE, initialKnowledge, publicView } from '../../src/engine/index.js';
import { analyzeDecision, stepwiseAnalysis } from '../../src/ai/analysis.js';
import type { EvalRequest, Evaluation, Evaluator } from '../../src/ai/evaluator.js';
import { nextTurn, runStepwise } from '../../src/web/ai/analysisRun.js';
import { scenario } from '../support/scenario.js';

/** Prefers the first legal action a little, and values every position at 0.5. */
class Leaning implements Evaluator {
  readonly name = 'leaning';
  evaluate({ legal }: EvalRequest): Evaluation {
    const priors = new Float32Array(legal.length).fill(1 / (legal.length + 1));
    priors[0] += 1 / (legal.length + 1);
    return { value: 0.5, priors };
  }
}

const knowledge = () => initialKnowledge(publicView(scenario({
  phase: PHASE.PLAY, current: 0, scores: [20, 22],
  hands: [['crab:darkBlue', 'crab:lightBlue', 'fish:black', 'fish:darkBlue', 'shell:green'], ['shell:black', 'boat:yellow']],
  piles: [['octopus:green'], ['boat:black']],
}), 0));

describe('the worker\'s analysis loop', () => {
  it('stepped with pauses, gives exactly the one-run analysis and reports progress after each step', async () => {
    const k = knowledge();
    const whole = analyzeDecision(k, new Leaning(), 'hard', 5);
    const seen: number[] = [];
    let pauses = 0;
    const r = await runStepwise(stepwiseAnalysis(k, new Leaning(), 'hard', 5), {
      chunk: 50,
      pause: () => { pauses++; return nextTurn(); },
      stopped: () => false,
      progress: (a) => seen.push(a.simulations),
    });
    expect(r.complete).toBe(true);
    expect(r.analysis).toEqual(whole);
    expect(seen).toEqual([50, 100, 150, 200, 250, 300, 350, 400]);
    expect(pauses).toBe(8);
  });

  it('stops between two steps when told to during a pause, with the partial analysis', async () => {
    const k = knowledge();
    let stop = false;
    let steps = 0;
    const r = await runStepwise(stepwiseAnalysis(k, new Leaning(), 'hard', 5), {
      chunk: 30,
      // The Stop arrives while the loop waits (as a worker message would).
      pause: async () => { steps++; if (steps === 3) stop = true; await nextTurn(); },
      stopped: () => stop,
      progress: () => {},
    });
    expect(r.complete).toBe(false);
    expect(r.analysis.simulations).toBe(90);
    expect(r.analysis.options.length).toBeGreaterThan(1);
  });
});
