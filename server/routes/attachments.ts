import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { requireCustomer } from '../http/auth';
import { notFound } from '../http/errors';
import { deleteAttachment, ownAttachment, storedPath } from '../commerce/attachments';
import {
  attachmentDeleteQuery,
  attachmentDownloadParams,
  attachmentDownloadQuery,
  type AttachmentCreatedAnswer,
  type AttachmentDeletedAnswer,
} from '../wire/orders';
import { parseInput } from './commerce-input';
import { receiveAttachment } from './attachment-upload';

/** Files a customer attaches to an order (purchase orders, payment proofs): upload, download, remove. */
export function registerAttachmentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/_api/orders/attachment', async (request, reply): Promise<AttachmentCreatedAnswer> => {
    const customer = requireCustomer(request);
    try {
      return { id: await receiveAttachment(ctx, customer, request) };
    } catch (error) {
      // A refused upload may leave body bytes in flight: end the connection rather than keep a half-read one alive.
      reply.header('connection', 'close');
      throw error;
    }
  });

  app.get<{ Params: { id: string } }>('/_api/orders/attachment/:id/download', async (request, reply) => {
    const customer = requireCustomer(request);
    const { order_token } = parseInput(attachmentDownloadQuery, request.query);
    const { id } = parseInput(attachmentDownloadParams, request.params);
    const row = ownAttachment(ctx, customer, id, order_token);
    const filename = `${row.title}.${row.extension}`;
    // Sent whole (at most 10 MB): a streamed reply ends a tick after its last byte, and a server closing in
    // that gap waits for the keep-alive connection forever (Node skips unfinished replies when closing idle ones).
    const body = await readFile(storedPath(ctx, row)).catch((error: unknown) => {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') throw notFound();
      throw error;
    });
    return reply
      .header('content-type', row.mime)
      .header('content-disposition', contentDisposition(filename))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(body);
  });

  app.delete('/_api/orders/attachment', async (request): Promise<AttachmentDeletedAnswer> => {
    const customer = requireCustomer(request);
    const query = parseInput(attachmentDeleteQuery, request.query);
    deleteAttachment(ctx, customer, query.id, query.order_token);
    return { success: true };
  });
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
