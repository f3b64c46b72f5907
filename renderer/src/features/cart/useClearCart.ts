import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../../components/toast/useToast';
import { useAddBackMutation } from '../../state/query/cartMutations';
import { SAVE_FAILED_TOAST } from './useUpdateCart';
import { savedQuantities, type CartUndoParts } from './useUndoRemove';

/**
 * Clear cart: every line goes in one save, and one toast offers Undo, which puts every line back
 * with the quantity it had: in the form while the clear waits, or added back to the same cart in
 * one call once the store has emptied it (the screen shows the empty cart meanwhile).
 */
export function useClearCart({ cartRef, onSaved, setQuantity, setNow, settled }: CartUndoParts) {
  const { t } = useTranslation();
  const toast = useToast();
  const addBack = useAddBackMutation();
  const undo = useCallback(
    async (lines: { id: number; quantity: number }[]) => {
      for (const line of lines) setQuantity(line.id, line.quantity);
      await settled();
      const cart = cartRef.current;
      const gone = lines.filter((line) => !cart.order_item.some((item) => item.variant_id === line.id));
      if (gone.length === 0 || !cart.cart_token) return;
      const answer = await addBack(cart.cart_token, gone);
      if (answer.ok) onSaved(answer.data, savedQuantities(cartRef.current));
      else if (answer.error.kind !== 'unauthenticated') toast.error(`${t('cart.update_cart_failed')} ${answer.error.message}`.trim(), SAVE_FAILED_TOAST);
    },
    [cartRef, onSaved, setQuantity, settled, addBack, toast, t],
  );
  return useCallback(() => {
    const lines = cartRef.current.order_item.map((item) => ({ id: item.variant_id, quantity: item.quantity }));
    if (lines.length === 0) return;
    for (const line of lines) setNow(line.id, 0);
    toast.success(t('cart.cleared', { count: lines.length }), [{ label: t('cart.undo'), run: () => void undo(lines) }]);
  }, [cartRef, setNow, toast, t, undo]);
}
