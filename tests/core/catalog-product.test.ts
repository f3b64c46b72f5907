import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../electron/core/index';
import { startStorefront, type RunningStorefront } from '../../server/index';
import { testDeps } from './support/deps';
import { DEMO, OTHER } from './support/storefront';

/** Runs `task` over `items`, `width` at a time (the renderer opens several product pages at once too). */
async function eachLimited<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

describe.each([
  { dialect: 'default' as const, products: 5000 },
  { dialect: 'alt' as const, products: 600 },
])('catalog:product against the reference storefront ($dialect, $products products)', ({ dialect, products }) => {
  let store: RunningStorefront;
  let core: Core;

  beforeAll(async () => {
    store = await startStorefront({ port: 0, products, dialect });
    core = createCore(testDeps({ storeUrlOverride: store.url, timeouts: { request: 15_000 } }));
    const login = await core.handlers['auth:login']({ ...DEMO, is_remember: false });
    if (!login.ok) throw new Error(`login failed: ${login.error.message}`);
  }, 60_000);
  afterAll(async () => {
    core?.dispose();
    await store?.close();
  });

  const productRows = () =>
    store.ctx.db.prepare<[], { id: number; handle: string; is_active: number }>('SELECT id, handle, is_active FROM products ORDER BY id').all();

  it('opens every handle in the catalogue, each as exactly that product', async () => {
    const rows = productRows();
    expect(rows.length).toBe(products);
    const active = rows.filter((row) => row.is_active === 1);
    const wrong: string[] = [];
    const started = performance.now();
    await eachLimited(active, 8, async ({ handle, id }) => {
      const answer = await core.handlers['catalog:product']({ handle });
      if (!answer.ok) wrong.push(`${handle}: ${answer.error.kind}`);
      else if (answer.data.handle !== handle || answer.data.id !== id) wrong.push(`${handle}: got ${answer.data.handle}`);
    });
    console.info(`[catalog:product] ${active.length} handles (${dialect}) in ${Math.round(performance.now() - started)} ms`);
    expect(wrong).toEqual([]);
  }, 300_000);

  it('finds a product by variant id, and says No record found for what is not in the catalogue', async () => {
    const variant = store.ctx.db
      .prepare<[], { id: number; handle: string }>(
        'SELECT v.id, p.handle FROM variants v JOIN products p ON p.id = v.product_id WHERE p.is_active = 1 ORDER BY v.id DESC LIMIT 1',
      )
      .get();
    const byVariant = await core.handlers['catalog:product']({ variant_id: variant!.id });
    expect(byVariant.ok && byVariant.data.handle).toBe(variant!.handle);
    expect(byVariant.ok && byVariant.data.variants.some((v) => v.id === variant!.id)).toBe(true);

    const missing = await core.handlers['catalog:product']({ handle: 'no-such-product-anywhere' });
    expect(missing).toEqual({ ok: false, error: { kind: 'not_found', message: 'No record found.' } });
    // A withdrawn product is not in the store's catalogue at all.
    const withdrawn = productRows().find((row) => row.is_active === 0);
    expect(await core.handlers['catalog:product']({ handle: withdrawn!.handle })).toMatchObject({ ok: false, error: { kind: 'not_found' } });
  }, 120_000);

  it('starts afresh for another customer after a logout', async () => {
    expect((await core.handlers['auth:logout']({})).ok).toBe(true);
    expect((await core.handlers['auth:login']({ ...OTHER, is_remember: false })).ok).toBe(true);
    const last = productRows().filter((row) => row.is_active === 1).at(-1)!;
    const answer = await core.handlers['catalog:product']({ handle: last.handle });
    expect(answer.ok && answer.data.id).toBe(last.id);
  }, 120_000);
});
