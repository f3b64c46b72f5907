import type { DialectCore } from './journey';

type Digest = Record<string, unknown>;

/**
 * Quick order on a logged-in core: SKUs asked of the store or the index, the whole
 * catalogue walked into the index (every page of each store's page size, past-the-end read its
 * way), then a suggestion from it. Equal digests mean the index reads both stores alike.
 */
export async function quickOrderSteps(d: DialectCore, digest: Digest): Promise<void> {
  const sku = d.store.control.firstVariantWith({ available: true })?.sku;
  if (!sku) throw new Error('no variant with a SKU');
  const found = await d.must('catalog:findSkus', { skus: [sku.toLowerCase(), 'NO-SUCH-SKU'] });
  digest.foundSkus = found.items.map((item) => item.entry?.variant.sku ?? null);
  await d.must('catalog:refreshIndex', {});
  let status = await d.must('catalog:indexStatus', {});
  for (let i = 0; i < 500 && (status.state !== 'ready' || status.refreshing); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    status = await d.must('catalog:indexStatus', {});
  }
  if (status.state !== 'ready' || status.products === 0) throw new Error(`the catalogue index is ${status.state}: ${status.message ?? ''}`);
  digest.index = { state: status.state, products: status.products, variants: status.variants };
  digest.suggested = (await d.must('catalog:suggest', { q: sku.slice(0, -1), limit: 3 })).items.map((item) => item.variant.sku);
}
