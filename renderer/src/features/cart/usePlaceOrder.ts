import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import type { Cart } from '../../../../contract/schemas/cart';
import { useToast } from '../../components/toast/useToast';
import { formatMoney } from '../../lib/money';
import type { Quantities } from '../../lib/quantity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCartSummaryAtom } from '../../state/cart';
import { cartQuery, PLACE_ORDER_KEY } from '../../state/query/cartQuery';
import { cartPlaceOrder } from './api';
import { requestsCancel } from '../../lib/api';
import { placeOrderBlock, type PlaceOrderFacts } from './placeOrderChecks';
import { confirmPlaced } from './confirmPlaced';
import { usePlacedOrderReads } from './usePlacedOrderReads';
import { useKioskRun } from '../../components/useKioskRun';

/** The cart as an order, to the store (a mutation's function: the bridge's call, on its own). */
const sendCart = (order: Parameters<typeof cartPlaceOrder>[0]) => cartPlaceOrder(order);

/** The order page opens 2 s after a successful order. */
const ORDER_REDIRECT_MS = 2000;

const BLOCK_KEYS = {
  unsaved: 'cart.update_cart_first',
  min_purchase: 'cart.min_purchase_desc',
  no_billing_address: 'cart.select_billing_address',
  out_of_stock: 'cart.some_out_of_stock',
} as const;

/** A refusal's words, then the lines it is about when they are known. */
const withLines = (said: string, names: readonly string[], t: (key: string, options?: Record<string, unknown>) => string): string =>
  names.length === 0 ? said : `${said} ${t('cart.lines_to_fix', { count: names.length, names: names.join(', ') })}`;

/** The store fell over without making the order, or the line did: the buyer is told which. */
const NOT_PLACED_KEYS = { server: 'cart.order_not_placed_server', other: 'cart.order_not_placed' } as const;

interface PlaceOrderInput {
  onPlaced: () => void;
  /**
   * The lines the store will not place as they are, named for the toast; the cart points the buyer
   * at the first (its row shows the fix). `fresh`: the cart read again after the store refused.
   */
  pointToFixes: (fresh?: Cart) => string[];
  /** Reads the cart again (the store refused it: its stock may have changed since it was read). */
  reread: () => Promise<Cart | null>;
  cart: Cart;
  quantities: Quantities;
  facts: PlaceOrderFacts;
  locale: string;
}

/**
 * Place order, never twice: a ref guards against a second click or a held Enter before React
 * re-renders, the button stays disabled while pending, and after success it stays placed.
 * A lost answer (a cancel, a 5xx, a dropped line) has been checked by the core before it gets here:
 * an order it found is a success; 'unknown' (the store may still make it, or could not be asked)
 * keeps a warning up that leads to the order list, and the core asks the store again before the
 * next Place order for this cart sends anything.
 */
