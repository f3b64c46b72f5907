import { expect } from 'vitest';
import { cartCreatedSchema, placedOrderSchema } from '../../../contract/schemas/cart';
import { cartAnswer } from '../../../server/wire/cart';
import type { TestClient, TestStore, Who } from '../support/store';
import { DEMO_CUSTOMER, OTHER_CUSTOMER } from '../support/store';

export function customerId(store: TestStore, who: Who): number {
  const email = who === 'demo' ? DEMO_CUSTOMER.email : OTHER_CUSTOMER.email;
  const row = store.ctx.db.prepare<[string], { id: number }>('SELECT id FROM customers WHERE email = ?').get(email);
  if (!row) throw new Error(`no customer ${email}`);
  return row.id;
}

export function addressIds(store: TestStore, who: Who): number[] {
  return store.ctx.db
    .prepare<[number], { id: number }>('SELECT id FROM addresses WHERE customer_id = ? ORDER BY is_primary DESC, id')
    .all(customerId(store, who))
    .map((r) => r.id);
}

/** Replaces the customer's cart with exactly these items (the repeat-order call) and returns its token. */
export async function fillCart(client: TestClient, items: { id: number; quantity: number }[]): Promise<string> {
  const response = await client.post('/_api/ws/cart/create', { order_items: items, is_replace_cart: true });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return cartCreatedSchema.parse(response.body).orders.cart_token;
}

export async function retrieveCart(client: TestClient, token: string) {
  const response = await client.get('/_api/ws/cart/retrieve', { cart_token: token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return cartAnswer.default.parse(response.body).cart;
}

export async function placeOrder(client: TestClient, token: string, addressId: number | null) {
  return client.post('/_api/ws/cart/place_order', {
    cart_token: token,
    billing_address: addressId === null ? {} : { id: addressId },
    order_items: [],
  });
}

export function placedToken(body: unknown): string {
  return placedOrderSchema.parse(body).orders.token;
}

/** A tracked, stocked variant with simple known prices: retail 10.00, tiers 10-49 at 9, 50-99 at 8, 100+ at 7. */
export function simpleVariant(store: TestStore, exclude: number[] = []): number {
  const found = store.control.firstVariantWith({ tracked: true, preorder: false, exclude });
  if (!found) throw new Error('no tracked variant in the seed');
  store.control.setVariant(found.id, { price: 10, inventory_quantity: 1000, available: true, is_preorder: false });
  store.control.setTierPrices(found.id, {
    increment_quantity: 1,
    rate: 1,
    tiers: [
      { min_qty: 10, max_qty: 49, price: 9 },
      { min_qty: 50, max_qty: 99, price: 8 },
      { min_qty: 100, max_qty: null, price: 7 },
    ],
  });
  return found.id;
}

export function errorMessage(body: unknown): string | undefined {
  const errors = (body as { errors?: { Error_Message?: string } }).errors;
  return errors?.Error_Message;
}
