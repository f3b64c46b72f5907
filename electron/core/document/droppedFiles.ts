import { stat } from 'node:fs/promises';
import { basename, isAbsolute } from 'node:path';
import type { PickedFile } from '../deps';

export type DroppedCheck = { ok: true; file: PickedFile } | { ok: false; name: string; message: string };

/** A byte limit in MB as the buyer reads it: 10, 0.5, 2.5. */
const formatLimit = (bytes: number) => String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
const nameOf = (path: string) => basename(path.replace(/\\/g, '/')) || path;

/**
 * Whether a dropped path may be attached, decided before anything is sent: an absolute path to a
 * regular file (a folder, a device or a socket is refused), no larger than the configured limit
 * (maxAttachmentMB; null: the store decides). Links are followed: what counts is what would be read.
 */
export async function checkDroppedPath(path: string, limit: number | null): Promise<DroppedCheck> {
  const name = nameOf(path);
  if (!isAbsolute(path)) return { ok: false, name, message: `${name} cannot be attached: it is not a file on this computer.` };
  let info;
  try {
    info = await stat(path);
  } catch {
    return { ok: false, name, message: `${name} could not be read. Please try again.` };
  }
  if (info.isDirectory()) return { ok: false, name, message: `${name} is a folder. Drop the files inside it instead.` };
  if (!info.isFile()) return { ok: false, name, message: `${name} cannot be attached: it is not a regular file.` };
  if (limit !== null && info.size > limit) {
    return { ok: false, name, message: `${name} is larger than ${formatLimit(limit)} MB. Please choose a smaller file.` };
  }
  return { ok: true, file: { path, name, size: info.size } };
}
