import { z } from 'zod';
import { ownerHash } from '../customer-files';
import { flag, orderNumber, text } from '../../../contract/schemas/common';
import { arrayOf } from '../../../contract/schemas/shapes';
import { isRecord } from '../../../contract/schemas/storeErrors';
import type { Connection } from '../http/connection';
import { MAX_ORDERS_PER_CUSTOMER, type SeenOrder } from './order-memory-schema';

/** A list entry: the spec's fields, plus a cancellation flag some stores add (extra fields are optional). */
const watchedItem = z.object({
  token: text,
  order_number: orderNumber,
  financial_status: text,
  fulfillment_status: text,
  cancelled: z.unknown().optional(),
  cancelled_at: z.unknown().optional(),
});

/** GET /_api/account, read for the customer's email and order list only (wrapped or bare, like accountSchema). */
const watchedAccountSchema = z.preprocess(
  (body) => {
    if (!isRecord(body)) return body;
    const account = isRecord(body.account) ? body.account : body;
    return { account, orders: body.orders ?? account.orders };
  },
  z.object({ account: z.object({ email: text }), orders: arrayOf(watchedItem) }),
);

function cancelledOf(item: z.infer<typeof watchedItem>): boolean | null {
  if (item.cancelled !== undefined) {
    const read = flag.safeParse(item.cancelled);
    return read.success ? read.data : null;
  }
  if (item.cancelled_at !== undefined) return item.cancelled_at !== null && item.cancelled_at !== '';
  return null;
}

/** Who is logged in (as a key that names neither store nor email in the settings file) and their orders. */
export async function fetchWatchedOrders(c: Connection) {
  const answer = await c.call('account:get', { method: 'GET', path: '_api/account' }, watchedAccountSchema);
  if (!answer.ok) return answer;
  const key = customerKey(new URL(c.baseUrl).origin, answer.data.account.email);
  const orders: SeenOrder[] = answer.data.orders.slice(0, MAX_ORDERS_PER_CUSTOMER).map((item) => ({
    token: item.token.slice(0, 128),
    number: item.order_number.slice(0, 64),
    financial: item.financial_status.slice(0, 64),
    fulfillment: item.fulfillment_status.slice(0, 64),
    cancelled: cancelledOf(item),
  }));
  return { ok: true as const, data: { key, orders } };
}

export function customerKey(origin: string, email: string): string {
  return ownerHash({ origin, email }).slice(0, 32);
}
