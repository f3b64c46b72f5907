import english from '../../../resources/locales/en_US/orders.json' with { type: 'json' };
import { statusWords, type FulfillmentStatus, type OrdersWords, type StatusKind } from '../../../preload/orderStatus';
import type { OrderNotification } from '../deps';
import { bounded, visibleText } from '../visible-text';
import type { OrderChange } from './order-changes';

/** Notifications are English: the order screens' words as the bundled dictionary has them. */
const ENGLISH: Readonly<Record<string, string>> = english;
const inEnglish: OrdersWords = (key, fallback) => ENGLISH[key] ?? fallback;

/** A status, an order number or a tracking number from the store: a label could be a page long. */
const MAX_WORDS = 60;
/** A cancellation reason is a sentence or two. */
const MAX_REASON = 160;

/**
 * Store words as the notification shows them: nothing invisible or reordering (a right-to-left
 * override could make a status read as another), one line, bounded. Markup is the notifier's to
 * escape, as only some systems read any.
 */
const shown = (text: string, max = MAX_WORDS) => bounded(visibleText(text), max);
const wordsOf = (kind: StatusKind, code: string, storeLabel?: string) =>
  shown(statusWords(inEnglish, kind, code, storeLabel === undefined ? undefined : visibleText(storeLabel))) || '-';

const SHIPPED: Readonly<Record<string, string>> = { fulfilled: 'shipped', partially_fulfilled: 'partly shipped' } satisfies Partial<Record<FulfillmentStatus, string>>;

/**
 * The words of one order's system notification, in the app's status labels: the most telling
 * change names it (a cancellation, then a shipment, then any other change), the body says the rest.
 */
export function notificationText(change: OrderChange): OrderNotification {
  const order = `Order ${shown(change.number)}`;
  const { financial, fulfillment, cancelled, labels } = change;
  const tracking = change.tracking === undefined ? '' : shown(change.tracking);
  const lines: string[] = [];
  let title: string;

  const fulfilmentTo = fulfillment ? wordsOf('fulfillment', fulfillment.to, labels?.fulfillment) : '';
  const paymentTo = financial ? wordsOf('financial', financial.to, labels?.financial) : '';
  // Own keys only: a status the store calls 'constructor' is not a shipment.
  const shipped = fulfillment && Object.hasOwn(SHIPPED, fulfillment.to) ? SHIPPED[fulfillment.to] : undefined;

  if (cancelled) {
    title = `${order} was cancelled`;
    const reason = cancelled.reason ? shown(cancelled.reason, MAX_REASON) : '';
    lines.push(reason ? `Reason: ${reason}` : 'The store cancelled this order.');
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
