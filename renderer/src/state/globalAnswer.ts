import { atom } from 'jotai';
import type { GlobalData } from '../../../contract/schemas/shop';
import type { Result } from '../../../contract/result';
import { storefront } from './storefront';
import { buyerAtom, buyerGenerationAtom, mayHaveBuyerAtom } from './buyerScope';

/**
 * GET /_api/global as the page holds it for the buyer of the moment: the store's settings and who is
 * signed in, with the total of their open cart. Undefined until it is read for this buyer.
 *
 * Who is signed in is page state that belongs to the buyer, not a cached answer: it lasts until the
 * core says the buyer changed or the session ended (buyerScope.ts), however long the buyer leaves
 * the window alone. A cache entry nobody watches is collected after a while, and with it the buyer.
 */
const heldGlobalAtom = buyerAtom<GlobalData | undefined>(undefined);

/** The buyer's /_api/global answer, read by customerAtom and cartSummaryAtom; written only through the two atoms below. */
export const globalAnswerAtom = atom((get) => get(heldGlobalAtom));

/** Changes the answer kept for the buyer of the moment (a login's, a cart's new total, a session ended). */
export const writeGlobalAtom = atom(null, (_get, set, update: (kept: GlobalData | undefined) => GlobalData | undefined) => {
  set(heldGlobalAtom, update);
});

/**
 * Reads /_api/global for the buyer of the moment. The core tells the page of a new buyer before it
 * answers the read that named them, so the answer goes to the buyer of the moment; but a customer
 * named after the core said nobody is signed in (a read sent before a logout, an expiry or a kiosk's
 * idle logout) is the last buyer's, and is not kept. Nor is "nobody" from a read sent for an earlier
 * buyer (before a login): only the core says this buyer left.
 */
export const fetchGlobalAtom = atom(null, async (get, set): Promise<Result<GlobalData>> => {
  const sentFor = get(buyerGenerationAtom);
  const answer = await storefront.shop.global();
  if (!answer.ok) return answer;
  const keep = answer.data.customer === null ? get(buyerGenerationAtom) === sentFor : get(mayHaveBuyerAtom);
  if (keep) set(writeGlobalAtom, () => answer.data);
  return answer;
});
