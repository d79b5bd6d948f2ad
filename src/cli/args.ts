// A small flag parser for the `ssp` commands: `--name value` or `--name=value`, boolean switches,
// positionals, and `--` to end the flags. Every mistake is a UsageError with a message naming it.

import { type GameOptions, validateOptions } from '../engine/options.js';

export class UsageError extends Error {}

export type FlagSpec =
  | { kind: 'string'; default?: string }
  | { kind: 'int'; min: number; max: number; default?: number }
  | { kind: 'bool' };
export type Spec = Record<string, FlagSpec>;

type ValueOf<F extends FlagSpec> = F extends { kind: 'int' } ? number : F extends { kind: 'bool' } ? boolean : string;
export type Flags<S extends Spec> = { [K in keyof S]: S[K] extends { default: unknown } | { kind: 'bool' } ? ValueOf<S[K]> : ValueOf<S[K]> | undefined };

export interface Parsed<S extends Spec> {
  flags: Flags<S>;
  positionals: string[];
  help: boolean;
}

/** Edit distance, for "did you mean". */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
  }
  return d[a.length][b.length];
}

export function parseInt10(text: string, name: string, min: number, max: number): number {
  const n = /^-?[0-9]+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`${name} must be an integer from ${min} to ${max}, got "${text}"`);
  }
  return n;
}

/**
 * Parses argv against a spec. `positionals` is [min, max]. `-h` and `--help` set `help` and skip
 * every other check, so help always works.
 */
export function parseArgs<S extends Spec>(argv: readonly string[], spec: S, positionals: [number, number] = [0, 0]): Parsed<S> {
  const values: Record<string, string | number | boolean | undefined> = {};
  const pos: string[] = [];
  if (argv.includes('--help') || argv.includes('-h')) return { flags: values as Flags<S>, positionals: pos, help: true };
  const names = Object.keys(spec);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      pos.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--') || arg === '-') {
      if (arg.startsWith('-') && arg !== '-' && !/^-[0-9]/.test(arg)) throw new UsageError(`unknown flag ${arg} (flags are written --name)`);
      pos.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
    const f = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (!f) {
      const near = names.filter((n) => distance(n, name) <= 2);
      const hint = near.length > 0 ? `; did you mean --${near[0]}?` : names.length > 0 ? `; flags: ${names.map((n) => `--${n}`).join(', ')}` : '; this command takes no flags';
      throw new UsageError(`unknown flag --${name}${hint}`);
    }
    if (values[name] !== undefined) throw new UsageError(`--${name} is given twice`);
    if (f.kind === 'bool') {
      if (eq >= 0) throw new UsageError(`--${name} is a switch and takes no value`);
      values[name] = true;
      continue;
    }
    let text: string;
    if (eq >= 0) text = arg.slice(eq + 1);
    else {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      text = next;
      i++;
    }
    if (f.kind === 'int') values[name] = parseInt10(text, `--${name}`, f.min, f.max);
    else {
      if (text === '') throw new UsageError(`--${name} needs a value`);
      values[name] = text;
    }
  }
  for (const name of names) {
    const f = spec[name];
    if (values[name] === undefined && f.kind !== 'bool' && f.default !== undefined) values[name] = f.default;
    if (values[name] === undefined && f.kind === 'bool') values[name] = false;
  }
  const [min, max] = positionals;
  if (pos.length > max) {
    throw new UsageError(max === 0 ? `unexpected argument "${pos[0]}"` : `too many arguments: expected at most ${max}, got ${pos.length}`);
  }
  if (pos.length < min) throw new UsageError(`missing argument: expected ${min}, got ${pos.length}`);
  return { flags: values as Flags<S>, positionals: pos, help: false };
}

/** The game option flags shared by play and demo. */
export const GAME_FLAGS = {
  players: { kind: 'int', min: 2, max: 4, default: 2 },
  expansions: { kind: 'string' },
} as const satisfies Spec;

/** `--players` and `--expansions salt,pepper|salt|pepper|none` (default: both with 2 players, none with 3-4). */
export function gameOptions(players: number, expansions: string | undefined): GameOptions {
  let salt = players === 2, pepper = players === 2;
  if (expansions !== undefined) {
    salt = false;
    pepper = false;
    if (expansions !== 'none') {
      for (const e of expansions.split(',')) {
        if (e === 'salt' && !salt) salt = true;
        else if (e === 'pepper' && !pepper) pepper = true;
        else throw new UsageError(`--expansions must be salt,pepper, salt, pepper or none, got "${expansions}"`);
      }
    }
  }
  const o = validateOptions({ players, salt, pepper });
  if ('error' in o) throw new UsageError(o.error);
  return o;
}

/** A flag that chooses between the network and one other way of making some choices in a network search's tree. */
export interface NetworkOrFlag {
  /** The flag's word for a setting (true: the network). */
  name(byNetwork: boolean): string;
  /** Whether the given word says the network; anything but the two words is refused. */
  parse(text: string): boolean;
}

function networkOr(flag: string, other: string): NetworkOrFlag {
  return {
    name: (byNetwork) => (byNetwork ? 'network' : other),
    parse: (text) => {
      if (text !== 'network' && text !== other) throw new UsageError(`${flag} must be network or ${other}, got "${text}"`);
      return text === 'network';
    },
  };
}

/** `--hidden-choice network|greedy`: who makes the opponent's unseen choices (the network, or the greedy policy). */
export const HIDDEN_CHOICE_FLAG = networkOr('--hidden-choice', 'greedy');
/** `--opponent-play network|search`: who makes the opponent's PLAY decisions (the network world by world, or PUCT). */
export const OPPONENT_PLAY_FLAG = networkOr('--opponent-play', 'search');

/** One of a setting's names given on the command line (e.g. --rollout-end table); anything else is refused. */
export function parseChoice<T extends string>(text: string, names: readonly T[], flag: string): T {
  const found = names.find((n) => n === text);
  if (found === undefined) throw new UsageError(`${flag} must be ${names.join(' or ')}, got "${text}"`);
  return found;
}

/** A share between 0 and 1 given on the command line (e.g. --rollout-mix 0.5). */
export function parseShare(text: string, flag: string): number {
  const v = Number(text);
  if (text.trim() === '' || !Number.isFinite(v) || v < 0 || v > 1) throw new UsageError(`${flag} must be a number from 0 to 1, got "${text}"`);
  return v;
}
