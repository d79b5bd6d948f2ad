// Writing a file so that a crash leaves the old one or the new one, never half of one: the run's
// state, checkpoints, weights and report all go through here.

import * as fs from 'node:fs';
import * as path from 'node:path';

/** Writes `bytes` to `file` atomically: temporary file, fsync, rename, fsync of the folder. */
export function writeFileAtomic(file: string, bytes: Uint8Array): void {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true });
  const tmp = path.join(dir, `.${path.basename(file)}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeSync(fd, bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
  try {
    const dfd = fs.openSync(dir, 'r');
    try { fs.fsyncSync(dfd); } finally { fs.closeSync(dfd); }
  } catch {
    // Some file systems refuse fsync on a folder; the rename itself is still atomic.
  }
}
