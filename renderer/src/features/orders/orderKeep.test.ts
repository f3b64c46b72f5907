import { beforeEach, describe, expect, it } from 'vitest';
import type { Order, OrderListItem } from '../../../../preload/schemas/orders';
import { forgetKeptOrders, keepOrder, keepOrderList, keptOrder, keptOrderList } from './orderKeep';

const order = (token: string, remark = '') => ({ token, name: `#${token}`, remark }) as unknown as Order;
const listOf = (...tokens: string[]) => tokens.map((token) => ({ token, order_number: `#${token}` })) as unknown as OrderListItem[];

beforeEach(forgetKeptOrders);

describe('orders kept for a quick return', () => {
  it('gives the list and an order back to the buyer they were kept for, newest copy first', () => {
    keepOrderList('a@x', listOf('1', '2'));
    keepOrder('a@x', order('1', 'old'));
    keepOrder('a@x', order('1', 'new'));
    expect(keptOrderList('a@x')?.map((o) => o.token)).toEqual(['1', '2']);
    expect(keptOrder('a@x', '1')?.remark).toBe('new');
    expect(keptOrder('a@x', '2')).toBeNull();
  });

  it('never gives one buyer what was kept for another, nor anything to a guest', () => {
    keepOrderList('a@x', listOf('1'));
    keepOrder('a@x', order('1'));
    expect(keptOrderList('b@x')).toBeNull();
    expect(keptOrder('b@x', '1')).toBeNull();
    expect(keptOrderList(null)).toBeNull();
    expect(keptOrder(null, '1')).toBeNull();
    keepOrderList(null, listOf('9'));
    keepOrder(null, order('9'));
    expect(keptOrderList('a@x')?.map((o) => o.token)).toEqual(['1']);
  });

  it('drops the last buyer’s orders when the next one keeps theirs', () => {
    keepOrder('a@x', order('1'));
    keepOrder('b@x', order('2'));
    expect(keptOrder('a@x', '1')).toBeNull();
    expect(keptOrder('b@x', '2')?.token).toBe('2');
  });

  it('keeps the 30 orders opened last, dropping the least recently opened', () => {
    for (let n = 1; n <= 31; n += 1) keepOrder('a@x', order(String(n)));
    expect(keptOrder('a@x', '1')).toBeNull();
    expect(keptOrder('a@x', '2')?.token).toBe('2');
    keepOrder('a@x', order('2')); // opened again: now the newest
    keepOrder('a@x', order('32'));
    expect(keptOrder('a@x', '2')?.token).toBe('2');
    expect(keptOrder('a@x', '3')).toBeNull();
  });

  it('forgets everything at once (kiosk idle logout)', () => {
    keepOrderList('a@x', listOf('1'));
    keepOrder('a@x', order('1'));
    forgetKeptOrders();
    expect(keptOrderList('a@x')).toBeNull();
    expect(keptOrder('a@x', '1')).toBeNull();
  });
});
