import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { backOnlineCountAtom, offlineSeenAtAtom, storeBackAtom } from '../../../renderer/src/state/connectivity';

describe('the store coming back', () => {
  it('reloads a screen that showed the offline copy, and leaves one that did not alone', () => {
    const store = createStore();
    store.set(storeBackAtom);
    expect(store.get(backOnlineCountAtom)).toBe(0); // nothing was shown from the copy: typed input and warnings stay
    store.set(offlineSeenAtAtom, '2026-11-24T10:42:00Z');
    store.set(storeBackAtom);
    expect(store.get(backOnlineCountAtom)).toBe(1);
    expect(store.get(offlineSeenAtAtom)).toBeNull();
  });
});
