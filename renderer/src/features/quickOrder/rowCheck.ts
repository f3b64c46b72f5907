import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { subtotalOf, unitPriceAt } from '../../lib/pricing';
import { MAX_LINE_QUANTITY, normalizeQuantity, stepOf, stockBadge } from '../../lib/quantity';
import { nextTier, type NextTier } from '../../lib/priceBands';
import { stockCheck, stockLimit, type StockCheck } from '../../lib/stock';
import type { PriceTerms } from '../../state/priceTerms';

/** Where a row's SKU stands: not looked up yet, being looked up, found, or not in the store. */
type Lookup = { state: 'none' } | { state: 'checking' } | { state: 'found'; entry: IndexEntry } | { state: 'missing' };

export interface QuickRow {
  key: number;
  /** What is in the "SKU or product" box. */
  text: string;
  /** What is in the "Quantity" box, as typed. */
  quantity: string;
  lookup: Lookup;
}

/** Why a row cannot be sent; `multiple` offers the nearest quantities that can. */
export type RowProblem =
  | { kind: 'not_found' }
  | { kind: 'quantity' }
  | { kind: 'multiple'; step: number; nearest: number[] }
  | { kind: 'out_of_stock' }
  /** More than the stock, where the store takes no pre-orders; `fit` is the most that can be sent. */
  | { kind: 'over_stock'; inStock: number; fit: number }
  | { kind: 'unavailable'; reason: string | null };

export interface RowCheck {
  /** blank: nothing typed; pending: SKU typed, not looked up yet or being looked up. */
  status: 'blank' | 'pending' | 'ok' | 'problem';
  problem: RowProblem | null;
  entry: IndexEntry | null;
  quantity: number | null;
  unitPrice: number | null;
  subtotal: number;
  /** The quantity against the stock: a pre-order part to say, or the over-stock refusal (also `problem`). */
  stock: StockCheck;
  /** Where the next lower price starts, within what can be sent. */
  next: NextTier | null;
}

/** The whole steps on either side of `quantity` that a line may hold (none below one step). */
export function nearestMultiples(quantity: number, step: number): number[] {
  const below = Math.floor(quantity / step) * step;
  const above = Math.ceil(quantity / step) * step;
  return [below, above].filter((q, i, all) => q > 0 && q <= MAX_LINE_QUANTITY && all.indexOf(q) === i);
}

function problemOf(entry: IndexEntry, quantity: number | null, terms: PriceTerms): RowProblem | null {
  // A guest's copy of a product carries why it cannot be ordered; a customer's never does.
  if (entry.product.restriction_text) return { kind: 'unavailable', reason: entry.product.restriction_text };
  if (stockBadge(entry.variant, terms.allowPreorder) === 'out_of_stock') return { kind: 'out_of_stock' };
  if (quantity === null || quantity > MAX_LINE_QUANTITY) return { kind: 'quantity' };
  const step = stepOf(entry.variant);
  if (quantity % step !== 0) return { kind: 'multiple', step, nearest: nearestMultiples(quantity, step) };
  const stock = stockCheck(entry.variant, quantity, terms.allowPreorder, step);
  if (stock?.kind === 'over_stock') return stock;
  return null;
}

/** Everything a row shows and whether it may go to the cart; pure, so the screen and tests agree. */
export function checkRow(row: QuickRow, terms: PriceTerms): RowCheck {
  const quantity = normalizeQuantity(row.quantity, terms.locale);
  const base = { entry: null, quantity, unitPrice: null, subtotal: 0, stock: null, next: null };
  if (row.lookup.state === 'missing') return { ...base, status: 'problem', problem: { kind: 'not_found' } };
  if (row.lookup.state !== 'found') {
    const blank = row.text.trim() === '' && row.quantity.trim() === '';
    return { ...base, status: blank ? 'blank' : 'pending', problem: null };
  }
  const { entry } = row.lookup;
  const unitPrice = unitPriceAt(entry.variant, quantity ?? 0, terms.wholesale);
  const problem = problemOf(entry, quantity, terms);
  const stock = stockCheck(entry.variant, quantity, terms.allowPreorder, stepOf(entry.variant));
  const next = nextTier(entry.variant, quantity, terms.wholesale, stockLimit(entry.variant, terms.allowPreorder));
  return { status: problem ? 'problem' : 'ok', problem, entry, quantity, unitPrice, subtotal: subtotalOf(quantity, unitPrice), stock, next };
}
