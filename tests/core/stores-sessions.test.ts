import { describe, expect, it, vi } from 'vitest';
import { DEMO } from './support/storefront';
import { savedJar } from './support/deps';
import { twoStores } from './support/two-stores';

/**
 * Two stores, logged in to both; switching keeps each session, logging out of one leaves the other.
 */
const { stores, app } = twoStores();
const signedIn = (view: { stores: { url: string; signed_in: boolean }[] }) => Object.fromEntries(view.stores.map((s) => [s.url, s.signed_in]));

describe('two stores, logged in to both', () => {
  it.each([false, true])('switching keeps each session and logging out of one leaves the other (remember me: %s)', async (remember) => {
    const { a, b } = stores;
    const run = app({ storeUrl: a.url }).start();
    await run.login(remember);
    await run.h['app:setStoreUrl']({ url: b.url });
    expect(await run.customer()).toBeNull(); // B's own jar: A's session is never sent to B
    await run.login(remember);
    expect(signedIn(await run.list())).toEqual({ [a.url]: true, [b.url]: true });

    await run.h['stores:switch']({ url: a.url });
    expect(await run.customer()).toBe(DEMO.email);
    await run.h['stores:switch']({ url: b.url });
    expect(await run.customer()).toBe(DEMO.email);

    const told = () => run.deps.events.filter((e) => e.event === 'stores:changed').length;
    const toldBefore = told();
    expect(await run.h['auth:logout']({})).toMatchObject({ ok: true });
    // The page's store menu is told, so it stops showing B as signed in.
    await vi.waitFor(() => expect(told()).toBeGreaterThan(toldBefore));
    expect(await run.customer()).toBeNull();
    expect(signedIn(await run.list())).toEqual({ [a.url]: true, [b.url]: false });
    if (remember) expect([savedJar(run.settings, a.url) !== null, savedJar(run.settings, b.url)]).toEqual([true, null]);

    await run.h['stores:switch']({ url: a.url });
    expect(await run.customer()).toBe(DEMO.email);
  });

  it('keeps both remembered logins across a restart, each for its own store', async () => {
    const { a, b } = stores;
    const one = app({ storeUrl: a.url });
    const first = one.start();
    await first.login(true);
    await first.h['app:setStoreUrl']({ url: b.url });
    await first.login(true);
    first.core.dispose();

    const again = one.start();
    expect(await again.customer()).toBe(DEMO.email); // on B, the store in use when the app closed
    expect(signedIn(await again.list())).toEqual({ [a.url]: true, [b.url]: true });
    await again.h['stores:switch']({ url: a.url });
    expect(await again.customer()).toBe(DEMO.email);
    // Logging out of A forgets A's saved login only.
    await again.h['auth:logout']({});
    expect([savedJar(again.settings, a.url), savedJar(again.settings, b.url) !== null]).toEqual([null, true]);
  });

  it('a kiosk idle logout ends the current store\'s session only', async () => {
    const { a, b } = stores;
    const run = app({ storeUrl: a.url }).start();
    await run.login(false);
    await run.h['app:setStoreUrl']({ url: b.url });
    await run.login(false);
    run.core.endSession();
    expect(await run.customer()).toBeNull();
    await run.h['stores:switch']({ url: a.url });
    expect(await run.customer()).toBe(DEMO.email);
  });
});
