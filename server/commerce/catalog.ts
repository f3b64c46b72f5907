import type { ProductsPage } from '../wire/catalog';
import type { ServerContext } from '../context';
import type { CustomerRow } from '../http/auth';
import { groupByProduct, variantsOfProducts } from './catalog-records';
import { PAGE_SIZE, findProductPage, type ProductQuery } from './catalog-query';
import type { PricingScope } from './pricing';
import { cachedPage } from './page-cache';
import { productJson, type ProductViewOptions } from './product-view';
import { shopRules, type ShopRules } from './shop-rules';

/**
 * Wholesale prices apply to a wholesale customer while the shop's price list is enabled.
 * Otherwise everyone pays retail and the client shows the "pricelist disabled" notice from the shop flags.
 */
export function pricingScope(shop: ShopRules, customer: Pick<CustomerRow, 'wholesale_enabled'> | null): PricingScope {
  return { wholesale: shop.pricelist_is_enabled && customer !== null && customer.wholesale_enabled === 1 };
}

export const PREVIEW_RESTRICTION = 'Log in to see wholesale prices and order.';

/**
 * GET /_api/ws/products (customer) and /_api/ws/preview_products (anyone): one page of products as a JSON body,
 * served from the page cache while the catalogue does not change. The preview ignores any search.
 */
export function productPageJson(
  ctx: ServerContext,
  customer: CustomerRow | null,
  query: ProductQuery,
  mode: 'catalog' | 'preview',
): Buffer {
  const options = viewOptions(ctx, customer);
  const effective = mode === 'preview' ? { ...query, q: null } : query;
  const pageSize = ctx.catalogPageSize ?? PAGE_SIZE;
  // Everything the page depends on besides the database: who is looking (as far as prices go) and what was asked.
  const key = JSON.stringify([options, effective.q ?? null, effective.sort, effective.page, pageSize]);
  return cachedPage(ctx.db, key, () => JSON.stringify(buildPage(ctx, options, effective, pageSize)));
}

function viewOptions(ctx: ServerContext, customer: CustomerRow | null): ProductViewOptions {
  const shop = shopRules(ctx.db);
  return {
    currency: shop.currency,
    baseUrl: ctx.imagesUrl(),
    scope: pricingScope(shop, customer),
    // A guest sees retail prices only where the shop displays them; a customer always sees what they pay.
    showRetail: customer !== null || shop.is_display_retail_price,
    restrictionText: customer === null ? PREVIEW_RESTRICTION : null,
  };
}

function buildPage(ctx: ServerContext, options: ProductViewOptions, query: ProductQuery, pageSize: number): ProductsPage {
  const page = findProductPage(ctx.db, query, pageSize);
  const variants = groupByProduct(variantsOfProducts(ctx.db, page.rows.map((p) => p.id)));
  return {
    products: page.rows.map((p) => productJson(p, variants.get(p.id) ?? [], options)),
    total_pages: page.totalPages,
    current_pages: query.page,
  };
}
