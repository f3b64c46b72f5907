import { describe, expect, it } from 'vitest';
import english from '../../../../resources/locales/en_US/quick_order.json';

describe('the quick_order dictionary', () => {
  it('words the row problems as the issue and the spec do', () => {
    expect(english.not_found).toBe('SKU not found');
    expect(english.multiple).toBe('Sold in multiples of {step}');
    expect(english.check_quantity).toBe('Please check your quantity.');
    expect(english.sku_label).toBe('SKU or product');
    expect(english.quantity_label).toBe('Quantity');
  });
});
