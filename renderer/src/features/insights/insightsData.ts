import type { Order } from '../../../../contract/schemas/orders';
import { fromMinor, toMinor } from '../../lib/money';

/** One bar of a chart and one row of its table: a label and an amount in the store's currency. */
export interface Amount {
  label: string;
  amount: number;
}

export interface TopSku {
  sku: string;
  title: string;
  quantity: number;
  amount: number;
}

export interface Insights {
  orders: number;
  spend: number;
  averageOrder: number;
  /** Oldest month first, 'yyyy-mm' in the buyer's time. */
  byMonth: Amount[];
  /** Largest first. */
  byProduct: Amount[];
  byAddress: Amount[];
  /** Most units first. */
  topSkus: TopSku[];
}

/** Bars and rows kept per chart: the rest of the buyer's products are one line past the tenth. */
export const TOP = 10;

const monthOf = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
};

const addressOf = (order: Order) => {
  const address = order.billing_address;
  if (!address) return '';
  return [address.company || address.name, address.city].filter(Boolean).join(', ');
};

function add(sums: Map<string, number>, key: string, minor: number) {
  sums.set(key, (sums.get(key) ?? 0) + minor);
}

const largestFirst = (sums: Map<string, number>): Amount[] =>
  [...sums].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, TOP).map(([label, minor]) => ({ label, amount: fromMinor(minor) }));

/**
 * What the buyer spent, from the orders kept on this computer: cancelled orders left out; an
 * order's total (tax and shipping in) counts for the month and the billing address, a line's
 * subtotal for its product and SKU. Sums are made in minor units, so they add up to the cent.
 */
export function insightsOf(orders: readonly Order[]): Insights {
  const counted = orders.filter((order) => !order.cancelled);
  const months = new Map<string, number>();
  const products = new Map<string, number>();
  const addresses = new Map<string, number>();
  const skus = new Map<string, TopSku & { minor: number }>();
  let spend = 0;
  for (const order of counted) {
    const total = toMinor(order.total_price);
    spend += total;
    add(months, monthOf(order.created_at), total);
    add(addresses, addressOf(order), total);
    for (const line of order.line_items) {
      const minor = toMinor(line.subtotal_price);
      add(products, line.title, minor);
      if (!line.sku) continue;
      const sku = skus.get(line.sku) ?? { sku: line.sku, title: line.title, quantity: 0, amount: 0, minor: 0 };
      sku.quantity += line.quantity;
      sku.minor += minor;
      skus.set(line.sku, sku);
    }
  }
  return {
    orders: counted.length,
    spend: fromMinor(spend),
    averageOrder: counted.length === 0 ? 0 : fromMinor(Math.round(spend / counted.length)),
    byMonth: [...months].sort((a, b) => a[0].localeCompare(b[0])).map(([label, minor]) => ({ label, amount: fromMinor(minor) })),
    byProduct: largestFirst(products),
    byAddress: largestFirst(addresses),
    topSkus: [...skus.values()]
      .sort((a, b) => b.quantity - a.quantity || b.minor - a.minor)
      .slice(0, TOP)
      .map(({ minor, ...sku }) => ({ ...sku, amount: fromMinor(minor) })),
  };
}
