import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** How a file's bytes reach the disk; tests hand in one that fails as a full disk does. */
export type WriteFile = (path: string, text: string, mode: number) => void;

/** Writes and flushes to disk before the rename, so a power cut after it never leaves an empty file. */
const writeFlushed: WriteFile = (path, text, mode) => {
  const fd = openSync(path, 'wx', mode);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
};

/**
 * Writes `text` to `path` through a temp file beside it and a rename: a crash, a full disk or a
 * quit leaves the old content or the new, never half, and no temp file outlives a failed write.
 * The one way the app writes a file it reads back (settings, the autostart entry, saved answers).
 */
export function writeFileAtomic(path: string, text: string, options: { mode?: number; writeFile?: WriteFile } = {}): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    (options.writeFile ?? writeFlushed)(temp, text, options.mode ?? 0o600);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
