import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { createBridge } from '../../../contract/bridge';
import type { Channel } from '../../../contract/contract';
import { customer, shop } from '../../fixtures/storeGlobal';

type Answers = Partial<Record<Channel, unknown>>;
const calls: Array<{ channel: Channel; input: unknown }> = [];

/** Starts the boot against a bridge whose calls answer from `answers`, and lets the calls that can answer do so. */
async function startBoot(answers: Answers) {
  const invoke = async (channel: Channel, input: unknown) => {
    calls.push({ channel, input });
    // No language chosen for the store and an English system, unless a test says otherwise.
    if (channel === 'language:get' && !answers[channel]) return { ok: true, data: { choice: 'store', system: ['en-US'], storeLocale: null } };
    return answers[channel] ?? { ok: true, data: {} };
  };
  vi.stubGlobal('window', { storefront: createBridge(invoke, () => () => undefined) });
  vi.stubGlobal('document', { documentElement: { lang: '' } });
  (await import('../../../renderer/src/i18n/setup')).setupI18n();
  const boot = await import('../../../renderer/src/state/boot');
  const state = await import('../../../renderer/src/state/shop');
  const cart = await import('../../../renderer/src/state/cart');
  const store = createStore();
  const done = store.set(boot.runBootAtom);
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { store, boot, state, cart, done };
}

/** The boot, run to its end. */
async function bootWith(answers: Answers) {
  const started = await startBoot(answers);
  await started.done;
  return started;
}

