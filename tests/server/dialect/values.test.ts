import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelledOrderToken, cartToken, collect, list, money, obj, ok, richOrderToken, startPair, type StorePair } from './support';

/** Latitudes 2 (money), 3 (ids and counts, order_number), 4 (flags). Both stores are seeded alike. */
let pair: StorePair;
beforeAll(async () => {
  pair = await startPair({ products: 30 });
});
afterAll(() => pair.close());

const MONEY = new Set([
  'unit_price', 'ori_unit_price', 'item_subtotal', 'updated_price', 'min_price', 'max_price', 'ws_min_price', 'ws_max_price',
  'price', 'price_after_discount', 'rate', 'subtotal_price', 'total_price', 'total_line_items_price', 'total_discount',
  'amount_due', 'overpaid', 'total_transaction_amount', 'total_refund_amount', 'min_purchase_amount', 'cart_subtotal',
]);
const COUNTS = new Set([
  'id', 'variant_id', 'address_id', 'line_id', 'pricelist_id', 'quantity', 'inventory_quantity', 'total_quantity', 'unit_left',
  'increment_quantity', 'min_qty', 'max_qty', 'total_pages', 'current_pages', 'status', 'plan_id',
]);

const count = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** The same answer from both stores, unwrapped to the same shape. */
interface Both {
  def: unknown;
  alt: unknown;
}

async function orderPages(): Promise<Both> {
  const def = obj(ok(await pair.demoDef.get(`/_api/orders/${richOrderToken(pair.def)}`))).order;
  const alt = ok(await pair.demoAlt.get(`/_api/orders/${richOrderToken(pair.alt)}`));
  return { def, alt };
}

async function answers(): Promise<Record<string, Both>> {
  const [defAccount, altAccount] = [obj(ok(await pair.demoDef.get('/_api/account'))), obj(ok(await pair.demoAlt.get('/_api/account')))];
  const defCart = obj(ok(await pair.demoDef.get('/_api/ws/cart/retrieve', { cart_token: await cartToken(pair.demoDef) }))).cart;
  const altCart = ok(await pair.demoAlt.get('/_api/ws/cart/retrieve', { cart_token: await cartToken(pair.demoAlt) }));
  // Pages differ in size (24 and 20) and so in total_pages: compare the first 20 products.
  const firstTwenty = (body: unknown) => ({ products: list(obj(body).products).slice(0, 20) });
  return {
    global: { def: ok(await pair.demoDef.get('/_api/global')), alt: ok(await pair.demoAlt.get('/_api/global')) },
    products: { def: firstTwenty(ok(await pair.demoDef.get('/_api/ws/products'))), alt: firstTwenty(ok(await pair.demoAlt.get('/_api/ws/products'))) },
    cart: { def: defCart, alt: altCart },
    account: { def: { ...obj(defAccount.account), orders: defAccount.orders }, alt: altAccount },
    order: await orderPages(),
  };
}

describe('money', () => {
  it('default sends numbers; alt sends the same amounts as strings with 2 decimals', async () => {
    for (const [name, { def, alt }] of Object.entries(await answers())) {
      const defMoney = collect(def, MONEY);
      expect(defMoney.length, name).toBeGreaterThan(0);
      expect(defMoney.every((v) => v === null || typeof v === 'number'), name).toBe(true);
      expect(collect(alt, MONEY), name).toEqual(defMoney.map(money));
    }
    const altAll = Object.values(await answers()).flatMap(({ alt }) => collect(alt, MONEY));
    expect(altAll.every((v) => v === null || (typeof v === 'string' && /^-?\d+\.\d{2}$/.test(v)))).toBe(true);
    expect(altAll).toContain('100.00'); // min_purchase_amount
  });
});

describe('ids and counts', () => {
  it('default sends numbers; alt sends the same ids, quantities, pages and statuses as strings', async () => {
    for (const [name, { def, alt }] of Object.entries(await answers())) {
      const defCounts = collect(def, COUNTS);
      expect(defCounts.length, name).toBeGreaterThan(0);
      expect(defCounts.every((v) => v === null || typeof v === 'number'), name).toBe(true);
      expect(collect(alt, COUNTS), name).toEqual(defCounts.map(count));
    }
    const page = obj(ok(await pair.demoAlt.get('/_api/ws/products')));
    expect(page).toMatchObject({ total_pages: '2', current_pages: '1' });
    expect(obj(obj(ok(await pair.demoAlt.get('/_api/global'))).wholesale)).toMatchObject({ status: '1', plan_id: '6' });
  });

  it('order_number: "#1042" in default, the number 1042 in alt', async () => {
    const { account } = await answers();
    const defNumbers = list(obj(account?.def).orders).map((o) => obj(o).order_number);
    const altNumbers = list(obj(account?.alt).orders).map((o) => obj(o).order_number);
    expect(defNumbers.every((n) => typeof n === 'string' && /^#\d+$/.test(n))).toBe(true);
    expect(altNumbers).toEqual(defNumbers.map((n) => Number(String(n).slice(1))));
  });
});

describe('flags', () => {
  it('default sends booleans; alt sends shop flags as 1/0, item flags as "1"/"0", is_primary and cancelled as words', async () => {
    const all = await answers();
    const defShop = obj(obj(all.global?.def).wholesale);
    const altShop = obj(obj(all.global?.alt).wholesale);
    for (const key of ['is_enabled', 'is_allow_preorder', 'is_allow_payment', 'is_customer_signup', 'is_display_retail_price']) {
      expect(defShop[key], key).toBeTypeOf('boolean');
      expect(altShop[key], key).toBe(defShop[key] ? 1 : 0);
    }
    expect(obj(obj(all.global?.alt).customer).wholesale_enabled).toBe(1);

    const itemFlags = new Set(['is_preorder', 'is_available']);
    for (const name of ['products', 'cart']) {
      const def = collect(all[name]?.def, itemFlags);
      expect(def.length, name).toBeGreaterThan(0);
      expect(collect(all[name]?.alt, itemFlags), name).toEqual(def.map((v) => (v ? '1' : '0')));
    }
    const wordFlags = new Set(['is_primary', 'cancelled']);
    for (const name of ['cart', 'account', 'order']) {
      const def = collect(all[name]?.def, wordFlags);
      expect(def.length, name).toBeGreaterThan(0);
      expect(def.every((v) => typeof v === 'boolean'), name).toBe(true);
      expect(collect(all[name]?.alt, wordFlags), name).toEqual(def.map((v) => String(v)));
    }
  });

  it('a cancelled order says "true" in alt', async () => {
    const defOrder = obj(obj(ok(await pair.demoDef.get(`/_api/orders/${cancelledOrderToken(pair.def)}`))).order);
    const altOrder = obj(ok(await pair.demoAlt.get(`/_api/orders/${cancelledOrderToken(pair.alt)}`)));
    expect(defOrder.cancelled).toBe(true);
    expect(altOrder.cancelled).toBe('true');
  });
});
