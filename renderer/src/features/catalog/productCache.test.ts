import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { createBridge } from '../../../../preload/bridge';
import type { ProductsPage } from '../../../../preload/schemas/catalog';
import { customer, shop } from '../../../../tests/fixtures/storeGlobal';

const page = (title: string) => ({ products: [{ handle: title, title }], total_pages: 1, current_pages: 1 }) as unknown as ProductsPage;
const FIRST = { q: '', sort: 'created_at.asc' as const, page: 1 };

async function load() {
  vi.stubGlobal('window', { storefront: createBridge(async () => ({ ok: true, data: {} }), () => () => undefined) });
  const cache = await import('./productCache');
  const state = await import('../../state/shop');
  const store = createStore();
  const signIn = (email: string) => store.set(state.applyGlobalAtom, { wholesale: shop, customer: { ...customer, email } });
  const titles = () => [...store.get(cache.productPagesAtom).values()].map((p) => p.products[0]?.title);
  return { cache, state, store, signIn, titles };
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('product pages kept for quick returns', () => {
  it('are shown again to the buyer they were kept for, after an expired session too', async () => {
    const { cache, state, store, signIn, titles } = await load();
    signIn('demo@wholesale.test');
    store.set(cache.rememberPageAtom, { key: FIRST, page: page('demo price') });
    expect(titles()).toEqual(['demo price']);
    store.set(state.clearCustomerAtom);
    expect(titles()).toEqual([]);
    signIn('Demo@Wholesale.test');
    expect(titles()).toEqual(['demo price']);
  });

  it('are never shown to the next buyer, who starts a cache of their own', async () => {
    const { cache, state, store, signIn, titles } = await load();
    signIn('demo@wholesale.test');
    store.set(cache.rememberPageAtom, { key: FIRST, page: page('demo price') });
    store.set(state.clearCustomerAtom);
    signIn('other@wholesale.test');
    expect(titles()).toEqual([]);
    expect(cache.findCachedProduct(store.get(cache.productPagesAtom), 'demo price')).toBeNull();
    store.set(cache.rememberPageAtom, { key: { ...FIRST, page: 2 }, page: page('other price') });
    expect(titles()).toEqual(['other price']);
    signIn('demo@wholesale.test');
    expect(titles()).toEqual([]);
  });

  it('go all at once with a kiosk idle logout', async () => {
    const { cache, store, signIn, titles } = await load();
    signIn('demo@wholesale.test');
    store.set(cache.rememberPageAtom, { key: FIRST, page: page('demo price') });
    store.set(cache.forgetPagesAtom);
    expect(titles()).toEqual([]);
  });
});
