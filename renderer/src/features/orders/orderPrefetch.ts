import { storefront } from '../../state/storefront';

type OrderAnswer = ReturnType<typeof storefront.orders.get>;
type SettledOrder = Awaited<OrderAnswer>;

/** An answer asked for this long before the order page opens is still the store's current one. */
const FRESH_MS = 5_000;
const prefetched = new Map<string, { answer: OrderAnswer; at: number; settled?: SettledOrder }>();

/** Asked for one buyer (`customerKeyAtom`), an answer is handed to no other, however the first one left. */
const keyOf = (owner: string | null, token: string) => `${owner ?? ''}\n${token}`;

/**
 * The buyer is about to open an order (pointer over or down on its link, or focus on it): its
 * call starts now instead of after the page has rendered. Hovering along the list asks once per order.
 */
export function prefetchOrder(owner: string | null, token: string): void {
  if (owner === null) return;
  const key = keyOf(owner, token);
  const kept = prefetched.get(key);
  if (kept && Date.now() - kept.at < FRESH_MS) return;
  const entry: { answer: OrderAnswer; at: number; settled?: SettledOrder } = { answer: storefront.orders.get({ token }), at: Date.now() };
  prefetched.set(key, entry);
  void entry.answer.then((settled) => (entry.settled = settled));
}

/**
 * The prefetched answer for `token` when it is already in and fresh: the page renders the order in
 * its first pass instead of a spinner first. Taken once, as takePrefetchedOrder.
 */
export function takeSettledOrder(owner: string | null, token: string): SettledOrder | null {
  const key = keyOf(owner, token);
  const kept = prefetched.get(key);
  if (!kept?.settled || Date.now() - kept.at >= FRESH_MS) return null;
  prefetched.delete(key);
  return kept.settled;
}

/** The prefetched answer for `token` if it is fresh; taken once, so a reload asks the store again. */
export function takePrefetchedOrder(owner: string | null, token: string): OrderAnswer | null {
  const key = keyOf(owner, token);
  const kept = prefetched.get(key);
  prefetched.delete(key);
  return kept && Date.now() - kept.at < FRESH_MS ? kept.answer : null;
}

/** The buyer changed (kiosk logout, another login): nothing asked for the last one is used. */
export function forgetPrefetchedOrders(): void {
  prefetched.clear();
}