beforeEach(() => {
  vi.resetModules();
  calls.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('runBootAtom', () => {
  it('asks for a store when none is configured', async () => {
    const { store, boot } = await bootWith({
      'app:getStoreUrl': { ok: true, data: { url: null } },
      // Asked beside the address (boot waits for the store's time only): the core says no store is set.
      'shop:global': { ok: false, error: { kind: 'not_configured', message: 'No store is configured.' } },
    });
    expect(store.get(boot.bootStateAtom)).toEqual({ phase: 'connect' });
    expect(calls.map((c) => c.channel).sort()).toEqual(['app:getStoreUrl', 'language:get', 'shop:global']);
  });

  it('fills shop, customer and cart summary, and loads the shop language', async () => {
    const { store, boot, state, cart } = await bootWith({
      'app:getStoreUrl': { ok: true, data: { url: 'https://shop.example.com' } },
      'shop:global': { ok: true, data: { wholesale: shop, customer } },
      'shop:locale': { ok: true, data: { common: { retry: 'Cuba lagi' } } },
    });
    expect(store.get(boot.bootStateAtom)).toEqual({ phase: 'ready', storeUrl: 'https://shop.example.com' });
    expect(store.get(state.shopAtom)?.name).toBe('Harbour Wholesale Supply');
    expect(store.get(state.customerAtom)?.email).toBe('demo@wholesale.test');
    expect(store.get(cart.cartSummaryAtom)).toEqual({ cart_token: 'cart-1', subtotal: 12.5, currency: 'MYR' });
    expect(calls.find((c) => c.channel === 'shop:locale')?.input).toEqual({ locale: 'ms_MY' });
    const { default: i18next } = await import('i18next');
    expect(i18next.t('common.retry')).toBe('Cuba lagi');
    expect(i18next.t('common.cancel')).toBe('Batal'); // the app's own Malay under the store's words
    expect(document.documentElement.lang).toBe('ms-MY');
  });

  it("asks for the last boot's dictionary beside the shop call, and only once", async () => {
    const kept = new Map([['wholesale-desk.store-locale', 'ms_MY']]);
    vi.stubGlobal('localStorage', { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) });
    let callsWhenShopAnswered = -1;
    const slowShop = new Promise((resolve) =>
      setTimeout(() => {
        callsWhenShopAnswered = calls.length;
        resolve({ ok: true, data: { wholesale: shop, customer } });
      }, 20),
    );
    const { store, boot } = await bootWith({
      'app:getStoreUrl': { ok: true, data: { url: 'https://shop.example.com' } },
      'shop:global': slowShop,
      'shop:locale': { ok: true, data: { common: { retry: 'Cuba lagi' } } },
    });
    expect(store.get(boot.bootStateAtom)).toMatchObject({ phase: 'ready' });
    // Sent before the shop's answer came, and not again after it.
    expect(calls.slice(0, callsWhenShopAnswered).map((c) => c.channel)).toContain('shop:locale');
    expect(calls.filter((c) => c.channel === 'shop:locale')).toHaveLength(1);
  });

  it('shows the store as unreachable when the network fails', async () => {
    const { store, boot } = await bootWith({
      'app:getStoreUrl': { ok: true, data: { url: 'https://shop.example.com' } },
      'shop:global': { ok: false, error: { kind: 'network', message: 'offline' } },
    });
    expect(store.get(boot.bootStateAtom)).toMatchObject({ phase: 'unreachable', kind: 'network', storeUrl: 'https://shop.example.com' });
  });

  it('shows a store redirect for the buyer to open, and opens nothing by itself', async () => {
    const { store, boot } = await bootWith({
      'app:getStoreUrl': { ok: true, data: { url: 'https://shop.example.com' } },
      'shop:global': { ok: false, error: { kind: 'store', message: 'Moved', redirect_url: 'https://elsewhere.example.com/' } },
    });
    expect(store.get(boot.bootStateAtom)).toEqual({ phase: 'redirected', url: 'https://elsewhere.example.com/', message: 'Moved' });
    expect(calls.map((c) => c.channel)).not.toContain('app:openExternal');
  });

  describe("from the last boot's snapshot", () => {
    const STORE = 'https://shop.example.com';
    /** localStorage as the last boot left it, and a shop call that answers only when told to. */
    function lastBootWas(guest: boolean, storeUrl = STORE) {
      const kept = new Map([['wholesale-desk.boot', JSON.stringify({ v: 1, storeUrl, shop: { ...shop, name: 'Harbour (last boot)' }, guest })]]);
      vi.stubGlobal('localStorage', { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) });
      let answer: (value: unknown) => void = () => undefined;
      const global = new Promise((resolve) => (answer = resolve));
      return { kept, global, answer };
    }
    it("shows a guest's screens before the store answers, then takes the store's own settings", async () => {
      const last = lastBootWas(true);
      const { store, boot, state, done } = await startBoot({ 'app:getStoreUrl': { ok: true, data: { url: STORE } }, 'shop:global': last.global });
      expect(store.get(boot.bootStateAtom)).toEqual({ phase: 'ready', storeUrl: STORE });
      expect(store.get(state.shopAtom)?.name).toBe('Harbour (last boot)');
      let answered: boolean | null = null;
      void boot.storeAnswered().then((ready) => (answered = ready));
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(answered).toBeNull(); // a login typed now waits for the store
      last.answer({ ok: true, data: { wholesale: shop, customer: null } });
      await done;
      expect(store.get(state.shopAtom)?.name).toBe('Harbour Wholesale Supply');
      expect(answered).toBe(true);
      expect(JSON.parse(last.kept.get('wholesale-desk.boot') ?? '{}')).toMatchObject({ storeUrl: STORE, guest: true, shop: { name: 'Harbour Wholesale Supply' } });
    });

    it('replaces the early screen when the store turns out to redirect, and a waiting login is not sent', async () => {
      const last = lastBootWas(true);
      const { store, boot, done } = await startBoot({ 'app:getStoreUrl': { ok: true, data: { url: STORE } }, 'shop:global': last.global });
      const ready = boot.storeAnswered();
      last.answer({ ok: false, error: { kind: 'store', message: 'Moved', redirect_url: 'https://elsewhere.example.com/' } });
      await done;
      expect(store.get(boot.bootStateAtom)).toMatchObject({ phase: 'redirected' });
      expect(await ready).toBe(false);
    });

    it('notes a login and a logout since the boot, so the next boot shows a signed-in buyer no login screen', async () => {
      const last = lastBootWas(true);
      last.answer({ ok: true, data: { wholesale: shop, customer: null } });
      const { store, state } = await bootWith({ 'app:getStoreUrl': { ok: true, data: { url: STORE } }, 'shop:global': last.global });
      const guest = () => (JSON.parse(last.kept.get('wholesale-desk.boot') ?? '{}') as { guest?: boolean }).guest;
      expect(guest()).toBe(true);
      store.set(state.applyGlobalAtom, { wholesale: shop, customer }); // the login's /_api/global
      expect(guest()).toBe(false);
      store.set(state.clearCustomerAtom); // logged out, or the session ended
      expect(guest()).toBe(true);
    });

    it('waits for the store when the last boot had a customer, or was of another store', async () => {
      for (const [guest, storeUrl] of [[false, STORE], [true, 'https://other.example.com']] as const) {
        vi.resetModules();
        const last = lastBootWas(guest, storeUrl);
        const { store, boot, done } = await startBoot({ 'app:getStoreUrl': { ok: true, data: { url: STORE } }, 'shop:global': last.global });
        expect(store.get(boot.bootStateAtom)).toEqual({ phase: 'loading' });
        last.answer({ ok: true, data: { wholesale: shop, customer } });
        await done;
        expect(store.get(boot.bootStateAtom)).toEqual({ phase: 'ready', storeUrl: STORE });
      }
    });
  });
});
