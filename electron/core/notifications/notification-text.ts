import english from '../../../resources/locales/en_US/orders.json' with { type: 'json' };
import { statusWords, type FulfillmentStatus, type OrdersWords, type StatusKind } from '../../../contract/orderStatus';
import type { OrderNotification } from '../deps';
import { bounded, visibleText } from '../visible-text';
import type { OrderChange } from './order-changes';

type Words = Readonly<Record<string, string>>;
/** The order screens' words; English where the language in force lacks one. */
const ENGLISH: Words = english;
const wordsIn = (words: Words): OrdersWords => (key, fallback) => words[key] || ENGLISH[key] || fallback;
/** A notification's sentence with its {placeholders} filled (store text is already made visible). */
const say = (words: Words, key: keyof typeof english, values: Record<string, string>) =>
  (words[key] || ENGLISH[key] || key).replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

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
const wordsOf = (words: Words, kind: StatusKind, code: string, storeLabel?: string) =>
  shown(statusWords(wordsIn(words), kind, code, storeLabel === undefined ? undefined : visibleText(storeLabel))) || '-';

const SHIPPED = {
  fulfilled: { plain: 'notify_shipped', tracked: 'notify_shipped_tracking' },
  partially_fulfilled: { plain: 'notify_partly_shipped', tracked: 'notify_partly_shipped_tracking' },
} as const satisfies Partial<Record<FulfillmentStatus, { plain: keyof typeof english; tracked: keyof typeof english }>>;

/**
 * The words of one order's system notification, in the app's status labels: the most telling
 * change names it (a cancellation, then a shipment, then any other change), the body says the rest.
 */
export function notificationText(change: OrderChange, words: Words = ENGLISH): OrderNotification {
  const number = shown(change.number);
  const { financial, fulfillment, cancelled, labels } = change;
  const tracking = change.tracking === undefined ? '' : shown(change.tracking);
  const lines: string[] = [];
  let title: string;

  const fulfilmentTo = fulfillment ? wordsOf(words, 'fulfillment', fulfillment.to, labels?.fulfillment) : '';
  const paymentTo = financial ? wordsOf(words, 'financial', financial.to, labels?.financial) : '';
  // Own keys only: a status the store calls 'constructor' is not a shipment.
  const shipped = fulfillment && Object.hasOwn(SHIPPED, fulfillment.to) ? SHIPPED[fulfillment.to as keyof typeof SHIPPED] : undefined;

  if (cancelled) {
    title = say(words, 'notify_cancelled', { number });
    const reason = cancelled.reason ? shown(cancelled.reason, MAX_REASON) : '';
    lines.push(reason ? say(words, 'notify_reason', { reason }) : say(words, 'notify_cancelled_by_store', {}));
  } else if (shipped) {
    title = tracking ? say(words, shipped.tracked, { number, tracking }) : say(words, shipped.plain, { number });
    if (!tracking) lines.push(say(words, 'notify_fulfilment', { status: fulfilmentTo }));
  } else if (fulfillment) {
    title = say(words, 'notify_status', { number, status: fulfilmentTo });
  } else {
    title = say(words, 'notify_status', { number, status: paymentTo });
  }

  if (fulfillment && (cancelled || !shipped)) {
    lines.push(say(words, 'notify_fulfilment_change', { from: wordsOf(words, 'fulfillment', fulfillment.from), to: fulfilmentTo }));
  }
  if (financial) lines.push(say(words, 'notify_payment_change', { from: wordsOf(words, 'financial', financial.from), to: paymentTo }));
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
