import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Cart } from '../../../../preload/schemas/cart';
import { focusQuantity } from '../../components/QuantityStepper';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useToast } from '../../components/toast/useToast';
import { misfitIds, stepOf, type Quantities } from '../../lib/quantity';
import { storefront } from '../../state/storefront';

/**
 * Update cart (spec 7): every line with its edited quantity (none = 0, which removes it).
 * `overrides` lets Remove send one line at 0 together with the other edits. Nothing is sent while a
 * line is not a whole number of its steps (spec 5): the row says so.
 */
/** Each line's quantity to send: the override if any, else the edited one. */
const lineQuantities = (cart: Cart, quantities: Quantities, overrides?: Quantities): Quantities =>
  new Map(cart.order_item.map((item) => [item.variant_id, (overrides?.has(item.variant_id) ? overrides.get(item.variant_id) : quantities.get(item.variant_id)) ?? null]));

export function useUpdateCart(cart: Cart, quantities: Quantities, onSaved: (cart: Cart) => void) {
  const { t } = useTranslation();
  const toast = useToast();

  const update = useCallback(
    async (overrides?: Quantities) => {
      if (!cart.cart_token) return;
      const lines = lineQuantities(cart, quantities, overrides);
      const order_items = cart.order_item.map((item) => ({ id: item.variant_id, quantity: lines.get(item.variant_id) ?? 0 }));
      const answer = await storefront.cart.update({ order_items, cart_token: cart.cart_token });
      if (answer.ok) {
        onSaved(answer.data);
        toast.success(t('cart.cart_updated'));
        // Saved, with the store's word beside the cart (e.g. a line it could not fill): spec 8's error toast.
        if (answer.data.notice) toast.error(answer.data.notice);
      } else if (answer.error.kind !== 'unauthenticated') {
        // An ended session is the shell's to tell (session:expired: one toast, then login).
        toast.error(`${t('cart.update_cart_failed')} ${answer.error.message}`.trim());
      }
    },
    [cart, quantities, onSaved, toast, t],
  );

  const { busy, run } = useSingleFlight(update);
  // Refused before the single flight starts: being busy disables the very field to fix.
  const updateCart = useCallback(
    async (overrides?: Quantities) => {
      const steps = cart.order_item.map((item) => ({ id: item.variant_id, step: stepOf(item) }));
      const [first] = misfitIds(steps, lineQuantities(cart, quantities, overrides));
      if (first === undefined) return run(overrides);
      // The keyboard lands on the first field to fix (its error shows once the typing there stops).
      focusQuantity('.cart-table', first);
      return undefined;
    },
    [cart, quantities, run],
  );
  return { updating: busy, updateCart };
}
