// A readable transcript of a random game: every decision with its text form, what each player holds,
// and each round's result. Golden transcripts are regenerated with `npm run transcripts:update`.
import {
  type GameOptions, EVENTS, PHASE, actionText, applyInPlace, cardName, legalActions, newGame, nextInt, seedRng,
} from '../../src/engine/index.js';

export function transcript(options: GameOptions, seed: number): string {
  const s = newGame(options, seed);
  const rng = seedRng(seed ^ 0x5eed);
  const lines = [`# ${JSON.stringify(options)} seed ${seed}`];
  let results = 0;
  const header = () => lines.push(
    `## round ${s.round}: player ${s.starter + 1} starts; piles ${s.piles.map((p) => cardName(p[p.length - 1])).join(' / ')}` +
      (s.tableEvent >= 0 ? `; event ${EVENTS[s.tableEvent]}` : ''),
  );
  header();
  while (s.phase !== PHASE.GAME_OVER) {
    const legal = legalActions(s);
    const a = legal[nextInt(rng, legal.length)];
    const p = s.current;
    const round = s.round;
    applyInPlace(s, a);
    lines.push(`p${p + 1} ${actionText(a)}  | hand ${s.hands[p].map(cardName).sort().join(' ')}`);
    while (results < s.results.length) {
      const r = s.results[results++];
      lines.push(`= round ${r.round}: ${r.ending}${r.player >= 0 ? ` by p${r.player + 1}` : ''}; points ${r.cardPoints.join('/')}; bonus ${r.colourBonus.join('/')}; gains ${r.gains.join('/')}; scores ${r.scores.join('/')}; event to ${r.eventTo}`);
    }
    if (s.round !== round && (s.phase as number) !== PHASE.GAME_OVER) header();
  }
  lines.push(`# winner ${s.winner < 0 ? 'draw' : `p${s.winner + 1}`} (${s.gameEnd}) scores ${s.scores.join('/')}`);
  return lines.join('\n') + '\n';
}
