import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { fail, type Result } from '../../../preload/result';
import { attachmentCreatedSchema } from '../../../preload/schemas/orders';
import type { PickedFile } from '../deps';
import type { Connection } from '../http/connection';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const TOO_LARGE_MESSAGE = 'The file is larger than 10 MB. Please choose a smaller file.';
const UNREADABLE_MESSAGE = 'The file could not be read. Please choose it again.';

export interface UploadInput {
  order_token: string;
  file_title: string;
  file: PickedFile;
  signal: AbortSignal;
  onProgress: (loaded: number, total: number) => void;
}

/** Multipart POST of a picked file, streamed from disk; the size is checked before anything is sent. */
export async function uploadAttachment(c: Connection, input: UploadInput): Promise<Result<{ id: number }>> {
  let size: number;
  try {
    size = (await stat(input.file.path)).size;
  } catch {
    return fail({ kind: 'validation', message: UNREADABLE_MESSAGE, fields: { file: [UNREADABLE_MESSAGE] } });
  }
  if (size > MAX_ATTACHMENT_BYTES) {
    return fail({ kind: 'validation', message: TOO_LARGE_MESSAGE, fields: { file: [TOO_LARGE_MESSAGE] } });
  }
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
    return fail({ kind: 'validation', message: TOO_LARGE_MESSAGE, fields: { file: [TOO_LARGE_MESSAGE] }, status: 413 });
  }
  return result;
}
