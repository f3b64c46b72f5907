import { z } from 'zod';
import { count, flag, id, image, money, text } from './common';
import { arrayOf } from './shapes';

const tierSchema = z.object({
  min_qty: count,
  max_qty: count.nullable().default(null),
  price: money,
});
export type Tier = z.infer<typeof tierSchema>;

/**
 * Wholesale price entry. `price` is one number or a list of tiers.
 * `rate` multiplies the tier price: 1 = unchanged, 0.9 = shown as "- 10%".
 */
export const wholesalePriceSchema = z.object({
  rate_type: z.string().default('fixed'),
  increment_quantity: count.default(1),
  rate: money.default(1),
  price: z.union([money, z.array(tierSchema)]),
});
export type WholesalePrice = z.infer<typeof wholesalePriceSchema>;

/** `none` (or absent) means stock is not tracked; any other value means tracked. */
export const inventoryManagement = z.string().nullish().transform((v) => v ?? 'none');

export const variantSchema = z.object({
  id,
  name: text,
  variant_name: text,
  sku: text.nullable().default(null),
  unit_price: money,
  ori_unit_price: money,
  inventory_quantity: count,
  inventory_management: inventoryManagement,
  is_preorder: flag.default(false),
  item_image: image.default(null),
  wholesale_price: arrayOf(wholesalePriceSchema),
});
export type Variant = z.infer<typeof variantSchema>;

export const productSchema = z.object({
  id,
  handle: text,
  title: text,
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
  variants: arrayOf(variantSchema),
});
export type Product = z.infer<typeof productSchema>;

/**
 * One page of products. Preview answers promise only `products`, so the page figures
 * default to one page; the page size is the store's to choose.
 */
export const productsPageSchema = z.preprocess(
  (body) => (Array.isArray(body) ? { products: body } : body),
  z.object({
    products: arrayOf(productSchema),
    total_pages: count.default(1),
    current_pages: count.default(1),
  }),
);
export type ProductsPage = z.infer<typeof productsPageSchema>;

export const sortBySchema = z.enum(['created_at.desc', 'created_at.asc', 'title.asc', 'title.desc']);
export type SortBy = z.infer<typeof sortBySchema>;

/** One page of the product list as the app asks for it (GET /_api/ws/products). */
export const productsQuerySchema = z.strictObject({
  q: z.string().max(255).optional(),
  sort_by: sortBySchema.optional(),
  page: z.number().int().min(1).max(100_000).optional(),
});
