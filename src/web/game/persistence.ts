// Saving the game on every step (localStorage) and reading it back. A save that cannot be read is
// reported (damaged, or from another version) and never crashes the page; the page then offers a new
// game. Storage is passed in, so tests use a plain object.

import { DEFAULT_CHOICE, type NewGameChoice, PlayController, isLevel } from './controller.js';

export const SAVE_KEY = 'ssp.play.save';
export const SETTINGS_KEY = 'ssp.play.settings';

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type LoadResult =
  | { kind: 'none' }
  | { kind: 'ok'; controller: PlayController }
  | { kind: 'damaged' | 'old'; error: string };

/** The browser's localStorage, or null where it is unavailable (private modes, blocked storage). */
export function browserStorage(): StorageLike | null {
  try {
    const s = globalThis.localStorage;
    return s ?? null;
  } catch {
    return null;
  }
}

export function loadGame(storage: StorageLike | null): LoadResult {
  let text: string | null;
  try {
    text = storage?.getItem(SAVE_KEY) ?? null;
  } catch (e) {
    return { kind: 'damaged', error: `the saved game could not be read: ${(e as Error).message}` };
  }
  if (text === null) return { kind: 'none' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { kind: 'damaged', error: `the saved game is not valid JSON: ${(e as Error).message}` };
  }
  const c = PlayController.fromSave(json);
  if ('error' in c) return { kind: c.old ? 'old' : 'damaged', error: c.error };
  return { kind: 'ok', controller: c };
}

/** Saves the game; returns the problem if the storage refused (full, blocked), changing nothing else. */
export function saveGame(storage: StorageLike | null, c: PlayController): { error: string } | null {
  if (!storage) return { error: 'storage is not available' };
  try {
    storage.setItem(SAVE_KEY, JSON.stringify(c.save()));
    return null;
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/** Moves the saved game aside (kept under SAVE_KEY + '.broken', never read back by the page). */
export function setAsideSave(storage: StorageLike | null): void {
  try {
    const text = storage?.getItem(SAVE_KEY);
    if (text) storage?.setItem(`${SAVE_KEY}.broken`, text);
  } catch { /* nothing to keep */ }
  clearSave(storage);
}

export function clearSave(storage: StorageLike | null): void {
  try {
    storage?.removeItem(SAVE_KEY);
  } catch { /* nothing to clear */ }
}

/** The page's settings: the last new-game choice and the pace of the computer's moves. */
export interface PlaySettings {
  choice: NewGameChoice;
  /** Milliseconds between two of the computer's steps. */
  pace: number;
}

export const PACES = { slow: 1400, normal: 800, fast: 300 } as const;
export const DEFAULT_SETTINGS: PlaySettings = { choice: DEFAULT_CHOICE, pace: PACES.normal };

/** The saved settings; anything unreadable falls back to the defaults, field by field. */
export function loadSettings(storage: StorageLike | null): PlaySettings {
  let json: unknown = null;
  try {
    const text = storage?.getItem(SETTINGS_KEY);
    if (text) json = JSON.parse(text);
  } catch { /* defaults */ }
  const o = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const c = (typeof o.choice === 'object' && o.choice !== null ? o.choice : {}) as Record<string, unknown>;
  const d = DEFAULT_SETTINGS;
  return {
    choice: {
      level: isLevel(c.level) ? c.level : d.choice.level,
      salt: typeof c.salt === 'boolean' ? c.salt : d.choice.salt,
      pepper: typeof c.pepper === 'boolean' ? c.pepper : d.choice.pepper,
      starter: c.starter === 'human' || c.starter === 'computer' || c.starter === 'random' ? c.starter : d.choice.starter,
    },
    pace: typeof o.pace === 'number' && Number.isFinite(o.pace) && o.pace >= 0 && o.pace <= 10_000 ? o.pace : d.pace,
  };
}

export function saveSettings(storage: StorageLike | null, s: PlaySettings): void {
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify(s));
  } catch { /* settings are a convenience */ }
}
