// `ssp demo`: one game between random bots, told round by round in the terminal
// (what `npm start` runs until the web app exists).

import type { Agent } from '../ai/agent.js';
import { RandomAgent } from '../ai/random.js';
import { EVENTS, EVENT_TITLES, type GameEvent, type RoundResult, cardName, nextUint32, seedRng } from '../engine/index.js';
import { GAME_FLAGS, gameOptions, parseArgs } from './args.js';
import { playGame } from './play.js';

export const DEMO_HELP = `ssp demo: watch one game between two random bots

usage: ssp demo [--seed S] [--players 2|3|4] [--expansions salt,pepper|salt|pepper|none]

  --seed S       the game's seed (default: from the clock; printed, so the game can be shown again)
  --players, --expansions   as for ssp play
`;

const ENDING: Record<RoundResult['ending'], string> = {
  stop: 'called STOP',
  lastChanceWon: 'called LAST CHANCE and won the bet',
  lastChanceLost: 'called LAST CHANCE and lost the bet',
  emptyDeck: '',
  mermaids: 'holds enough Mermaids and wins the game at once',
};

export function runDemo(argv: string[], out: (s: string) => void): number {
  const { flags, help } = parseArgs(argv, { seed: { kind: 'int', min: 0, max: 0xffffffff }, ...GAME_FLAGS } as const);
  if (help) {
    out(DEMO_HELP);
    return 0;
  }
  const options = gameOptions(flags.players, flags.expansions);
  const seed = flags.seed ?? Date.now() % 0x100000000;
  const rng = seedRng(seed);
  const gameSeed = nextUint32(rng);
  const names = Array.from({ length: options.players }, (_, i) => `Bot ${'ABCD'[i]}`);
  const agents: Agent[] = names.map(() => new RandomAgent(nextUint32(rng)));
  const log: GameEvent[] = [];
  const { state, actions } = playGame(options, gameSeed, agents, log);

  const exp = options.salt && options.pepper ? 'Extra Salt and Extra Pepper' : options.salt ? 'Extra Salt' : options.pepper ? 'Extra Pepper' : 'the base game';
  const lines: string[] = [];
  lines.push(`Sea Salt & Paper: ${names.join(' vs ')}, two random bots (unofficial fan-made version).`);
  lines.push(`${options.players} players, ${exp}; first to ${state.target} points wins. Seed ${seed}: \`ssp demo --seed ${seed}\` shows this game again.`);
  const width = Math.max(...names.map((n) => n.length));
  const pad = (s: string) => s.padEnd(width);
  let tables: number[][][] = [];
  let tableEvent = -1;
  for (const e of log) {
    if (e.t === 'deal') {
      tables = names.map(() => []);
      tableEvent = e.tableEvent;
      const event = e.tableEvent >= 0 ? `; event: ${EVENT_TITLES[EVENTS[e.tableEvent]]}` : '';
      lines.push('', `Round ${e.round}: ${names[e.starter]} starts${event}.`);
    } else if (e.t === 'lay') tables[e.p].push(e.cards);
    else if (e.t === 'starfish') tables[e.p][tables[e.p].length - 1].push(e.card);
    else if (e.t === 'stealDuo') tables[e.p].push(...tables[e.from].splice(e.index, 1));
    else if (e.t === 'roundEnd') {
      const r = e.result;
      if (r.ending === 'emptyDeck') lines.push('  The deck ran out: nobody scores this round.');
      else if (r.ending === 'mermaids') lines.push(`  ${names[r.player]} ${ENDING.mermaids}.`);
      else {
        lines.push(`  ${names[r.player]} ${ENDING[r.ending]}.`);
        for (let p = 0; p < names.length; p++) {
          const laid = tables[p].map((g) => `[${g.map(cardName).join(' + ')}]`).join(' ');
          lines.push(`  ${pad(names[p])}  hand: ${e.hands[p].map(cardName).join(', ') || '(empty)'}${laid ? `; laid: ${laid}` : ''}`);
          lines.push(`  ${pad('')}  ${r.cardPoints[p]} card points, colour bonus ${r.colourBonus[p]}: scores +${r.gains[p]}`);
        }
      }
      if (r.ending !== 'mermaids') lines.push(`  Scores: ${names.map((n, p) => `${n} ${r.scores[p]}`).join(', ')}.`);
      if (r.eventTo >= 0 && tableEvent >= 0) lines.push(`  ${names[r.eventTo]} takes ${EVENT_TITLES[EVENTS[tableEvent]]}.`);
    } else if (e.t === 'keepEvent') lines.push(`  ${names[e.p]} keeps ${EVENT_TITLES[EVENTS[e.event]]}.`);
  }
  lines.push('');
  const final = names.map((n, p) => `${n} ${state.scores[p]}`).join(', ');
  if (state.winner >= 0) {
    const how = state.gameEnd === 'mermaids' ? 'with the Mermaids' : `with ${final}`;
    lines.push(`${names[state.winner]} wins ${how}, after ${state.round} round${state.round === 1 ? '' : 's'} and ${actions.length} decisions.`);
  } else lines.push(`A draw: ${final}, after ${state.round} rounds.`);
  out(lines.join('\n') + '\n');
  return 0;
}
