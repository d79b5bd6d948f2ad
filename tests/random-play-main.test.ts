// 5,000 random games of the main configuration with invariants at every step (see support/randomPlay.ts).
import { randomPlaySuite } from './support/randomPlay.js';

randomPlaySuite([[{ players: 2, salt: true, pepper: true }, Number(process.env.RANDOM_GAMES ?? 5000)]]);
