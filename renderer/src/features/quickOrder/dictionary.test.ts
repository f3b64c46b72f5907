import { describe, expect, it } from 'vitest';
import english from '../../../../resources/locales/en_US/quick_order.json';
import malay from '../../../../server/locales/ms_MY/quick_order.json';
import { enUS } from '../../../../resources/locales/en_US/index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the quick_order dictionary', () => {
  it('is part of the bundled English dictionary', () => {
    expect(enUS.quick_order).toEqual(english);
  });

  it('has every English message in Malay too, with the same placeholders', () => {
    expect(Object.keys(malay).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect({ key, placeholders: placeholders((malay as Record<string, string>)[key] ?? '') }).toEqual({ key, placeholders: placeholders(text) });
    }
  });

  it('words the row problems as the issue and the spec do', () => {
    expect(english.not_found).toBe('SKU not found');
    expect(english.multiple).toBe('Sold in multiples of {step}');
    expect(english.check_quantity).toBe('Please check your quantity.');
    expect(english.sku_label).toBe('SKU or product');
    expect(english.quantity_label).toBe('Quantity');
  });
});
