import { describe, expect, it } from 'vitest';
import { orderLineItemSchema } from '../../../../preload/schemas/orders';
import { repeatItems } from './repeatItems';

const line = (fields: Record<string, unknown>) =>
  orderLineItemSchema.parse({ id: 1, title: 'Tea', price: 1, quantity: 1, subtotal_price: 1, ...fields });

describe('repeatItems', () => {
  it('sends the variant id with the ordered quantity', () => {
    expect(repeatItems([line({ id: 90, variant_id: 7, quantity: 12 })])).toEqual([{ id: 7, quantity: 12 }]);
  });

  it('falls back to the line id when the store sends no variant id', () => {
    expect(repeatItems([line({ id: 42, quantity: 3 })])).toEqual([{ id: 42, quantity: 3 }]);
  });

  it('leaves out lines with no orderable variant and sums a repeated variant', () => {
    const lines = [line({ id: -5, quantity: 2 }), line({ id: 8, variant_id: 8, quantity: 0 }), line({ id: 3, quantity: 2 }), line({ id: 3, quantity: 4 })];
    expect(repeatItems(lines)).toEqual([{ id: 3, quantity: 6 }]);
  });
});
