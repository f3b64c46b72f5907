import { atom } from 'jotai';
import { clearToastsAtom } from '../../components/toast/toastState';
import { clearAllDrafts } from '../../lib/quantityDraft';
import { setCartSummaryAtom } from '../../state/cart';
import { searchQueryAtom } from '../../state/search';
import { clearCustomerAtom } from '../../state/shop';
import { outboxOrdersAtom } from '../../state/outbox';

/**
 * Kiosk idle logout: everything the page kept for the last buyer goes at once, without
 * asking the store, so the next person at the terminal sees none of it even while the store is
 * down: the customer (name, price list), the cart total, product pages with their prices, the
 * search text, unsaved quantities and toasts. (Kept pages are shown to their own buyer only,
 * whatever the way out; this drops them at once. The orders and the account go with the buyer's
 * query cache, BuyerQueryProvider.) The shop's own settings stay: they are the store's, not the buyer's.
 */
export const forgetCustomerAtom = atom(null, (_get, set) => {
  set(clearCustomerAtom);
  set(setCartSummaryAtom, null);
  set(searchQueryAtom, '');
  set(clearToastsAtom);
  clearAllDrafts();
  set(outboxOrdersAtom, []);
});
