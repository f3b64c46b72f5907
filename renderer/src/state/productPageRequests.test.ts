import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from '../../../preload/bridge';
import type { Channel } from '../../../preload/contract';

const calls: Array<{ channel: Channel; input: unknown }> = [];

async function load() {
  const invoke = async (channel: Channel, input: unknown) => {
    calls.push({ channel, input });
    return { ok: true, data: { products: [], total_pages: 1, current_pages: 1 } };
  };
  vi.stubGlobal('window', { storefront: createBridge(invoke, () => () => undefined) });
  return import('./productPageRequests');
}

beforeEach(() => {
  vi.resetModules();
  calls.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('product pages asked for ahead of the list', () => {
  it('hands a page started at login to the list instead of asking the store twice', async () => {
    const { FIRST_LIST_PAGE, prefetchProductPage, requestProductPage } = await load();
    prefetchProductPage(FIRST_LIST_PAGE, 1_000);
    await requestProductPage(FIRST_LIST_PAGE, 1_200);
    expect(calls.map((c) => c.channel)).toEqual(['catalog:products']);
  });

  it('asks again for a later visit, an old prefetch, another page, or after the buyer is forgotten', async () => {
    const { FIRST_LIST_PAGE, forgetPrefetchedPages, prefetchProductPage, requestProductPage } = await load();
    prefetchProductPage(FIRST_LIST_PAGE, 1_000);
    await requestProductPage(FIRST_LIST_PAGE, 1_100);
    await requestProductPage(FIRST_LIST_PAGE, 1_200); // used once
    prefetchProductPage(FIRST_LIST_PAGE, 5_000);
    await requestProductPage(FIRST_LIST_PAGE, 9_000); // too old to be today's answer
    prefetchProductPage(FIRST_LIST_PAGE, 10_000);
    await requestProductPage({ ...FIRST_LIST_PAGE, page: 2 }, 10_100);
    forgetPrefetchedPages();
    await requestProductPage(FIRST_LIST_PAGE, 10_200);
    expect(calls).toHaveLength(7);
  });

  it('hands an answer already in to the list at once, once, and only while it is fresh', async () => {
    const { FIRST_LIST_PAGE, prefetchProductPage, requestProductPage, takeSettledProductPage } = await load();
    prefetchProductPage(FIRST_LIST_PAGE, 1_000);
    expect(takeSettledProductPage(FIRST_LIST_PAGE, 1_000)).toBeNull(); // not answered yet
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeSettledProductPage({ ...FIRST_LIST_PAGE, page: 2 }, 1_100)).toBeNull();
    expect(takeSettledProductPage(FIRST_LIST_PAGE, 1_100)).toMatchObject({ ok: true, data: { products: [] } });
    expect(takeSettledProductPage(FIRST_LIST_PAGE, 1_200)).toBeNull(); // used once
    await requestProductPage(FIRST_LIST_PAGE, 1_300); // so the list's next visit asks the store
    prefetchProductPage(FIRST_LIST_PAGE, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeSettledProductPage(FIRST_LIST_PAGE, 9_000)).toBeNull(); // too old
    expect(calls).toHaveLength(3);
  });

  it('hands the page a login answered with to the list at its first render, once, with no call of its own', async () => {
    const { FIRST_LIST_PAGE, keepProductPage, requestProductPage, takeSettledProductPage } = await load();
    const page = { products: [], total_pages: 4, current_pages: 1 };
    keepProductPage(FIRST_LIST_PAGE, page, 1_000);
    expect(takeSettledProductPage({ ...FIRST_LIST_PAGE, sort: 'title.asc' }, 1_050)).toBeNull();
    expect(takeSettledProductPage(FIRST_LIST_PAGE, 1_100)).toEqual({ ok: true, data: page });
    expect(calls).toHaveLength(0);
    await requestProductPage(FIRST_LIST_PAGE, 1_200); // used once: the next visit asks the store
    expect(calls).toHaveLength(1);
  });
});
