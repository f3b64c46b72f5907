import type { BillingAddress } from '../wire/cart';
import type { OrderAddress } from '../wire/orders';
import type { AddressRow } from '../customers/addresses';

/** One of the customer's addresses as a billing choice in the cart (PLATFORM's `addressRowsOf` reads them). */
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
