import { afterEach, describe, expect, it } from 'vitest';
import type { Core, Notifier } from '../../../electron/core/index';
import { buyerMachine as machine, closeBuyerMachines } from '../support/buyer-machine';
import { DEMO, OTHER } from '../support/storefront';

/**
 * The price and stock watch through the core: a watched variant is compared when a catalogue pass
 * ends, each change told once (a notification and an unseen change on the Workspace), only ever
 * from the signed-in buyer's own database, and forgotten with the buyer.
 */
afterEach(closeBuyerMachines);

type Handlers = Core['handlers'];
type Shown = Parameters<Notifier['show']>[0];

/** A refresh asked for and run to its end (the status says a newer pass finished). */
async function refreshed(h: Handlers): Promise<void> {
  const before = await h['catalog:indexStatus']({});
  const from = before.ok ? before.data.updated_at : null;
  await h['catalog:refreshIndex']({});
  for (let i = 0; i < 500; i += 1) {
    const status = await h['catalog:indexStatus']({});
    if (status.ok && status.data.state === 'ready' && !status.data.refreshing && status.data.updated_at !== from) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the refresh never ended');
}

/** The price the buyer is asked for the variant, wholesale or not: the retail price and a single tier. */
function priced(store: Awaited<ReturnType<typeof machine>>['store'], variantId: number, price: number) {
  store.control.setVariant(variantId, { price });
  store.control.setTierPrices(variantId, { tiers: [{ min_qty: 1, max_qty: null, price }], rate: 1, increment_quantity: 1 });
}

/** The variant's name as the store's catalogue words it. */
const shownName = (variant: { product_title: string; name: string }) => `${variant.product_title} - ${variant.name}`;

async function loggedIn(account: typeof DEMO, shown: Shown[]) {
  const { store, start } = await machine({ catalogueRefreshRate: 1000 }, { notifier: { show: (n) => void shown.push(n) } });
  const h = start();
  await h['auth:login']({ ...account, is_remember: true });
  await refreshed(h);
  return { store, start, h };
}

describe('the price and stock watch after a catalogue refresh', () => {
  it('tells a watched variant back in stock once: a second refresh with the same stock tells nothing', async () => {
    const shown: Shown[] = [];
    const { store, h } = await loggedIn(DEMO, shown);
    const variant = store.control.firstVariantWith({ tracked: true, available: true })!;
    store.control.setVariant(variant.id, { inventory_quantity: 0, is_preorder: false });
    priced(store, variant.id, 20);
    await refreshed(h);
    const added = await h['watch:add']({ variant_id: variant.id, sku: variant.sku, name: variant.name, unit_price: 1, in_stock: true });
    // The catalogue's price and stock, not the ones the screen sent.
    expect(added.ok && added.data.watched).toEqual([{ variant_id: variant.id, sku: variant.sku, name: shownName(variant), unit_price: 20, in_stock: false }]);

    await refreshed(h);
    expect(shown).toEqual([]); // nothing changed: nothing told

    store.control.setVariant(variant.id, { inventory_quantity: 40 });
    await refreshed(h);
    expect(shown).toEqual([{ title: `Back in stock: ${variant.sku} ${shownName(variant)}`, body: '', path: '/watch' }]);
    const listed = await h['watch:list']({});
    expect(listed.ok && listed.data).toMatchObject({ unseen: 1, changes: [{ seen: false, change: { kind: 'back_in_stock', variant_id: variant.id } }], watched: [{ in_stock: true }] });

    await refreshed(h);
    expect(shown).toHaveLength(1);

    const seen = await h['watch:seen']({});
    expect(seen.ok && seen.data).toMatchObject({ unseen: 0, changes: [{ seen: true }] });
  });

  it('tells a price move past the threshold setting, not one under it', async () => {
    const shown: Shown[] = [];
    const { store, h } = await loggedIn(DEMO, shown);
    const variant = store.control.firstVariantWith({ available: true })!;
    store.control.setVariant(variant.id, { inventory_quantity: 50 });
    priced(store, variant.id, 100);
    await refreshed(h);
    await h['watch:add']({ variant_id: variant.id, sku: variant.sku, name: variant.name, unit_price: 100 });
    expect((await h['settings:update']({ watchThresholdPercent: 10 })).ok).toBe(true);

    priced(store, variant.id, 95);
    await refreshed(h);
    expect(shown).toEqual([]);
    priced(store, variant.id, 88);
    await refreshed(h);
    expect(shown.map((n) => n.title)).toEqual([`Price down 12 %: ${variant.sku} ${shownName(variant)}`]);
  });

  it('never reads another buyer’s watch, and forgets the watch with the buyer', async () => {
    const shown: Shown[] = [];
    const { store, h } = await loggedIn(DEMO, shown);
    const variant = store.control.firstVariantWith({ tracked: true, available: true })!;
    store.control.setVariant(variant.id, { inventory_quantity: 0, is_preorder: false });
    await refreshed(h);
    await h['watch:add']({ variant_id: variant.id, sku: variant.sku, name: variant.name, unit_price: variant.price });

    // Another buyer on this computer: the variant comes back while they are signed in, and they hear nothing of it.
    await h['auth:logout']({});
    await h['auth:login']({ ...OTHER, is_remember: false });
    expect(await h['watch:list']({})).toEqual({ ok: true, data: { watched: [], changes: [], unseen: 0 } });
    store.control.setVariant(variant.id, { inventory_quantity: 40 });
    await refreshed(h);
    expect(shown).toEqual([]);

    // Forgotten with the buyer: signed in again, nothing of the watch is left.
    await h['auth:logout']({});
    await h['auth:login']({ ...DEMO, is_remember: false });
    expect((await h['watch:list']({})).ok && (await h['watch:list']({}))).toMatchObject({ data: { watched: [{ variant_id: variant.id }] } });
    expect(await h['settings:forgetCustomer']({})).toMatchObject({ ok: true });
    await h['auth:login']({ ...DEMO, is_remember: false });
    expect(await h['watch:list']({})).toEqual({ ok: true, data: { watched: [], changes: [], unseen: 0 } });
  });
});
