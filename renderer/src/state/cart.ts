import { atom } from 'jotai';
import { globalAnswerAtom, writeGlobalAtom } from './globalAnswer';

/** What the header shows and the cart screen starts from: the customer's open cart, if any. */
export interface CartSummary {
  cart_token: string;
  subtotal: number;
  currency: string;
}

/** From the customer of the buyer's /_api/global answer: the store names their open cart there. */
export const cartSummaryAtom = atom((get): CartSummary | null => {
  const customer = get(globalAnswerAtom)?.customer;
  if (!customer?.cart_token) return null;
  return { cart_token: customer.cart_token, subtotal: customer.cart_subtotal ?? 0, currency: customer.cart_currency ?? customer.currency };
});

/**
 * After any cart change (add, update, place order -> null, repeat order): the customer's cart as the
 * store would now name it, in the same answer, so the header and the cart screen agree.
 */
export const setCartSummaryAtom = atom(null, (_get, set, summary: CartSummary | null) =>
  set(writeGlobalAtom, (kept) =>
    kept?.customer
      ? {
          ...kept,
          customer: { ...kept.customer, cart_token: summary?.cart_token ?? null, cart_subtotal: summary?.subtotal ?? null, cart_currency: summary?.currency ?? null },
        }
      : kept,
  ),
);
