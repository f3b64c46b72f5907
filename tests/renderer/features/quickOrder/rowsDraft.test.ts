import { describe, expect, it } from 'vitest';
import { loadRowsDraft, saveRowsDraft } from '../../../../renderer/src/features/quickOrder/rowsDraft';
import type { QuickRow } from '../../../../renderer/src/features/quickOrder/rowCheck';

function memoryStore() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), data };
}

const row = (text: string, quantity: string): QuickRow => ({ key: 1, text, quantity, lookup: { state: 'none' } });

describe('the quick-order draft', () => {
  it('brings back the typed lines of the same customer only', () => {
    const store = memoryStore();
    saveRowsDraft('a@buyer.test', [row('A-1', '6'), row('', ''), row('B-2', '')], store);
    expect(loadRowsDraft('a@buyer.test', store)).toEqual([
      { sku: 'A-1', quantity: '6' },
      { sku: 'B-2', quantity: '' },
    ]);
    expect(loadRowsDraft('b@buyer.test', store)).toEqual([]);
  });

  it('is dropped once no line is left, and ignores a damaged entry', () => {
    const store = memoryStore();
    saveRowsDraft('a@buyer.test', [row('A-1', '6')], store);
    saveRowsDraft('a@buyer.test', [row('', '')], store);
    expect(store.data.size).toBe(0);
    store.setItem('wholesale-desk.draft.quick-order:a@buyer.test', '{"not":"a list"}');
    expect(loadRowsDraft('a@buyer.test', store)).toEqual([]);
  });
});
