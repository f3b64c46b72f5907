import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, getDefaultStore } from 'jotai';
import { createBridge } from '../../../contract/bridge';
import type { Channel } from '../../../contract/contract';
import type { GlobalData } from '../../../contract/schemas/shop';
import { followBuyer } from '../../../renderer/src/state/buyerScope';
import { shelfFor } from '../../../renderer/src/state/buyerDrafts';
import { applyGlobalAtom, customerAtom, shopAtom } from '../../../renderer/src/state/shop';
import { cartSummaryAtom } from '../../../renderer/src/state/cart';
import { searchQueryAtom } from '../../../renderer/src/state/search';
import { pushToastAtom, toastsAtom } from '../../../renderer/src/components/toast/toastState';
import { fakeCoreEvents as fakeEvents } from '../../fixtures/fakeCoreEvents';

const BUYER_A = {
  wholesale: { name: 'Demo Wholesale', currency: 'MYR' },
  customer: { email: 'a@wholesale.test', first_name: 'Aisha', currency: 'MYR', cart_token: 'cart-a', cart_subtotal: 120 },
} as unknown as GlobalData;

/** What buyer A leaves in the page outside the query cache: their name and cart, a search, a toast. */
function pageOfBuyerA() {
  const store = createStore();
  const { on, emit } = fakeEvents();
  followBuyer(on, store);
  store.set(applyGlobalAtom, BUYER_A);
  store.set(searchQueryAtom, 'bolts for aisha');
  store.set(pushToastAtom, { variant: 'success', message: 'Added to Aisha’s cart' });
  return { store, emit };
}

describe('the buyer’s page state', () => {
  for (const event of ['buyer:changed', 'session:ended', 'session:expired']) {
    it(`after ${event}, nothing buyer A left in the page shows; the store’s own settings stay`, () => {
      const { store, emit } = pageOfBuyerA();
      expect(store.get(customerAtom)?.first_name).toBe('Aisha');

      emit(event);

      expect(store.get(customerAtom)).toBeNull();
      expect(store.get(cartSummaryAtom)).toBeNull();
      expect(store.get(searchQueryAtom)).toBe('');
      expect(store.get(toastsAtom)).toEqual([]);
      expect(store.get(shopAtom)?.name).toBe('Demo Wholesale');
    });
  }

  it('what the next buyer writes is theirs, and another event (the store coming back) keeps it', () => {
    const { store, emit } = pageOfBuyerA();
    emit('buyer:changed');
    store.set(searchQueryAtom, 'nuts');
    store.set(pushToastAtom, { variant: 'info', message: 'Your session expired' });
    emit('store:connectivity');
    expect(store.get(searchQueryAtom)).toBe('nuts');
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual(['Your session expired']);
  });

  it('the session-expired toast stays on the login screen when the core then says nobody is signed in; the next buyer does not see it', () => {
    const { store, emit } = pageOfBuyerA();
    emit('session:expired');
    store.set(pushToastAtom, { variant: 'info', message: 'Your session has ended. Please log in again.' });
    emit('buyer:changed', { signed_in: false });
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual(['Your session has ended. Please log in again.']);
    expect(store.get(customerAtom)).toBeNull();
    emit('buyer:changed', { signed_in: true });
    expect(store.get(toastsAtom)).toEqual([]);
  });
});

function memoryShelves() {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('the buyer’s unsaved quantities', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('a reload finds the same buyer’s; the next buyer finds none, and they leave the session storage', () => {
    const shelves = memoryShelves();
    shelves.setItem('other-app-key', 'kept');
    let ids = 0;
    const newId = () => `id${++ids}`;
    shelfFor(true, shelves, newId)?.setItem('wholesale-desk.draft.cart:a', '[[1,5,2]]');

    expect(shelfFor(true, shelves, newId)?.getItem('wholesale-desk.draft.cart:a')).toBe('[[1,5,2]]');
    const next = shelfFor(false, shelves, newId);
    expect(next?.getItem('wholesale-desk.draft.cart:a')).toBeNull();
    expect([...shelves.data.keys()].filter((key) => key.includes('draft'))).toEqual([]);
    expect(shelves.data.get('other-app-key')).toBe('kept');
  });

  it('a quantity typed by the last buyer and not yet written is never written for the next one', async () => {
    vi.useFakeTimers();
    const sent: unknown[] = [];
    const invoke = (channel: Channel, input: unknown) => {
      if (channel === 'drafts:save') sent.push(input);
      return Promise.resolve({ ok: true, data: {} });
    };
    vi.stubGlobal('window', { storefront: createBridge(invoke, () => () => undefined) });
    const { saveDraft } = await import('../../../renderer/src/lib/quantityDraft');
    const { nextBuyerAtom } = await import('../../../renderer/src/state/buyerScope');
    const store = getDefaultStore();

    saveDraft('cart:a', new Map([[1, 5]]), new Map([[1, 2]]));
    store.set(nextBuyerAtom); // a kiosk's idle logout before the write
    await vi.runAllTimersAsync();
    expect(sent).toEqual([]);

    saveDraft('cart:b', new Map([[1, 3]]), new Map());
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(1);
  });
});
