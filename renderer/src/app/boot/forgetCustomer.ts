import { atom } from 'jotai';
import { clearToastsAtom } from '../../components/toast/toastState';
import { clearAllDrafts } from '../../lib/quantityDraft';
import { setCartSummaryAtom } from '../../state/cart';
import { searchQueryAtom } from '../../state/search';
import { clearCustomerAtom } from '../../state/shop';
import { outboxOrdersAtom } from '../../state/outbox';

/**
 * Kiosk idle logout: what the page holds for the last buyer outside the buyer's query cache goes
 * at once, without asking the store, so the next person at the terminal sees none of it even while
 * the store is down: the customer (name, price list) and the cart total the boot's /_api/global
 * brought, the orders waiting in the outbox, the search text, unsaved quantities and toasts. Every
 * store read the screens keep (products, the cart, orders, the account) is in the query cache,
 * which is dropped whole on the same event (BuyerQueryProvider). The shop's own settings stay:
 * they are the store's, not the buyer's.
 */
export const forgetCustomerAtom = atom(null, (_get, set) => {
  set(clearCustomerAtom);
  set(setCartSummaryAtom, null);
  set(searchQueryAtom, '');
  set(clearToastsAtom);
  clearAllDrafts();
  set(outboxOrdersAtom, []);
});
