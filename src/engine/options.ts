// Game options (RULES.md section 8) and their validation.

export interface GameOptions {
  players: number;
  /** Extra Salt: the 8 extra cards. */
  salt: boolean;
  /** Extra Pepper: the twelve events. */
  pepper: boolean;
}

export const DEFAULT_OPTIONS: GameOptions = { players: 2, salt: true, pepper: true };

/** Points that end the game: 40 with two players, 35 with three, 30 with four. */
export function targetScore(players: number): number {
  return players === 2 ? 40 : players === 3 ? 35 : 30;
}

export function validateOptions(o: unknown): GameOptions | { error: string } {
  if (typeof o !== 'object' || o === null) return { error: 'options must be an object {players, salt, pepper}' };
  const { players, salt, pepper } = o as Record<string, unknown>;
  if (players !== 2 && players !== 3 && players !== 4) return { error: `players must be 2, 3 or 4, got ${JSON.stringify(players)}` };
  if (typeof salt !== 'boolean' || typeof pepper !== 'boolean') return { error: 'options.salt and options.pepper must be true or false' };
  if (players > 2 && (salt || pepper)) return { error: '3 and 4 players are supported with the base game only (salt and pepper off)' };
  return { players, salt, pepper };
}
