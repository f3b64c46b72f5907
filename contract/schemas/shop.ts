import { z } from 'zod';
import { count, date, flag, id, money, text } from './common';
import { envelope, list } from './shapes';
import { isRecord } from './storeErrors';
export { dictionarySchema, type Dictionary } from './dictionary';

/** Only `is_enabled` false turns prices off; a store that sends no price list at all has not disabled it. */
const pricelistSchema = z.object({
  name: text.nullable().default(null),
  is_enabled: z.preprocess((v) => v ?? true, flag),
  rules: z.preprocess((v) => (Array.isArray(v) ? v : []), z.array(z.unknown())),
});

/** Shop settings (wholesale). */
export const shopSchema = z.object({
  name: z.string(),
  logo_url: z.string().nullable().default(null),
  copyright: z.string().nullable().default(null),
  email: z.string(),
  status: count,
  locale: z.string().nullable().default('en_US'),
  is_enabled: flag,
  plan_id: count,
  currency: z.string().default('MYR'),
  min_purchase_amount: z.preprocess((v) => v ?? 0, money),
  is_allow_preorder: flag,
  is_allow_payment: flag,
  is_customer_signup: flag,
  is_display_retail_price: flag,
  address2_mode: z.enum(['hidden', 'required', 'optional']).catch('optional'),
  // PHP sends an empty list ([]) for "none"; absent or empty is no price list, not a disabled one.
  pricelist: z.preprocess((v) => (isRecord(v) ? v : null), pricelistSchema.nullable()),
});
export type Shop = z.infer<typeof shopSchema>;

export const customerSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  pricelist_id: id.nullable().default(null),
  // Only an explicit "no" takes the customer's wholesale prices away, like the price list's flag.
  wholesale_enabled: z.preprocess((v) => v ?? true, flag),
  currency: z.string(),
  cart_token: text.nullable().default(null),
  cart_subtotal: money.nullable().default(null),
  cart_currency: z.string().nullable().default(null),
});
export type Customer = z.infer<typeof customerSchema>;

/** GET /_api/global. A guest gets no customer. */
export const globalSchema = z.object({
  wholesale: shopSchema,
  customer: z.preprocess((v) => (isRecord(v) ? v : null), customerSchema.nullable()),
});
export type GlobalData = z.infer<typeof globalSchema>;

/** The last path segment of a policy url ("/legal/refund-policy" or a full https url): its handle. */
function handleFromUrl(url: string): string {
  let path = url;
  try {
    path = new URL(url, 'http://store.invalid').pathname;
  } catch {
    // Not a URL at all: read it as a path.
  }
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The store API promises title and url; the handle the footer links with is derived from the url when absent. */
const policyLinkSchema = z.preprocess(
  (v) => (isRecord(v) && v.handle == null && typeof v.url === 'string' ? { ...v, handle: handleFromUrl(v.url) } : v),
  z.object({ title: text, url: z.string(), handle: text }),
);
export const legalListSchema = list('policies', policyLinkSchema);
export type PolicyLink = z.infer<typeof policyLinkSchema>;

/** GET /_api/legal/{handle}: policies and content pages alike. Only `page.body_html` is promised. */
export const legalPageSchema = envelope(
  'page',
  z.object({
    title: text.nullable().default(null),
    handle: text.nullable().default(null),
    body_html: z.string(),
    updated_at: date.nullable().default(null),
  }),
);
export type LegalPage = z.infer<typeof legalPageSchema>['page'];
