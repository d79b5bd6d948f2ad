// Messages to text in the current language: card names (with their colour, so nothing relies on
// colour alone), event names and message parameters.

import { COLOURS, EVENTS, KINDS, LABEL_COLOUR, LABEL_KIND } from '../../engine/index.js';
import { t } from '../i18n/index.js';
import type { Msg } from './prompts.js';

/** A card's name with its colour, e.g. "Crab (dark blue)"; an unseen card for -1. */
export function cardText(label: number): string {
  if (!(label >= 0 && label < LABEL_KIND.length)) return t('play.card.unseen');
  return t('play.card', { kind: t(`play.kind.${KINDS[LABEL_KIND[label]]}`), colour: t(`play.colour.${COLOURS[LABEL_COLOUR[label]]}`) });
}

export function kindText(label: number): string {
  return t(`play.kind.${KINDS[LABEL_KIND[label]]}`);
}

export function eventText(event: number): string {
  return event >= 0 && event < EVENTS.length ? t(`play.event.${EVENTS[event]}`) : '';
}

export function eventRuleText(event: number): string {
  return event >= 0 && event < EVENTS.length ? t(`play.eventRule.${EVENTS[event]}`) : '';
}

export function msgText(msg: Msg): string {
  const params: Record<string, string | number> = { ...msg.params };
  for (const [k, l] of Object.entries(msg.cards ?? {})) params[k] = cardText(l);
  for (const [k, e] of Object.entries(msg.events ?? {})) params[k] = eventText(e);
  for (const [k, ls] of Object.entries(msg.lists ?? {})) params[k] = ls.map(cardText).join(t('play.listSep'));
  return t(msg.key, params);
}
