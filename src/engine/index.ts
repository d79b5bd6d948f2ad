// The engine's public surface.
export * from './cards.js';
export * from './events.js';
export * from './options.js';
export * from './rng.js';
export * from './state.js';
export * from './actions.js';
export * from './scoring.js';
export * from './log.js';
export * from './game.js';
export * from './scoreInput.js';
export * from './record.js';
export * from './observation.js';
export * from './knowledge.js';
export * from './determinize.js';
export * from './invariants.js';
export * from './follow.js';
export * from './followGame.js';
