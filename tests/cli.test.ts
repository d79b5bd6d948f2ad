// The `ssp` command line, run as a user runs it: `node bin/ssp.js ...` over the compiled CLI
// (built once here, so the test never runs a stale dist/).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOLDEN_DIR } from './support/golden.js';
import { countRows } from '../src/train/dataset.js';
import { parseWeights, parseWeightSet, randomWeights, serializeWeights } from '../src/net/weights.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
let tmp = '';

beforeAll(() => {
  execFileSync(process.execPath, [TSC, '-p', join(ROOT, 'tsconfig.build.json')], { cwd: ROOT, stdio: 'pipe' });
  tmp = mkdtempSync(join(tmpdir(), 'ssp-cli-'));
}, 120_000);
afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}
function ssp(args: string[], input = ''): Run {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'ssp.js'), ...args], { cwd: ROOT, input, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const json = (r: Run) => JSON.parse(r.stdout);
/** A usage or input error: status 2, one line on stderr naming the problem, nothing on stdout. */
function refused(r: Run, message: RegExp) {
  expect(r.status).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(r.stderr).toMatch(message);
}

describe('ssp', () => {
  it('--help lists the commands; each command has its own help', () => {
    const r = ssp(['--help']);
    expect(r.status).toBe(0);
    for (const c of ['score', 'play', 'replay', 'bench', 'demo', 'arena', 'compare', 'average', 'train']) expect(r.stdout).toContain(`  ${c}`);
    for (const c of ['score', 'play', 'replay', 'bench', 'demo', 'arena', 'compare', 'average', 'train']) {
      const h = ssp([c, '--help']);
      expect(h.status).toBe(0);
      expect(h.stdout).toMatch(new RegExp(`^ssp ${c}: `));
      expect(ssp(['help', c]).stdout).toBe(h.stdout);
    }
  });

  it('no command prints the help with status 2; an unknown command is named', () => {
    const r = ssp([]);
    expect(r.status).toBe(2);
    expect(r.stdout).toContain('usage: ssp COMMAND');
    refused(ssp(['plya']), /^ssp: unknown command "plya" \(commands: score, play, replay, bench, demo/);
    refused(ssp(['help', 'plya']), /unknown command "plya"/);
  });
});

describe('ssp score', () => {
  it('scores the example of the issue', () => {
    const r = ssp(['score', '{"hand": ["mermaid:white", "shell:darkBlue"], "table": [["crab:darkBlue", "crab:black"]], "events": ["kraken"]}']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(json(r)).toEqual({
      cardPoints: 3, colourBonus: 2,
      breakdown: { duos: 1, starfish: 0, shell: 0, octopus: 0, penguin: 0, sailor: 0, seahorse: 0, multipliers: 0, mermaids: 2 },
    });
  });

  it('every golden score case through stdin: one result line each, in order', () => {
    const cases: { input: unknown; cardPoints: number; colourBonus: number }[] = JSON.parse(readFileSync(GOLDEN_DIR + 'score-cases.json', 'utf8'));
    const r = ssp(['score'], cases.map((c) => JSON.stringify(c.input)).join('\n') + '\n');
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.cardPoints, l.colourBonus])).toEqual(cases.map((c) => [c.cardPoints, c.colourBonus]));
  });

  const bad: [string, string, RegExp][] = [
    ['malformed JSON', '{"hand": [', /^ssp score: malformed JSON: /],
    ['not an object', '[1, 2]', /^ssp score: expected a JSON object/],
    ['unknown card', '{"hand": ["dragon:white"]}', /^ssp score: hand: unknown card "dragon" in "dragon:white"/],
    ['unknown colour', '{"hand": ["crab:red"]}', /^ssp score: hand: unknown colour "red" in "crab:red"/],
    ['a colour that card never has', '{"hand": ["mermaid:darkBlue"]}', /^ssp score: hand: there is no darkBlue mermaid in the deck/],
    ['not code:colour', '{"hand": ["mermaid"]}', /^ssp score: hand: "mermaid" is not a card/],
    ['more copies than the deck holds', '{"hand": ["lobster:black"], "table": [["crab:black", "lobster:black"]]}', /^ssp score: table group 1: more lobster:black than the deck holds \(1\)/],
    ['a table group that is no duo', '{"table": [["crab:darkBlue", "boat:black"]]}', /^ssp score: table group 1: \[crab:darkBlue, boat:black\] is not a valid duo/],
    ['two swimmers without the Water Rodeo', '{"table": [["swimmer:black", "swimmer:yellow"]]}', /^ssp score: table group 1: .* is a duo only under the Water Rodeo event/],
    ['a trio without a Starfish', '{"table": [["crab:darkBlue", "crab:black", "crab:yellow"]]}', /^ssp score: table group 1: a trio is a duo plus exactly one Starfish/],
    ['unknown event', '{"events": ["volcano"]}', /^ssp score: unknown event "volcano"/],
    ['unknown field', '{"hand": [], "score": 3}', /^ssp score: unknown field "score"/],
  ];
  for (const [what, input, message] of bad) {
    it(`refuses ${what} with status 2`, () => refused(ssp(['score', input]), message));
  }

  it('the same table group is valid under the Water Rodeo (and scores 1)', () => {
    const r = ssp(['score', '{"table": [["swimmer:black", "swimmer:yellow"]], "events": ["waterRodeo"]}']);
    expect(r.status).toBe(0);
    expect(json(r).cardPoints).toBe(1);
  });

  it('on stdin a bad line gets an error line in its place, the others are scored, status 2', () => {
    const input = [
      '{"hand": ["shell:darkBlue", "shell:black"]}',
      '{"hand": [',
      '',
      '{"hand": ["crab:pink"]}',
      '{"hand": ["octopus:grey", "octopus:green", "octopus:yellow"], "events": ["kraken"]}',
    ].join('\n');
    const r = ssp(['score'], input);
    expect(r.status).toBe(2);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect([lines[0].cardPoints, lines[0].colourBonus]).toEqual([2, 1]);
    expect(lines[1].error).toMatch(/^malformed JSON: /);
    expect(lines[2]).toEqual({ error: 'hand: there is no pink crab in the deck ("crab:pink")' });
    expect(lines[3].cardPoints).toBe(3);
  });

  it('refuses two arguments', () => refused(ssp(['score', '{}', '{}']), /^ssp score: too many arguments/));
});

