import { describe, expect, it } from 'vitest';
import type { IndexEntry } from '../../../contract/schemas/quickOrder';
import { orderLineItemSchema } from '../../../contract/schemas/orders';
import { priceTermsOf } from '../../../renderer/src/state/priceTerms';
import { reorderPreview, skusOf } from '../../../renderer/src/lib/reorderPreview';

const terms = { ...priceTermsOf(null, null), wholesale: true, allowPreorder: false };

const line = (fields: Record<string, unknown>) =>
  orderLineItemSchema.parse({ id: 1, title: 'Tea', price: 10, quantity: 1, subtotal_price: 10, ...fields });

function entry(sku: string, changes: { id?: number; stock?: number; restriction?: string; tiers?: boolean; price?: number } = {}): IndexEntry {
  return {
    product: { id: 1, handle: 'tea', title: 'Tea', currency: 'MYR', featured_img: null, inventory_management: 'tracked', restriction_text: changes.restriction ?? null },
    variant: {
      id: changes.id ?? 11,
      name: 'Tea - Green',
      variant_name: 'Green',
      sku,
      unit_price: changes.price ?? 10,
      ori_unit_price: changes.price ?? 10,
      inventory_quantity: changes.stock ?? 50,
      inventory_management: 'tracked',
      is_preorder: false,
      item_image: null,
      wholesale_price: changes.tiers
        ? [{ rate_type: 'fixed', increment_quantity: 1, rate: 1, price: [{ min_qty: 1, max_qty: 11, price: 10 }, { min_qty: 12, max_qty: null, price: 8 }] }]
        : [],
    },
  };
}

const answers = (...entries: [string, IndexEntry | null][]) => new Map(entries);

describe('reorderPreview', () => {
  it('marks a price the store raised or lowered since the order, with both amounts', () => {
    const lines = [line({ id: 1, variant_id: 11, sku: 'UP', price: 10 }), line({ id: 2, variant_id: 12, sku: 'down', price: 10 }), line({ id: 3, variant_id: 13, sku: 'SAME', price: 10 })];
    const preview = reorderPreview(lines, answers(['UP', entry('UP', { id: 11, price: 12.5 })], ['DOWN', entry('down', { id: 12, price: 9.99 })], ['SAME', entry('SAME', { id: 13 })]), terms);
    expect(preview.lines.map((l) => [l.change, l.priceThen, l.priceNow])).toEqual([
      ['up', 10, 12.5],
      ['down', 10, 9.99],
      ['same', 10, 10],
    ]);
    expect(preview.changed).toBe(2);
  });

  it("compares with today's price at the order's quantity (tiers and the buyer's terms)", () => {
    const lines = [line({ variant_id: 11, sku: 'T', quantity: 12, price: 8 })];
    expect(reorderPreview(lines, answers(['T', entry('T', { tiers: true })]), terms).lines[0]).toMatchObject({ priceNow: 8, change: 'same' });
    // A buyer without wholesale terms pays the original price today: a rise from the order's 8.
    const retail = { ...terms, wholesale: false };
    expect(reorderPreview(lines, answers(['T', entry('T', { tiers: true })]), retail).lines[0]).toMatchObject({ priceNow: 10, change: 'up' });
  });

  it('leaves out what is gone, out of stock or restricted, and adds only the rest in one list', () => {
    const lines = [
      line({ id: 1, variant_id: 11, sku: 'OK', quantity: 4 }),
      line({ id: 2, variant_id: 12, sku: 'GONE', quantity: 1 }),
      line({ id: 3, variant_id: 13, sku: 'EMPTY', quantity: 2 }),
      line({ id: 4, variant_id: 14, sku: 'LOCKED', quantity: 3 }),
      line({ id: 5, variant_id: 11, sku: 'OK', quantity: 2 }),
    ];
    const preview = reorderPreview(
      lines,
      answers(['OK', entry('OK', { id: 11 })], ['GONE', null], ['EMPTY', entry('EMPTY', { id: 13, stock: 0 })], ['LOCKED', entry('LOCKED', { id: 14, restriction: 'Members only' })]),
      terms,
    );
    expect(preview.lines.map((l) => l.unavailable?.kind ?? 'add')).toEqual(['add', 'gone', 'out_of_stock', 'restricted', 'add']);
    expect(preview.lines[3]!.unavailable).toEqual({ kind: 'restricted', reason: 'Members only' });
    expect(preview.items).toEqual([{ id: 11, quantity: 6 }]);
    expect(preview.unavailable).toBe(3);
  });

  it("adds the store's variant for the SKU today, and notes stock below the quantity", () => {
    const lines = [line({ id: 1, variant_id: 11, sku: 'MOVED', quantity: 10 })];
    const preview = reorderPreview(lines, answers(['MOVED', entry('MOVED', { id: 99, stock: 3 })]), terms);
    expect(preview.items).toEqual([{ id: 99, quantity: 10 }]);
    expect(preview.lines[0]!.shortOf).toBe(3);
  });

  it('offers every line as ordered, price unknown, when today could not be read', () => {
    const lines = [line({ id: 7, variant_id: 11, sku: 'A', quantity: 2 }), line({ id: 8, sku: null, quantity: 1 }), line({ id: -1, sku: null })];
    const preview = reorderPreview(lines, null, terms);
    expect(preview.lines.map((l) => [l.change, l.unavailable?.kind ?? 'add'])).toEqual([
      ['unknown', 'add'],
      ['unknown', 'add'],
      ['unknown', 'no_variant'],
    ]);
    expect(preview.items).toEqual([{ id: 11, quantity: 2 }, { id: 8, quantity: 1 }]);
  });
});

describe('skusOf', () => {
  it('asks each SKU once, as the store matches them', () => {
    expect(skusOf([line({ sku: 'ab-1' }), line({ sku: ' AB-1 ' }), line({ sku: null }), line({ sku: 'C' })])).toEqual(['ab-1', 'C']);
  });
});
