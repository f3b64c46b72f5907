import { describe, expect, it } from 'vitest';
import { seenOrders } from '../../../../renderer/src/app/layouts/seenOrders';

describe('orders seen at a path (the Orders badge)', () => {
  it('clears all on the order list, one on its order page, none elsewhere', () => {
    expect(seenOrders('/order')).toEqual({});
    expect(seenOrders('/order/')).toEqual({});
    expect(seenOrders('/order/abc%20def')).toEqual({ token: 'abc def' });
    expect(seenOrders('/')).toBeNull();
    expect(seenOrders('/orders-archive')).toBeNull();
    expect(seenOrders('/order/a/b')).toBeNull();
    expect(seenOrders('/order/%E0%A4%A')).toBeNull();
  });
});
