import { describe, expect, it } from 'vitest';
import { productPath } from '../../../renderer/src/lib/productLinks';

describe('productPath', () => {
  it('opens by handle when there is one', () => {
    expect(productPath('zinc-plated-hex-bolt', 12)).toBe('/products/zinc-plated-hex-bolt');
  });

  it('falls back to the variant when the store sent no handle', () => {
    expect(productPath(null, 12)).toBe('/variant/12');
    expect(productPath('', 12)).toBe('/variant/12');
    expect(productPath(undefined, 12)).toBe('/variant/12');
  });

  it('has nothing to open without either', () => {
    expect(productPath(null, null)).toBeNull();
    expect(productPath(null, 0)).toBeNull();
  });
});
