import { describe, expect, it } from 'vitest';
import type { Product, ProductsPage } from '../../../../contract/schemas/catalog';
import { FIRST_LIST_PAGE, keptProduct, productPageQuery, productQuery, variantProductQuery } from '../../../../renderer/src/state/query/catalogQuery';
import { createBuyerQueryClient } from '../../../../renderer/src/state/query/queryClient';

const product = (handle: string, price: number): Product =>
  ({ id: price, handle, title: `${handle} at ${price}`, ws_min_price: price }) as unknown as Product;
const page = (...products: Product[]): ProductsPage => ({ products, total_pages: 1, current_pages: 1 });

/** setQueryData stamps answers with Date.now(): each one a millisecond after the last. */
async function later() {
  await new Promise((resolve) => setTimeout(resolve, 2));
}

describe('the copy of a product the product page shows while it asks the store', () => {
  it('is the newest copy among the list pages and products the buyer’s cache holds', async () => {
    const client = createBuyerQueryClient();
    expect(keptProduct(client, 'bolt')).toBeUndefined();
    client.setQueryData(productPageQuery(FIRST_LIST_PAGE).queryKey, page(product('nut', 1), product('bolt', 10)));
    expect(keptProduct(client, 'bolt')?.title).toBe('bolt at 10');
    await later();
    client.setQueryData(productPageQuery({ ...FIRST_LIST_PAGE, page: 2 }).queryKey, page(product('bolt', 11)));
    expect(keptProduct(client, 'bolt')?.title).toBe('bolt at 11');
    await later();
    client.setQueryData(variantProductQuery(5).queryKey, product('bolt', 12));
    expect(keptProduct(client, 'bolt')?.title).toBe('bolt at 12');
    await later();
    client.setQueryData(productQuery('bolt').queryKey, product('bolt', 13));
    expect(keptProduct(client, 'bolt')?.title).toBe('bolt at 13');
    await later();
    client.setQueryData(productPageQuery(FIRST_LIST_PAGE).queryKey, page(product('bolt', 14)));
    expect(keptProduct(client, 'bolt')?.title).toBe('bolt at 14');
  });

  it('is none after the buyer changed', async () => {
    const { nextBuyerClient } = await import('../../../../renderer/src/state/query/buyerClient');
    const client = createBuyerQueryClient();
    client.setQueryData(productPageQuery(FIRST_LIST_PAGE).queryKey, page(product('bolt', 10)));
    expect(keptProduct(nextBuyerClient(client), 'bolt')).toBeUndefined();
    expect(keptProduct(client, 'bolt')).toBeUndefined();
  });
});
