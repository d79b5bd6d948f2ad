// Going on with a run from the published folder on a machine without the run folder: the network,
// the report and a state at the report's last iteration; refused, with nothing written, where the
// run exists or the published folder cannot say where the run stood.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { randomWeights, serializeWeights } from '../../src/net/weights.js';
import { continueRunFrom } from '../../src/train/continueRun.js';
import { readState } from '../../src/train/runState.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'ssp-continue-'));
  dirs.push(d);
  return d;
}

const row = (iteration: number, accepted: boolean) => ({
  iteration, games: iteration * 600, samples: iteration * 125_000, wallHours: iteration / 4, lossPolicy: 0.55, lossValue: 0.61,
  lossRound: 0.05, heldOutPolicy: null, heldOutValue: null, gateScore: 0.5, accepted, winVsRandom: 1, winVsEasy: 0.7,
  winVsSearch: 0.6, stopShare: 0.2, lastChanceShare: 0.8, lastChanceWonShare: 0.78, mermaidGameShare: 0.05, meanRounds: 4.9,
});

/** A published folder as `ssp train --publish` leaves it, with the network of `iteration`. */
function published(iteration = 3): string {
  const d = tempDir();
  writeFileSync(path.join(d, 'candidate.ssnn'), serializeWeights(randomWeights(4, { meta: { iteration, run: 'main' } })));
  writeFileSync(path.join(d, 'training-report.json'), JSON.stringify([row(1, true), row(2, false), row(3, true)]));
  writeFileSync(path.join(d, 'training-report.csv'), 'iteration,games\n1,600\n2,1200\n3,1800\n');
  return d;
}

describe('continuing a run from the published folder', () => {
  it('writes the network, the report and a state at the last iteration with the report\'s totals', () => {
    const from = published();
    const run = path.join(tempDir(), 'main');
    expect(continueRunFrom(from, run)).toEqual({ iteration: 3 });
    const state = readState(run);
    expect(state).toMatchObject({ iteration: 3, stage: 'selfplay', gamesInIteration: 0, totalGames: 1800, totalSamples: 375_000, wallSeconds: 0.75 * 3600, accepted: 2 });
    expect(readFileSync(path.join(run, 'weights', 'best.ssnn'))).toEqual(readFileSync(path.join(from, 'candidate.ssnn')));
    expect(readFileSync(path.join(run, 'report.json'), 'utf8')).toBe(readFileSync(path.join(from, 'training-report.json'), 'utf8'));
    expect(readFileSync(path.join(run, 'report.csv'), 'utf8')).toBe(readFileSync(path.join(from, 'training-report.csv'), 'utf8'));
  });

  it('refuses where the run already exists, and changes nothing', () => {
    const from = published();
    const run = tempDir();
    writeFileSync(path.join(run, 'state.json'), '{"version":1,"iteration":9}');
    expect(continueRunFrom(from, run)).toEqual({ error: expect.stringMatching(/already holds a run/) });
    expect(readFileSync(path.join(run, 'state.json'), 'utf8')).toBe('{"version":1,"iteration":9}');
    expect(existsSync(path.join(run, 'weights'))).toBe(false);
  });

  it('refuses a published folder without a readable network or report, naming what is wrong, and writes nothing', () => {
    const cases: [string, (d: string) => void, RegExp][] = [
      ['no network', (d) => rmSync(path.join(d, 'candidate.ssnn')), /candidate\.ssnn is missing/],
      ['a damaged network', (d) => writeFileSync(path.join(d, 'candidate.ssnn'), 'not weights'), /candidate\.ssnn: weights:/],
      ['no report', (d) => rmSync(path.join(d, 'training-report.json')), /training-report\.json is missing/],
      ['a damaged report', (d) => writeFileSync(path.join(d, 'training-report.json'), '[{"iteration":'), /not valid JSON/],
      ['an empty report', (d) => writeFileSync(path.join(d, 'training-report.json'), '[]'), /no iterations/],
      ['a row without totals', (d) => writeFileSync(path.join(d, 'training-report.json'), '[{"iteration":1}]'), /games is not a number/],
    ];
    for (const [what, damage, message] of cases) {
      const from = published();
      damage(from);
      const run = path.join(tempDir(), 'main');
      expect(continueRunFrom(from, run), what).toEqual({ error: expect.stringMatching(message) });
      expect(existsSync(run), what).toBe(false);
    }
  });

  it('refuses a network newer than the report (they would not belong together)', () => {
    const from = published(5);
    const run = path.join(tempDir(), 'main');
    mkdirSync(run);
    expect(continueRunFrom(from, run)).toEqual({ error: expect.stringMatching(/from iteration 5, after the report's last \(3\)/) });
    expect(existsSync(path.join(run, 'state.json'))).toBe(false);
  });
});
