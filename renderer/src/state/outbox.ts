import { atom } from 'jotai';
import { buyerAtom } from './buyerScope';
import type { QueuedOrder } from '../../../preload/schemas/outbox';
import { storefront } from './storefront';

/** The signed-in buyer's orders waiting to be sent, as the core last listed them. */
export const outboxOrdersAtom = buyerAtom<QueuedOrder[]>([]);

/** Reads the outbox again (after a change, a buyer change, the store coming back). */
export const refreshOutboxAtom = atom(null, async (_get, set) => {
  const answer = await storefront.outbox.list({});
  set(outboxOrdersAtom, answer.ok ? answer.data.orders : []);
  return answer.ok ? answer.data.orders : [];
});
