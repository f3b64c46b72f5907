import type { WatchChange, WatchedVariant } from '../../../contract/schemas/watch';

/** A watched variant as the last catalogue refresh has it; null: no longer in the catalogue. */
export type CatalogueState = Omit<WatchedVariant, 'variant_id'> | null;

/**
 * What a refresh changed for the watched variants, each told once: measured from what the buyer
 * was last told (the kept snapshot), which becomes the refreshed state wherever a change was told,
 * so the same stock or price is never told twice. A price moving less than the threshold is kept
 * as it was, so small steps that add up past the threshold are told when they do. A variant gone
 * is told once and stays in the watch as it was, to be told again only when it is back in stock.
 */
export function compareWatched(
  watched: readonly WatchedVariant[],
  current: ReadonlyMap<number, CatalogueState>,
  thresholdPercent: number,
): { changes: WatchChange[]; kept: WatchedVariant[] } {
  const changes: WatchChange[] = [];
  const kept = watched.map((before) => {
    const now = current.get(before.variant_id);
    if (now === undefined) return before; // not seen by this refresh: nothing known
    if (now === null) {
      if (!before.in_stock) return before;
      changes.push({ kind: 'gone', variant_id: before.variant_id });
      return { ...before, in_stock: false };
    }
    let next = before;
    if (!before.in_stock && now.in_stock) {
      changes.push({ kind: 'back_in_stock', variant_id: before.variant_id });
      next = { ...next, in_stock: true };
    } else if (before.in_stock && !now.in_stock) {
      next = { ...next, in_stock: false }; // sold out: not told, but a return is measured from it
    }
    const percent = before.unit_price > 0 ? ((now.unit_price - before.unit_price) / before.unit_price) * 100 : 0;
    if (Math.abs(percent) >= thresholdPercent && percent !== 0) {
      changes.push({ kind: percent < 0 ? 'price_down' : 'price_up', variant_id: before.variant_id, from: before.unit_price, to: now.unit_price, percent: Math.round(Math.abs(percent) * 10) / 10 });
      next = { ...next, unit_price: now.unit_price };
    }
    return { ...next, sku: now.sku, name: now.name };
  });
  return { changes, kept };
}
