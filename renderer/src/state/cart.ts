import { atom } from 'jotai';
import { buyerAtom } from './buyerScope';

/** What the header shows and the cart screen starts from: the customer's open cart, if any. */
export interface CartSummary {
  cart_token: string;
  subtotal: number;
  currency: string;
}

const cartSummaryBaseAtom = buyerAtom<CartSummary | null>(null);

export const cartSummaryAtom = atom((get) => get(cartSummaryBaseAtom));

/** Set after any cart change (add, update, place order -> null, repeat order). */
export const setCartSummaryAtom = atom(null, (_get, set, summary: CartSummary | null) => set(cartSummaryBaseAtom, summary));
