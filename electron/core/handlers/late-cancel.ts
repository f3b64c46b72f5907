import { fail, type Result } from '../../../contract/result';
import { deleteAttachment, getOrder } from '../api/orders';
import type { Connection } from '../http/connection';
import { coreText } from '../language/core-text';

export const UPLOAD_CANCELLED = () => coreText('upload_cancelled');
const MAY_BE_ATTACHED = "The file may have been attached. Check the order's attachments.";

/** How long a store that has the whole file gets to answer after a cancel, before the app stops waiting. */
export const LATE_CANCEL_GRACE_MS = 3_000;

/**
 * The buyer's cancel as an upload sees it. Before the whole body is sent, a cancel aborts at once
 * and the store gets no file. After that, aborting cannot take back what the store already has:
 * the request is given `graceMs` to answer, so the attachment it made is known by its id and can
 * be deleted; only a store that stays silent is cut off.
 */
export interface UploadCancel {
  signal: AbortSignal;
  /** Called once the whole body has gone out. */
  bodySent(): void;
  /** The buyer cancelled after the whole file had gone to the store. */
  late(): boolean;
  done(): void;
}

export function cancelAfterBody(buyer: AbortSignal, graceMs: number): UploadCancel {
  const controller = new AbortController();
  let bodySent = false;
  let late = false;
  let timer: NodeJS.Timeout | undefined;
  const onCancel = () => {
    if (!bodySent) return controller.abort();
    late = true;
    timer = setTimeout(() => controller.abort(), graceMs);
    timer.unref?.();
  };
  if (buyer.aborted) onCancel();
  else buyer.addEventListener('abort', onCancel, { once: true });
  return {
    signal: controller.signal,
    bodySent: () => void (bodySent = true),
    late: () => late,
    done: () => {
      clearTimeout(timer);
      buyer.removeEventListener('abort', onCancel);
    },
  };
}

/** The ids of the order's attachments before an upload, so one the upload made can be told apart; null if unknown. */
export async function attachmentIds(c: Connection, orderToken: string): Promise<ReadonlySet<number> | null> {
  const order = await getOrder(c, { token: orderToken });
  return order.ok ? new Set(order.data.attachment.map((a) => a.id)) : null;
}

interface Upload {
  order_token: string;
  file_title: string;
}

/** Attachments the order has now and did not have before, with the title the buyer gave (any, if none). */
async function newAttachments(c: Connection, upload: Upload, before: ReadonlySet<number> | null): Promise<number[] | null> {
  if (!before) return null;
  const order = await getOrder(c, { token: upload.order_token });
  if (!order.ok) return null;
  const title = upload.file_title.trim();
  return order.data.attachment.filter((a) => !before.has(a.id) && (title === '' || a.title === title)).map((a) => a.id);
}

/**
 * After a late cancel: whatever the store made of the upload is deleted, so "cancelled" still means
 * nothing is attached; when that cannot be done or checked, the buyer is told so plainly
 * (`outcome: 'unknown'`) rather than told nothing was attached.
 */
export async function undoLateUpload(
  c: Connection,
  upload: Upload,
  result: Result<{ id: number | null }>,
  before: ReadonlySet<number> | null,
): Promise<Result<never>> {
  const cancelled = fail({ kind: 'cancelled', message: UPLOAD_CANCELLED() });
  const unsure = fail({ kind: 'cancelled', message: MAY_BE_ATTACHED, outcome: 'unknown' });
  // The store refused the file: there is nothing to take back.
  if (!result.ok && result.error.kind !== 'cancelled') return cancelled;
  const made = result.ok && result.data.id ? [result.data.id] : await newAttachments(c, upload, before);
  // Silent store, nothing found: it may still be saving the file.
  if (!made || made.length === 0) return unsure;
  for (const id of made) {
    const removed = await deleteAttachment(c, { order_token: upload.order_token, id });
    if (!removed.ok) return unsure;
  }
  return cancelled;
}
