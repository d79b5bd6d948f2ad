// Sparring partners for self-play: in a share of the games one seat is played by one of the
// project's own agents without a network (Easy, or the plain search on a small budget) and only the
// network's seat makes training rows. Pure self-play never meets a player who calls STOP as soon as
// it may, so the network had not learned to defend against it (Hard lost one game in five to Easy,
// models/REPORT.md); the partners show it such players while most games stay self-play.

import type { Agent } from '../ai/agent.js';
import { EasyAgent } from '../ai/easy.js';
import { RolloutEvaluator } from '../ai/rolloutEvaluator.js';
import { SearchAgent } from '../ai/searchAgent.js';

/** The partners, drawn with equal chance: `easy`, or `search:N` (the plain search with N simulations). */
export const SPARRING_PARTNERS: readonly string[] = ['easy', 'search:64'];

/** A partner by name, or an error naming what is wrong. */
export function sparringAgent(name: string, seed: number): Agent | { error: string } {
  if (name === 'easy') return new EasyAgent(seed);
  const m = /^search:(\d+)$/.exec(name);
  if (m && Number(m[1]) >= 1) return new SearchAgent(name, new RolloutEvaluator(), { simulations: Number(m[1]), seed });
  return { error: `unknown sparring partner "${name}" (easy, or search:N with N simulations)` };
}
