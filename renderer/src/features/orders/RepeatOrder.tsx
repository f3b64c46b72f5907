import { useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import type { Order } from '../../../../preload/schemas/orders';
import { Button } from '../../components/Button';
import { useModal, type ModalButton } from '../../components/Modal';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useToast } from '../../components/toast/useToast';
import { useStoreWritable } from '../../components/useStoreWritable';
import { cartSummaryAtom, cartCreatedAtom } from '../../state/cart';
import { storefront } from '../../state/storefront';
import { repeatItems } from './repeatItems';
import type { OrderItemInput } from '../../../../preload/schemas/cart';

type Choice = 'cancel' | 'add' | 'replace';

/**
 * "Repeat order" (spec 4): with a cart that already has a subtotal the dialog offers Cancel,
 * Replace cart and Add to cart; otherwise Cancel and Add to cart. The header's cart follows.
 * It writes to the cart, so it waits while the store is unreachable or the order is a kept copy.
 */
export function RepeatOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  const toast = useToast();
  const store = useStoreWritable();
  const summary = useAtomValue(cartSummaryAtom);
  const cartCreated = useSetAtom(cartCreatedAtom);
  const { ask, modal } = useModal<Choice>();
  const cartHasItems = (summary?.subtotal ?? 0) > 0;

  // Only the store call counts as busy: the button does not spin while the dialog waits for a choice.
  const { busy, run } = useSingleFlight(async (choice: 'add' | 'replace', items: OrderItemInput[]) => {
    const answer = await storefront.cart.create({
      order_items: items,
      cart_token: summary?.cart_token ?? null,
      ...(choice === 'replace' ? { is_replace_cart: true } : {}),
    });
    if (answer.ok) {
      cartCreated(answer.data);
      toast.success(choice === 'replace' ? t('orders.repeat_replaced') : t('orders.repeat_added'));
    } else {
      toast.error(answer.error.kind === 'store' && answer.error.message ? answer.error.message : t('orders.repeat_failed'));
    }
  });

  const asking = useRef(false);
  const start = async () => {
    if (asking.current || busy) return; // a double click opens one dialog
    const items = repeatItems(order.line_items);
    if (items.length === 0) {
      toast.error(t('orders.repeat_nothing'));
      return;
    }
    const buttons: ModalButton<Choice>[] = cartHasItems
      ? [
          { label: t('orders.replace_cart'), value: 'replace', variant: 'secondary' },
          { label: t('orders.add_to_cart'), value: 'add', variant: 'primary' },
        ]
      : [{ label: t('orders.add_to_cart'), value: 'add', variant: 'primary' }];
    asking.current = true;
    const choice = await ask({
      title: t('orders.repeat_title'),
      description: cartHasItems ? t('orders.repeat_desc_cart') : t('orders.repeat_desc_empty'),
      buttons: [{ label: t('common.cancel'), value: 'cancel', variant: 'ghost' }, ...buttons],
    });
    asking.current = false;
    if (choice === null || choice === 'cancel') return; // Cancel, Escape
    await run(choice, items);
  };

  return (
    <>
      <Button variant="secondary" onClick={() => void start()} loading={busy} disabled={!store.writable} aria-describedby={store.describedBy}>
        {t('orders.repeat_order')}
      </Button>
      {store.note}
      {modal}
    </>
  );
}
