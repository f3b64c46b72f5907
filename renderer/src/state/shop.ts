import { atom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import type { Customer, GlobalData, Shop } from '../../../contract/schemas/shop';
import type { Result } from '../../../contract/result';
import { noteBootCustomer } from './bootSnapshot';
import { fetchGlobalAtom, globalAnswerAtom, writeGlobalAtom } from './globalAnswer';
import { prepareMoneyFormat } from '../lib/money';
import { prepareDateFormat } from '../i18n/dates';
import { whenIdle } from '../lib/whenIdle';

const shopBaseAtom = atom<Shop | null>(null);
/** The fields of the customer that say who they are; their cart's token and total are cartSummaryAtom's. */
const sameCustomer = (a: Customer | null, b: Customer | null) =>
  a === b ||
  (a !== null && b !== null && (Object.keys(a) as (keyof Customer)[]).every((key) => key.startsWith('cart_') || a[key] === b[key]));

/**
 * Kept in the buyer's query cache: none for every new buyer until the store names them. The same
 * customer stays the same object when only their cart changes: the screens are not drawn again.
 */
const customerBaseAtom = selectAtom(globalAnswerAtom, (answer): Customer | null => answer?.customer ?? null, sameCustomer);

/** The store's settings from GET /_api/global; null until the first successful boot. */
export const shopAtom = atom((get) => get(shopBaseAtom));

/**
 * Prices at the customer's price list unless the store says that list is disabled (
 * "This pricelist is disabled"): a store that sends no price list has not disabled it.
 */
export const isPricelistEnabled = (shop: Shop | null): boolean => shop?.pricelist?.is_enabled !== false;

/** The logged-in customer; null for a guest, and for every new buyer until the store names them. */
export const customerAtom = atom((get) => get(customerBaseAtom));

/**
 * Whose the copies kept for quick returns are (product pages, orders): the signed-in customer's
 * e-mail, or null for a guest. A copy kept for one buyer is never shown to the next, however the
 * first one left (logout, an expired session, a kiosk's idle logout).
 */
const ownerKeyOf = (customer: Customer | null): string | null => (customer ? customer.email.trim().toLowerCase() : null);
export const customerKeyAtom = atom((get) => ownerKeyOf(get(customerBaseAtom)));

/** Whether a customer is signed in: for what changes only with that, not with each refreshed customer. */
export const signedInAtom = atom((get) => get(customerBaseAtom) !== null);

/**
 * The store's settings: as the last boot saw them until its answer arrives (bootSnapshot.ts), then
 * the store's. Its money and date formats are made while idle, ahead of the first price or date
 * (~10 ms each the first time: the locale's data loads).
 */
export const applyShopAtom = atom(null, (_get, set, shop: Shop) => {
  set(shopBaseAtom, shop);
  whenIdle(() => {
    prepareMoneyFormat(shop.currency, shop.locale ?? undefined);
    prepareDateFormat(shop.locale);
  });
});

/** Fills shop, customer and cart summary from one /_api/global answer (the customer's and cart's: into the buyer's cache). */
export const applyGlobalAtom = atom(null, (_get, set, data: GlobalData) => {
  noteBootCustomer(Boolean(data.customer));
  set(applyShopAtom, data.wholesale);
  set(writeGlobalAtom, () => data);
});

/**
 * Re-runs GET /_api/global and fills shop, customer and cart summary (after login, logout,
 * activation...). On failure the atoms keep their values and the caller gets the error.
 */
export const refreshGlobalAtom = atom(null, async (get, set): Promise<Result<GlobalData>> => {
  const result = await set(fetchGlobalAtom);
  if (result.ok) {
    // The next start's guess is who is kept now: not a last buyer an answer named after they left.
    noteBootCustomer(get(customerBaseAtom) !== null);
    set(applyShopAtom, result.data.wholesale);
  }
  return result;
});

/** Session expired or logged out elsewhere: forget the customer (the cart stays on the server). */
export const clearCustomerAtom = atom(null, (_get, set) => {
  noteBootCustomer(false);
  set(writeGlobalAtom, (kept) => kept && { ...kept, customer: null });
});
