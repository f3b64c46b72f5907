import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buyerFile } from '../../electron/core/local-data/buyer-database';
import { DEMO } from './support/storefront';
import { savedJar } from './support/deps';
import { twoStores } from './support/two-stores';

/** Removing a store forgets what this computer kept of it; the other store keeps all of its own. */
const { stores, app } = twoStores();

describe('removing a store', () => {
  it('forgets its saved login, connection, offline copy, catalogue index, drafts and order memory', async () => {
    const { a, b } = stores;
    const one = app({ storeUrl: a.url });
    const run = one.start({ timeouts: { orderFocusGap: 0 } }); // each store's orders checked at the focus below
    const leaveTraces = async () => {
      await run.login(true);
      await run.customer();
      await run.h['account:get']({}); // an offline copy of the account
      await run.h['drafts:save']({ scope: 'cart:main', entries: [{ variant_id: 1, quantity: 5, base: 1 }] });
      await run.core.windowFocused(); // the order watcher's memory
      await run.h['catalog:refreshIndex']({}); // the catalogue's walk has begun in the buyer's database
    };
    await leaveTraces();
    await run.h['app:setStoreUrl']({ url: b.url });
    await leaveTraces();
    const kept = (url: string) => {
      const owner = { origin: new URL(url).origin, email: DEMO.email };
      // The catalogue is walked in the background into the buyer's database; its walk starts once the buyer is known.
      // Offline answers, drafts and order memory are in the buyer's database.
      const inDatabase = (table: string) => {
        const file = buyerFile(one.dataDir, owner);
        if (!existsSync(file)) return false;
        const db = new Database(file, { readonly: true });
        try {
          return db.prepare(`SELECT 1 FROM ${table}`).get() !== undefined;
        } finally {
          db.close();
        }
      };
      return () => ({
        login: savedJar(one.settings, url) !== null,
        offline: inDatabase('answers'),
        drafts: inDatabase('drafts'),
        index: inDatabase('catalogue_walk'),
        orders: inDatabase('order_checks'),
      });
    };
    const [ofA, ofB] = [kept(a.url), kept(b.url)];
    const all = { login: true, offline: true, drafts: true, index: true, orders: true };
    expect([ofA(), ofB()]).toEqual([all, all]);

    await run.h['stores:switch']({ url: a.url });
    expect((await run.h['stores:remove']({ url: b.url })).ok).toBe(true);
    expect(ofB()).toEqual({ login: false, offline: false, drafts: false, index: false, orders: false });
    expect(ofA()).toEqual(all);
    expect(await run.customer()).toBe(DEMO.email);

    // Added again, it starts with no customer: its connection of this run went too.
    await run.h['app:setStoreUrl']({ url: b.url });
    expect(await run.customer()).toBeNull();
  });
});
