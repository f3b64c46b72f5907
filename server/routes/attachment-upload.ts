import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import type { CustomerRow } from '../http/auth';
import { notFound, storeError, validationError } from '../http/errors';
import {
  ATTACHMENT_MESSAGES,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_ORDER,
  allowedExtension,
  attachmentCount,
  attachmentDir,
  attachmentTitle,
  randomStoredName,
  recordAttachment,
} from '../commerce/attachments';
import { ownOrder } from '../commerce/order-records';
import type { AttachmentUploadFields } from '../wire/orders';

interface Received {
  tempPath: string;
  filename: string;
  size: number;
  truncated: boolean;
  /** Settles when the temp file is closed: a failed pipeline may still be opening it. */
  closed: Promise<void>;
}

/**
 * POST /_api/orders/attachment (multipart: file, order_token, file_title in any order).
 * The file streams to a temporary random name first (fields may come after it); only when the order is the
 * customer's and the type and size pass is it kept under its final random name. Otherwise nothing remains.
 */
export async function receiveAttachment(ctx: ServerContext, customer: CustomerRow, request: FastifyRequest): Promise<number> {
  if (!request.isMultipart()) throw validationError({ file: [ATTACHMENT_MESSAGES.required] });
  const fields: Record<string, string> = {};
  let received: Received | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || received) {
        part.file.resume(); // not ours: drain it so parsing goes on
        continue;
      }
      const tempPath = join(attachmentDir(ctx), randomStoredName('part'));
      const sink = createWriteStream(tempPath);
      const closed = new Promise<void>((resolve) => sink.once('close', () => resolve()));
      received = { tempPath, filename: part.filename, size: 0, truncated: false, closed };
      const counting = received;
      part.file.on('data', (chunk: Buffer) => {
        counting.size += chunk.length;
      });
      await pipeline(part.file, sink);
      counting.truncated = part.file.truncated;
    }
  } catch (error) {
    // Removed only once closed, or a late open would leave the file behind.
    await received?.closed;
    discard(received);
    // The parser stops at a limit and leaves the rest of the body unread; read it away, or the keep-alive
    // connection stays busy forever (and the server cannot close).
    request.raw.resume();
    throw uploadError(error);
  }
  try {
    return keep(ctx, customer, fields, received);
  } catch (error) {
    discard(received);
    throw error;
  }
}

function keep(ctx: ServerContext, customer: CustomerRow, fields: AttachmentUploadFields, received: Received | null): number {
  const token = (fields.order_token ?? '').trim();
  if (token === '') throw validationError({ order_token: ['The order token field is required.'] });
  const order = ownOrder(ctx.db, customer.id, token);
  if (!order) throw notFound();
  if (!received || received.size === 0) throw validationError({ file: [ATTACHMENT_MESSAGES.required] });
  if (received.truncated) throw validationError({ file: [ATTACHMENT_MESSAGES.tooLarge] });
  const extension = allowedExtension(received.filename);
  if (!extension) throw validationError({ file: [ATTACHMENT_MESSAGES.type] });
  const title = attachmentTitle(fields.file_title, received.filename);
  if (title.length > 255) throw validationError({ file_title: ['The file title field must not be greater than 255 characters.'] });
  if (attachmentCount(ctx, order.id) >= MAX_ATTACHMENTS_PER_ORDER) throw storeError(ATTACHMENT_MESSAGES.tooMany);
  const storedName = randomStoredName(extension);
  const finalPath = join(attachmentDir(ctx), storedName);
  renameSync(received.tempPath, finalPath);
  try {
    return recordAttachment(ctx, order, { title, extension, storedName, size: received.size });
  } catch (error) {
    rmSync(finalPath, { force: true });
    throw error;
  }
}

function discard(received: Received | null): void {
  if (received) rmSync(received.tempPath, { force: true });
}

/**
 * The multipart limits surface as errors: the size limit is the spec's 422, the rest the store's wording.
 * A body that cannot be read at all is the sender's fault, so a 422 too, never a 500.
 */
function uploadError(error: unknown): unknown {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return validationError({ file: [ATTACHMENT_MESSAGES.tooLarge] });
  if (code === 'FST_FILES_LIMIT') return validationError({ file: ['Attach one file at a time.'] });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return validationError({ file: ['Too many form fields.'] });
  if (isBrokenBody(error, code)) return validationError({ file: [ATTACHMENT_MESSAGES.failed] });
  return error;
}

/**
 * busboy reports a missing boundary, a malformed part or a body cut short as a plain Error, @fastify/multipart
 * its own refusals with FST_ codes. The disk's failures (they carry `syscall`) and bugs (TypeError...) stay 500s.
 */
function isBrokenBody(error: unknown, code: unknown): boolean {
  if (!(error instanceof Error) || 'syscall' in error) return false;
  return error.name === 'Error' || (typeof code === 'string' && code.startsWith('FST_'));
}
