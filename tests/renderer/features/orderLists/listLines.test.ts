import { describe, expect, it } from 'vitest';
import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { importedList, moveLine, withoutLine, withQuantity } from '../../../../renderer/src/features/orderLists/listLines';

const line = (sku: string, quantity = 1) => ({ variant_id: sku.length, sku, name: `Item ${sku}`, quantity, unit_price: 2 });

describe('editing a list', () => {
  it('moves a line one place and leaves the ends alone', () => {
    const lines = [line('A'), line('BB'), line('CCC')];
    expect(moveLine(lines, 1, -1).map((l) => l.sku)).toEqual(['BB', 'A', 'CCC']);
    expect(moveLine(lines, 2, 1).map((l) => l.sku)).toEqual(['A', 'BB', 'CCC']);
    expect(moveLine(lines, 0, -1).map((l) => l.sku)).toEqual(['A', 'BB', 'CCC']);
  });

  it('changes one quantity and removes one line', () => {
    const lines = [line('A'), line('BB')];
    expect(withQuantity(lines, 1, 9).map((l) => l.quantity)).toEqual([1, 9]);
    expect(withoutLine(lines, 0).map((l) => l.sku)).toEqual(['BB']);
  });
});

describe('a list imported from a file', () => {
  const entry = {
    product: { id: 1, handle: 'bolt', title: 'Hex bolt', currency: 'MYR', featured_img: null, inventory_management: 'shopify', restriction_text: null },
    variant: { id: 42, sku: 'FAS-1', name: 'Hex bolt M6', variant_name: 'M6', unit_price: 3, ori_unit_price: 3, wholesale_price: [] },
  } as unknown as IndexEntry;

  it('keeps the lines whose SKU the store has and names the rest, never guessing a quantity', () => {
    const found = new Map<string, IndexEntry | null>([['FAS-1', entry], ['NOPE', null]]);
    const result = importedList(
      [
        { line: 2, sku: 'FAS-1', quantity: '12' },
        { line: 3, sku: 'NOPE', quantity: '1' },
        { line: 4, sku: 'FAS-1', quantity: '1.5' },
      ],
      found,
      false,
    );
    expect(result.lines).toEqual([{ variant_id: 42, sku: 'FAS-1', name: 'Hex bolt M6', quantity: 12, unit_price: 3 }]);
    expect(result.unknown).toEqual(['NOPE']);
    expect(result.badQuantity.map((bad) => bad.line)).toEqual([4]);
  });
});
