import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/useTranslation';
import type { Cart } from '../../../../../contract/schemas/cart';
import type { QueuedOrder } from '../../../../../contract/schemas/outbox';
import { Alert } from '../../../components/Alert';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { useToast } from '../../../components/toast/useToast';
import { formatMoney } from '../../../lib/money';
import { cartDraftScope, clearDraft } from '../../../lib/quantityDraft';
import { cartQuery } from '../../../state/query/cartQuery';
import { refreshGlobalAtom } from '../../../state/shop';
import { outboxPlace, outboxPrepare } from '../api';
import { confirmPlaced } from '../confirmPlaced';
import { usePlacedOrderReads } from '../usePlacedOrderReads';
import { compareQueued } from './queuedChanges';
import { QueuedChangesTable } from './QueuedChangesTable';

type Step = { kind: 'checking' } | { kind: 'ready'; cart: Cart } | { kind: 'placing'; cart: Cart | null } | { kind: 'failed'; message: string; cart: Cart | null };

/**
 * Sending a waiting order: the store puts its lines in the cart and prices them today; what changed
 * since the buyer queued it is shown beside what they saw, and nothing is placed before they confirm.
 * An order whose Place order answer was lost is only checked with the store (the core asks before
 * any new send), never prepared again.
 */
export function SendQueuedDialog({ order, locale, onClose }: { order: QueuedOrder; locale: string; onClose: (placed: boolean) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const placedOrderReads = usePlacedOrderReads();
  const navigate = useNavigate();
  const refreshGlobal = useSetAtom(refreshGlobalAtom);
  const client = useQueryClient();
  const [step, setStep] = useState<Step>(() => (order.state === 'sent' ? { kind: 'placing', cart: null } : { kind: 'checking' }));
  const money = (amount: number) => formatMoney(amount, order.currency, locale);

  /** Sends it; the step already says it is being placed. */
  const place = (cartToken: string, cart: Cart | null) =>
    outboxPlace({ id: order.id, cart_token: cartToken }).then(async (answer) => {
      if (!answer.ok) return setStep({ kind: 'failed', message: answer.error.message, cart });
      // The store's cart took this order's lines and became the order: the quantities typed in it
      // are in the order, the header's figure is the store's again, and the cart is read afresh.
      clearDraft(cartDraftScope(cartToken));
      void client.invalidateQueries({ queryKey: cartQuery(cartToken).queryKey, exact: true });
      void refreshGlobal();
      const { name, referenceSaved } = await confirmPlaced(answer.data.token, order.remark, placedOrderReads);
      toast.success(name ? `${t('cart.place_order_success')} ${t('order_review.order_number', { name })}` : t('cart.place_order_success'));
      if (referenceSaved === false) toast.error(t('order_review.reference_not_saved'));
      onClose(true);
      navigate(`/order/${encodeURIComponent(answer.data.token)}`);
    });

  useEffect(() => {
    let current = true;
    if (order.state === 'sent') {
      void place(order.cart_token ?? '', null);
      return;
    }
    void outboxPrepare({ id: order.id }).then((answer) => {
      if (!current) return;
      setStep(answer.ok ? { kind: 'ready', cart: answer.data } : { kind: 'failed', message: answer.error.message, cart: null });
    });
    return () => {
      current = false;
    };
    // Asked once per opening: the store's answer is what the buyer confirms.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const cart = step.kind === 'checking' ? null : step.cart;
  const comparison = cart ? compareQueued(order, cart) : null;
  const canPlace = step.kind === 'ready' && cart?.cart_token;
  return (
    <Modal<'place' | 'close'>
      open
      title={t('outbox.send_title')}
      description={comparison ? t(comparison.changed ? 'outbox.changed_intro' : 'outbox.same_intro') : undefined}
      buttons={[
        { label: t('outbox.not_now'), value: 'close' },
        ...(canPlace ? [{ label: t('outbox.place'), value: 'place' as const, variant: 'primary' as const }] : []),
      ]}
      onResult={(value) => {
        if (value === 'place' && cart?.cart_token && step.kind === 'ready') {
          setStep({ kind: 'placing', cart });
          void place(cart.cart_token, cart);
        }
        else if (step.kind !== 'placing') onClose(false);
      }}
    >
      <div className="outbox-send" aria-busy={step.kind === 'checking' || step.kind === 'placing'}>
        {step.kind === 'checking' && <Spinner block label={t('outbox.checking')} />}
        {step.kind === 'placing' && <Spinner block label={t('cart.placing_order')} />}
        {step.kind === 'failed' && <Alert variant="warning">{t('outbox.still_waits', { message: step.message })}</Alert>}
        {comparison && (
          <>
            <QueuedChangesTable comparison={comparison} money={money} />
            <dl className="outbox-send__totals">
              <dt>{t('outbox.total_then')}</dt>
              <dd>{money(comparison.seenTotal)}</dd>
              <dt>{t('outbox.total_now')}</dt>
              <dd className={comparison.nowTotal !== comparison.seenTotal ? 'outbox-send__changed' : undefined}>{money(comparison.nowTotal)}</dd>
            </dl>
          </>
        )}
      </div>
    </Modal>
  );
}
