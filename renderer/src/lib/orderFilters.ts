import type { OrderListItem } from '../../../contract/schemas/orders';

/**
 * The order list's filters. The store's order list (GET /_api/account) takes no filter,
 * so the list as loaded is narrowed here; the filters live in the URL so Back from an order
 * returns to the same narrowed list.
 */
export const PERIODS = ['any', '30d', '90d', 'year', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

export interface OrderFilters {
  period: Period;
  /** yyyy-mm-dd, with period 'custom' only; either end may be open. */
  from: string | null;
  to: string | null;
  /** A financial status code ('paid'), or null for any. */
  payment: string | null;
  /** A fulfilment status code ('fulfilled'), or null for any. */
  fulfillment: string | null;
}

export const NO_FILTERS: OrderFilters = { period: 'any', from: null, to: null, payment: null, fulfillment: null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayOf = (value: string | null): string | null => (value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00`)) ? value : null);

export function readFilters(params: URLSearchParams): OrderFilters {
  const period = PERIODS.find((p) => p === params.get('period')) ?? 'any';
  return {
    period,
    from: period === 'custom' ? dayOf(params.get('from')) : null,
    to: period === 'custom' ? dayOf(params.get('to')) : null,
    payment: params.get('payment') || null,
    fulfillment: params.get('fulfillment') || null,
  };
}

/** The search params for `filters`, other params kept; nothing written for "any". */
export function writeFilters(current: URLSearchParams, filters: OrderFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  set('period', filters.period === 'any' ? null : filters.period);
  set('from', filters.period === 'custom' ? filters.from : null);
  set('to', filters.period === 'custom' ? filters.to : null);
  set('payment', filters.payment);
  set('fulfillment', filters.fulfillment);
  return next;
}

export function isFiltered(filters: OrderFilters): boolean {
  return filters.period !== 'any' || filters.payment !== null || filters.fulfillment !== null;
}

/** The window of days the period covers, in the buyer's local time: [start, end) in ms, either open. */
export function periodRange(filters: OrderFilters, now: Date): { start: number | null; end: number | null } {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  switch (filters.period) {
    case '30d':
      return { start: new Date(startOfToday.getFullYear(), startOfToday.getMonth(), startOfToday.getDate() - 29).getTime(), end: null };
    case '90d':
      return { start: new Date(startOfToday.getFullYear(), startOfToday.getMonth(), startOfToday.getDate() - 89).getTime(), end: null };
    case 'year':
      return { start: new Date(now.getFullYear(), 0, 1).getTime(), end: null };
    case 'custom': {
      const start = filters.from ? new Date(`${filters.from}T00:00:00`).getTime() : null;
      const to = filters.to ? new Date(`${filters.to}T00:00:00`) : null;
      const end = to ? new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1).getTime() : null;
      return { start, end };
    }
    default:
      return { start: null, end: null };
  }
}

/** The orders that pass every filter, in the order the store listed them. */
export function filterOrders(orders: readonly OrderListItem[], filters: OrderFilters, now: Date): OrderListItem[] {
  const { start, end } = periodRange(filters, now);
  return orders.filter((order) => {
    if (filters.payment && order.financial_status !== filters.payment) return false;
    if (filters.fulfillment && order.fulfillment_status !== filters.fulfillment) return false;
    if (start === null && end === null) return true;
    const time = Date.parse(order.processed_at);
    if (Number.isNaN(time)) return false; // a date the store sent unreadable is in no period
    return (start === null || time >= start) && (end === null || time < end);
  });
}

/** The distinct status codes of the loaded orders, for the filter's choices (the chosen one kept). */
export function statusesOf(orders: readonly OrderListItem[], field: 'financial_status' | 'fulfillment_status', chosen: string | null): string[] {
  const codes = new Set(orders.map((order) => order[field]).filter((code) => code !== ''));
  if (chosen) codes.add(chosen);
  return [...codes].sort();
}
