import { describe, expect, it } from 'vitest';
import { searchTarget } from '../../../../renderer/src/app/layouts/searchTarget';

describe('searchTarget', () => {
  it('keeps the sort the product list shows and goes back to page 1', () => {
    expect(searchTarget({ pathname: '/', search: '?sort=title.desc&page=3&q=mug' })).toBe('/?sort=title.desc');
  });

  it('lands on the default list when no sort was chosen', () => {
    expect(searchTarget({ pathname: '/', search: '?page=2' })).toBe('/');
  });

  it('ignores query parameters of other screens', () => {
    expect(searchTarget({ pathname: '/reset-password', search: '?sort=title.desc' })).toBe('/');
    expect(searchTarget({ pathname: '/cart', search: '' })).toBe('/');
  });
});
