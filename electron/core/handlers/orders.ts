import { fail, ok } from '../../../contract/result';
import { attachmentLimit, uploadAttachment } from '../api/attachments';
import { DONE } from '../api/common';
import { downloadTo, suggestedFileName } from '../api/download';
import * as orders from '../api/orders';
import type { CoreDeps, Handlers } from '../deps';
import type { FileRegistry } from '../files';
import type { StoreHolder } from '../store-holder';
import { withStore } from './guard';
import { attachmentIds, cancelAfterBody, LATE_CANCEL_GRACE_MS, UPLOAD_CANCELLED, undoLateUpload } from './late-cancel';
import { coreText } from '../language/core-text';

type OrderHandlers = Pick<
  Handlers,
  | 'orders:get' | 'orders:updateRemark' | 'orders:uploadAttachment' | 'orders:cancelUpload' | 'orders:deleteAttachment'
  | 'orders:downloadAttachment'
>;

const PICK_AGAIN = () => coreText('file_pick_again');

export function orderHandlers(deps: CoreDeps, holder: StoreHolder, files: FileRegistry): OrderHandlers {
  return {
    'orders:get': withStore(holder, orders.getOrder),
    'orders:updateRemark': withStore(holder, orders.updateRemark),
    'orders:deleteAttachment': withStore(holder, orders.deleteAttachment),

    // The renderer names a file only by the id it got from files:pickAttachment, never by path.
    // A cancel that comes after the whole file went out is undone on the store (late-cancel.ts),
    // which needs the attachments the order had before.
    'orders:uploadAttachment': withStore(holder, async (c, input) => {
      const file = files.get(input.file_id);
      if (!file) return fail({ kind: 'refused', message: PICK_AGAIN() });
      const cancel = cancelAfterBody(files.beginUpload(input.file_id), deps.timeouts?.lateCancel ?? LATE_CANCEL_GRACE_MS);
      try {
        const before = await attachmentIds(c, input.order_token);
        const result = await uploadAttachment(c, {
          order_token: input.order_token,
          file_title: input.file_title,
          file,
          limit: attachmentLimit(deps.settings.get()),
          signal: cancel.signal,
          onProgress: (loaded, total) => {
            if (loaded >= total) cancel.bodySent();
            deps.emit('upload:progress', { file_id: input.file_id, loaded, total });
          },
        });
        if (cancel.late()) return await undoLateUpload(c, input, result, before);
        // Without an id nothing is known to be attached: the same file stays ready to send again.
        if (result.ok && result.data.id !== null) files.remove(input.file_id);
        if (!result.ok && result.error.kind === 'cancelled') return fail({ kind: 'cancelled', message: UPLOAD_CANCELLED() });
        return result;
      } finally {
        cancel.done();
        files.endUpload(input.file_id);
      }
    }),

    'orders:cancelUpload': async ({ file_id }) => {
      files.cancelUpload(file_id);
      return ok(DONE);
    },

    'orders:downloadAttachment': withStore(holder, async (c, input) => {
      const order = await orders.getOrder(c, { token: input.order_token });
      if (!order.ok) return order;
      const attachment = order.data.attachment.find((a) => a.id === input.id);
      if (!attachment) return fail({ kind: 'not_found', message: coreText('not_found') });
      if (!deps.saveFile) return fail({ kind: 'refused', message: coreText('saving_unavailable') });
      const target = await deps.saveFile(suggestedFileName(attachment));
      if (!target) return ok({ saved: false });
      return downloadTo(c, attachment, target, deps.limits?.downloadBytes);
    }),
  };
}
