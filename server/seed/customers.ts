import type { ServerContext } from '../context';
import { hashPasswordSync } from '../auth/passwords';
import { insertAddressRow, type AddressFields } from '../customers/addresses';

export const DEMO_CUSTOMER = { email: 'demo@wholesale.test', password: 'demo1234' } as const;
export const OTHER_CUSTOMER = { email: 'other@wholesale.test', password: 'other1234' } as const;

const DEMO_ADDRESSES: AddressFields[] = [
  {
    first_name: 'Mei Ling', last_name: 'Tan', phone: '+60 12-345 6789', company: 'Tan Brothers Trading Sdn. Bhd.',
    address1: '18, Jalan Tun Razak', address2: 'Wisma Harbour, Level 8', city: 'Kuala Lumpur', zip: '50400',
    province: 'Wilayah Persekutuan (Kuala Lumpur)', province_code: 'MY-14', country: 'Malaysia', country_code: 'MY',
  },
  {
    // Indonesian cities are stored as 'district, regency', as the address form composes them.
    first_name: 'Budi', last_name: 'Santoso', phone: '+62 21 5790 1234', company: 'PT Sumber Makmur Abadi',
    address1: 'Jl. Jend. Sudirman Kav. 52-53', address2: 'Gedung Artha Graha Lt. 10',
    city: 'Kebayoran Baru, Kota Jakarta Selatan', zip: '12190', province: 'Jakarta Raya', province_code: 'ID-JK',
    country: 'Indonesia', country_code: 'ID',
  },
  {
    first_name: 'Wei-Lun', last_name: 'Chen', phone: '+886 2 2720 1234', company: 'Formosa Hardware Co., Ltd.',
    address1: 'No. 7, Sec. 5, Xinyi Rd.', address2: '12F', city: 'Xinyi District', zip: '110', province: 'Taipei',
    province_code: 'TW-TPE', country: 'Taiwan', country_code: 'TW',
  },
];

const OTHER_ADDRESSES: AddressFields[] = [
  {
    first_name: 'Siti', last_name: 'Rahman', phone: '+60 4-226 8899', company: 'Pulau Kedai Runcit Enterprise',
    address1: '52, Lebuh Pantai', address2: null, city: 'George Town', zip: '10300', province: 'Pulau Pinang',
    province_code: 'MY-07', country: 'Malaysia', country_code: 'MY',
  },
];

/** The demo buyer (three addresses, MY primary) and a second customer whose data the first must never reach. */
export function seedCustomers(ctx: ServerContext): number[] {
  const demo = insertCustomer(ctx, DEMO_CUSTOMER, 'Mei Ling', 'Tan', '+60 12-345 6789');
  DEMO_ADDRESSES.forEach((address, i) => insertAddressRow(ctx, demo, address, i === 0));
  const other = insertCustomer(ctx, OTHER_CUSTOMER, 'Siti', 'Rahman', '+60 4-226 8899');
  OTHER_ADDRESSES.forEach((address, i) => insertAddressRow(ctx, other, address, i === 0));
  return [demo, other];
}

function insertCustomer(
  ctx: ServerContext,
  login: { email: string; password: string },
  firstName: string,
  lastName: string,
  phone: string,
): number {
  const result = ctx.db
    .prepare(
      `INSERT INTO customers (email, password_hash, first_name, last_name, phone, is_active, pricelist_id, wholesale_enabled, currency, created_at)
       VALUES (?, ?, ?, ?, ?, 1, 1, 1, 'MYR', ?)`,
    )
    .run(login.email, hashPasswordSync(login.password), firstName, lastName, phone, ctx.now().toISOString());
  return Number(result.lastInsertRowid);
}
