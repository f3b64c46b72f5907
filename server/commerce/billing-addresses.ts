import type { Database } from 'better-sqlite3';
import type { BillingAddress } from '../../preload/schemas/cart';
import type { OrderAddress } from '../../preload/schemas/orders';
import { cachedStatement } from './statements';

/** A row of PLATFORM's `addresses` table, as far as orders need it. */
export interface AddressRow {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  zip: string | null;
  province: string | null;
  country: string;
  is_primary: number;
}

const COLUMNS = 'id, first_name, last_name, phone, company, address1, address2, city, zip, province, country, is_primary';

/** The customer's addresses, primary first: the cart's billing address choices. */
export function addressesOf(db: Database, customerId: number): AddressRow[] {
  return cachedStatement<[number], AddressRow>(
    db,
    `SELECT ${COLUMNS} FROM addresses WHERE customer_id = ? ORDER BY is_primary DESC, id`,
  ).all(customerId);
}

/** One of the customer's addresses; another customer's address is as good as missing. */
export function addressOf(db: Database, customerId: number, addressId: number): AddressRow | null {
  return (
    cachedStatement<[number, number], AddressRow>(db, `SELECT ${COLUMNS} FROM addresses WHERE id = ? AND customer_id = ?`).get(
      addressId,
      customerId,
    ) ?? null
  );
}

export function billingAddressJson(a: AddressRow): BillingAddress {
  return {
    id: a.id,
    name: `${a.first_name} ${a.last_name}`.trim(),
    company: a.company,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    zip: a.zip,
    province: a.province,
    country: a.country,
    is_primary: a.is_primary === 1,
  };
}

/** The snapshot an order keeps, so later edits of the address book do not rewrite history. */
export function orderAddressSnapshot(a: AddressRow): OrderAddress {
  return {
    name: `${a.first_name} ${a.last_name}`.trim(),
    company: a.company,
    street: [a.address1, a.address2].filter((part) => part !== null && part !== '').join(', '),
    city: a.city,
    province: a.province,
    zip: a.zip,
    country: a.country,
    phone: a.phone,
  };
}
