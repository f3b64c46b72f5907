import { z } from 'zod';
import { flag, htmlText, id, text } from './common';
import { orderListItemSchema } from './orders';
import { arrayOf, list } from './shapes';
import { isRecord } from './storeErrors';

/** The postal lines an account address and a cart's billing address share. */
export const postalLines = {
  company: text.nullable().default(null),
  address1: text,
  address2: text.nullable().default(null),
  city: text,
  zip: text.nullable().default(null),
  province: text.nullable().default(null),
};

const addressSchema = z.object({
  address_id: id,
  first_name: text,
  last_name: text,
  phone: text,
  ...postalLines,
  province_code: text.nullable().default(null),
  country: text,
  country_code: text,
  is_primary: flag,
  name: text.optional(),
  email: text.optional(),
});
export type Address = z.infer<typeof addressSchema>;

/** What the address form sends (create and update). Limits are the store API's. */
export const addressInputSchema = z.strictObject({
  first_name: z.string().max(45),
  last_name: z.string().max(45),
  phone: z.string().max(45),
  company: z.string().max(255).nullable().optional(),
  address1: z.string().max(255),
  address2: z.string().max(255).nullable().optional(),
  city: z.string().max(255),
  zip: z.string().max(45).nullable().optional(),
  province: z.string().max(45).nullable().optional(),
  province_code: z.string().max(45).nullable().optional(),
  country: z.string().max(100),
  country_code: z.string().length(2),
  is_primary: z.boolean(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

const accountDetails = z.object({
  first_name: text,
  last_name: text,
  email: text,
  phone: text.nullable().default(null),
  addresses: arrayOf(addressSchema),
});

/**
 * GET /_api/account: `{ account: {...}, orders: [...] }`, or the account bare with its `orders`
 * inside it or missing (no orders). Always read as `{ account, orders }`.
 */
export const accountSchema = z.preprocess(
  (body) => {
    if (!isRecord(body)) return body;
    const account = isRecord(body.account) ? body.account : body;
    return { account, orders: body.orders ?? account.orders };
  },
  z.object({ account: accountDetails, orders: arrayOf(orderListItemSchema) }),
);
export type Account = z.infer<typeof accountSchema>;

/**
 * Address create and update as the app reads them: `{ success, address }`, `{ success }` or a
 * bare success. The saved address is not promised, so it may be null.
 */
export const addressSaveAnswerSchema = z.preprocess(
  (body) => (isRecord(body) ? body : { success: body }),
  z.object({
    success: z.preprocess((v) => v ?? true, flag),
    // An extra the app can do without: one it cannot read is as good as none.
    address: addressSchema.nullable().catch(null),
  }),
);

const countrySchema = z.object({ country_code: text, country_name: htmlText });
const provinceSchema = z.object({ code: text, name: htmlText });
/** `{ countries: [...] }` or the bare list. Names may come HTML-escaped. */
export const countriesSchema = list('countries', countrySchema);
export const provincesSchema = list('provinces', provinceSchema);
export type Country = z.infer<typeof countrySchema>;
export type Province = z.infer<typeof provinceSchema>;

/** What account:createAddress and account:updateAddress hand the screen; null when the store only said it saved. */
export const addressSavedOutput = z.object({ address: addressSchema.nullable() });
