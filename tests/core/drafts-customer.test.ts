import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuyerSession } from '../../electron/core/buyer/buyer-session';
import { ownerHash } from '../../electron/core/customer-files';
import { createDrafts } from '../../electron/core/drafts/drafts';
import { draftFilePath } from '../../electron/core/local-data/earlier-files/drafts';
import type { Connection } from '../../electron/core/http/connection';
import { buyerFile } from '../../electron/core/local-data/buyer-database';

/** One buyer's drafts are never offered to another (logout, kiosk idle logout, another store). */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setUp() {
  const dir = mkdtempSync(join(tmpdir(), 'drafts-'));
  dirs.push(dir);
  const listeners = new Set<() => void>();
  // The store cannot say who is logged in: only what the core was told counts.
  const connectionTo = (baseUrl: string) => ({ baseUrl, call: async () => ({ ok: false, error: { kind: 'network', message: 'down' } }) }) as unknown as Connection;
  let connection = connectionTo('https://store-a.test');
  const holder = {
    connection: () => connection,
    onSessionChange: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)),
  };
  const sessionChanged = () => listeners.forEach((listener) => listener());
  const buyers = createBuyerSession({ holder, emit: () => undefined, dataDir: dir });
  const h = createDrafts(buyers, dir).handlers;
  const logIn = (email: string) => {
    sessionChanged();
    buyers.loggedIn({ origin: new URL(connection.baseUrl).origin, email });
  };
  const scopes = async () => {
    const answer = await h['drafts:get']({});
    return answer.ok ? answer.data.drafts.map((d) => d.scope) : answer.error.kind;
  };
  const save = (scope: string) => h['drafts:save']({ scope, entries: [{ variant_id: 1, quantity: 5, base: 1 }] });
  // What "Sign out and forget this computer" does (handlers/desktop-settings.ts).
  const forget = () => {
    const buyer = buyers.current();
    sessionChanged();
    if (buyer) buyers.forget(buyer);
  };
  const switchStore = (url: string) => {
    connection = connectionTo(url);
    sessionChanged();
  };
  return { dir, h, logIn, scopes, save, sessionChanged, forget, switchStore };
}

/** A drafts file as the version before the buyer database wrote it. */
function writeEarlierDraftFile(dir: string, owner: { origin: string; email: string }, scope: string) {
  const path = draftFilePath(dir, owner);
  mkdirSync(dirname(path), { recursive: true });
  const drafts = [{ scope, entries: [{ variant_id: 7, quantity: 3, base: null }], saved_at: '2026-11-20T10:00:00.000Z' }];
  writeFileSync(path, JSON.stringify({ version: 1, owner: ownerHash(owner, 'drafts'), drafts }));
  return path;
}

describe('drafts per customer', () => {
  it('offers a buyer only their own drafts, on this store only', async () => {
    const app = setUp();
    app.logIn('ana@buyer.test');
    await app.save('cart:ana-cart');
    app.sessionChanged(); // logout or kiosk idle logout
    expect(await app.scopes()).toEqual([]);
    expect(await app.save('cart:nobody')).toMatchObject({ ok: false, error: { kind: 'unauthenticated', message: 'Unsent quantities are kept only while you are logged in.' } });
    app.logIn('ben@buyer.test');
    expect(await app.scopes()).toEqual([]);
    await app.save('cart:ben-cart');
    app.logIn('Ana@Buyer.test');
    expect(await app.scopes()).toEqual(['cart:ana-cart']);
    app.switchStore('https://store-b.test');
    expect(await app.scopes()).toEqual([]);
  });

  it('"Sign out and forget this computer" deletes that buyer\'s drafts and no one else\'s', async () => {
    const app = setUp();
    app.logIn('ben@buyer.test');
    await app.save('cart:ben-cart');
    app.logIn('ana@buyer.test');
    await app.save('cart:ana-cart');
    app.forget();
    expect(existsSync(buyerFile(app.dir, { origin: 'https://store-a.test', email: 'ana@buyer.test' }))).toBe(false);
    app.logIn('ana@buyer.test');
    expect(await app.scopes()).toEqual([]);
    app.logIn('ben@buyer.test');
    expect(await app.scopes()).toEqual(['cart:ben-cart']);
  });

  it("takes in an earlier version's drafts file once, for its own buyer only, and deletes it", async () => {
    const app = setUp();
    const ana = { origin: 'https://store-a.test', email: 'ana@buyer.test' };
    const ben = { ...ana, email: 'ben@buyer.test' };
    const anaFile = writeEarlierDraftFile(app.dir, ana, 'cart:ana-old');
    const benFile = writeEarlierDraftFile(app.dir, ben, 'cart:ben-old');
    app.logIn('ben@buyer.test');
    expect(await app.scopes()).toEqual(['cart:ben-old']);
    expect(existsSync(benFile)).toBe(false);
    expect(existsSync(anaFile)).toBe(true); // Ana's stays hers until she signs in
    await app.h['drafts:discard']({ scope: 'cart:ben-old' });
    app.logIn('ana@buyer.test');
    expect(await app.scopes()).toEqual(['cart:ana-old']);
    expect(existsSync(anaFile)).toBe(false);
    app.logIn('ben@buyer.test');
    expect(await app.scopes()).toEqual([]); // taken in once: a discard stays discarded
  });
});
