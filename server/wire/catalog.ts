import { z } from 'zod';
import { noResultFoundErrors } from './errors';
import { optionalText, queryInt } from './request';
import { ALT_SCALARS, DEFAULT_SCALARS, altObject, type Scalars, type Wire } from './scalars';

/** GET /_api/ws/products (customers) and /_api/ws/preview_products (anyone): one page of the catalogue. */

/** `featured_img`, `item_image`: an absolute url, or null for the client's placeholder. */
export const image = z.strictObject({ url: z.string() }).nullable();

/** `none`: stock is not tracked. */
export const inventoryManagement = z.enum(['none', 'tracked']);
export type InventoryManagement = z.output<typeof inventoryManagement>;

/** A tier applies from `min_qty` up to `max_qty` (null: no upper bound). */
function tier<S extends Scalars>(s: S) {
  return z.strictObject({ min_qty: s.count, max_qty: z.nullable(s.count), price: s.money });
}

/**
 * The store API's "Wholesale price entry": `price` is one price or a list of tiers; `rate` scales tier prices (1 unchanged,
 * 0.95 shown as "- 5%"). The list is empty for a guest, a retail customer, or while the price list is disabled.
 */
export function wholesalePrice<S extends Scalars>(s: S) {
  return z.strictObject({
    rate_type: z.string(),
    increment_quantity: s.count,
    rate: s.money,
    price: z.union([s.money, z.array(tier(s))]),
  });
}

function variant<S extends Scalars>(s: S) {
  return z.strictObject({
    id: s.count,
    /** "Product title - variant name". */
    name: z.string(),
    variant_name: z.string(),
    sku: z.string(),
    /** What one unit costs this viewer at the smallest orderable quantity; 0 for a guest where retail prices are hidden. */
    unit_price: s.money,
    ori_unit_price: s.money,
    inventory_quantity: s.count,
    inventory_management: inventoryManagement,
    is_preorder: s.stockFlag,
    item_image: image,
    wholesale_price: z.array(wholesalePrice(s)),
  });
}

function productFields<S extends Scalars>(s: S) {
  return {
    id: s.count,
    handle: z.string(),
    title: z.string(),
    body_html: z.string().nullable(),
    featured_img: image,
    currency: z.string(),
    min_price: s.money,
    max_price: s.money,
    /** Null when this viewer gets no wholesale prices. */
    ws_min_price: z.nullable(s.money),
    ws_max_price: z.nullable(s.money),
    /** Sum of the variants' stock; 0 when stock is not tracked. */
    total_quantity: s.count,
    inventory_management: inventoryManagement,
    /** Guests only: why they see no wholesale prices. */
    restriction_text: z.string().nullable(),
    variants: z.array(variant(s)),
  };
}

const productDefault = z.strictObject(productFields(DEFAULT_SCALARS));
const pageDefault = z.strictObject({
  products: z.array(productDefault),
  total_pages: DEFAULT_SCALARS.count,
  current_pages: DEFAULT_SCALARS.count,
});

/**
 * The default answers every page, past the end too (an empty list with the true `total_pages`, 0 when nothing
 * matches). The alt store adds `links: []` to each product and answers an empty page with `errors.No_Result_Found`
 * (HTTP 200).
 */
export const productsPageAnswer = {
  default: pageDefault,
  alt: z.union([
    altObject({
      products: z.array(z.strictObject({ ...productFields(ALT_SCALARS), links: z.tuple([]) })).min(1),
      total_pages: ALT_SCALARS.count,
      current_pages: ALT_SCALARS.count,
    }),
    altObject({ errors: noResultFoundErrors }),
  ]),
};
export type Product = z.output<typeof productDefault>;
export type Variant = Product['variants'][number];
export type WholesalePrice = Variant['wholesale_price'][number];
export type ProductsPage = Wire<typeof productsPageAnswer>;

export const sortBy = z.enum(['created_at.desc', 'created_at.asc', 'title.asc', 'title.desc']);
export type SortBy = z.output<typeof sortBy>;

/** The query of both calls: `q` (ignored by the preview), `sort_by` (default), `page` from 1. */
export const productsQuery = z.object({
  q: optionalText(255),
  sort_by: z.preprocess((v) => (v === '' ? undefined : v), sortBy.default('created_at.asc')),
  page: queryInt(1, 100_000, 1),
});
