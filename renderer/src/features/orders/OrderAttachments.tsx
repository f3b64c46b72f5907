import { useTranslation } from '../../i18n/useTranslation';
import type { Attachment } from '../../../../contract/schemas/orders';
import { Button } from '../../components/Button';
import { useModal } from '../../components/Modal';
import { useToast } from '../../components/toast/useToast';
import { useStoreWritable } from '../../components/useStoreWritable';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersDeleteAttachment, ordersDownloadAttachment } from './api';
import { answerOf, resultOf } from '../../state/query/storeAnswer';
import { orderQuery } from '../../state/query/orderQuery';
import { AttachmentUpload } from './AttachmentUpload';
import './order-attachments.css';

interface OrderAttachmentsProps {
  token: string;
  attachments: Attachment[];
}

const fileName = (a: Attachment) => (a.extension && !a.title.toLowerCase().endsWith(`.${a.extension.toLowerCase()}`) ? `${a.title}.${a.extension}` : a.title);

/** The order's files: download (save dialog), remove after confirmation, and the upload control. */
export function OrderAttachments({ token, attachments }: OrderAttachmentsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const store = useStoreWritable();
  const { ask, modal } = useModal<boolean>();
  const client = useQueryClient();
  // Removed or not, the order is read again: the buyer sees the files the store holds.
  const { mutateAsync: deleteAttachment } = useMutation({
    mutationFn: (id: number) => answerOf(ordersDeleteAttachment({ order_token: token, id })),
    onSettled: () => void client.invalidateQueries({ queryKey: orderQuery(token).queryKey, exact: true }),
  });

  const download = async (attachment: Attachment) => {
    const answer = await ordersDownloadAttachment({ order_token: token, id: attachment.id });
    if (!answer.ok) toast.error(answer.error.message || t('orders.download_failed'));
    else if (answer.data.saved) toast.success(t('orders.attachment_saved'));
  };

  const remove = async (attachment: Attachment) => {
    const sure = await ask({
      title: t('orders.confirm_remove_title'),
      description: t('orders.confirm_remove'),
      buttons: [
        { label: t('common.cancel'), value: false },
        { label: t('orders.remove'), value: true, variant: 'danger' },
      ],
    });
    if (!sure) return;
    const answer = await resultOf(deleteAttachment(attachment.id));
    if (answer.ok) toast.success(t('orders.attachment_deleted'));
    else toast.error(answer.error.message || t('orders.system_error'));
  };

  return (
    <section className="panel order-attachments" aria-labelledby="order-attachments-title">
      <h2 id="order-attachments-title" className="order-panel__title">
        {t('orders.attachments')}
      </h2>
      {attachments.length === 0 ? (
        <p className="muted small">{t('orders.no_attachments')}</p>
      ) : (
        <ul className="order-attachments__list" aria-label={t('orders.attachments')}>
          {attachments.map((attachment) => (
            <li key={attachment.id} className="order-attachments__item">
              <span className="order-attachments__ext" aria-hidden="true">
                {attachment.extension.slice(0, 4).toUpperCase() || 'FILE'}
              </span>
              <a
                href="#"
                className="order-attachments__link"
                aria-label={t('orders.download_attachment', { title: fileName(attachment) })}
                onClick={(event) => {
                  event.preventDefault();
                  void download(attachment);
                }}
              >
                {fileName(attachment)}
              </a>
              <Button
                variant="ghost"
                size="sm"
                className="order-attachments__remove"
                aria-label={t('orders.remove_attachment', { title: fileName(attachment) })}
                disabled={!store.writable}
                aria-describedby={store.describedBy}
                onClick={() => void remove(attachment)}
              >
                {t('orders.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {attachments.length > 0 && store.note}
      <AttachmentUpload token={token} />
      {modal}
    </section>
  );
}
