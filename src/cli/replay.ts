// `ssp replay`: replays game records (JSON lines) and reports those that fail or end differently.

import { readFileSync } from 'node:fs';
import { replayRecordText } from '../engine/index.js';
import { parseArgs } from './args.js';

export const REPLAY_HELP = `ssp replay: check game records

usage: ssp replay FILE          (JSON lines, one ssp-record a line, as ssp play --record writes them;
                                FILE - reads stdin)

Replays every record and checks it against its stored result. Prints
{"records": n, "ok": n, "withoutResult": n, "failed": [{"line": n, "error": "..."}]}
where withoutResult counts records that replay but store no result to compare with.
Exit status 0 if all replay, 1 if any failed, 2 if FILE cannot be read. Blank lines are skipped.
`;

export function runReplay(argv: string[], out: (s: string) => void, err: (s: string) => void): number {
  const { positionals, help } = parseArgs(argv, {}, [1, 1]);
  if (help) {
    out(REPLAY_HELP);
    return 0;
  }
  const file = positionals[0];
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    err(`ssp replay: cannot read ${file}: ${(e as Error).message}\n`);
    return 2;
  }
  const failed: { line: number; error: string }[] = [];
  let records = 0, ok = 0, withoutResult = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    records++;
    const r = replayRecordText(lines[i]);
    if ('error' in r) failed.push({ line: i + 1, error: r.error });
    else {
      ok++;
      if (!r.record.result) withoutResult++;
    }
  }
  out(JSON.stringify({ records, ok, withoutResult, failed }) + '\n');
  return failed.length > 0 ? 1 : 0;
}
