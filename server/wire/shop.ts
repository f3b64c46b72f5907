import { z } from 'zod';
import { ALT_SCALARS, DEFAULT_SCALARS, altObject, type Scalars, type Wire } from './scalars';

/** GET /_api/global, /_api/locale/{locale}, /_api/legal, /_api/legal/{handle}: what the shop says about itself. */

/** Address line 2 on the address form: not shown, required, or optional ("Address settings"). */
export const address2Mode = z.enum(['hidden', 'required', 'optional']);

const pricelist = <S extends Scalars>(s: S) => z.strictObject({ name: z.string(), is_enabled: s.settingFlag, rules: z.tuple([]) });

/** The store API's "Shop settings (wholesale)", plus the shop's currency and its address line 2 mode. */
function shopFields<S extends Scalars>(s: S) {
  return {
    name: z.string(),
    /** Absolute; null when the shop has no logo (the client shows the name). */
    logo_url: z.string().nullable(),
    copyright: z.string().nullable(),
    email: z.string(),
    /** 1 = open. */
    status: s.count,
    locale: z.string(),
    is_enabled: s.settingFlag,
    plan_id: s.count,
    currency: z.string(),
    min_purchase_amount: s.money,
    is_allow_preorder: s.settingFlag,
    is_allow_payment: s.settingFlag,
    is_customer_signup: s.settingFlag,
    is_display_retail_price: s.settingFlag,
    address2_mode: address2Mode,
  };
}

/** The store API's "Customer": the logged-in buyer, with the open cart's token and subtotal (null without an open cart). */
function customer<S extends Scalars>(s: S) {
  return z.strictObject({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    pricelist_id: z.nullable(s.count),
    wholesale_enabled: s.settingFlag,
    currency: z.string(),
    cart_token: z.string().nullable(),
    cart_subtotal: z.nullable(s.money),
    cart_currency: z.string().nullable(),
  });
}

/**
 * Always sent, even while the shop is disabled or closed, so the client decides on maintenance itself. The
 * default names the price list (null when the shop has none); the alt store leaves `pricelist` out unless it
 * is disabled, since only then does it say something.
 */
const shopDefault = z.strictObject({ ...shopFields(DEFAULT_SCALARS), pricelist: pricelist(DEFAULT_SCALARS).nullable() });
const shopAlt = z.strictObject({
  ...shopFields(ALT_SCALARS),
  pricelist: pricelist(ALT_SCALARS).extend({ is_enabled: z.literal(0) }).optional(),
});

const customerDefault = customer(DEFAULT_SCALARS);

export const globalAnswer = {
  /** A guest gets `customer: null`. */
  default: z.strictObject({ wholesale: shopDefault, customer: customerDefault.nullable() }),
  alt: altObject({ wholesale: shopAlt, customer: customer(ALT_SCALARS).nullable() }),
};
export type Shop = z.output<typeof shopDefault>;
export type Customer = z.output<typeof customerDefault>;
export type GlobalAnswer = Wire<typeof globalAnswer>;

/** Sections of words: `{ cart: { min_purchase_desc: '...' } }`. */
export const dictionary = z.record(z.string(), z.record(z.string(), z.string()));
export type Dictionary = z.output<typeof dictionary>;

/**
 * The alt store flattens sections into dotted keys (`"cart.min_purchase_desc"`) but for `footer` and `legal`,
 * and adds entries that are not words (`_version: 3`, a retired key set to null, `_meta`).
 */
export const localeAnswer = {
  default: dictionary,
  alt: z.record(z.string(), z.union([z.string(), z.number(), z.null(), z.record(z.string(), z.string())])),
};

/** The store API promises a policy's title and url; the default also names its handle. */
const policyDefault = z.strictObject({ title: z.string(), handle: z.string(), url: z.string() });
export const legalListAnswer = {
  default: z.strictObject({ policies: z.array(policyDefault) }),
  alt: z.array(z.strictObject({ title: z.string(), url: z.string() })),
};
export type PolicyLink = z.output<typeof policyDefault>;
export type LegalListAnswer = Wire<typeof legalListAnswer>;

/** A policy or content page. The store API promises only `page.body_html`, which is all the alt store sends. */
const pageDefault = z.strictObject({ title: z.string(), handle: z.string(), body_html: z.string(), updated_at: z.string() });
export const legalPageAnswer = {
  default: z.strictObject({ page: pageDefault }),
  alt: altObject({ page: z.strictObject({ body_html: z.string() }) }),
};
export type LegalPage = z.output<typeof pageDefault>;
export type LegalPageAnswer = Wire<typeof legalPageAnswer>;
export type LocaleAnswer = Wire<typeof localeAnswer>;
