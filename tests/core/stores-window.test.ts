import { describe, expect, it } from 'vitest';
import { twoStores } from './support/two-stores';
import { keptRoute, storeListSchema } from '../../electron/core/stores/store-list';

/** Per store, the window comes back as the buyer left it: the screen (once per run, not on a kiosk) and the zoom. */
const { stores, app } = twoStores();

describe('the last screen', () => {
  it("is kept per store and offered to the first page of the next run only, an order's page as the order list", async () => {
    const one = app({ storeUrl: stores.a.url });
    const run = one.start();
    await run.customer();
    await run.h['app:seenPath']({ path: '/quick-order' });
    await run.h['app:seenPath']({ path: '/order/abc?tab=lines' });
    run.core.dispose(); // quitting writes what waits

    // The order's token opens the order to whoever reads the settings file: it is not kept there.
    expect(JSON.stringify(one.settings.get())).not.toContain('abc');
    const again = one.start();
    expect(await again.h['app:lastScreen']({})).toEqual({ ok: true, data: { path: '/order' } });
    expect(await again.h['app:lastScreen']({})).toEqual({ ok: true, data: { path: null } });
  });

  it('keeps no path that could leave the app, and a kiosk always opens at its start', async () => {
    const one = app({ storeUrl: stores.a.url });
    const run = one.start();
    await run.h['app:seenPath']({ path: '/cart' });
    await run.h['app:seenPath']({ path: '//evil.example/x' });
    run.core.dispose();
    expect(await one.start().h['app:lastScreen']({})).toEqual({ ok: true, data: { path: '/cart' } });
    expect(await one.start({ kiosk: true }).h['app:lastScreen']({})).toEqual({ ok: true, data: { path: null } });
  });
});

describe('the zoom', () => {
  it('is kept per store across restarts', async () => {
    const one = app({ storeUrl: stores.a.url });
    const run = one.start();
    await run.customer();
    expect(run.core.changeZoom('in')).toBe(1.1);
    expect(run.core.changeZoom('in')).toBe(1.25);
    run.core.dispose();
    expect(one.start().core.zoom()).toBe(1.25);

    // Another store of the list opens at its own zoom.
    const other = app({ storeUrl: stores.b.url });
    const onB = other.start();
    await onB.customer();
    expect(onB.core.zoom()).toBe(1);
  });
});

describe("what the settings keep of a screen's path", () => {
  it.each([
    ['/order/Xy7pQ2rT9vLm', '/order'],
    ['/order/Xy7pQ2rT9vLm?tab=lines', '/order'],
    ['/reset-password?token=abc&email=mei%40tan.my', '/reset-password'],
    ['/products/bolts?variant=3&cart_token=t1', '/products/bolts?variant=3'],
    ['/order?page=2', '/order?page=2'],
    ['/quick-order', '/quick-order'],
  ])('keeps %s as %s', (path, kept) => {
    expect(keptRoute(path)).toBe(kept);
  });

  it("drops an order's token from a settings file an earlier version wrote, keeping the rest", () => {
    const [record] = storeListSchema.parse([{ url: 'https://shop.example.com', lastPath: '/order/Xy7pQ2rT9vLm' }]);
    expect(record?.lastPath).toBe('/order');
  });
});
