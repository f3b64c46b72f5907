import english from '../../../resources/locales/en_US/orders.json' with { type: 'json' };
import { statusWords, type FulfillmentStatus, type OrdersWords, type StatusKind } from '../../../preload/orderStatus';
import type { OrderNotification } from '../deps';
import type { OrderChange } from './order-changes';

/** Notifications are English: the order screens' words as the bundled dictionary has them. */
const ENGLISH: Readonly<Record<string, string>> = english;
const inEnglish: OrdersWords = (key, fallback) => ENGLISH[key] ?? fallback;
const wordsOf = (kind: StatusKind, code: string, storeLabel?: string) => statusWords(inEnglish, kind, code, storeLabel);

const SHIPPED: Readonly<Record<string, string>> = { fulfilled: 'shipped', partially_fulfilled: 'partly shipped' } satisfies Partial<Record<FulfillmentStatus, string>>;

/**
 * The words of one order's system notification, in the app's status labels: the most telling
 * change names it (a cancellation, then a shipment, then any other change), the body says the rest.
 */
export function notificationText(change: OrderChange): OrderNotification {
  const order = `Order ${change.number}`;
  const { financial, fulfillment, cancelled, tracking, labels } = change;
  const lines: string[] = [];
  let title: string;

  const fulfilmentTo = fulfillment ? wordsOf('fulfillment', fulfillment.to, labels?.fulfillment) : '';
  const paymentTo = financial ? wordsOf('financial', financial.to, labels?.financial) : '';
  const shipped = fulfillment ? SHIPPED[fulfillment.to] : undefined;

  if (cancelled) {
    title = `${order} was cancelled`;
    lines.push(cancelled.reason ? `Reason: ${cancelled.reason}` : 'The store cancelled this order.');
  } else if (shipped) {
    title = tracking ? `${order} ${shipped}: ${tracking}` : `${order} ${shipped}`;
    if (!tracking) lines.push(`Fulfilment: ${fulfilmentTo}`);
  } else if (fulfillment) {
    title = `${order}: ${fulfilmentTo}`;
  } else {
    title = `${order}: ${paymentTo}`;
  }

  if (fulfillment && (cancelled || !shipped)) {
    lines.push(`Fulfilment: ${wordsOf('fulfillment', fulfillment.from)} → ${fulfilmentTo}`);
  }
  if (financial) lines.push(`Payment: ${wordsOf('financial', financial.from)} → ${paymentTo}`);
  return { title, body: lines.join('\n'), path: `/order/${encodeURIComponent(change.token)}` };
}

/** Courier and tracking number of the order's latest shipment, e.g. 'Ninja Van EP2912345'. */
export function trackingOf(lines: ReadonlyArray<{ fulfillment: { created_at: string; tracking_company: string | null; tracking_number: string | null } | null }>): string | undefined {
  const shipped = lines
    .map((line) => line.fulfillment)
    .filter((f): f is NonNullable<typeof f> => f !== null && Boolean(f.tracking_number || f.tracking_company))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const latest = shipped[0];
  if (!latest) return undefined;
  return [latest.tracking_company, latest.tracking_number].filter(Boolean).join(' ');
}
