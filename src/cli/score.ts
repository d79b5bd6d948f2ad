// `ssp score`: card points and colour bonus of one hand, from an argument or JSON lines on stdin.

import { createInterface } from 'node:readline';
import { EVENTS, parseScoreInput, scoreHand } from '../engine/index.js';
import { UsageError, parseArgs } from './args.js';

export const SCORE_HELP = `ssp score: the card points and colour bonus of a hand

usage: ssp score '<json>'
       ssp score < hands.jsonl        (one JSON object a line; one result line each, in order)

  {"hand": ["mermaid:white", "shell:darkBlue"], "table": [["crab:darkBlue", "crab:black"]], "events": ["kraken"]}

  hand    cards in hand, each "code:colour" (codes and colours of RULES.md)
  table   the duos and trios laid in front of the player (a trio is a duo plus one Starfish)
  events  the events that apply to the player: ${EVENTS.join(', ')}

Prints {"cardPoints": n, "colourBonus": n, "breakdown": {category: points}}.
Bad input (malformed JSON, an unknown card or colour, a colour that card never has, more copies
than the deck holds, a table group that is not a duo or trio under those events) prints a one-line
message and exits with status 2. On stdin a bad line gives {"error": "..."} in its place, the other
lines are still scored, and the exit status is 2. Blank lines are skipped.
`;

const oneLine = (s: string): string => s.replace(/\s*\n\s*/g, ' ');

/** Scores one JSON text: the result object, or an error message. */
export function scoreText(text: string): object | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { error: oneLine(`malformed JSON: ${(e as Error).message}`) };
  }
  const input = parseScoreInput(json);
  if ('error' in input) return { error: oneLine(input.error) };
  const r = scoreHand(input);
  return { cardPoints: r.cardPoints, colourBonus: r.colourBonus, breakdown: r.breakdown };
}

export async function runScore(argv: string[], out: (s: string) => void, err: (s: string) => void): Promise<number> {
  const { positionals, help } = parseArgs(argv, {}, [0, 1]);
  if (help) {
    out(SCORE_HELP);
    return 0;
  }
  if (positionals.length === 1) {
    const r = scoreText(positionals[0]);
    if ('error' in r) {
      err(`ssp score: ${r.error}\n`);
      return 2;
    }
    out(JSON.stringify(r) + '\n');
    return 0;
  }
  if (process.stdin.isTTY) throw new UsageError('give a hand as an argument, or JSON lines on stdin (see ssp score --help)');
  let status = 0;
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const r = scoreText(line);
    if ('error' in r) status = 2;
    out(JSON.stringify(r) + '\n');
  }
  return status;
}
