import { useCallback, type RefObject } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Cart } from '../../../../contract/schemas/cart';
import { useToast } from '../../components/toast/useToast';
import type { Quantities } from '../../lib/quantity';
import { useAddBackMutation } from '../../state/query/cartMutations';
import { undoRemoval } from './undoRemoval';
import { SAVE_FAILED_TOAST } from './useUpdateCart';

export const savedQuantities = (cart: Cart): Quantities => new Map(cart.order_item.map((item) => [item.variant_id, item.quantity]));

/** What Undo of Remove and of Clear cart need from the cart screen. */
export interface CartUndoParts {
  /** The cart as the store last answered (kept current as each answer arrives). */
  cartRef: RefObject<Cart>;
  onSaved: (cart: Cart, sent: Quantities) => void;
  /** Sets a line's quantity in the form; `send`: and sends the form at once. */
  setQuantity: (id: number, quantity: number) => void;
  setNow: (id: number, quantity: number) => void;
  /** Resolves once no cart request is out. */
  settled: () => Promise<void>;
}

/** Undo of Remove: the line comes back with the quantity it had, whenever it is pressed (undoRemoval). */
export function useUndoRemove({ cartRef, onSaved, setQuantity, setNow, settled }: CartUndoParts) {
  const { t } = useTranslation();
  const toast = useToast();
  const addLineBack = useAddBackMutation();
  return useCallback(
    (id: number, quantity: number) =>
      undoRemoval(id, quantity, {
        restore: setQuantity,
        settled,
        storeHas: (line) => cartRef.current.order_item.some((item) => item.variant_id === line),
        sendNow: setNow,
        addBack: async (line, back) => {
          const token = cartRef.current.cart_token;
          if (!token) return false;
          const answer = await addLineBack(token, [{ id: line, quantity: back }]);
          if (answer.ok) onSaved(answer.data, savedQuantities(cartRef.current));
          else if (answer.error.kind !== 'unauthenticated') toast.error(`${t('cart.update_cart_failed')} ${answer.error.message}`.trim(), SAVE_FAILED_TOAST);
          return answer.ok;
        },
      }),
    [cartRef, onSaved, setQuantity, setNow, settled, addLineBack, toast, t],
  );
}
