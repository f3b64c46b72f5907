import { useMemo } from 'react';
import { fromMinor, lineMinor } from '../../lib/money';
import type { PriceTerms } from '../../state/priceTerms';
import { checkRow, type QuickRow, type RowCheck } from './rowCheck';

export interface RowTotals {
  lines: number;
  units: number;
  amount: number;
  currency: string | null;
}

// Checks kept per terms and per row object: an unchanged row keeps the same check, so its memoised
// component does not repaint; new price terms (another login, the shop's flags) start afresh.
const cache = new WeakMap<PriceTerms, WeakMap<QuickRow, RowCheck>>();

function checkOf(row: QuickRow, terms: PriceTerms): RowCheck {
  let byRow = cache.get(terms);
  if (!byRow) cache.set(terms, (byRow = new WeakMap()));
  let check = byRow.get(row);
  if (!check) byRow.set(row, (check = checkRow(row, terms)));
  return check;
}

/** Every row's check, and the total of the rows Add all would send: a line with a problem is not counted until it is fixed. */
export function checksAndTotals(rows: readonly QuickRow[], terms: PriceTerms): { checks: RowCheck[]; totals: RowTotals } {
  const checks = rows.map((row) => checkOf(row, terms));
  const totals: RowTotals = { lines: 0, units: 0, amount: 0, currency: null };
  let minor = 0;
  for (const check of checks) {
    if (check.status !== 'ok' || !check.entry || !check.quantity) continue;
    totals.lines += 1;
    totals.units += check.quantity;
    minor += lineMinor(check.quantity, check.unitPrice ?? 0);
    totals.currency ??= check.entry.product.currency;
  }
  totals.amount = fromMinor(minor);
  return { checks, totals };
}

export function useRowChecks(rows: readonly QuickRow[], terms: PriceTerms) {
  return useMemo(() => checksAndTotals(rows, terms), [rows, terms]);
}
