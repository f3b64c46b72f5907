import { describe, expect, it } from 'vitest';
import { twoStores } from './support/two-stores';

/** The buyer's list of stores, added by connecting, renamed, removed and switched between. */
const { stores, app } = twoStores();

describe('the store list', () => {
  it('lists a store connected to beside the first, with its name and logo, and makes it current', async () => {
    const { a, b } = stores;
    const run = app({ storeUrl: a.url }).start();
    expect((await run.list()).stores.map((s) => [s.url, s.current])).toEqual([[a.url, true]]);
    await run.customer(); // /_api/global: the store's own name and logo

    expect(await run.h['app:setStoreUrl']({ url: b.url, from_path: '/products/left-here' })).toEqual({ ok: true, data: { url: b.url } });
    // The page's policy names the store's images: the window starts afresh, at the new store's first screen.
    expect(run.reloads()).toBe(1);
    expect(await run.launchPath()).toBe('/');
    const view = await run.list();
    expect(view.pinned).toBe(false);
    expect(view.stores.map((s) => [s.url, s.current])).toEqual([[a.url, false], [b.url, true]]);
    const first = view.stores[0]!;
    expect(first.store_name).toEqual(expect.any(String));
    expect(first.name).toBe(first.store_name);
    expect(first.logo_url === null || first.logo_url.startsWith(a.url)).toBe(true);
    expect(run.deps.events.filter((e) => e.event === 'stores:changed').length).toBeGreaterThan(0);

    // Connecting to the store already in use adds nothing and reloads nothing.
    await run.h['app:setStoreUrl']({ url: b.url });
    expect(run.reloads()).toBe(1);
    expect((await run.list()).stores).toHaveLength(2);
    // Back to the first store: on the screen it was left on when the second was added.
    await run.h['stores:switch']({ url: a.url });
    expect(await run.launchPath()).toBe('/products/left-here');
  });

  it('switches in one call, back to the screen each store was left on', async () => {
    const { a, b } = stores;
    const run = app({ storeUrl: a.url, stores: [{ url: a.url }, { url: b.url }] as never }).start();
    expect(await run.h['stores:switch']({ url: b.url, from_path: '/order/abc123' })).toEqual({ ok: true, data: { success: true } });
    expect(run.reloads()).toBe(1);
    expect(await run.launchPath()).toBe('/');
    expect(await run.h['app:getStoreUrl']({})).toEqual({ ok: true, data: { url: b.url } });
    expect(run.settings.get().storeUrl).toBe(b.url);

    await run.h['stores:switch']({ url: a.url, from_path: '/cart' });
    expect(await run.launchPath()).toBe('/order/abc123');
    // A path that is not plainly in-app is never kept (the settings file is edited by hand too).
    await run.h['stores:switch']({ url: b.url, from_path: '//evil.test/x' });
    expect(await run.launchPath()).toBe('/cart');
    await run.h['stores:switch']({ url: a.url });
    expect(await run.launchPath()).toBe('/');

    // The store in use: nothing to do, no reload.
    const reloads = run.reloads();
    expect(await run.h['stores:switch']({ url: a.url })).toEqual({ ok: true, data: { success: true } });
    expect(run.reloads()).toBe(reloads);
    expect(await run.h['stores:switch']({ url: 'https://unknown.example.com' })).toMatchObject({ ok: false, error: { kind: 'not_found' } });
  });

  it('renames a store (trimmed), gives it back its own name when emptied, and refuses a name too long', async () => {
    const { a } = stores;
    const run = app({ storeUrl: a.url }).start();
    await run.customer();
    const renamed = await run.h['stores:rename']({ url: a.url, name: '  Main supplier  ' });
    expect(renamed.ok && renamed.data.stores[0]).toMatchObject({ name: 'Main supplier', renamed: true });

    const tooLong = await run.h['stores:rename']({ url: a.url, name: 'x'.repeat(81) });
    expect(tooLong).toMatchObject({ ok: false, error: { kind: 'validation', fields: { name: [expect.stringContaining('80')] } } });
    expect((await run.list()).stores[0]!.name).toBe('Main supplier');

    const back = await run.h['stores:rename']({ url: a.url, name: '   ' });
    const entry = back.ok ? back.data.stores[0]! : null;
    expect(entry).toMatchObject({ renamed: false });
    expect(entry?.name).toBe(entry?.store_name);
  });

  it('removes a store that is not in use, and refuses to remove the one in use', async () => {
    const { a, b } = stores;
    const run = app({ storeUrl: a.url, stores: [{ url: a.url }, { url: b.url }] as never }).start();
    const refused = await run.h['stores:remove']({ url: a.url });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'refused', message: expect.stringContaining('Switch to another store') } });
    const removed = await run.h['stores:remove']({ url: b.url });
    expect(removed.ok && removed.data.stores.map((s) => s.url)).toEqual([a.url]);
    expect(run.settings.get().stores.map((s) => s.url)).toEqual([a.url]);
  });
});
