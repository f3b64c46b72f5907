import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { fail, ok, type Result } from '../../../contract/result';
import type { Attachment } from '../../../contract/schemas/orders';
import { errorFromStatus, errorFromThrown, MESSAGES } from '../http/errors';
import type { Connection } from '../http/connection';
import { AnswerTooLargeError, MAX_DOWNLOAD_BYTES, watchAnswerSize } from '../http/answer-size';
import { fileNameText } from '../visible-text';

const DOWNLOAD_TIMEOUT_MS = 5 * 60 * 1000;

/** A file name the OS accepts and the buyer reads as it is, whatever the store called the attachment. */
export function suggestedFileName(attachment: Attachment): string {
  // Windows drops trailing dots and spaces itself, which could join the name to the extension.
  const base = fileNameText(attachment.title).replace(/[. ]+$/, '') || 'attachment';
  const extension = fileNameText(attachment.extension).replace(/^\.+/, '');
  return extension && !base.toLowerCase().endsWith(`.${extension.toLowerCase()}`) ? `${base}.${extension}` : base;
}

/**
 * Streams an attachment to `target` through the store's connection (its cookies, when the file
 * lives on the store itself), via a temporary file so a failed download leaves nothing half-written.
 * A file past `maxBytes` is stopped there and its part deleted: a store must not fill the disk.
 */
export async function downloadTo(
  c: Connection,
  attachment: Attachment,
  target: string,
  maxBytes: number = MAX_DOWNLOAD_BYTES,
): Promise<Result<{ saved: boolean }>> {
  let url: URL;
  try {
    url = new URL(attachment.url, `${c.baseUrl}/`);
  } catch {
    return fail({ kind: 'malformed', message: MESSAGES.malformed });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail({ kind: 'malformed', message: MESSAGES.malformed });
  const temp = `${target}.download`;
  try {
    const stream = c.http.stream(url.href, { retry: { limit: 0 }, timeout: { request: DOWNLOAD_TIMEOUT_MS }, throwHttpErrors: false });
    let status = 200;
    stream.once('response', (response: { statusCode: number }) => {
      status = response.statusCode;
    });
    watchAnswerSize(stream, maxBytes, () => stream.destroy(new AnswerTooLargeError(maxBytes)));
    await pipeline(stream, createWriteStream(temp));
    if (status < 200 || status >= 300) {
      await rm(temp, { force: true });
      return fail(errorFromStatus(status, null));
    }
    await rename(temp, target);
    c.connectivity.reachable();
    return ok({ saved: true });
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    return fail(errorFromThrown(error));
  }
}
