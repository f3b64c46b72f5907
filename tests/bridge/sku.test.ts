import { describe, expect, it } from 'vitest';
import { skuCompactKey, skuKey, skuParts, skuPartsKey, skuTails, typedTail } from '../../contract/sku';
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

describe('the forgiving forms of a SKU', () => {
  const store = 'FAS-0001-01';
  /** A query finds the SKU when one of its forms is the start of the SKU's same form. */
  const finds = (query: string, sku: string) =>
    (skuCompactKey(query) !== '' && skuCompactKey(sku).startsWith(skuCompactKey(query))) || (skuPartsKey(query) !== '' && skuPartsKey(sku).startsWith(skuPartsKey(query)));

  it('ignore case, spaces, dashes and the leading zeros of each part', () => {
    for (const typed of ['fas 1 1', 'FAS000101', 'fas-1-01', 'Fas 0001 1', 'fas1-1', 'ｆａｓ－０００１', 'ＦＡＳ０００１０１', 'fas 00', 'f'])
      expect(finds(typed, store), typed).toBe(true);
    for (const typed of ['fas 2', 'FAS0002', 'fas 1 2', 'fat']) expect(finds(typed, store), typed).toBe(false);
    expect(skuPartsKey(store)).toBe('FAS 1 1');
    expect(skuCompactKey(store)).toBe('FAS000101');
    expect(skuParts('HB-M6x20')).toEqual(['HB', 'M', '6', 'X', '20']);
    expect(skuParts('A-000')).toEqual(['A', '0']);
  });

  it('each spelling a buyer types has the forms of the store spelling', () => {
    for (const { store: sku, typed } of SKU_SPELLINGS) {
      for (const text of typed) {
        expect(skuCompactKey(text), text).toBe(skuCompactKey(sku));
        expect(skuPartsKey(text), text).toBe(skuPartsKey(sku));
      }
    }
  });

  it('a number typed alone is asked as a numeric tail, which the stored SKU offers whole parts at a time', () => {
    expect(skuTails(store)).toEqual(['1', '11']);
    expect(skuTails('HB-M6-20')).toEqual(['20', '620']);
    expect(skuTails('FAS-0011-01')).toEqual(['1', '111']);
    expect(skuTails('CAT')).toEqual([]);
    for (const typed of ['1-01', '0001 01', '11', '１－１']) expect(skuTails(store), typed).toContain(typedTail(typed));
    // "21" is not a tail of FAS-0001-01, nor of FAS-0011-01: only whole parts count.
    expect(skuTails('FAS-0002-11')).not.toContain(typedTail('2-1'));
    expect(typedTail('fas 1')).toBeNull();
    expect(typedTail(' - ')).toBeNull();
  });
});
