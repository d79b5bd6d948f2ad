// The play page's "Analyse" hands its game record to the analysis page through sessionStorage
// (this tab only): the analysis page takes it once, on opening, and follows it from the human's seat.
const KEY = 'ssp.analysis.handoff';

export interface Handoff {
  text: string;
  seat: number;
  name: string;
}

export function handOffRecord(h: Handoff, storage: Storage = sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(h));
}

/** The record handed over, removed as it is read; null if none (or if it is damaged). */
export function takeHandoff(storage: Storage = sessionStorage): Handoff | null {
  const raw = storage.getItem(KEY);
  if (raw === null) return null;
  storage.removeItem(KEY);
  try {
    const h = JSON.parse(raw) as Partial<Handoff>;
    if (typeof h.text !== 'string' || typeof h.seat !== 'number' || typeof h.name !== 'string') return null;
    return { text: h.text, seat: h.seat, name: h.name };
  } catch {
    return null;
  }
}
