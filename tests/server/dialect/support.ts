import { expect } from 'vitest';
import { customerId } from '../commerce/helpers';
import { loggedIn, startTestStore, type TestClient, type TestResponse, type TestStore } from '../support/store';

/**
 * A default store and an alt store seeded alike (the seed is deterministic), each with the demo customer
 * logged in, so a test asks both the same question and compares the two readings of one answer.
 */
export interface StorePair {
  def: TestStore;
  alt: TestStore;
  demoDef: TestClient;
  demoAlt: TestClient;
  close(): Promise<void>;
}

export async function startPair(options: { products?: number; testControl?: boolean; mailbox?: boolean } = {}): Promise<StorePair> {
  const [def, alt] = await Promise.all([
    startTestStore({ ...options, dialect: 'default' }),
    startTestStore({ ...options, dialect: 'alt' }),
  ]);
  const [demoDef, demoAlt] = await Promise.all([loggedIn(def), loggedIn(alt)]);
  return { def, alt, demoDef, demoAlt, close: async () => void (await Promise.all([def.close(), alt.close()])) };
}

export type Obj = Record<string, unknown>;

export function obj(value: unknown): Obj {
  expect(value, JSON.stringify(value)?.slice(0, 300)).toBeTypeOf('object');
  expect(Array.isArray(value)).toBe(false);
  return value as Obj;
}

export function list(value: unknown): unknown[] {
  expect(Array.isArray(value), JSON.stringify(value)?.slice(0, 300)).toBe(true);
  return value as unknown[];
}

/** The values of every field named in `keys`, in document order (both dialects keep the field order). */
export function collect(value: unknown, keys: ReadonlySet<string>, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) collect(item, keys, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, field] of Object.entries(value)) {
      if (keys.has(key) && (typeof field !== 'object' || field === null)) found.push(field);
      collect(field, keys, found);
    }
  }
  return found;
}

/** What alt must send for a default money number. */
export function money(value: unknown): unknown {
  return typeof value === 'number' ? value.toFixed(2) : value;
}

export function ok(response: TestResponse, status = 200): unknown {
  expect(response.status, JSON.stringify(response.body)?.slice(0, 500)).toBe(status);
  return response.body;
}

/** The open cart token of a logged-in client, from /_api/global (a flat string in both dialects). */
export async function cartToken(client: TestClient): Promise<string> {
  const customer = obj(obj(ok(await client.get('/_api/global'))).customer);
  expect(customer.cart_token).toBeTypeOf('string');
  return customer.cart_token as string;
}

/** Each store with its logged-in demo client, to ask both the same question in a loop. */
export type Side = [TestStore, TestClient, 'default' | 'alt'];
export function sides(pair: StorePair): Side[] {
  return [
    [pair.def, pair.demoDef, 'default'],
    [pair.alt, pair.demoAlt, 'alt'],
  ];
}

/** The newest order of the demo customer: `orders` sits beside the account (default) or inside it (alt). */
export async function firstOrderToken(client: TestClient): Promise<string> {
  const body = obj(ok(await client.get('/_api/account')));
  return obj(list(body.orders)[0]).token as string;
}

function demoOrderToken(store: TestStore, condition: string): string {
  const row = store.ctx.db
    .prepare<[number], { token: string }>(`SELECT o.token FROM orders o WHERE o.customer_id = ? AND ${condition} ORDER BY o.number LIMIT 1`)
    .get(customerId(store, 'demo'));
  if (!row) throw new Error(`the seed has no demo order with ${condition}`);
  return row.token;
}

/** A demo order with fulfilled lines and a refund (every kind of value); the same order number in both stores. */
export function richOrderToken(store: TestStore): string {
  return demoOrderToken(
    store,
    `EXISTS (SELECT 1 FROM order_line_items li WHERE li.order_id = o.id AND li.fulfillment_id IS NOT NULL)
     AND EXISTS (SELECT 1 FROM order_refunds r WHERE r.order_id = o.id)`,
  );
}

export function cancelledOrderToken(store: TestStore): string {
  return demoOrderToken(store, 'o.cancelled_at IS NOT NULL');
}
