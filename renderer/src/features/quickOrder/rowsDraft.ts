import { currentBuyerDrafts, type DraftStore } from '../../state/buyerDrafts';
import type { QuickRow } from './rowCheck';

/**
 * The quick-order lines not yet added to the cart, kept in sessionStorage so a renderer crash and
 * reload loses none of them. On the buyer's own shelf, with the other quantity drafts, so the next
 * buyer finds none of them; scoped by customer too, as the screen reads them for one.
 */
const key = (customer: string) => `wholesale-desk.draft.quick-order:${customer}`;

const shelf = (): DraftStore | null => currentBuyerDrafts().shelf;

export function saveRowsDraft(customer: string, rows: readonly QuickRow[], store: DraftStore | null = shelf()): void {
  const lines = rows.filter((row) => row.text.trim() !== '' || row.quantity !== '').map((row) => [row.text, row.quantity]);
  try {
    if (lines.length === 0) store?.removeItem(key(customer));
    else store?.setItem(key(customer), JSON.stringify(lines));
  } catch {
    // Quota or privacy mode: keep working without a draft.
  }
}

export function loadRowsDraft(customer: string, store: DraftStore | null = shelf()): { sku: string; quantity: string }[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(key(customer)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown) =>
      Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string' ? [{ sku: entry[0].slice(0, 255), quantity: entry[1].slice(0, 7) }] : [],
    );
  } catch {
    return [];
  }
}
