import { z } from 'zod';
import { count, flag, image, money } from './common';

export const tierSchema = z.object({
  min_qty: count,
  max_qty: count.nullable(),
  price: money,
});
export type Tier = z.infer<typeof tierSchema>;

/**
 * Wholesale price entry (spec 3). `price` is one number or a list of tiers.
 * `rate` multiplies the tier price: 1 = unchanged, 0.9 = shown as "- 10%".
 */
export const wholesalePriceSchema = z.object({
  rate_type: z.string().default('fixed'),
  increment_quantity: count.default(1),
  rate: money.default(1),
  price: z.union([money, z.array(tierSchema)]),
});
export type WholesalePrice = z.infer<typeof wholesalePriceSchema>;

/** `none` means stock is not tracked; any other value means tracked. */
export const inventoryManagement = z.string().nullable().transform((v) => v ?? 'none');

export const variantSchema = z.object({
  id: count,
  name: z.string(),
  variant_name: z.string(),
  sku: z.string().nullable().default(null),
  unit_price: money,
  ori_unit_price: money,
  inventory_quantity: count,
  inventory_management: inventoryManagement,
  is_preorder: flag.default(false),
  item_image: image.default(null),
  wholesale_price: z.array(wholesalePriceSchema).default([]),
});
export type Variant = z.infer<typeof variantSchema>;

export const productSchema = z.object({
  id: count,
  handle: z.string(),
  title: z.string(),
  body_html: z.string().nullable().default(null),
  featured_img: image.default(null),
  currency: z.string(),
  min_price: money,
  max_price: money,
  ws_min_price: money.nullable().default(null),
  ws_max_price: money.nullable().default(null),
  total_quantity: count,
  inventory_management: inventoryManagement,
  restriction_text: z.string().nullable().default(null),
  variants: z.array(variantSchema).default([]),
});
export type Product = z.infer<typeof productSchema>;

export const productsPageSchema = z.object({
  products: z.array(productSchema),
  total_pages: count,
  current_pages: count,
});
export type ProductsPage = z.infer<typeof productsPageSchema>;

export const sortBySchema = z.enum(['created_at.desc', 'created_at.asc', 'title.asc', 'title.desc']);
export type SortBy = z.infer<typeof sortBySchema>;
