import { z } from 'zod';
import { doneAnswer } from './auth';
import { ALT_SCALARS, DEFAULT_SCALARS, altObject, done, noBody, type Scalars, type Wire } from './scalars';

/**
 * GET /_api/account, the password change, the address book and the contact form: the logged-in customer's own
 * calls. Requests are checked with Laravel-style rules in the routes; these are the answers.
 */

/** The postal lines an account address and a cart's billing choice share. */
export const postalLines = {
  company: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  /** Not stored for Hong Kong. */
  zip: z.string().nullable(),
  province: z.string().nullable(),
};

/** The store API's "Address", as the account page lists it. `name` is first and last name; no email is sent. */
function address<S extends Scalars>(s: S) {
  return z.strictObject({
    address_id: s.count,
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    ...postalLines,
    province_code: z.string().nullable(),
    country: z.string(),
    country_code: z.string(),
    is_primary: s.wordFlag,
    name: z.string(),
  });
}

/** The store API's "Order list item". */
function orderListItem<S extends Scalars>(s: S) {
  return z.strictObject({
    token: z.string(),
    order_number: s.orderNumber,
    processed_at: s.listDate,
    financial_status: z.string(),
    fulfillment_status: z.string(),
    total_price: s.money,
    currency: z.string(),
  });
}

function accountFields<S extends Scalars>(s: S) {
  return {
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** Primary first, then in the order they were added. */
    addresses: z.array(address(s)),
  };
}

const addressDefault = address(DEFAULT_SCALARS);
const orderListItemDefault = orderListItem(DEFAULT_SCALARS);

/** The default puts the orders (newest first) beside the account; the alt store puts them inside it. */
export const accountAnswer = {
  default: z.strictObject({ account: z.strictObject(accountFields(DEFAULT_SCALARS)), orders: z.array(orderListItemDefault) }),
  alt: altObject({ ...accountFields(ALT_SCALARS), orders: z.array(orderListItem(ALT_SCALARS)) }),
};
export type Address = z.output<typeof addressDefault>;
export type OrderListItem = z.output<typeof orderListItemDefault>;
export type AccountAnswer = Wire<typeof accountAnswer>;

/** POST /_api/account/details (password change): only "done". */
export const passwordChangedAnswer = doneAnswer;
export type PasswordChangedAnswer = Wire<typeof passwordChangedAnswer>;

/** Address create and update: the saved address in the default; the alt store says only `{ success: 1 }`. */
export const addressSavedAnswer = {
  default: z.strictObject({ success: z.literal(true), address: addressDefault }),
  alt: altObject({ success: ALT_SCALARS.success }),
};
export type AddressSavedAnswer = Wire<typeof addressSavedAnswer>;

/** Address delete: `{ success: true }`, or 204 with no body in the alt store. */
export const addressDeletedAnswer = { default: done, alt: noBody };
export type AddressDeletedAnswer = Wire<typeof addressDeletedAnswer>;

/** POST /_api/contact: "done"; the alt store answers the bare number 1 ("success if 1"). */
export const contactSentAnswer = { default: done, alt: z.literal(1) };
export type ContactSentAnswer = Wire<typeof contactSentAnswer>;
