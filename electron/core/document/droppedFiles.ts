import { stat } from 'node:fs/promises';
import { basename, isAbsolute } from 'node:path';
import type { PickedFile } from '../deps';
import { coreText } from '../language/core-text';

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
  if (!isAbsolute(path)) return { ok: false, name, message: coreText('dropped_not_a_file', { name }) };
  let info;
  try {
    info = await stat(path);
  } catch {
    return { ok: false, name, message: coreText('dropped_unreadable', { name }) };
  }
  if (info.isDirectory()) return { ok: false, name, message: coreText('dropped_folder', { name }) };
  if (!info.isFile()) return { ok: false, name, message: coreText('dropped_not_regular', { name }) };
  if (limit !== null && info.size > limit) {
    return { ok: false, name, message: coreText('dropped_too_large', { name, size: formatLimit(limit) }) };
  }
  return { ok: true, file: { path, name, size: info.size } };
}
