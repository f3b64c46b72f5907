import { z } from 'zod';
import { address2Mode, type Shop } from '../wire/shop';
import type { ServerContext } from '../context';

/** The single `shop` row as stored. */
export interface ShopRow {
  name: string;
  logo_url: string | null;
  copyright: string | null;
  email: string;
  status: number;
  locale: string;
  is_enabled: number;
  plan_id: number;
  currency: string;
  min_purchase_amount_minor: number;
  is_allow_preorder: number;
  is_allow_payment: number;
  is_customer_signup: number;
  is_display_retail_price: number;
  address2_mode: Shop['address2_mode'];
  pricelist_name: string | null;
  pricelist_is_enabled: number;
}

export function readShopRow(ctx: ServerContext): ShopRow {
  const row = ctx.db.prepare<[], ShopRow>('SELECT * FROM shop WHERE id = 1').get();
  if (!row) throw new Error('The shop is not seeded.');
  return row;
}

/** Shop settings as `/_api/global` answers them ("Shop settings (wholesale)"). */
export function shopSettings(ctx: ServerContext): Shop {
  const row = readShopRow(ctx);
  return {
    name: row.name,
    // Stored relative so the data dir survives a port change; absolute for the client.
    logo_url: row.logo_url && row.logo_url.startsWith('/') ? `${ctx.imagesUrl()}${row.logo_url}` : row.logo_url,
    copyright: row.copyright,
    email: row.email,
    status: row.status,
    locale: row.locale,
    is_enabled: row.is_enabled === 1,
    plan_id: row.plan_id,
    currency: row.currency,
    min_purchase_amount: row.min_purchase_amount_minor / 100,
    is_allow_preorder: row.is_allow_preorder === 1,
    is_allow_payment: row.is_allow_payment === 1,
    is_customer_signup: row.is_customer_signup === 1,
    is_display_retail_price: row.is_display_retail_price === 1,
    address2_mode: row.address2_mode,
    pricelist: row.pricelist_name ? { name: row.pricelist_name, is_enabled: row.pricelist_is_enabled === 1, rules: [] } : null,
  };
}

/** What tests (and `/__test/shop`) may change; money in major units like the API. */
export const shopPatchSchema = z.strictObject({
  name: z.string().optional(),
  logo_url: z.string().nullable().optional(),
  copyright: z.string().nullable().optional(),
  email: z.string().optional(),
  status: z.number().int().optional(),
  locale: z.string().optional(),
  is_enabled: z.boolean().optional(),
  plan_id: z.number().int().optional(),
  currency: z.string().optional(),
  min_purchase_amount: z.number().min(0).optional(),
  is_allow_preorder: z.boolean().optional(),
  is_allow_payment: z.boolean().optional(),
  is_customer_signup: z.boolean().optional(),
  is_display_retail_price: z.boolean().optional(),
  address2_mode: address2Mode.optional(),
  pricelist_name: z.string().nullable().optional(),
  pricelist_is_enabled: z.boolean().optional(),
});
export type ShopPatch = z.infer<typeof shopPatchSchema>;

export function updateShop(ctx: ServerContext, patch: ShopPatch): void {
  const columns: Record<string, string | number | null> = {};
  for (const [key, value] of Object.entries(shopPatchSchema.parse(patch))) {
    if (value === undefined) continue;
    if (key === 'min_purchase_amount') columns.min_purchase_amount_minor = Math.round(Number(value) * 100);
    else columns[key] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }
  const keys = Object.keys(columns);
  if (keys.length === 0) return;
  // Keys come from the strict schema above, never from the caller's raw text.
  ctx.db.prepare(`UPDATE shop SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE id = 1`).run(columns);
}