describe('ssp play', () => {
  const timing = (o: Record<string, unknown>) => {
    const { seconds, actionsPerSecond, ...rest } = o;
    expect(typeof seconds).toBe('number');
    expect(typeof actionsPerSecond).toBe('number');
    return rest;
  };

  it('summarises bot games; the same seed gives the same output apart from timing', () => {
    const a = json(ssp(['play', '--a', 'random', '--b', 'random', '--games', '40', '--seed', '9']));
    const b = json(ssp(['play', '--games=40', '--seed=9']));
    expect(timing(a)).toEqual(timing(b));
    expect(a.games).toBe(40);
    expect(Object.keys(a.wins)).toEqual(['random#a', 'random#b']);
    expect(a.wins['random#a'] + a.wins['random#b'] + a.draws).toBe(40);
    expect(Object.keys(a.endings).sort()).toEqual(['emptyDeck', 'lastChanceLost', 'lastChanceWon', 'mermaids', 'stop']);
    const rounds = Object.values(a.endings as Record<string, number>).reduce((x, y) => x + y, 0);
    expect(a.meanRounds).toBeCloseTo(rounds / 40, 2);
    const c = json(ssp(['play', '--games', '40', '--seed', '10']));
    expect(timing(c)).not.toEqual(timing(a));
  });

  it('plays other option sets', () => {
    for (const args of [['--expansions', 'none'], ['--expansions', 'salt'], ['--expansions', 'pepper'], ['--players', '3'], ['--players', '4', '--expansions', 'none']]) {
      const r = ssp(['play', '--games', '5', ...args]);
      expect(r.status).toBe(0);
      expect(json(r).games).toBe(5);
    }
    expect(json(ssp(['play', '--games', '2', '--players', '3'])).options).toEqual({ players: 3, salt: false, pepper: false });
  });

  it('--record writes replayable records; ssp replay checks them and finds a changed one', () => {
    const file = join(tmp, 'games.jsonl');
    const r = ssp(['play', '--games', '25', '--seed', '4', '--record', file]);
    expect(r.status).toBe(0);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(25);
    const first = JSON.parse(lines[0]);
    expect(first).toMatchObject({ format: 'ssp-record', version: 1, options: { players: 2, salt: true, pepper: true } });
    expect(first.result.rounds).toBeGreaterThan(0);

    const ok = ssp(['replay', file]);
    expect(ok.status).toBe(0);
    expect(json(ok)).toEqual({ records: 25, ok: 25, withoutResult: 0, failed: [] });

    const changed = JSON.parse(lines[2]);
    changed.result.scores[0] += 1;
    const broken = [lines[0], lines[1], JSON.stringify(changed), '{"format": "ssp-record"', ...lines.slice(3)];
    const bad = join(tmp, 'broken.jsonl');
    writeFileSync(bad, broken.join('\n') + '\n');
    const out = ssp(['replay', bad]);
    expect(out.status).toBe(1);
    const summary = json(out);
    expect([summary.records, summary.ok]).toEqual([26, 24]);
    expect(summary.failed.map((f: { line: number }) => f.line)).toEqual([3, 4]);
    expect(summary.failed[0].error).toMatch(/^result.scores is /);
    expect(summary.failed[1].error).toMatch(/^malformed JSON/);

    expect(json(ssp(['replay', '-'], lines.slice(0, 3).join('\n'))).ok).toBe(3);
  });

  it('ssp replay: an unreadable file is status 2', () => {
    refused(ssp(['replay', join(tmp, 'nothing-here.jsonl')]), /^ssp replay: cannot read .*nothing-here.jsonl/);
    refused(ssp(['replay']), /^ssp replay: missing argument/);
  });

  const badFlags: [string[], RegExp][] = [
    [['--gmes', '3'], /^ssp play: unknown flag --gmes; did you mean --games\?/],
    [['--games'], /^ssp play: --games needs a value/],
    [['--games', 'many'], /^ssp play: --games must be an integer from 1 to 100000000, got "many"/],
    [['--games', '0'], /^ssp play: --games must be an integer from 1/],
    [['--seed', '-4'], /^ssp play: --seed must be an integer from 0 to 4294967295, got "-4"/],
    [['--games', '2', '--games', '3'], /^ssp play: --games is given twice/],
    [['--players', '5'], /^ssp play: --players must be an integer from 2 to 4, got "5"/],
    [['--expansions', 'salt,salt'], /^ssp play: --expansions must be salt,pepper, salt, pepper or none, got "salt,salt"/],
    [['--players', '3', '--expansions', 'salt'], /^ssp play: 3 and 4 players are supported with the base game only/],
    [['--a', 'genius'], /^ssp play: unknown agent "genius" \(agents: random, easy, search, medium, hard, expert\)/],
    [['extra'], /^ssp play: unexpected argument "extra"/],
    [['-g', '3'], /^ssp play: unknown flag -g/],
    [['--record', '/nonexistent-dir/x.jsonl', '--games', '1'], /^ssp play: cannot write --record \/nonexistent-dir\/x.jsonl/],
  ];
  for (const [args, message] of badFlags) {
    it(`refuses ${args.join(' ')}`, () => refused(ssp(['play', ...args]), message));
  }
});

