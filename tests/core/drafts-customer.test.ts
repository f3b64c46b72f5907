import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../preload/result';
import type { Handlers } from '../../electron/core/deps';
import { createDrafts } from '../../electron/core/drafts/drafts';
import type { Connection } from '../../electron/core/http/connection';

/** Issue 12: one buyer's drafts are never offered to another (logout, kiosk idle logout, another store). */
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
  const drafts = createDrafts(holder, dir);
  const base = {
    'auth:login': async () => (sessionChanged(), ok({ redirect_url: '/' })),
    'shop:global': async () => ok({}),
    'account:get': async () => ok({}),
    'settings:forgetCustomer': async () => (sessionChanged(), ok({ success: true as const })),
  } as unknown as Pick<Handlers, 'auth:login' | 'shop:global' | 'account:get' | 'settings:forgetCustomer'>;
  const h = { ...drafts.observe(base), ...drafts.handlers };
  const logIn = (email: string) => h['auth:login']({ email, password: 'x', is_remember: true } as never);
  const scopes = async () => {
    const answer = await h['drafts:get']({});
    return answer.ok ? answer.data.drafts.map((d) => d.scope) : answer.error.kind;
  };
  const save = (scope: string) => h['drafts:save']({ scope, entries: [{ variant_id: 1, quantity: 5, base: 1 }] });
  return { h, logIn, scopes, save, sessionChanged, switchStore: (url: string) => (connection = connectionTo(url)) };
}

describe('drafts per customer', () => {
  it('offers a buyer only their own drafts, on this store only', async () => {
    const app = setUp();
    await app.logIn('ana@buyer.test');
    await app.save('cart:ana-cart');
    app.sessionChanged(); // logout or kiosk idle logout
    expect(await app.scopes()).toEqual([]);
    expect(await app.save('cart:nobody')).toMatchObject({ ok: false, error: { kind: 'unauthenticated', message: 'Unsent quantities are kept only while you are logged in.' } });
    await app.logIn('ben@buyer.test');
    expect(await app.scopes()).toEqual([]);
    await app.save('cart:ben-cart');
    await app.logIn('Ana@Buyer.test');
    expect(await app.scopes()).toEqual(['cart:ana-cart']);
    app.switchStore('https://store-b.test');
    expect(await app.scopes()).toEqual([]);
  });

  it('"Sign out and forget this computer" deletes that buyer\'s drafts and no one else\'s', async () => {
    const app = setUp();
    await app.logIn('ben@buyer.test');
    await app.save('cart:ben-cart');
    await app.logIn('ana@buyer.test');
    await app.save('cart:ana-cart');
    await app.h['settings:forgetCustomer']({});
    await app.logIn('ana@buyer.test');
    expect(await app.scopes()).toEqual([]);
    await app.logIn('ben@buyer.test');
    expect(await app.scopes()).toEqual(['cart:ben-cart']);
  });
});
