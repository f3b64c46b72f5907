import { useCallback, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import type { Variant } from '../../../../contract/schemas/catalog';
import { focusQuantity } from '../../components/QuantityStepper';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useToast } from '../../components/toast/useToast';
import { filledOrderItems, misfitIds, stepOf, type Quantities } from '../../lib/quantity';
import { stockCheck } from '../../lib/stock';
import { cartSummaryAtom } from '../../state/cart';
import { useAddToCartMutation } from '../../state/query/cartMutations';
import { requestsCancel } from '../../lib/api';

/**
 * Add to cart: nothing sent when every quantity is empty, or when one is not a whole
 * number of its variant's steps or is over the stock where the store takes no pre-orders (the row
 * says so); on success the header's cart follows and the
 * quantities clear; a second click while pending is ignored; a stuck one can be cancelled.
 */
export function useAddToCart(
  variants: readonly Variant[],
  quantities: Quantities,
  onAdded: () => void,
  allowPreorder: boolean,
): { adding: boolean; addToCart: () => void; cancel: () => void } {
  const { t } = useTranslation();
  const toast = useToast();
  const summary = useAtomValue(cartSummaryAtom);
  const addLines = useAddToCartMutation();

  const steps = useMemo(() => variants.map((v) => ({ id: v.id, step: stepOf(v) })), [variants]);
  // More than the stock where the store takes no pre-orders: the row already says so as it is typed.
  const overStock = useMemo(
    () => variants.filter((v) => stockCheck(v, quantities.get(v.id) ?? null, allowPreorder, stepOf(v))?.kind === 'over_stock').map((v) => v.id),
    [variants, quantities, allowPreorder],
  );

  const add = useCallback(async () => {
    const [first] = [...misfitIds(steps, quantities), ...overStock];
    if (first !== undefined) {
      // The row shows why; the keyboard lands on the first field to fix.
      focusQuantity('.variant-entry', first);
      return;
    }
    const items = filledOrderItems(quantities);
    if (items.length === 0) {
      toast.error(t('product.check_quantity'));
      return;
    }
    const answer = await addLines({ order_items: items, cart_token: summary?.cart_token ?? null });
    if (answer.ok) {
      toast.success(t('product.added_to_cart'));
      onAdded();
    } else if (answer.error.kind === 'cancelled') {
      toast.info(t('product.add_cancelled'));
    } else if (answer.error.kind !== 'unauthenticated') {
      // An ended session is the shell's to tell (session:expired: one toast, then login).
      toast.error(answer.error.kind === 'store' && answer.error.message ? answer.error.message : t('product.add_to_cart_failed'));
    }
  }, [steps, overStock, quantities, summary?.cart_token, addLines, toast, t, onAdded]);

  const { busy, run } = useSingleFlight(add);
  const cancel = useCallback(() => void requestsCancel({ channel: 'cart:create' }), []);
  return { adding: busy, addToCart: () => void run(), cancel };
}
