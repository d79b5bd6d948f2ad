// 5,000 random games of the other configurations with invariants at every step (see support/randomPlay.ts).
import { randomPlaySuite } from './support/randomPlay.js';

randomPlaySuite([
  [{ players: 2, salt: true, pepper: false }, 1000],
  [{ players: 2, salt: false, pepper: true }, 1000],
  [{ players: 2, salt: false, pepper: false }, 1000],
  [{ players: 3, salt: false, pepper: false }, Number(process.env.RANDOM_GAMES ?? 1000)],
  [{ players: 4, salt: false, pepper: false }, Number(process.env.RANDOM_GAMES ?? 1000)],
]);