describe('ssp demo and ssp bench', () => {
  it('demo tells one game, the same for the same seed', () => {
    const r = ssp(['demo', '--seed', '5']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Round 1: Bot ');
    expect(r.stdout).toMatch(/(Bot [AB] wins|A draw)/);
    expect(ssp(['demo', '--seed', '5']).stdout).toBe(r.stdout);
  });

  it('bench prints the figures it measured and a deterministic signature', () => {
    const r = ssp(['bench', '--seconds', '1']);
    expect(r.status).toBe(0);
    const b = json(r);
    expect(b.figures.map((f: { name: string }) => f.name)).toContain('randomPlay.actionsPerSecond');
    for (const f of b.figures) {
      expect(Object.keys(f).sort()).toEqual(['name', 'unit', 'value', 'what']);
      expect(f.value).toBeGreaterThan(0);
    }
    expect(b.signature).toMatchObject({ games: 200, seed: 1 });
    refused(ssp(['bench', '--only', 'nothing']), /^ssp bench: unknown benchmark "nothing" \(benchmarks: randomPlay, determinize, search\)/);
  });
});

describe('ssp train refuses bad settings before it starts', () => {
  const badFlags: [string[], RegExp][] = [
    [['--lr', 'fast'], /^ssp train: --lr must be a number above 0 and at most 1, got "fast"/],
    [['--lr', '0'], /^ssp train: --lr must be a number above 0/],
    [['--gate', '1.5'], /^ssp train: --gate must be a number from 0 to 1, got "1.5"/],
    [['--round-bootstrap', '-0.1'], /^ssp train: --round-bootstrap must be a number from 0 to 1, got "-0.1"/],
    [['--rollout-mix', 'half'], /^ssp train: --rollout-mix must be a number from 0 to 1, got "half"/],
    [['--sparring', '2'], /^ssp train: --sparring must be a number from 0 to 1, got "2"/],
    [['--full-share', '1.2'], /^ssp train: --full-share must be a number from 0 to 1, got "1.2"/],
    [['--hidden-choice', 'oracle'], /^ssp train: --hidden-choice must be network or greedy, got "oracle"/],
    [['--continue-from', join(tmpdir(), 'ssp-no-such-folder')], /^ssp train: --continue-from: .*candidate\.ssnn is missing: nothing to go on from/],
  ];
  for (const [args, message] of badFlags) {
    it(`refuses ${args.join(' ')}`, () => refused(ssp(['train', '--run', join(tmp, 'never'), ...args]), message));
  }
});

describe('ssp train', () => {
  it('counts every self-play game once, including those played ahead during training, and loses no row', () => {
    const run = join(tmp, 'run');
    const published = join(tmp, 'published');
    const args = [join(ROOT, 'bin', 'ssp.js'), 'train', '--run', run, '--iterations', '1', '--games', '6', '--steps', '5', '--workers', '2', '--full-share', '0.5', '--publish', published];
    // Two invocations of one iteration each: the second resumes the run where the first stopped.
    for (let invocation = 0; invocation < 2; invocation++) {
      const r = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', timeout: 240_000 });
      expect(r.status, r.stderr).toBe(0);
    }
    const state = JSON.parse(readFileSync(join(run, 'state.json'), 'utf8'));
    expect(state).toMatchObject({ iteration: 2, stage: 'selfplay', gamesAhead: 0 });
    const games = readFileSync(join(run, 'selfplay-stats.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    const of = (it: number) => games.filter((g) => g.iteration === it);
    expect(of(1)).toHaveLength(6);
    expect(of(2)).toHaveLength(6);
    // Iteration 3's games played while iteration 2 trained are already counted as its first ones.
    expect(of(3)).toHaveLength(state.gamesInIteration);
    expect(games).toHaveLength(state.totalGames);
    // One row per searched decision, all of them on disk.
    const decisions = games.reduce((n, g) => n + g.decisions, 0);
    expect(state.totalSamples).toBe(decisions);
    expect(countRows(join(run, 'data'))).toBe(decisions);
    const report = JSON.parse(readFileSync(join(run, 'report.json'), 'utf8'));
    expect(report.map((r: { iteration: number }) => r.iteration)).toEqual([1, 2]);
    // Iteration 1's row counts its 6 games and those of iteration 2 already played ahead.
    expect(report[0].games).toBeGreaterThanOrEqual(6);
    expect(report[0].games).toBeLessThanOrEqual(12);
    expect(report[1].games).toBe(state.totalGames);
    // Iteration 2 measured iteration 1's network on its new rows; iteration 1 had no earlier network.
    expect(report[0].heldOutValue).toBeNull();
    expect(report[1].heldOutValue).toBeGreaterThan(0);
    expect(report[1].heldOutPolicy).toBeGreaterThan(0);
    const csv = readFileSync(join(run, 'report.csv'), 'utf8').trim().split('\n').map((l) => l.split(','));
    const column = csv[0].indexOf('heldOutValue');
    expect(csv[1][column]).toBe('');
    expect(Number(csv[2][column])).toBe(report[1].heldOutValue);
    // Published: the best network as the candidate and the report; never the shipped network.
    expect(readFileSync(join(published, 'candidate.ssnn'))).toEqual(readFileSync(join(run, 'weights', 'best.ssnn')));
    expect(readFileSync(join(published, 'training-report.json'), 'utf8')).toBe(readFileSync(join(run, 'report.json'), 'utf8'));
    expect(existsSync(join(published, 'current.ssnn'))).toBe(false);
  }, 300_000);
});

describe('ssp arena', () => {
  it('plays paired games and prints the figures as JSON', () => {
    const r = ssp(['arena', '--a', 'net-a:8', '--b', 'random', '--games', '4', '--seed', '3', '--workers', '1', '--opponent-greedy', '0.5', '--racers', '--hidden-choice', 'greedy', '--rollouts', '2', '--opponent-play', 'network', '--racers-in-tree', '--paired-root', '3', '--c-puct', '0.75', '--ensemble-rollouts', 'rotate', '--opponent-priors', 'world', '--pile-mirror']);
    expect(r.status, r.stderr).toBe(0);
    const a = json(r);
    expect(a.games).toBe(4);
    // The plain search comparing its root actions on common worlds is an agent of its own.
    const plain = ssp(['arena', '--a', 'search-paired:8', '--b', 'easy', '--games', '2', '--seed', '3', '--workers', '1']);
    expect(plain.status, plain.stderr).toBe(0);
    expect(json(plain).agents.a).toBe('search-paired:8');
    // So is the network's most likely action without a search.
    const policy = ssp(['arena', '--a', 'policy-a', '--b', 'random', '--games', '2', '--seed', '3', '--workers', '1']);
    expect(policy.status, policy.stderr).toBe(0);
    expect(json(policy).games).toBe(2);
    expect(a.winRateA).toBeGreaterThanOrEqual(0);
    expect(a.winRateA).toBeLessThanOrEqual(1);
    expect(a.ci95[0]).toBeLessThanOrEqual(a.winRateA);
    expect(a.ci95[1]).toBeGreaterThanOrEqual(a.winRateA);
  });
  it('plays the same deals with other random draws under --agent-seed, and the same games when it is the deals\' seed', () => {
    const run = (file: string, extra: string[]) => {
      const r = ssp(['arena', '--a', 'random', '--b', 'random', '--games', '6', '--seed', '5', '--workers', '1', '--results', join(tmp, file), ...extra]);
      expect(r.status, r.stderr).toBe(0);
      return readFileSync(join(tmp, file), 'utf8').trim().split('\n');
    };
    const plain = run('agents-plain.jsonl', []), same = run('agents-same.jsonl', ['--agent-seed', '5']), other = run('agents-other.jsonl', ['--agent-seed', '77']);
    expect(same).toEqual(plain);
    const deals = (lines: string[]) => lines.map((l) => JSON.parse(l)).map((g) => `${g.deal}/${g.aSeat}`);
    expect(deals(other)).toEqual(deals(plain));
    expect(other).not.toEqual(plain);
  });

  it('writes each game for ssp compare, which pairs two matches over the same deals', () => {
    const first = join(tmp, 'first.jsonl'), second = join(tmp, 'second.jsonl');
    const a = ssp(['arena', '--a', 'easy', '--b', 'random', '--games', '6', '--seed', '5', '--workers', '1', '--results', first]);
    expect(a.status, a.stderr).toBe(0);
    const lines = readFileSync(first, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(6);
    expect(lines.map((l) => l.aSeat)).toEqual([0, 1, 0, 1, 0, 1]);
    expect(lines.reduce((s, l) => s + l.scoreA, 0) / 6).toBeCloseTo(json(a).winRateA, 3);
    // Not on a terminal, the match reports where it is on stderr; its last line has the final score.
    expect(a.stderr).toMatch(new RegExp(`^6/6 games in \\d+ s, A's score so far ${json(a).winRateA}$`, 'm'));
    writeFileSync(second, 'an older match\n');
    const b = ssp(['arena', '--a', 'random', '--b', 'random', '--games', '6', '--seed', '5', '--workers', '2', '--results', second]);
    expect(b.status, b.stderr).toBe(0);
    // The file is this match's alone, in the order of the deals although two workers played them.
    const bLines = readFileSync(second, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(bLines.map((l) => `${l.deal}/${l.aSeat}`)).toEqual(lines.map((l) => `${l.deal}/${l.aSeat}`));
    const c = ssp(['compare', first, second]);
    expect(c.status, c.stderr).toBe(0);
    const r = json(c);
    expect(r.games).toBe(6);
    expect(r.difference).toBeCloseTo(r.meanFirst - r.meanSecond, 3);
    expect(r.ci95[0]).toBeLessThanOrEqual(r.difference);
    expect(r.ci95[1]).toBeGreaterThanOrEqual(r.difference);
    writeFileSync(join(tmp, 'bad.jsonl'), '{"deal": 1, "aSeat": 0, "scoreA": 1}\nnot json\n');
    refused(ssp(['compare', first, join(tmp, 'bad.jsonl')]), /^ssp compare: .*bad\.jsonl line 2 is not JSON/);
    refused(ssp(['compare', first, join(tmp, 'missing.jsonl')]), /^ssp compare: cannot read .*missing\.jsonl: ENOENT/);
    refused(ssp(['compare', first]), /^ssp compare: /);
  }, 60_000);
  it('resumes a stopped match from its results file: its finished games kept, the others played, the figures of all', () => {
    const whole = join(tmp, 'whole.jsonl'), stopped = join(tmp, 'stopped.jsonl');
    const full = ssp(['arena', '--a', 'easy', '--b', 'random', '--games', '8', '--seed', '6', '--workers', '1', '--results', whole]);
    expect(full.status, full.stderr).toBe(0);
    const wholeLines = readFileSync(whole, 'utf8').split('\n').filter((l) => l);
    // Stopped after three games, while writing the fourth.
    writeFileSync(stopped, wholeLines.slice(0, 3).join('\n') + '\n' + wholeLines[3].slice(0, 15));
    const r = ssp(['arena', '--a', 'easy', '--b', 'random', '--games', '8', '--seed', '6', '--workers', '2', '--results', stopped, '--resume']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/resuming from .*stopped\.jsonl: 3 of 8 games finished \(its last line, cut short/);
    const lines = readFileSync(stopped, 'utf8').split('\n').filter((l) => l);
    // The finished games kept as they were; every game of the match once, in the order of the deals.
    expect(lines.slice(0, 3)).toEqual(wholeLines.slice(0, 3));
    expect(lines.map((l) => { const g = JSON.parse(l); return `${g.deal}/${g.aSeat}`; })).toEqual(wholeLines.map((l) => { const g = JSON.parse(l); return `${g.deal}/${g.aSeat}`; }));
    const report = json(r);
    expect(report.games).toBe(8);
    expect(report.winRateA).toBeCloseTo(lines.reduce((s, l) => s + JSON.parse(l).scoreA, 0) / 8, 3);
    expect(report.meanRounds).toBeCloseTo(lines.reduce((s, l) => s + JSON.parse(l).rounds, 0) / 8, 3);
    // Resuming a finished match plays nothing and prints the same figures.
    const again = ssp(['arena', '--a', 'easy', '--b', 'random', '--games', '8', '--seed', '6', '--workers', '1', '--results', stopped, '--resume']);
    expect(again.status, again.stderr).toBe(0);
    expect({ ...json(again), seconds: 0 }).toEqual({ ...report, seconds: 0 });
    // A missing file starts the match.
    const fresh = ssp(['arena', '--a', 'easy', '--b', 'random', '--games', '2', '--seed', '6', '--workers', '1', '--results', join(tmp, 'new.jsonl'), '--resume']);
    expect(fresh.status, fresh.stderr).toBe(0);
    expect(json(fresh).games).toBe(2);
    // Another match's file, or one that is not a results file, is refused and left as it was.
    const before = readFileSync(stopped, 'utf8');
    refused(ssp(['arena', '--a', 'easy', '--b', 'random', '--games', '8', '--seed', '7', '--workers', '1', '--results', stopped, '--resume']), /^ssp arena: cannot resume from .*stopped\.jsonl: it holds a game of deal \d+, which is not one of this match's 4 deals \(--seed 7 --games 8\)/);
    expect(readFileSync(stopped, 'utf8')).toBe(before);
    writeFileSync(join(tmp, 'old.jsonl'), '{"deal": 1, "aSeat": 0, "scoreA": 1}\n');
    refused(ssp(['arena', '--a', 'easy', '--b', 'random', '--results', join(tmp, 'old.jsonl'), '--resume']), /^ssp arena: cannot resume from .*old\.jsonl: .*line 1 is not a finished game of ssp arena/);
    expect(readFileSync(join(tmp, 'old.jsonl'), 'utf8')).toBe('{"deal": 1, "aSeat": 0, "scoreA": 1}\n');
    refused(ssp(['arena', '--a', 'easy', '--b', 'random', '--resume']), /^ssp arena: --resume goes on from a --results FILE/);
  }, 60_000);
  it('averages networks into a weight file, and refuses inputs that are not weight files', () => {
    const first = join(tmp, 'first.ssnn'), second = join(tmp, 'second.ssnn'), mean = join(tmp, 'mean.ssnn');
    writeFileSync(first, serializeWeights(randomWeights(1, { meta: { iteration: 3 } })));
    writeFileSync(second, serializeWeights(randomWeights(2, { meta: { iteration: 4 } })));
    const r = ssp(['average', '--out', mean, first, second]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/the mean of 2 networks \(iterations 3, 4\)/);
    const back = parseWeights(readFileSync(mean));
    if ('error' in back) throw new Error(back.error);
    expect(back.header.averageOf).toEqual([3, 4]);
    // --ensemble keeps them apart in one file.
    const both = join(tmp, 'both.ssnn');
    const e = ssp(['average', '--ensemble', '--out', both, first, second]);
    expect(e.status, e.stderr).toBe(0);
    expect(e.stdout).toMatch(/an ensemble of 2 networks \(iterations 3, 4\)/);
    const set = parseWeightSet(readFileSync(both));
    if ('error' in set) throw new Error(set.error);
    expect(set.map((w) => w.header.iteration)).toEqual([3, 4]);
    writeFileSync(join(tmp, 'not.ssnn'), 'hello');
    refused(ssp(['average', '--out', join(tmp, 'x.ssnn'), first, join(tmp, 'not.ssnn')]), /^ssp average: .*not\.ssnn: weights: /);
    refused(ssp(['average', first, second]), /^ssp average: --out FILE is required/);
    refused(ssp(['average', '--out', join(tmp, 'x.ssnn'), first]), /^ssp average: missing argument/);
    expect(existsSync(join(tmp, 'x.ssnn'))).toBe(false);
  });
  it('refuses bad settings with a message naming them', () => {
    refused(ssp(['arena', '--a', 'easy', '--b', 'random', '--results', join(tmp, 'no-such-dir', 'r.jsonl')]), /^ssp arena: cannot write --results .*ENOENT/);
    refused(ssp(['arena', '--a', 'hard', '--b', 'nobody']), /^ssp arena: unknown agent "nobody"/);
    refused(ssp(['arena', '--a', 'net-a:8', '--b', 'easy', '--opponent-greedy', '1.5']), /^ssp arena: --opponent-greedy must be a number from 0 to 1, got "1.5"/);
    refused(ssp(['arena', '--a', 'net-a:8', '--b', 'easy', '--hidden-choice', 'oracle']), /^ssp arena: --hidden-choice must be network or greedy, got "oracle"/);
    refused(ssp(['arena', '--a', 'net-a:8', '--b', 'easy', '--rollout-end', 'oracle']), /^ssp arena: --rollout-end must be scores or table or network, got "oracle"/);
    refused(ssp(['arena', '--a', 'net-a:8', '--b', 'easy', '--c-puct', '0']), /^ssp arena: --c-puct must be a number above 0 and at most 10, got "0"/);
    refused(ssp(['arena', '--a', 'net-a:8', '--b', 'easy', '--c-puct', 'wide']), /^ssp arena: --c-puct must be a number above 0 and at most 10, got "wide"/);
    refused(ssp(['arena', '--a', 'net-a:8', '--b', 'easy', '--ensemble-rollouts', 'all']), /^ssp arena: --ensemble-rollouts must be first or rotate or mean, got "all"/);
    refused(ssp(['arena', '--a', 'net-a:8', '--b', 'easy', '--opponent-priors', 'mean']), /^ssp arena: --opponent-priors must be first or world, got "mean"/);
    refused(ssp(['arena', '--a', 'net-a:8', '--b', 'easy', '--opponent-play', 'oracle']), /^ssp arena: --opponent-play must be network or search, got "oracle"/);
    refused(ssp(['arena', '--a', 'net-a:8', '--b', 'easy', '--rollouts', '0']), /^ssp arena: --rollouts/);
    refused(ssp(['arena', '--a', 'net-a:8', '--b', 'easy', '--ensemble', 'models/current.ssnn,no-such.ssnn']), /^ssp arena: --ensemble: no weights at no-such\.ssnn/);
    refused(ssp(['arena', '--a', 'net-a:8', '--b', 'easy', '--ensemble', ',']), /^ssp arena: --ensemble needs one or more weight files/);
  });
});
