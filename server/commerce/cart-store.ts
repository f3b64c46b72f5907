import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../db/statements';

/** Carts and their items as stored. A cart is open until `placed_order_id` is set. */
export interface CartRow {
  id: number;
  token: string;
  customer_id: number;
  placed_order_id: number | null;
  updated_at: string;
}

export interface CartItemRow {
  id: number;
  variant_id: number;
  quantity: number;
  price_minor_at_add: number;
}

const CART_COLUMNS = 'id, token, customer_id, placed_order_id, updated_at';

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export function cartByToken(db: Database, token: string): CartRow | null {
  return cachedStatement<[string], CartRow>(db, `SELECT ${CART_COLUMNS} FROM carts WHERE token = ?`).get(token) ?? null;
}

/** The customer's cart still being filled, if any (at most one: a partial unique index holds it). */
export function openCartOf(db: Database, customerId: number): CartRow | null {
  return (
    cachedStatement<[number], CartRow>(
      db,
      `SELECT ${CART_COLUMNS} FROM carts WHERE customer_id = ? AND placed_order_id IS NULL`,
    ).get(customerId) ?? null
  );
}

export function createCart(db: Database, customerId: number, now: string): CartRow {
  const token = newToken();
  const info = cachedStatement<[string, number, string, string]>(
    db,
    'INSERT INTO carts (token, customer_id, created_at, updated_at) VALUES (?, ?, ?, ?)',
  ).run(token, customerId, now, now);
  return { id: Number(info.lastInsertRowid), token, customer_id: customerId, placed_order_id: null, updated_at: now };
}

export function openOrCreateCart(db: Database, customerId: number, now: string): CartRow {
  return openCartOf(db, customerId) ?? createCart(db, customerId, now);
}

export function cartItems(db: Database, cartId: number): CartItemRow[] {
  return cachedStatement<[number], CartItemRow>(
    db,
    'SELECT id, variant_id, quantity, price_minor_at_add FROM cart_items WHERE cart_id = ? ORDER BY id',
  ).all(cartId);
}

/** Sets a line's quantity (0 removes it) and remembers the unit price the customer now sees. */
export function putItem(db: Database, cartId: number, variantId: number, quantity: number, unitMinor: number, now: string): void {
  if (quantity <= 0) {
    cachedStatement<[number, number]>(db, 'DELETE FROM cart_items WHERE cart_id = ? AND variant_id = ?').run(cartId, variantId);
    return;
  }
  cachedStatement<[number, number, number, number, string]>(
    db,
    `INSERT INTO cart_items (cart_id, variant_id, quantity, price_minor_at_add, added_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = excluded.quantity, price_minor_at_add = excluded.price_minor_at_add`,
  ).run(cartId, variantId, quantity, unitMinor, now);
}

export function clearItems(db: Database, cartId: number): void {
  cachedStatement<[number]>(db, 'DELETE FROM cart_items WHERE cart_id = ?').run(cartId);
}

export function touchCart(db: Database, cartId: number, now: string): void {
  cachedStatement<[string, number]>(db, 'UPDATE carts SET updated_at = ? WHERE id = ?').run(now, cartId);
}
