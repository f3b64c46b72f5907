import { describe, expect, it } from 'vitest';
import { eventsNamed } from './support/deps';
import { twoStores } from './support/two-stores';

/** Deep links and e-mail links open in the store they belong to; a kiosk stays on its store. */
const { stores, app } = twoStores();
const both = () => ({ storeUrl: stores.a.url, stores: [{ url: stores.a.url }, { url: stores.b.url }] as never });

describe('a link while the app runs', () => {
  it('opens in the current store, switches to another store of the list, and is refused for a store not listed', async () => {
    const { a, b } = stores;
    const run = app(both()).start();
    run.core.openLink(`${a.url}/reset-password?reset_token=abcdefgh12345`);
    run.core.openLink('wholesaledesk://cart');
    expect(eventsNamed(run.deps.events, 'app:navigate').map((e) => e.payload)).toEqual([{ path: '/reset-password?reset_token=abcdefgh12345' }, { path: '/cart' }]);
    expect(run.reloads()).toBe(0);

    run.core.openLink(`${b.url}/activation?token=tokentoken123`);
    expect(await run.h['app:getStoreUrl']({})).toEqual({ ok: true, data: { url: b.url } });
    expect(run.reloads()).toBe(1);
    expect(await run.launchPath()).toBe('/activation?token=tokentoken123');

    run.core.openLink('https://unknown-store.example.com/cart');
    expect(eventsNamed(run.deps.events, 'app:notice').map((e) => e.payload)).toEqual([
      { message: 'This link is for a store that is not in your list (unknown-store.example.com). Add the store in Settings to open it.' },
    ]);
    expect(await run.h['app:getStoreUrl']({})).toEqual({ ok: true, data: { url: b.url } });
  });

  it('at launch, starts the app on the listed store the link belongs to', async () => {
    const { b } = stores;
    const run = app(both()).start({ launchLink: `${b.url}/order/tok123` });
    expect(await run.h['app:getStoreUrl']({})).toEqual({ ok: true, data: { url: b.url } });
    expect(await run.launchPath()).toBe('/order/tok123');
    expect(run.reloads()).toBe(0);
  });

  it('at launch, owes the user a notice for a store not listed', async () => {
    const { a } = stores;
    const run = app(both()).start({ launchLink: 'https://unknown-store.example.com/cart' });
    expect(await run.h['app:getStoreUrl']({})).toEqual({ ok: true, data: { url: a.url } });
    const notices = await run.h['app:takeNotices']({});
    expect(notices.ok && notices.data.notices[0]).toContain('not in your list (unknown-store.example.com)');
  });
});

describe('a kiosk pinned to its store', () => {
  it('refuses other stores (switch, remove, connect, links) until its settings are unlocked with the PIN', async () => {
    const { a, b } = stores;
    const run = app({ ...both(), kiosk: { enabled: true, idleMinutes: 10, pin: '4321' } }).start({ kiosk: true });
    expect((await run.list()).pinned).toBe(true);
    const pinned = { ok: false, error: { kind: 'refused', message: expect.stringMatching(/^This kiosk is pinned to .+\.$/) } };
    expect(await run.h['stores:switch']({ url: b.url })).toMatchObject(pinned);
    expect(await run.h['stores:remove']({ url: b.url })).toMatchObject(pinned);
    expect(await run.h['app:setStoreUrl']({ url: b.url })).toMatchObject(pinned);
    run.core.openLink(`${b.url}/cart`);
    expect(eventsNamed(run.deps.events, 'app:notice')).toHaveLength(1);
    expect(await run.h['app:getStoreUrl']({})).toEqual({ ok: true, data: { url: a.url } });
    expect(run.reloads()).toBe(0);

    expect((await run.h['settings:unlock']({ pin: '4321' })).ok).toBe(true);
    expect((await run.list()).pinned).toBe(false);
    expect(await run.h['stores:switch']({ url: b.url })).toEqual({ ok: true, data: { success: true } });
    // A switch is a new session: the lock closes again.
    expect((await run.list()).pinned).toBe(true);
  });
});
