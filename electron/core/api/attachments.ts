import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { fail, type Result } from '../../../contract/result';
import { attachmentCreatedSchema } from '../../../contract/schemas/orders';
import type { PickedFile } from '../deps';
import type { Connection } from '../http/connection';
import type { Settings } from '../settings';
import { coreText } from '../language/core-text';

const UNREADABLE_MESSAGE = () => coreText('attachment_unreadable');
// A 413 comes from the store's web server and usually carries no words of its own.
const REFUSED_AS_TOO_LARGE = () => coreText('attachment_refused_too_large');

/** The size limit the settings set (maxAttachmentMB), in bytes; null: none, the store decides. */
export function attachmentLimit(settings: Settings): number | null {
  return settings.maxAttachmentMB === null ? null : Math.floor(settings.maxAttachmentMB * 1024 * 1024);
}

/** A refusal before anything is sent (no waiting for an upload the store would refuse), or null when the file may go. */
export function tooLarge(size: number, limit: number | null): Result<never> | null {
  if (limit === null || size <= limit) return null;
  const message = coreText('attachment_too_large', { size: formatMB(limit) });
  return fail({ kind: 'validation', message, fields: { file: [message] } });
}

const formatMB = (bytes: number) => String(Math.round((bytes / (1024 * 1024)) * 10) / 10);

export interface UploadInput {
  order_token: string;
  file_title: string;
  file: PickedFile;
  /** From attachmentLimit: checked again here, as the file may have grown since it was picked. */
  limit: number | null;
  signal: AbortSignal;
  onProgress: (loaded: number, total: number) => void;
}

/**
 * Multipart POST of a picked file, streamed from disk. Which files and sizes are accepted is the
 * store's to say (its 413 or 422 comes back as the error); only a configured limit is checked here.
 */
export async function uploadAttachment(c: Connection, input: UploadInput): Promise<Result<{ id: number | null }>> {
  let size: number;
  try {
    size = (await stat(input.file.path)).size;
  } catch {
    return fail({ kind: 'validation', message: UNREADABLE_MESSAGE(), fields: { file: [UNREADABLE_MESSAGE()] } });
  }
  const refused = tooLarge(size, input.limit);
  if (refused) return refused;
  const form = async () => {
    const body = new FormData();
    body.append('order_token', input.order_token);
    body.append('file_title', input.file_title);
    body.append('file', await openAsBlob(input.file.path), input.file.name);
    return body;
  };
  const result = await c.call(
    'orders:uploadAttachment',
    {
      method: 'POST',
      path: '_api/orders/attachment',
      form,
      signal: input.signal,
      onUploadProgress: (loaded, total) => input.onProgress(loaded, total ?? size),
    },
    attachmentCreatedSchema,
  );
  if (!result.ok && result.error.status === 413) {
    return fail({ kind: 'validation', message: REFUSED_AS_TOO_LARGE(), fields: { file: [REFUSED_AS_TOO_LARGE()] }, status: 413 });
  }
  return result;
}
