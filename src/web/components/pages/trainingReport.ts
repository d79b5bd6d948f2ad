// The training report (models/training-report.json, copied into the app's static files): one row
// per training iteration. Read defensively: the file may be missing, old or damaged, and the page
// must say so rather than fail.

export interface ReportRow {
  iteration: number;
  games: number | null;
  samples: number | null;
  wallHours: number | null;
  lossPolicy: number | null;
  lossValue: number | null;
  lossRound: number | null;
  /** The previous iteration's network on this iteration's new games (absent from older reports). */
  heldOutPolicy: number | null;
  heldOutValue: number | null;
  gateScore: number | null;
  accepted: boolean | null;
  winVsRandom: number | null;
  winVsEasy: number | null;
  winVsSearch: number | null;
  stopShare: number | null;
  lastChanceShare: number | null;
  lastChanceWonShare: number | null;
  mermaidGameShare: number | null;
  meanRounds: number | null;
}

const NUMBERS = [
  'games', 'samples', 'wallHours', 'lossPolicy', 'lossValue', 'lossRound', 'heldOutPolicy', 'heldOutValue', 'gateScore', 'winVsRandom', 'winVsEasy',
  'winVsSearch', 'stopShare', 'lastChanceShare', 'lastChanceWonShare', 'mermaidGameShare', 'meanRounds',
] as const;

export type ParsedReport = { rows: ReportRow[] } | { error: 'empty' | 'malformed' };

/** Checks the report's shape: an array of rows, each with a numeric iteration; other figures may be missing (null). */
export function parseReport(data: unknown): ParsedReport {
  if (!Array.isArray(data)) return { error: 'malformed' };
  const rows: ReportRow[] = [];
  for (const item of data) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return { error: 'malformed' };
    const r = item as Record<string, unknown>;
    if (typeof r.iteration !== 'number' || !Number.isFinite(r.iteration)) return { error: 'malformed' };
    const row = { iteration: r.iteration, accepted: typeof r.accepted === 'boolean' ? r.accepted : null } as ReportRow;
    for (const k of NUMBERS) {
      const v = r[k];
      row[k] = typeof v === 'number' && Number.isFinite(v) ? v : null;
    }
    rows.push(row);
  }
  if (rows.length === 0) return { error: 'empty' };
  rows.sort((a, b) => a.iteration - b.iteration);
  return { rows };
}

export type ReportState = { status: 'loading' } | { status: 'ready'; rows: ReportRow[] } | { status: 'error'; reason: 'missing' | 'empty' | 'malformed' };

/** Fetches and parses the report; never throws. */
export async function loadReport(url = './models/training-report.json'): Promise<ReportState> {
  let data: unknown;
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    // A static server may answer a missing file with the app's index page.
    if (!res.ok || (res.headers.get('content-type') ?? '').includes('text/html')) return { status: 'error', reason: 'missing' };
    const text = await res.text();
    try { data = JSON.parse(text); } catch { return { status: 'error', reason: 'malformed' }; }
  } catch {
    return { status: 'error', reason: 'missing' };
  }
  const parsed = parseReport(data);
  return 'error' in parsed ? { status: 'error', reason: parsed.error } : { status: 'ready', rows: parsed.rows };
}
