import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { Cart } from '../../../../../contract/schemas/cart';
import { Button } from '../../../components/Button';
import { useToast } from '../../../components/toast/useToast';
import type { CartEstimate } from '../../../lib/cartEstimate';
import { useRefreshOutbox } from '../../../state/query/outboxQuery';
import { outboxQueue } from '../api';
import { PlaceOrderReview } from '../PlaceOrderReview';
import { cleanReference } from '../confirmPlaced';
import { queuedOrderOf } from './queuedOrderOf';

interface QueueOrderButtonProps {
  cart: Cart;
  /** The cart as typed, priced as far as the app knows: what is reviewed is what is kept. */
  estimate: CartEstimate;
  billingAddressId: number | null;
  locale: string;
}

/**
 * With the store out of reach, the order can still be made: it is reviewed as typed and kept on
 * this computer ("Waiting to be sent") until the store is back and the buyer confirms today's prices.
 * The cart keeps the quantities typed, so cart, header and the waiting order show one total.
 */
export function QueueOrderButton({ cart, estimate, billingAddressId, locale }: QueueOrderButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const refreshOutbox = useRefreshOutbox();
  const [reviewing, setReviewing] = useState(false);
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const order = queuedOrderOf(cart, estimate, billingAddressId, reference);

  const queue = async (typed: string) => {
    setReviewing(false);
    const ready = queuedOrderOf(cart, estimate, billingAddressId, cleanReference(typed));
    if (!ready) return toast.error(t('cart.select_billing_address'));
    setBusy(true);
    const answer = await outboxQueue(ready);
    setBusy(false);
    if (!answer.ok) return toast.error(t('outbox.queue_failed', { message: answer.error.message }));
    setReference('');
    toast.success(t('outbox.queued'));
    void refreshOutbox();
  };

  return (
    <>
      <Button variant="secondary" className="cart-summary__queue" onClick={() => setReviewing(true)} loading={busy} disabled={!order}>
        {t('outbox.queue')}
      </Button>
      {reviewing && (
        <PlaceOrderReview
          cart={cart}
          billingAddressId={billingAddressId}
          locale={locale}
          reference={reference}
          onReference={setReference}
          onCancel={() => setReviewing(false)}
          onPlace={(typed) => void queue(typed)}
          placeLabel={t('outbox.queue_confirm')}
          estimate={estimate}
        />
      )}
    </>
  );
}
