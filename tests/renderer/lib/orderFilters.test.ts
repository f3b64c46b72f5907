import { describe, expect, it } from 'vitest';
import { orderListItemSchema } from '../../../contract/schemas/orders';
import { filterOrders, isFiltered, NO_FILTERS, readFilters, statusesOf, writeFilters } from '../../../renderer/src/lib/orderFilters';

const order = (number: string, processed_at: string, financial_status = 'paid', fulfillment_status = 'fulfilled') =>
  orderListItemSchema.parse({ token: `t${number}`, order_number: number, processed_at, financial_status, fulfillment_status, total_price: 1, currency: 'MYR' });

const now = new Date(2026, 10, 27, 10, 0); // 27 November 2026, local time
const orders = [
  order('1005', new Date(2026, 10, 26, 9).toISOString(), 'unpaid', 'unfulfilled'),
  order('1004', new Date(2026, 9, 29, 0, 30).toISOString(), 'paid', 'fulfilled'),
  order('1003', new Date(2026, 9, 28, 23, 59).toISOString(), 'paid', 'unfulfilled'),
  order('1002', new Date(2026, 0, 1, 0, 0).toISOString(), 'unpaid', 'fulfilled'),
  order('1001', new Date(2025, 11, 31, 23, 59).toISOString(), 'paid', 'fulfilled'),
];
const numbers = (list: typeof orders) => list.map((o) => o.order_number.replace('#', ''));

describe('filterOrders', () => {
  it('narrows by payment and fulfilment status together', () => {
    expect(numbers(filterOrders(orders, { ...NO_FILTERS, payment: 'unpaid' }, now))).toEqual(['1005', '1002']);
    expect(numbers(filterOrders(orders, { ...NO_FILTERS, payment: 'paid', fulfillment: 'unfulfilled' }, now))).toEqual(['1003']);
  });

  it('keeps the last 30 days counting today, and this year from 1 January', () => {
    expect(numbers(filterOrders(orders, { ...NO_FILTERS, period: '30d' }, now))).toEqual(['1005', '1004']);
    expect(numbers(filterOrders(orders, { ...NO_FILTERS, period: 'year' }, now))).toEqual(['1005', '1004', '1003', '1002']);
  });

  it('takes a custom range as whole days, both ends included, either end open', () => {
    expect(numbers(filterOrders(orders, { ...NO_FILTERS, period: 'custom', from: '2026-10-28', to: '2026-10-29' }, now))).toEqual(['1004', '1003']);
    expect(numbers(filterOrders(orders, { ...NO_FILTERS, period: 'custom', from: null, to: '2025-12-31' }, now))).toEqual(['1001']);
  });
});

describe('filters in the URL', () => {
  it('round-trip, keep other params and drop what is "any"', () => {
    const filters = { period: 'custom' as const, from: '2026-01-01', to: null, payment: 'paid', fulfillment: null };
    const params = writeFilters(new URLSearchParams('keep=1&fulfillment=fulfilled'), filters);
    expect(params.toString()).toBe('keep=1&period=custom&from=2026-01-01&payment=paid');
    expect(readFilters(params)).toEqual(filters);
    expect(writeFilters(params, NO_FILTERS).toString()).toBe('keep=1');
  });

  it('ignores a period or day it does not know', () => {
    expect(readFilters(new URLSearchParams('period=week&from=yesterday'))).toEqual(NO_FILTERS);
    expect(readFilters(new URLSearchParams('period=custom&from=2026-13-45')).from).toBeNull();
    expect(isFiltered(NO_FILTERS)).toBe(false);
  });
});

describe('statusesOf', () => {
  it('offers the statuses the list holds, and the chosen one even when none holds it', () => {
    expect(statusesOf(orders, 'financial_status', null)).toEqual(['paid', 'unpaid']);
    expect(statusesOf(orders, 'financial_status', 'refunded')).toEqual(['paid', 'refunded', 'unpaid']);
  });
});
