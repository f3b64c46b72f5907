import { describe, expect, it } from 'vitest';
import { refreshedStates } from '../../../electron/core/watch/catalogue-state';
import { catalogueOf, item } from '../support/catalogue-db';

const watched = (variant_id: number) => ({ variant_id, sku: null, name: 'kept name', unit_price: 5, in_stock: true });

describe('the watched variants as a catalogue pass left them', () => {
  const { table } = catalogueOf([item(1, 'Work Gloves', [['M', 'SAF-0078-06']])]);

  it('reads a variant the catalogue holds as the watch measures it', () => {
    expect(refreshedStates(table, [watched(100)], true).get(100)).toEqual({ sku: 'SAF-0078-06', name: 'Work Gloves M', unit_price: 1, in_stock: true });
  });

  it('calls a variant missing from a pass over the whole list gone, and one missing from a pass cut at a bound only unseen', () => {
    expect(refreshedStates(table, [watched(999)], true)).toEqual(new Map([[999, null]]));
    expect(refreshedStates(table, [watched(999)], false)).toEqual(new Map());
  });
});
