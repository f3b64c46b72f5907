import { atom } from 'jotai';
import type { Cart, CartCreated } from '../../../preload/schemas/cart';
import { storefront } from './storefront';

/** What the header shows and the cart screen starts from: the customer's open cart, if any. */
export interface CartSummary {
  cart_token: string;
  subtotal: number;
  currency: string;
}

const cartSummaryBaseAtom = atom<CartSummary | null>(null);

export const cartSummaryAtom = atom((get) => get(cartSummaryBaseAtom));

/**
 * The cart as the store last sent it, so the cart screen opens on it at once, marked as
 * refreshing, while it asks the store again (stale-while-revalidate). Only for the open cart's
 * token: the buyer's, and dropped with the summary (logout, idle logout, an order placed).
 */
const keptCartBaseAtom = atom<{ token: string; cart: Cart } | null>(null);

export const keptCartAtom = atom((get) => get(keptCartBaseAtom));

export const keepCartAtom = atom(null, (get, set, kept: { token: string; cart: Cart }) => {
  if (get(cartSummaryBaseAtom)?.cart_token === kept.token) set(keptCartBaseAtom, kept);
});

/** Set after any cart change (add, update, place order -> null, repeat order). */
export const setCartSummaryAtom = atom(null, (get, set, summary: CartSummary | null) => {
  set(cartSummaryBaseAtom, summary);
  if (get(keptCartBaseAtom)?.token !== summary?.cart_token) set(keptCartBaseAtom, null);
});

/**
 * After a change the cart screen has not seen (an add to cart, a repeated order), reads the cart
 * while the buyer is on the way to it. An answer that comes after the cart changed hands (a
 * logout, an order placed) is dropped by keepCartAtom.
 */
let prefetches = 0;
const prefetchCartAtom = atom(null, async (_get, set, token: string) => {
  const mine = ++prefetches;
  const answer = await storefront.cart.retrieve({ cart_token: token });
  // Two adds in a row: the first one's read may answer last, without the second's lines.
  if (mine !== prefetches) return;
  if (answer.ok && (answer.data.cart_token ?? token) === token) set(keepCartAtom, { token, cart: answer.data });
});

/** A cart:create answer (add to cart, add all, repeat order): the header follows, and the cart is read ahead. */
export const cartCreatedAtom = atom(null, (_get, set, created: CartCreated) => {
  set(setCartSummaryAtom, { cart_token: created.cart_token, subtotal: created.subtotal_price, currency: created.currency });
  void set(prefetchCartAtom, created.cart_token);
});
