import type { ServerContext } from '../context';
import { CUSTOMER_COLUMNS, type CustomerRow } from '../http/auth';

export interface CustomerWithSecret extends CustomerRow {
  password_hash: string;
  is_active: 0 | 1;
}

export function findCustomerByEmail(ctx: ServerContext, email: string): CustomerWithSecret | null {
  const row = ctx.db
    .prepare<[string], CustomerWithSecret>(`SELECT ${CUSTOMER_COLUMNS}, password_hash, is_active FROM customers WHERE email = ?`)
    .get(email);
  return row ?? null;
}

export function findCustomerById(ctx: ServerContext, id: number): CustomerWithSecret | null {
  const row = ctx.db
    .prepare<[number], CustomerWithSecret>(`SELECT ${CUSTOMER_COLUMNS}, password_hash, is_active FROM customers WHERE id = ?`)
    .get(id);
  return row ?? null;
}

export interface NewCustomer {
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  currency: string;
}

/** Signed-up customers start inactive (they activate through the mailed link) on the shop's price list. */
export function createInactiveCustomer(ctx: ServerContext, customer: NewCustomer): number {
  const result = ctx.db
    .prepare(
      `INSERT INTO customers (email, password_hash, first_name, last_name, phone, is_active, pricelist_id, wholesale_enabled, currency, created_at)
       VALUES (@email, @password_hash, @first_name, @last_name, NULL, 0, 1, 1, @currency, @created_at)`,
    )
    .run({ ...customer, created_at: ctx.now().toISOString() });
  return Number(result.lastInsertRowid);
}

export function setPasswordHash(ctx: ServerContext, customerId: number, passwordHash: string): void {
  ctx.db.prepare('UPDATE customers SET password_hash = ? WHERE id = ?').run(passwordHash, customerId);
}

export function activateCustomer(ctx: ServerContext, customerId: number): void {
  ctx.db.prepare('UPDATE customers SET is_active = 1 WHERE id = ?').run(customerId);
}

/** The session-safe part of a customer (no password hash). */
export function toCustomerRow(c: CustomerRow): CustomerRow {
  return {
    id: c.id,
    email: c.email,
    first_name: c.first_name,
    last_name: c.last_name,
    phone: c.phone,
    pricelist_id: c.pricelist_id,
    wholesale_enabled: c.wholesale_enabled,
    currency: c.currency,
  };
}
