import { describe, expect, it, vi } from 'vitest';
import type { DraftEntry } from '../../../contract/schemas/drafts';
import { createDurableDrafts } from '../../../renderer/src/lib/durableDrafts';
import type { Quantities } from '../../../renderer/src/lib/quantity';
import { clearDraft, loadDraft, saveDraft, settleDraft, type DraftStore } from '../../../renderer/src/lib/quantityDraft';

function memoryStore(): DraftStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const saved: Quantities = new Map([[1, 2], [2, 6], [3, 1]]);

describe('quantity drafts', () => {
  it('restores unsaved edits over what the store has', () => {
    const store = memoryStore();
    saveDraft('cart:abc', new Map([[1, 5], [2, 6], [3, null]]), saved, store);
    expect([...loadDraft('cart:abc', saved, saved.keys(), store)]).toEqual([[1, 5], [2, 6], [3, null]]);
  });

  it('writes nothing once the edits equal the store again', () => {
    const store = memoryStore();
    saveDraft('cart:abc', new Map([[1, 5]]), saved, store);
    saveDraft('cart:abc', saved, saved, store);
    expect(store.data.size).toBe(0);
  });

  it('ignores lines the cart no longer has, other scopes and garbage', () => {
    const store = memoryStore();
    saveDraft('cart:abc', new Map([[9, 4], [1, 3]]), saved, store);
    expect([...loadDraft('cart:abc', saved, saved.keys(), store)]).toEqual([[1, 3], [2, 6], [3, 1]]);
    expect(loadDraft('cart:other', saved, saved.keys(), store)).toBe(saved);
    store.setItem('wholesale-desk.draft.cart:bad', '{not json');
    expect(loadDraft('cart:bad', saved, saved.keys(), store)).toBe(saved);
    store.setItem('wholesale-desk.draft.cart:bad', JSON.stringify([[1, -4], ['x', 2], [2, 8]]));
    expect([...loadDraft('cart:bad', saved, saved.keys(), store)]).toEqual([[1, 2], [2, 8], [3, 1]]);
  });

  it('lets a product page restore quantities for its own variants from nothing', () => {
    const store = memoryStore();
    const none: Quantities = new Map();
    saveDraft('product:tee', new Map([[11, 12]]), none, store);
    expect([...loadDraft('product:tee', none, [11, 12], store)]).toEqual([[11, 12]]);
    clearDraft('product:tee', store);
    expect(loadDraft('product:tee', none, [11, 12], store)).toBe(none);
  });

  it('hands real edits to the core with their store quantity, never an empty draft for a screen just opened', () => {
    vi.useFakeTimers();
    try {
      const sent: [string, DraftEntry[]][] = [];
      const durable = createDurableDrafts((scope, entries) => void sent.push([scope, entries]));
      const store = memoryStore();
      saveDraft('cart:abc', saved, saved, store, durable); // the cart opened after a relaunch: nothing typed
      vi.runAllTimers();
      expect(sent).toEqual([]);
      saveDraft('cart:abc', new Map([[1, 4], [2, 6]]), saved, store, durable);
      saveDraft('cart:abc', new Map([[1, 5], [2, 6], [3, null]]), saved, store, durable);
      vi.runAllTimers();
      expect(sent).toEqual([['cart:abc', [{ variant_id: 1, quantity: 5, base: 2 }, { variant_id: 3, quantity: null, base: 1 }]]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends a change once the store holds it, and a removed line\'s 0 with the line, on the core\'s copy too', () => {
    const store = memoryStore();
    const core: [string, DraftEntry[]][] = [];
    const durable = { save: (scope: string, entries: DraftEntry[]) => void core.push([scope, entries]), flushAll: async () => {} };
    saveDraft('cart:abc', new Map([[1, 5], [2, 0], [3, 4]]), saved, store, durable);
    // The store took 1 as sent and dropped 2; 3 was typed again while the request was out.
    settleDraft('cart:abc', new Map([[1, 5], [3, 1]]), new Map([[1, 5], [2, 0], [3, 7]]), store, durable);
    expect([...loadDraft('cart:abc', new Map([[1, 5], [2, 6], [3, 1]]), undefined, store)]).toEqual([[1, 5], [2, 6], [3, 4]]);
    expect(core.at(-1)).toEqual(['cart:abc', [{ variant_id: 3, quantity: 4, base: 1 }]]);
    // A read of the cart without line 3: nothing is kept to come back when it is added again.
    settleDraft('cart:abc', new Map([[1, 5]]), undefined, store, durable);
    expect(store.data.size).toBe(0);
    expect(core.at(-1)).toEqual(['cart:abc', []]);
    const writes = core.length;
    settleDraft('cart:abc', new Map([[1, 5]]), undefined, store, durable);
    expect(core).toHaveLength(writes);
  });
});
