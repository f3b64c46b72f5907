import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../../i18n/useTranslation';
import type { QueuedOrder } from '../../../../../contract/schemas/outbox';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { useToast } from '../../../components/toast/useToast';
import { formatDateTime } from '../../../i18n/dates';
import { formatMoney } from '../../../lib/money';
import { storeOnlineAtom } from '../../../state/connectivity';
import { useQuery } from '@tanstack/react-query';
import { outboxQuery, useRefreshOutbox } from '../../../state/query/outboxQuery';
import { outboxWithdraw } from '../api';
import { EditQueuedDialog } from './EditQueuedDialog';
import { SendQueuedDialog } from './SendQueuedDialog';
import './outbox.css';

type Open = { kind: 'send' | 'edit' | 'withdraw'; order: QueuedOrder } | null;

/**
 * "Waiting to be sent": the orders the buyer placed while the store could not be reached. Each can
 * be edited or withdrawn while it waits, and is sent only through the review of today's prices.
 */
const NONE: QueuedOrder[] = [];

export function OutboxPanel({ locale, onSent }: { locale: string; onSent: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  // Read each time the panel opens (the cart), from the buyer's cache.
  const orders = useQuery(outboxQuery()).data ?? NONE;
  const refresh = useRefreshOutbox();
  const online = useAtomValue(storeOnlineAtom);
  const [open, setOpen] = useState<Open>(null);
  if (orders.length === 0 && !open) return null;

  const withdraw = async (order: QueuedOrder) => {
    setOpen(null);
    const answer = await outboxWithdraw({ id: order.id });
    if (answer.ok) toast.success(t('outbox.withdrawn'));
    else toast.error(answer.error.message);
    void refresh();
  };

  return (
    <section className="panel outbox" aria-labelledby="outbox-title" data-testid="outbox">
      <h2 id="outbox-title" className="outbox__title">
        {t('outbox.title')}
      </h2>
      <p className="muted small">{t('outbox.intro')}</p>
      <ul className="outbox__list">
        {orders.map((order) => (
          <li key={order.id} className="outbox__order">
            <div className="outbox__facts">
              <strong>{formatMoney(order.total_price, order.currency, locale)}</strong>
              {order.lines.some((line) => line.estimated) && <span className="muted">{t('order_review.estimate')}</span>}
              <span>{t('outbox.lines', { count: order.lines.length })}</span>
              <span className="muted">{t('outbox.queued_at', { time: formatDateTime(order.queued_at, locale) })}</span>
              {order.remark && <span>{t('outbox.reference', { reference: order.remark })}</span>}
            </div>
            {order.state === 'sent' ? (
              <p className="outbox__note outbox__note--warning small">{t('outbox.sent_unknown')}</p>
            ) : (
              !online && <p className="outbox__note muted small">{t('outbox.waits_offline')}</p>
            )}
            {order.refusal && (
              <p className="outbox__note outbox__note--warning small" role="status">
                {t('outbox.refused', { reason: order.refusal })}
              </p>
            )}
            <div className="outbox__actions">
              <Button size="sm" onClick={() => setOpen({ kind: 'send', order })} disabled={!online}>
                {order.state === 'sent' ? t('outbox.check') : t('outbox.send')}
              </Button>
              {order.state === 'waiting' && (
                <>
                  <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'edit', order })}>
                    {t('outbox.edit')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setOpen({ kind: 'withdraw', order })}>
                    {t('outbox.withdraw')}
                  </Button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      {open?.kind === 'send' && (
        <SendQueuedDialog
          order={open.order}
          locale={locale}
          onClose={(placed) => {
            setOpen(null);
            void refresh();
            if (placed) onSent();
          }}
        />
      )}
      {open?.kind === 'edit' && <EditQueuedDialog order={open.order} onClose={() => { setOpen(null); void refresh(); }} />}
      {open?.kind === 'withdraw' && (
        <Modal<'withdraw' | 'keep'>
          open
          title={t('outbox.withdraw_title')}
          description={t('outbox.withdraw_desc')}
          buttons={[
            { label: t('common.cancel'), value: 'keep' },
            { label: t('outbox.withdraw'), value: 'withdraw', variant: 'danger' },
          ]}
          onResult={(value) => (value === 'withdraw' ? void withdraw(open.order) : setOpen(null))}
        />
      )}
    </section>
  );
}
