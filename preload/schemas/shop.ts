import { z } from 'zod';
import { count, flag, money } from './common';

export const pricelistSchema = z.object({
  name: z.string(),
  is_enabled: flag,
  rules: z.array(z.unknown()).default([]),
});

/** Shop settings (wholesale), spec 3. */
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
  min_purchase_amount: money.default(0),
  is_allow_preorder: flag,
  is_allow_payment: flag,
  is_customer_signup: flag,
  is_display_retail_price: flag,
  address2_mode: z.enum(['hidden', 'required', 'optional']).default('optional'),
  pricelist: pricelistSchema.nullable().default(null),
});
export type Shop = z.infer<typeof shopSchema>;

export const customerSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  pricelist_id: count.nullable().default(null),
  wholesale_enabled: flag,
  currency: z.string(),
  cart_token: z.string().nullable().default(null),
  cart_subtotal: money.nullable().default(null),
  cart_currency: z.string().nullable().default(null),
});
export type Customer = z.infer<typeof customerSchema>;

/** GET /_api/global. A guest gets no customer. */
export const globalSchema = z.object({
  wholesale: shopSchema,
  customer: customerSchema.nullable().optional(),
});
export type GlobalData = z.infer<typeof globalSchema>;

/** GET /_api/locale/{locale}: sections of keys, e.g. dictionary.cart.min_purchase_desc. Placeholders are `{name}`. */
export const dictionarySchema = z.record(z.string(), z.record(z.string(), z.string()));
export type Dictionary = z.infer<typeof dictionarySchema>;

export const policyLinkSchema = z.object({ title: z.string(), url: z.string(), handle: z.string() });
export const legalListSchema = z.object({ policies: z.array(policyLinkSchema) });
export type PolicyLink = z.infer<typeof policyLinkSchema>;

/** GET /_api/legal/{handle}: policies and content pages alike. */
export const legalPageSchema = z.object({
  page: z.object({
    title: z.string(),
    handle: z.string(),
    body_html: z.string(),
    updated_at: z.string().nullable().default(null),
  }),
});
export type LegalPage = z.infer<typeof legalPageSchema>['page'];
