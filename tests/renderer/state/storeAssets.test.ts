import { describe, expect, it } from 'vitest';
import { resolveStoreAsset } from '../../../renderer/src/state/storeAssets';

describe('resolveStoreAsset', () => {
  const store = 'http://127.0.0.1:8787';

  it('resolves store-relative image paths against the store address', () => {
    expect(resolveStoreAsset('/images/logo.svg', store)).toBe('http://127.0.0.1:8787/images/logo.svg');
  });

  it('keeps absolute web images as they are', () => {
    expect(resolveStoreAsset('https://cdn.example.com/a.png', store)).toBe('https://cdn.example.com/a.png');
  });

  it('drops empty values and non-web schemes', () => {
    expect(resolveStoreAsset('', store)).toBeNull();
    expect(resolveStoreAsset(null, store)).toBeNull();
    expect(resolveStoreAsset('javascript:alert(1)', store)).toBeNull();
    expect(resolveStoreAsset('file:///etc/passwd', store)).toBeNull();
    expect(resolveStoreAsset('/images/a.png', null)).toBeNull();
  });
});
