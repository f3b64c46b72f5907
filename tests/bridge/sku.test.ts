import { describe, expect, it } from 'vitest';
import { skuKey } from '../../preload/sku';
import { SKU_SPELLINGS } from '../fixtures/skuSpellings';

describe('skuKey', () => {
  it('reads every spelling of a SKU as the store spelling', () => {
    for (const { store, typed } of SKU_SPELLINGS) for (const text of typed) expect(skuKey(text), JSON.stringify(text)).toBe(skuKey(store));
  });

  it('keeps different SKUs apart', () => {
    const keys = SKU_SPELLINGS.map(({ store }) => skuKey(store));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("reads a SKU typed so far as the start of the whole SKU, as suggestions need", () => {
    for (const { store } of SKU_SPELLINGS) {
      for (let length = 1; length <= store.length; length += 1) expect(skuKey(store).startsWith(skuKey(store.slice(0, length))), store).toBe(true);
    }
  });

  it('reads blank text, full-width spaces included, as no SKU', () => {
    expect(skuKey(' \u3000\t')).toBe('');
  });
});
