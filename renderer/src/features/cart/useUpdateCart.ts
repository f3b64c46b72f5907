import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '../../../../preload/schemas/cart';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useToast } from '../../components/toast/useToast';
import type { Quantities } from '../../lib/quantity';
import { storefront } from '../../state/storefront';

/**
 * Update cart (spec 7): every line with its edited quantity (none = 0, which removes it).
 * `overrides` lets Remove send one line at 0 together with the other edits.
 */
export function useUpdateCart(cart: Cart, quantities: Quantities, onSaved: (cart: Cart) => void) {
  const { t } = useTranslation();
  const toast = useToast();

  const update = useCallback(
    async (overrides?: Quantities) => {
      if (!cart.cart_token) return;
      const order_items = cart.order_item.map((item) => ({
        id: item.variant_id,
        quantity: (overrides?.has(item.variant_id) ? overrides.get(item.variant_id) : quantities.get(item.variant_id)) ?? 0,
      }));
      const answer = await storefront.cart.update({ order_items, cart_token: cart.cart_token });
      if (answer.ok) {
        onSaved(answer.data);
        toast.success(t('cart.cart_updated'));
      } else if (answer.error.kind !== 'unauthenticated') {
        // An ended session is the shell's to tell (session:expired: one toast, then login).
        toast.error(`${t('cart.update_cart_failed')} ${answer.error.message}`.trim());
      }
    },
    [cart, quantities, onSaved, toast, t],
  );

  const { busy, run } = useSingleFlight(update);
  return { updating: busy, updateCart: run };
}
