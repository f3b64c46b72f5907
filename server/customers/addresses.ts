import type { Database } from 'better-sqlite3';
import type { Address } from '../wire/account';
import type { ServerContext } from '../context';
import { cachedStatement } from '../db/statements';

/** What the address form saves (validated by `addressRules`). */
export interface AddressFields {
  first_name: string;
  last_name: string;
  phone: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  zip: string | null;
  province: string | null;
  province_code: string | null;
  country: string;
  country_code: string;
}

/** A row of the `addresses` table, as the account pages and the cart's billing choices read it. */
export interface AddressRow extends AddressFields {
  id: number;
  is_primary: number;
}

const COLUMNS =
  'id, first_name, last_name, phone, company, address1, address2, city, zip, province, province_code, country, country_code, is_primary';

/** The customer's address rows: primary first, then in the order they were added. */
export function addressRowsOf(db: Database, customerId: number): AddressRow[] {
  return cachedStatement<[number], AddressRow>(
    db,
    `SELECT ${COLUMNS} FROM addresses WHERE customer_id = ? ORDER BY is_primary DESC, id`,
  ).all(customerId);
}

/** Only the owner's address is ever found: another customer's address is as good as missing. */
export function addressRowOf(db: Database, customerId: number, addressId: number): AddressRow | null {
  return (
    cachedStatement<[number, number], AddressRow>(db, `SELECT ${COLUMNS} FROM addresses WHERE id = ? AND customer_id = ?`).get(
      addressId,
      customerId,
    ) ?? null
  );
}

/** Primary first, then in the order they were added. */
export function listAddresses(ctx: ServerContext, customerId: number): Address[] {
  return addressRowsOf(ctx.db, customerId).map(toAddress);
}

/** Another customer's id answers null (the route's 404). */
export function findOwnAddress(ctx: ServerContext, customerId: number, addressId: number): Address | null {
  const row = addressRowOf(ctx.db, customerId, addressId);
  return row ? toAddress(row) : null;
}

/** The first address, or one marked primary, becomes the only primary. */
export function createAddress(ctx: ServerContext, customerId: number, fields: AddressFields, primary: boolean): Address {
  return ctx.db.transaction(() => {
    const hasAny = ctx.db.prepare('SELECT 1 FROM addresses WHERE customer_id = ?').get(customerId) !== undefined;
    const makePrimary = primary || !hasAny;
    if (makePrimary) ctx.db.prepare('UPDATE addresses SET is_primary = 0 WHERE customer_id = ?').run(customerId);
    const id = insertAddressRow(ctx, customerId, fields, makePrimary);
    return findOwnAddress(ctx, customerId, id) as Address;
  })();
}

/** Writes the row as given, primary flag included (the caller keeps the one-primary rule); answers its id. */
export function insertAddressRow(ctx: ServerContext, customerId: number, fields: AddressFields, primary: boolean): number {
  const now = ctx.now().toISOString();
  const result = ctx.db
    .prepare(
      `INSERT INTO addresses (customer_id, first_name, last_name, phone, company, address1, address2, city, zip, province,
         province_code, country, country_code, is_primary, created_at, updated_at)
       VALUES (@customer_id, @first_name, @last_name, @phone, @company, @address1, @address2, @city, @zip, @province,
         @province_code, @country, @country_code, @is_primary, @now, @now)`,
    )
    .run({ ...fields, customer_id: customerId, is_primary: primary ? 1 : 0, now });
  return Number(result.lastInsertRowid);
}

/**
 * Marking an address primary unmarks the others. Unticking the current primary keeps it primary:
 * a customer always has one (another address becomes primary only by being marked).
 */
export function updateAddress(ctx: ServerContext, customerId: number, addressId: number, fields: AddressFields, primary: boolean): Address {
  return ctx.db.transaction(() => {
    if (primary) ctx.db.prepare('UPDATE addresses SET is_primary = 0 WHERE customer_id = ?').run(customerId);
    ctx.db
      .prepare(
        `UPDATE addresses SET first_name = @first_name, last_name = @last_name, phone = @phone, company = @company,
           address1 = @address1, address2 = @address2, city = @city, zip = @zip, province = @province,
           province_code = @province_code, country = @country, country_code = @country_code,
           is_primary = CASE WHEN @primary = 1 THEN 1 ELSE is_primary END, updated_at = @now
         WHERE id = @id AND customer_id = @customer_id`,
      )
      .run({ ...fields, primary: primary ? 1 : 0, now: ctx.now().toISOString(), id: addressId, customer_id: customerId });
    return findOwnAddress(ctx, customerId, addressId) as Address;
  })();
}

export function deleteAddress(ctx: ServerContext, customerId: number, addressId: number): void {
  ctx.db.prepare('DELETE FROM addresses WHERE id = ? AND customer_id = ? AND is_primary = 0').run(addressId, customerId);
}

function toAddress(row: AddressRow): Address {
  return {
    address_id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    company: row.company,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    zip: row.zip,
    province: row.province,
    province_code: row.province_code,
    country: row.country,
    country_code: row.country_code,
    is_primary: row.is_primary === 1,
    name: `${row.first_name} ${row.last_name}`,
  };
}
