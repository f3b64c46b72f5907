import type { Cart } from '../../../../contract/schemas/cart';
import type { Quantities } from '../../lib/quantity';
import { formatMoney } from '../../lib/money';
import { lineName } from './rowProblems';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What a screen reader hears once the store has saved a change to the cart: each line sent whose
 * quantity the store now holds differently, each line sent as 0 that went, then the new total.
 * A line whose removal a toast already says (Remove, Clear cart) is left out, and so is a line the
 * save did not send (a scanned line's arrival is the scan's toast to say). Null: nothing to say.
 */
export function cartChangeSaid(before: Cart, after: Cart, sent: Quantities, toldByToast: ReadonlySet<number>, t: Translate, locale: string): string | null {
  const now = new Map(after.order_item.map((item) => [item.variant_id, item]));
  const parts: string[] = [];
  for (const item of before.order_item) {
    if (!sent.has(item.variant_id)) continue;
    const saved = now.get(item.variant_id);
    if (saved && saved.quantity !== item.quantity) parts.push(t('cart.said_quantity', { name: lineName(saved), quantity: saved.quantity }));
    else if (!saved && !toldByToast.has(item.variant_id)) parts.push(t('cart.removed', { name: lineName(item) }));
  }
  if (parts.length === 0) return null;
  if (after.order_item.length > 0) parts.push(t('cart.said_total', { total: formatMoney(after.total_price, after.currency, locale) }));
  return parts.join(' ');
}
