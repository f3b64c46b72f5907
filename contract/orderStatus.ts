/**
 * An order's payment and fulfilment statuses, and how both sides of the bridge put one into
 * words: the order screens in the store's language, the core's desktop notifications in English.
 * The words are the orders dictionary's (`financial_paid`: "Paid", in the bundled English and in
 * each store translation); a status the store added since has none, and reads as the store's own
 * label for it, else as its code in words.
 */

// Plain lists rather than zod enums: nothing parses with them (an order may carry a status added
// since), and the order screens read them without loading the schemas.

/** The payment statuses the store names today. */
export const FINANCIAL_STATUSES = ['unpaid', 'pending', 'partially_paid', 'paid', 'refunded', 'cancelled', 'authorized', 'archived', 'deleted'] as const;
export type FinancialStatus = (typeof FINANCIAL_STATUSES)[number];

/** The fulfilment statuses the store names today ('unfulfill' is an older spelling of 'unfulfilled'). */
export const FULFILLMENT_STATUSES = ['unfulfill', 'unfulfilled', 'partially_fulfilled', 'fulfilled', 'restocked', 'archived', 'deleted'] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

export const ORDER_STATUSES = { financial: FINANCIAL_STATUSES, fulfillment: FULFILLMENT_STATUSES } as const;
export type StatusKind = keyof typeof ORDER_STATUSES;

/** Reads the orders dictionary section: the words under `key`, or `fallback` when it has none. */
export type OrdersWords = (key: string, fallback: string) => string;

/** 'partially_paid' -> 'Partially paid'. */
export function humaniseStatus(code: string): string {
  const words = code.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A status in words: the dictionary's, else the store's label, else the code in words ('-' for none). */
export function statusWords(words: OrdersWords, kind: StatusKind, code: string, storeLabel?: string): string {
  return words(`${kind}_${code}`, storeLabel || humaniseStatus(code) || '-');
}
