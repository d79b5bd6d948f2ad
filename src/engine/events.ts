// The twelve Extra Pepper events (RULES.md section 7): code, trophy, and index used in bitmasks.

export const EVENTS = [
  'hermitCrab', 'sunfish', 'waterRodeo', 'danceOfShells', 'kraken', 'tornado',
  'danceOfMermaids', 'treasureChest', 'diodon', 'angelfish', 'dolphins', 'coralReef',
] as const;
export type EventCode = (typeof EVENTS)[number];
export const EVENT_COUNT = EVENTS.length;

/** Event indices, named for the hot paths. */
export const E = Object.fromEntries(EVENTS.map((e, i) => [e, i])) as { readonly [P in EventCode]: number };

/** '+' goes to the sole leader, '-' to the sole trailer. */
export const EVENT_TROPHY: readonly ('+' | '-')[] = EVENTS.map((e) =>
  e === 'kraken' || e === 'tornado' || e === 'treasureChest' || e === 'diodon' ? '+' : '-',
);

export const EVENT_TITLES: Record<EventCode, string> = {
  hermitCrab: 'The Hermit Crab', sunfish: 'The Sunfish', waterRodeo: 'The Water Rodeo',
  danceOfShells: 'The Dance of the Shells', kraken: 'The Kraken', tornado: 'The Tornado',
  danceOfMermaids: 'The Dance of the Mermaids', treasureChest: 'The Treasure Chest',
  diodon: 'The Diodon Fish', angelfish: 'The Angelfish', dolphins: 'The Dolphins', coralReef: 'The Coral Reef',
};

export function parseEvent(text: unknown): number | { error: string } {
  const i = (EVENTS as readonly unknown[]).indexOf(text);
  return i >= 0 ? i : { error: `unknown event ${JSON.stringify(text)} (events: ${EVENTS.join(', ')})` };
}

/** Bitmask helpers: a set of events as an integer. */
export const hasEvent = (mask: number, event: number): boolean => (mask & (1 << event)) !== 0;
