import { fieldRewrite, onBody, mapFields, type Rewrite } from './answer';

/**
 * Scalars the way a PHP store often sends them: money as "12.50", ids and counts as "42", flags as 1/0,
 * "1"/"0" or "true"/"false". The default dialect sends numbers and booleans.
 */

const MONEY = new Set([
  'unit_price', 'ori_unit_price', 'item_subtotal', 'updated_price',
  'min_price', 'max_price', 'ws_min_price', 'ws_max_price',
  'price', 'price_after_discount', 'rate',
  'subtotal_price', 'total_price', 'total_line_items_price', 'total_discount',
  'amount_due', 'overpaid', 'total_transaction_amount', 'total_refund_amount',
  'min_purchase_amount', 'cart_subtotal',
]);

const COUNTS = new Set([
  'id', 'variant_id', 'product_id', 'address_id', 'line_id', 'pricelist_id',
  'quantity', 'inventory_quantity', 'total_quantity', 'unit_left', 'increment_quantity',
  'min_qty', 'max_qty', 'total_pages', 'current_pages', 'status', 'plan_id',
]);

/** Shop and customer settings: PHP's tinyint columns as they come out of the database. */
const NUMBER_FLAGS = new Set([
  'is_enabled', 'is_allow_preorder', 'is_allow_payment', 'is_customer_signup', 'is_display_retail_price', 'wholesale_enabled',
]);
/** Item and variant flags: the same columns read as strings (PDO without native types). */
const DIGIT_FLAGS = new Set(['is_preorder', 'is_available']);
/** Flags a template printed as words. */
const WORD_FLAGS = new Set(['is_primary', 'cancelled']);

/** 12.5 -> "12.50". A rate finer than cents (0.955) keeps its digits rather than lose them. */
export function decimalString(value: number): string {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6 ? value.toFixed(2) : String(value);
}

export const moneyAsStrings: Rewrite = fieldRewrite(MONEY, (value) =>
  typeof value === 'number' && Number.isFinite(value) ? decimalString(value) : value,
);

export const countsAsStrings: Rewrite = fieldRewrite(COUNTS, (value) => (typeof value === 'number' ? String(value) : value));

/** "#1042" -> 1042, and a number the other way, so whichever the default sends, alt sends the other. */
export const orderNumberFlipped: Rewrite = fieldRewrite(new Set(['order_number']), (value) => {
  if (typeof value === 'number') return `#${value}`;
  const digits = typeof value === 'string' ? /^#?(\d{1,15})$/.exec(value) : null;
  return digits ? Number(digits[1]) : value;
});

export const flagsLoose: Rewrite = onBody((body) =>
  mapFields(body, (key, value) => {
    if (typeof value !== 'boolean') return value;
    if (NUMBER_FLAGS.has(key)) return value ? 1 : 0;
    if (DIGIT_FLAGS.has(key)) return value ? '1' : '0';
    if (WORD_FLAGS.has(key)) return value ? 'true' : 'false';
    return value;
  }),
);

/** `success` left inside an object answer (beside other fields) as the number 1. */
export const successAsNumber: Rewrite = fieldRewrite(new Set(['success']), (value) => (value === true ? 1 : value));
