import type { FastifyRequest } from 'fastify';
import { unauthenticated } from './errors';

/** The logged-in customer as routes see it (columns of `customers`). */
export interface CustomerRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  pricelist_id: number | null;
  wholesale_enabled: 0 | 1;
  currency: string;
}

/** Columns to select for a CustomerRow, so every query reads the same shape. */
export const CUSTOMER_COLUMNS = 'id, email, first_name, last_name, phone, pricelist_id, wholesale_enabled, currency';

/** The session the request arrived with; filled by the session hook in `server/http/session.ts`. */
export interface RequestSession {
  /** sha256 of the cookie value: the row key (the raw id never touches the database). */
  key: string;
  xsrfToken: string;
  customer: CustomerRow | null;
  /** "Remember me" was ticked at login: a renewed id keeps the long lifetime. */
  remember: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    storeSession: RequestSession | null;
  }
}

/** For customer-only calls: the customer, or Laravel's 401 `{ message: 'Unauthenticated.' }`. */
export function requireCustomer(request: FastifyRequest): CustomerRow {
  const customer = optionalCustomer(request);
  if (!customer) throw unauthenticated();
  return customer;
}

export function optionalCustomer(request: FastifyRequest): CustomerRow | null {
  return request.storeSession?.customer ?? null;
}