export function usePlaceOrder({ onPlaced, pointToFixes, reread, cart, quantities, facts, locale }: PlaceOrderInput) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const setSummary = useSetAtom(setCartSummaryAtom);
  const client = useQueryClient();
  const placedOrderReads = usePlacedOrderReads();
  // At a trade counter the customer is shown, full screen, what they just ordered.
  const kiosk = useKioskRun();
  // The store's answer is a Result either way (placed, refused, unsure): the mutation only marks the cart as being placed.
  const { mutateAsync: sendOrder } = useMutation({ mutationKey: PLACE_ORDER_KEY, mutationFn: sendCart });
  const inFlight = useRef(false);
  const [phase, setPhase] = useState<'idle' | 'placing' | 'placed'>('idle');
  const [cancelling, setCancelling] = useState(false);
  const [unsure, setUnsure] = useState(false);
  /** The core is still checking whether an earlier Place order went through (its words), and sent nothing. */
  const [checking, setChecking] = useState<string | null>(null);
  const lastReference = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  /** Whether the order may go to review: a reason not to place it is said now, before any review. */
  const readyToPlace = useCallback((): boolean => {
    if (inFlight.current) return false;
    const block = placeOrderBlock(facts);
    if (block) {
      const value = block.reason === 'min_purchase' ? formatMoney(block.minimum, cart.currency, locale) : undefined;
      const names = block.reason === 'out_of_stock' ? pointToFixes() : [];
      toast.error(withLines(t(BLOCK_KEYS[block.reason], { value }), names, t));
      return false;
    }
    return cart.cart_token !== null && facts.billingAddressId !== null;
  }, [cart, facts, locale, toast, t, pointToFixes]);

  /** `reference`: the buyer's PO number from the review, saved as the order's remark once it is placed. */
  const placeOrder = useCallback(async (reference = '') => {
    if (!readyToPlace() || !cart.cart_token || facts.billingAddressId === null) return;
    inFlight.current = true;
    lastReference.current = reference;
    setPhase('placing');
    setUnsure(false);
    setChecking(null);
    const answer = await sendOrder({
      order_items: cart.order_item.map((item) => ({ id: item.variant_id, quantity: quantities.get(item.variant_id) ?? 0 })),
      billing_address: { id: facts.billingAddressId },
      cart_token: cart.cart_token,
    });
    setCancelling(false);
    if (answer.ok) {
      // The cart is an order now: forget its token and subtotal (its last read stays on screen
      // until the order opens, never to be shown again); the guard stays closed.
      setSummary(null);
      void client.invalidateQueries({ queryKey: cartQuery(cart.cart_token).queryKey, exact: true, refetchType: 'none' });
      onPlaced();
      setPhase('placed');
      const token = answer.data.token;
      if (kiosk) {
        if (reference) await confirmPlaced(token, reference, placedOrderReads);
        return void navigate(`/placed/${encodeURIComponent(token)}`);
      }
      const { name, referenceSaved } = await confirmPlaced(token, reference, placedOrderReads);
      // The spec's success words, then the number the buyer will quote to the seller.
      toast.success(name ? `${t('cart.place_order_success')} ${t('order_review.order_number', { name })}` : t('cart.place_order_success'));
      if (referenceSaved === false) toast.error(t('order_review.reference_not_saved'));
      // A buyer who left the cart meanwhile is not pulled back to the order.
      if (mounted.current) timer.current = setTimeout(() => navigate(`/order/${encodeURIComponent(token)}`), ORDER_REDIRECT_MS);
      return;
    }
    inFlight.current = false;
    setPhase('idle');
    const { kind, outcome, message } = answer.error;
    // An ended session is the shell's to tell (session:expired: one toast, then login).
    if (kind === 'unauthenticated') return;
    if (outcome === 'unknown') {
      if (kind === 'refused') setChecking(message);
      return void setUnsure(true);
    }
    if (outcome === 'not_placed' && kind === 'cancelled') return void toast.info(t('cart.place_order_cancelled'));
    const said = `${t('cart.place_order_failed')} ${outcome === 'not_placed' ? t(NOT_PLACED_KEYS[kind === 'server' ? 'server' : 'other']) : message}`.trim();
    // The store refused this cart (e.g. "Some item is out of stock."): read it again, so the rows
    // show what the store sees now, and name the lines to fix.
    const fresh = kind === 'store' ? await reread() : null;
    toast.error(withLines(said, fresh ? pointToFixes(fresh) : [], t));
  }, [readyToPlace, cart, quantities, facts, sendOrder, navigate, setSummary, client, toast, t, onPlaced, reread, pointToFixes, placedOrderReads, kiosk]);

  // The core stops the request and checks the store; the answer arrives through placeOrder above.
  const cancel = useCallback(() => {
    setCancelling(true);
    void requestsCancel({ channel: 'cart:placeOrder' });
  }, []);

  // Looking again asks the core, which sends only once the store shows the last order was not made.
  const lookAgain = useCallback(() => placeOrder(lastReference.current), [placeOrder]);

  return { phase, readyToPlace, placeOrder, cancel, cancelling, unsure, checking, lookAgain };
}
