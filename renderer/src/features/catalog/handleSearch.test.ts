import { describe, expect, it } from 'vitest';
import { handleQueries } from './handleSearch';

describe('handleQueries', () => {
  it.each([
    ['blue-denim-jacket', ['blue denim jacket', 'jacket']],
    ['classic-tee-57', ['classic tee 57', 'classic tee', 'classic']],
    ['mens_work-boots', ['mens work boots', 'boots']],
    ['tea', ['tea']],
    ['x1', ['x1']],
  ])('%s -> %j', (handle, queries) => {
    expect(handleQueries(handle)).toEqual(queries);
  });
});
