import { describe, expect, it } from 'vitest';
import { isAt } from '../../../renderer/src/components/HashLink';

describe('isAt', () => {
  it('marks a link at the path or above it, as NavLink does', () => {
    expect(isAt('/order', '/order')).toBe(true);
    expect(isAt('/order/abc', '/order')).toBe(true);
    expect(isAt('/orders', '/order')).toBe(false);
    expect(isAt('/cart', '/order')).toBe(false);
  });

  it('marks home only at home: every path is under it', () => {
    expect(isAt('/', '/')).toBe(true);
    expect(isAt('/cart', '/')).toBe(false);
  });

  it('with `end`, only at the path itself', () => {
    expect(isAt('/order/abc', '/order', true)).toBe(false);
    expect(isAt('/order', '/order', true)).toBe(true);
  });
});
