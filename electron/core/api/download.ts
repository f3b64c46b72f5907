import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { fail, ok, type Result } from '../../../preload/result';
import type { Attachment } from '../../../preload/schemas/orders';
import { errorFromStatus, errorFromThrown, MESSAGES } from '../http/errors';
import type { Connection } from '../http/connection';

const DOWNLOAD_TIMEOUT_MS = 5 * 60 * 1000;

/** A file name the OS accepts, whatever the store called the attachment. */
export function suggestedFileName(attachment: Attachment): string {
  const clean = (s: string) =>
    [...s]
      .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? ' ' : ch))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
  const base = clean(attachment.title) || 'attachment';
  const extension = clean(attachment.extension).replace(/^\.+/, '');
  return extension && !base.toLowerCase().endsWith(`.${extension.toLowerCase()}`) ? `${base}.${extension}` : base;
}

/**
 * Streams an attachment to `target` through the store's connection (its cookies, when the file
 * lives on the store itself), via a temporary file so a failed download leaves nothing half-written.
 */
export async function downloadTo(c: Connection, attachment: Attachment, target: string): Promise<Result<{ saved: boolean }>> {
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
