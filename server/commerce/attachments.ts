import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerContext } from '../context';
import type { CustomerRow } from '../http/auth';
import { notFound } from '../http/errors';
import { ownOrder, type AttachmentRow, type OrderRow } from './order-records';
import { cachedStatement } from '../db/statements';

/** Purchase orders, proofs of payment and the like. The type is decided by the extension, never the client's mime. */
export const ATTACHMENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  txt: 'text/plain',
};

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS_PER_ORDER = 20;

export const ATTACHMENT_MESSAGES = {
  required: 'The file field is required.',
  tooLarge: `The file field must not be greater than ${MAX_ATTACHMENT_BYTES / 1024} kilobytes.`,
  type: `The file field must be a file of type: ${Object.keys(ATTACHMENT_TYPES).join(', ')}.`,
  tooMany: `An order can have at most ${MAX_ATTACHMENTS_PER_ORDER} attachments.`,
  /** Laravel's `uploaded` rule: the body could not be read as a file upload. */
  failed: 'The file failed to upload.',
} as const;

export function attachmentDir(ctx: ServerContext): string {
  return join(ctx.dataDir, 'attachments');
}

/** A random file name: the client's file name never reaches the file system. */
export function randomStoredName(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

/** 'Quote.v2.PDF' -> 'pdf'; null when the extension is not an allowed type. */
export function allowedExtension(filename: string): string | null {
  const dot = filename.lastIndexOf('.');
  const extension = dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
  return Object.hasOwn(ATTACHMENT_TYPES, extension) ? extension : null;
}

/** The title shown for an upload: what the customer typed, else the file name without its extension. */
export function attachmentTitle(fileTitle: string | undefined, filename: string): string {
  const typed = (fileTitle ?? '').trim();
  if (typed !== '') return typed;
  const dot = filename.lastIndexOf('.');
  return (dot > 0 ? filename.slice(0, dot) : filename).slice(0, 255) || 'Attachment';
}

export function attachmentCount(ctx: ServerContext, orderId: number): number {
  return (
    cachedStatement<[number], { n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM order_attachments WHERE order_id = ?').get(orderId)
      ?.n ?? 0
  );
}

export function recordAttachment(
  ctx: ServerContext,
  order: Pick<OrderRow, 'id'>,
  file: { title: string; extension: string; storedName: string; size: number },
): number {
  const info = cachedStatement<[number, string, string, string, number, string, string]>(
    ctx.db,
    `INSERT INTO order_attachments (order_id, title, extension, stored_name, size, mime, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    order.id,
    file.title,
    file.extension,
    file.storedName,
    file.size,
    ATTACHMENT_TYPES[file.extension] ?? 'application/octet-stream',
    ctx.now().toISOString(),
  );
  return Number(info.lastInsertRowid);
}

/** The attachment, only if it belongs to this customer's order with this token; otherwise 404. */
export function ownAttachment(ctx: ServerContext, customer: CustomerRow, id: number, orderToken: string): AttachmentRow {
  const order = ownOrder(ctx.db, customer.id, orderToken);
  if (!order) throw notFound();
  const row = cachedStatement<[number, number], AttachmentRow>(
    ctx.db,
    'SELECT id, order_id, title, extension, stored_name, size, mime FROM order_attachments WHERE id = ? AND order_id = ?',
  ).get(id, order.id);
  if (!row) throw notFound();
  return row;
}

export function storedPath(ctx: ServerContext, row: Pick<AttachmentRow, 'stored_name'>): string {
  return join(attachmentDir(ctx), row.stored_name);
}

/** Removes the row and its file. */
export function deleteAttachment(ctx: ServerContext, customer: CustomerRow, id: number, orderToken: string): void {
  const row = ownAttachment(ctx, customer, id, orderToken);
  cachedStatement<[number]>(ctx.db, 'DELETE FROM order_attachments WHERE id = ?').run(row.id);
  rmSync(storedPath(ctx, row), { force: true });
}
