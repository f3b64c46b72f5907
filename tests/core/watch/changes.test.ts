import { describe, expect, it } from 'vitest';
import { compareWatched, type CatalogueState } from '../../../electron/core/watch/changes';
import type { WatchedVariant } from '../../../contract/schemas/watch';

const watched = (variant_id: number, unit_price: number, in_stock: boolean): WatchedVariant => ({ variant_id, sku: `SKU-${variant_id}`, name: `Variant ${variant_id}`, unit_price, in_stock });
const state = (variant_id: number, unit_price: number, in_stock: boolean): [number, CatalogueState] => [variant_id, { sku: `SKU-${variant_id}`, name: `Variant ${variant_id}`, unit_price, in_stock }];

describe('the price and stock watch', () => {
  it('tells a variant back in stock once: the next refresh with the same stock tells nothing', () => {
    const first = compareWatched([watched(1, 10, false)], new Map([state(1, 10, true)]), 5);
    expect(first.changes).toEqual([{ kind: 'back_in_stock', variant_id: 1 }]);
    expect(compareWatched(first.kept, new Map([state(1, 10, true)]), 5).changes).toEqual([]);
  });

  it('tells a price down or up past the threshold, not one under it, and adds small steps up until they pass it', () => {
    expect(compareWatched([watched(1, 100, true)], new Map([state(1, 94, true)]), 5).changes).toEqual([{ kind: 'price_down', variant_id: 1, from: 100, to: 94, percent: 6 }]);
    expect(compareWatched([watched(1, 100, true)], new Map([state(1, 105, true)]), 5).changes).toEqual([{ kind: 'price_up', variant_id: 1, from: 100, to: 105, percent: 5 }]);
    const small = compareWatched([watched(1, 100, true)], new Map([state(1, 103, true)]), 5);
    expect(small.changes).toEqual([]);
    expect(compareWatched(small.kept, new Map([state(1, 106, true)]), 5).changes).toEqual([{ kind: 'price_up', variant_id: 1, from: 100, to: 106, percent: 6 }]);
  });

  it('tells a variant gone from the catalogue once, and nothing for one the refresh did not see', () => {
    const gone = compareWatched([watched(1, 10, true), watched(2, 10, true)], new Map([[1, null]]), 5);
    expect(gone.changes).toEqual([{ kind: 'gone', variant_id: 1 }]);
    expect(compareWatched(gone.kept, new Map([[1, null]]), 5).changes).toEqual([]);
    expect(gone.kept[1]).toEqual(watched(2, 10, true));
  });

  it('does not tell a sell-out, but tells its return', () => {
    const sold = compareWatched([watched(1, 10, true)], new Map([state(1, 10, false)]), 5);
    expect(sold.changes).toEqual([]);
    expect(compareWatched(sold.kept, new Map([state(1, 10, true)]), 5).changes).toEqual([{ kind: 'back_in_stock', variant_id: 1 }]);
  });
});
