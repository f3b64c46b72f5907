import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Cart } from '../../../../contract/schemas/cart';
import { focusQuantity } from '../../components/QuantityStepper';
import { useToast } from '../../components/toast/useToast';
import { misfitIds, quantitiesChanged, stepOf, type Quantities } from '../../lib/quantity';
import { useUpdateCartMutation } from '../../state/query/cartMutations';
import { SendQueue, type SendQueueState } from './sendQueue';
import { finishBeforeSignOut } from '../../state/beforeSignOut';

/** Every refused save of the cart is one toast: the latest refusal replaces the one still shown. */
export const SAVE_FAILED_TOAST = 'cart-save-failed';

/** How long a quantity waits after the last change before it goes to the store on its own. */
export const AUTOSAVE_DELAY_MS = 600;

const savedQuantities = (cart: Cart): Quantities => new Map(cart.order_item.map((item) => [item.variant_id, item.quantity]));

/** Each line's quantity to send: the override if any, else the edited one. */
const lineQuantities = (cart: Cart, quantities: Quantities): Quantities =>
  new Map(cart.order_item.map((item) => [item.variant_id, quantities.get(item.variant_id) ?? null]));

const firstMisfit = (cart: Cart, quantities: Quantities): number | undefined =>
  misfitIds(
    cart.order_item.map((item) => ({ id: item.variant_id, step: stepOf(item) })),
    lineQuantities(cart, quantities),
  )[0];

/**
 * Update cart, on its own: a quantity change goes to the store 600 ms after the
 * last one, one request at a time (SendQueue), every line with its edited quantity (none = 0,
 * which removes it). A failure toasts the spec's update_cart_failed with the store's message and
 * the typed quantities stay (and stay kept as drafts) until sent. Nothing is sent while a line is
 * not a whole number of its steps: the row says so. `saveNow` (the Update cart button,
 * Place order, Remove) sends at once and resolves true once the store has everything.
 */
export function useUpdateCart(
  cart: Cart,
  quantities: Quantities,
  onSaved: (cart: Cart, sent: Quantities) => void,
  { paused }: { paused: boolean },
) {
  const { t } = useTranslation();
  const toast = useToast();
  const sendCart = useUpdateCartMutation();
  const latest = useRef({ cart, quantities, onSaved, paused, toast, t, sendCart });
  useLayoutEffect(() => {
    latest.current = { cart, quantities, onSaved, paused, toast, t, sendCart };
  });
  /** The next successful send says "Cart updated." (the buyer pressed Update cart). */
  const announce = useRef(false);
  const [state, setState] = useState<SendQueueState>({ pending: false, sending: false, failed: false });

  const send = useCallback(async (): Promise<boolean> => {
    const { cart, quantities, onSaved, paused, toast, t, sendCart } = latest.current;
    if (!cart.cart_token || paused) return false;
    if (!announce.current && !quantitiesChanged(quantities, savedQuantities(cart))) return true;
    // A line that is no whole number of cartons waits for the buyer; its row says why (not a failure).
    if (firstMisfit(cart, quantities) !== undefined) return true;
    const sent = lineQuantities(cart, quantities);
    const order_items = cart.order_item.map((item) => ({ id: item.variant_id, quantity: sent.get(item.variant_id) ?? 0 }));
    const answer = await sendCart({ order_items, cart_token: cart.cart_token });
    if (answer.ok) {
      onSaved(answer.data, sent);
      if (announce.current) toast.success(t('cart.cart_updated'));
      announce.current = false;
      // Saved, with the store's word beside the cart (e.g. a line it could not fill): the store API's error toast.
      if (answer.data.notice) toast.error(answer.data.notice);
      return true;
    }
    announce.current = false;
    // An ended session is the shell's to tell (session:expired: one toast, then login).
    if (answer.error.kind !== 'unauthenticated') toast.error(`${t('cart.update_cart_failed')} ${answer.error.message}`.trim(), SAVE_FAILED_TOAST);
    return false;
  }, []);

  const queue = useRef<SendQueue<number> | null>(null);
  queue.current ??= new SendQueue<number>({ delayMs: AUTOSAVE_DELAY_MS, send, onState: setState });
  const changes = useRef(0);
  // A kiosk signing its customer out (idle, or Start over) sends what they typed first.
  useEffect(() => finishBeforeSignOut(async () => queue.current?.flush()), []);
  useEffect(() => {
    const q = queue.current;
    return () => q?.stop();
  }, []);

  /** A quantity changed: it goes to the store once the typing pauses. */
  const changed = useCallback(() => queue.current?.push(++changes.current), []);

  /** Sends what is not saved yet at once; true once the store has every quantity. */
  const saveNow = useCallback(async (): Promise<boolean> => {
    const { cart, quantities } = latest.current;
    const first = firstMisfit(cart, quantities);
    if (first !== undefined) {
      // The keyboard lands on the first field to fix (its error shows once the typing there stops).
      focusQuantity('.cart-table', first);
      return false;
    }
    if (quantitiesChanged(quantities, savedQuantities(cart))) queue.current?.push(++changes.current);
    return (await queue.current?.flush()) ?? false;
  }, []);

  /** The Update cart button: sends now and says "Cart updated." once saved. */
  // Only this press shows the button busy: a save on its own must not disable a button under a click.
  const [pressed, setPressed] = useState(false);
  const updateCart = useCallback(async () => {
    announce.current = true;
    setPressed(true);
    queue.current?.push(++changes.current);
    const ok = await saveNow();
    setPressed(false);
    if (!ok) announce.current = false;
    return ok;
  }, [saveNow]);

  /** Resolves once no request is out: the store's answer to it has been taken in. */
  const settled = useCallback(async () => {
    await queue.current?.settled();
  }, []);

  return { updating: pressed, sending: state.sending, pending: state.pending, failed: state.failed, changed, saveNow, updateCart, settled };
}
