import { lstatSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';

/**
 * True when `folder` is the data folder or lies under it through real folders only: none of the
 * folders from the data folder down to it is a symbolic link (or a Windows junction, which Node
 * reports as one). What the app deletes, renames or reads in under the data folder goes through
 * this first, so a link planted there cannot make it delete files elsewhere on the computer.
 * The data folder itself may be a link: the user put it there.
 */
export function isRealFolder(dataDir: string, folder: string): boolean {
  const rel = relative(dataDir, folder);
  if (rel === '') return true;
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return false;
  let at = dataDir;
  for (const part of rel.split(sep)) {
    at = join(at, part);
    try {
      if (!lstatSync(at).isDirectory()) return false;
    } catch {
      return false; // not there: nothing to delete or read in
    }
  }
  return true;
}

/** A file whose folder is a real folder under the data folder (the file itself may be a link: removing it removes the link). */
export const isInRealFolder = (dataDir: string, file: string) => isRealFolder(dataDir, dirname(file));
