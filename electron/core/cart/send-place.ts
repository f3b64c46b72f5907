import type { ParsedInput } from '../../../contract/contract';
import { placeOrder } from '../api/cart';
import { cancelAfterBody } from '../handlers/late-cancel';
import type { Connection } from '../http/connection';

/**
 * One Place order sent. The buyer's cancel stops it at once while the request has not started to
 * go out (the store cannot have it: `cancelledUnsent`); after that the store is given `graceMs` to
 * answer, since stopping to listen would not stop it making the order (`cancelledLate`: the buyer
 * cancelled once it was out).
 */
export async function sendPlaceOrder(c: Connection, input: ParsedInput<'cart:placeOrder'>, buyerCancel: AbortSignal, graceMs: number) {
  const cancel = cancelAfterBody(buyerCancel, graceMs);
  let out = false;
  try {
    const result = await placeOrder(c, input, {
      signal: cancel.signal,
      onGoingOut: () => {
        out = true;
        cancel.bodySent();
      },
    });
    return { result, cancelledUnsent: buyerCancel.aborted && !out, cancelledLate: cancel.late() };
  } finally {
    cancel.done();
  }
}
