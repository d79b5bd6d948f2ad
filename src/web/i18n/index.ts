// Translations: every string the app shows comes from these tables (English and simplified Chinese).
// Each area of the app has its own file per language; `t` looks a key up in the current language.
import { useSyncExternalStore } from 'react';
import { en } from './en.js';
import { zh } from './zh.js';

export type Lang = 'en' | 'zh';
export type Messages = Record<string, string>;
const TABLES: Record<Lang, Messages> = { en, zh };
const KEY = 'ssp.lang';

function initial(): Lang {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === 'en' || saved === 'zh') return saved;
  } catch { /* storage unavailable: use the browser's language */ }
  return typeof navigator !== 'undefined' && navigator.language?.startsWith('zh') ? 'zh' : 'en';
}

let lang: Lang = initial();
applyToDocument();

/** The page's language attribute and title follow the chosen language (also on load). */
function applyToDocument(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  const title = TABLES[lang]['app.title'];
  if (title) document.title = `${title} — ${TABLES[lang]['app.unofficial'] ?? ''}`;
}
const listeners = new Set<() => void>();

export function getLang(): Lang {
  return lang;
}

export function setLang(next: Lang): void {
  lang = next;
  try { localStorage.setItem(KEY, next); } catch { /* not saved: still switched */ }
  applyToDocument();
  listeners.forEach((l) => l());
}

/** The message for `key` in the current language, with {name} placeholders filled in. */
export function t(key: string, params: Record<string, string | number> = {}): string {
  const text = TABLES[lang][key] ?? TABLES.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, k: string) => (k in params ? String(params[k]) : `{${k}}`));
}

/** Re-renders a component when the language changes. */
export function useLang(): Lang {
  return useSyncExternalStore((l) => { listeners.add(l); return () => listeners.delete(l); }, () => lang);
}
