import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCore, createMemorySettings, type Core } from '../../electron/core/index';
import type { RunningStorefront } from '../../server/index';
import { eventsNamed, testDeps, testSecretBox } from './support/deps';
import { DEMO, OTHER, startTestStore } from './support/storefront';

let store: RunningStorefront;
const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-storefront-'));
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store.close();
});
// At exit, not after the tests: an index a test's walk finished may still be being written.
process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const cores: Core[] = [];
afterEach(() => cores.splice(0).forEach((core) => core.dispose()));

/** A core as the app makes it, keeping its data in `dataDir` (so a second one is a restart). */
function startCore(settings = createMemorySettings({ storeUrl: store.url }), secretBox = testSecretBox()) {
  const deps = testDeps({ settings, secretBox, dataDir });
  const core = createCore(deps);
  cores.push(core);
  return { handlers: core.handlers, deps, core, settings, secretBox };
}

async function indexReady(handlers: Core['handlers']) {
  for (let i = 0; i < 400; i += 1) {
    const status = await handlers['catalog:indexStatus']({});
    if (status.ok && status.data.state === 'ready' && !status.data.refreshing) return status.data;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the index never got ready: ${JSON.stringify(await handlers["catalog:indexStatus"]({}))}`);
}

const firstVariant = () => store.control.firstVariantWith({ available: true })!;
const suggestSku = async (handlers: Core['handlers'], sku: string) => {
  const answer = await handlers['catalog:suggest']({ q: sku });
  return answer.ok ? answer.data.items.find((item) => item.variant.sku === sku) : undefined;
};

describe('the catalogue index against the reference storefront', () => {
  it('is built after a login, survives a restart, and shows a changed price after a refresh', async () => {
    const { handlers, deps, settings, secretBox } = startCore();
    expect(await handlers['catalog:suggest']({ q: 'a' })).toEqual({ ok: true, data: { ready: false, items: [] } });
    await handlers['auth:login']({ ...DEMO, is_remember: true });
    const built = await indexReady(handlers);
    expect(built.products).toBe(12);
    expect(eventsNamed(deps.events, 'catalog:index').some((e) => (e.payload as { state: string }).state === 'building')).toBe(true);

    const variant = firstVariant();
    const before = await suggestSku(handlers, variant.sku);
    expect(before?.product.handle).toBe(variant.product_handle);

    // A restart: a new core on the same data folder and settings (the remembered session); the catalogue is in the buyer's database.
    cores.shift()!.dispose();
    const again = startCore(settings, secretBox);
    await again.handlers['shop:global']({}); // what every start asks first: it says who is logged in
    const reloaded = await indexReady(again.handlers);
    expect(reloaded.updated_at).toBe(built.updated_at); // the saved copy, not a new walk
    expect(await suggestSku(again.handlers, variant.sku)).toEqual(before);

    store.control.setVariant(variant.id, { inventory_quantity: variant.inventory_quantity + 7, price: variant.price + 3 });
    await again.handlers['catalog:refreshIndex']({});
    const refreshed = await indexReady(again.handlers);
    expect(refreshed.updated_at).not.toBe(built.updated_at);
    const after = await suggestSku(again.handlers, variant.sku);
    expect(after?.variant.inventory_quantity).toBe(variant.inventory_quantity + 7);
    expect(after?.variant.ori_unit_price).not.toBe(before?.variant.ori_unit_price);
  });

  it('finds SKUs exactly, from the store before the index is ready and from the index after', async () => {
    const { handlers } = startCore(createMemorySettings({ storeUrl: store.url }));
    const variant = firstVariant();
    const asked = [` ${variant.sku.toLowerCase()} `, 'NO-SUCH-SKU', variant.sku.slice(0, -1)];
    // Right after the login the index is still being walked, so the store is searched.
    const login = await handlers['auth:login']({ ...OTHER, is_remember: false });
    expect(login.ok).toBe(true);
    const fromStore = await handlers['catalog:findSkus']({ skus: asked });
    expect(fromStore.ok && fromStore.data.items.map((i) => i.entry?.variant.id ?? null)).toEqual([variant.id, null, null]);
    await indexReady(handlers);
    const fromIndex = await handlers['catalog:findSkus']({ skus: asked });
    expect(fromIndex).toEqual(fromStore);
  });

  it('asks the store about a SKU the index has not seen yet (a product added since the last walk)', async () => {
    const { handlers } = startCore(createMemorySettings({ storeUrl: store.url }));
    const variant = store.control.firstVariantWith({ available: true, exclude: [firstVariant().id] })!;
    store.control.setProductActive(variant.product_id, false);
    try {
      await handlers['auth:login']({ ...DEMO, is_remember: false });
      await indexReady(handlers);
      // The buyer's kept catalogue may be young (an earlier test): a walk while the product is off the list.
      await handlers['catalog:refreshIndex']({});
      await indexReady(handlers);
      expect(await handlers['catalog:findSkus']({ skus: [variant.sku] })).toMatchObject({ ok: true, data: { items: [{ entry: null }] } });
      store.control.setProductActive(variant.product_id, true);
      const found = await handlers['catalog:findSkus']({ skus: [variant.sku] });
      expect(found.ok && found.data.items[0]?.entry?.variant.id).toBe(variant.id);
    } finally {
      store.control.setProductActive(variant.product_id, true);
    }
  });

  it("asked `fresh`, answers the store's price of now rather than the kept catalogue's (a repeat order's preview)", async () => {
    const { handlers } = startCore(createMemorySettings({ storeUrl: store.url }));
    const variant = store.control.firstVariantWith({ available: true, exclude: [firstVariant().id] })!;
    try {
      await handlers['auth:login']({ ...OTHER, is_remember: false });
      await indexReady(handlers);
      store.control.setVariant(variant.id, { price: variant.price + 5 });
      const kept = await handlers['catalog:findSkus']({ skus: [variant.sku] });
      const fresh = await handlers['catalog:findSkus']({ skus: [variant.sku], fresh: true });
      expect(kept.ok && kept.data.items[0]?.entry?.variant.ori_unit_price).toBe(variant.price);
      expect(fresh.ok && fresh.data.items[0]?.entry?.variant.ori_unit_price).toBe(variant.price + 5);
    } finally {
      store.control.setVariant(variant.id, { price: variant.price });
    }
  });

  it('leaves nothing of the last buyer reachable after the kiosk ends the session', async () => {
    const { handlers, core } = startCore(createMemorySettings({ storeUrl: store.url }));
    await handlers['auth:login']({ ...DEMO, is_remember: false });
    await indexReady(handlers);
    core.endSession();
    expect(await handlers['catalog:suggest']({ q: firstVariant().sku })).toEqual({ ok: true, data: { ready: false, items: [] } });
    expect(await handlers['catalog:indexStatus']({})).toMatchObject({ ok: true, data: { state: 'empty', products: 0 } });
  });
});
