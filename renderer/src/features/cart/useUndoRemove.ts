import { useCallback, type RefObject } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Cart } from '../../../../preload/schemas/cart';
import { useToast } from '../../components/toast/useToast';
import type { Quantities } from '../../lib/quantity';
import { storefront } from '../../state/storefront';

const savedQuantities = (cart: Cart): Quantities => new Map(cart.order_item.map((item) => [item.variant_id, item.quantity]));

/**
 * Undo of Remove (issue 39): the line comes back with the quantity it had. While the store still
 * has the line (the removal not sent yet) the quantity is set back and sent; once it is gone, the
 * line is added to the same cart again and the cart read back.
 */
export function useUndoRemove(
  cartRef: RefObject<Cart>,
  onSaved: (cart: Cart, sent: Quantities) => void,
  setNow: (id: number, quantity: number) => void,
) {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    async (id: number, quantity: number) => {
      const cart = cartRef.current;
      if (cart.order_item.some((item) => item.variant_id === id)) {
        setNow(id, quantity);
        return;
      }
      if (!cart.cart_token) return;
      const created = await storefront.cart.create({ order_items: [{ id, quantity }], cart_token: cart.cart_token });
      const answer = created.ok ? await storefront.cart.retrieve({ cart_token: cart.cart_token }) : created;
      if (answer.ok) onSaved(answer.data, savedQuantities(cartRef.current));
      else if (answer.error.kind !== 'unauthenticated') toast.error(`${t('cart.update_cart_failed')} ${answer.error.message}`.trim());
    },
    [cartRef, onSaved, setNow, toast, t],
  );
}
