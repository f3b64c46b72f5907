import { describe, expect, it } from 'vitest';
import type { IndexStatus } from '../../../../contract/schemas/quickOrder';
import { indexStatusText } from '../../../../renderer/src/features/quickOrder/indexStatusText';

const base: IndexStatus = { state: 'empty', refreshing: false, products: 0, variants: 0, updated_at: null, done: 0, total: null, message: null };

describe('indexStatusText', () => {
  it('says how far a walk has come, in the store locale', () => {
    expect(indexStatusText({ ...base, state: 'building', products: 1234, done: 3, total: 105 }, 'en_US')).toEqual({
      key: 'index_building',
      values: { count: 1234, products: '1,234', done: '3', total: '105' },
    });
    expect(indexStatusText({ ...base, state: 'building' }, 'en_US').key).toBe('index_starting');
  });

  it('gives the time of today\'s update and the date of an older one', () => {
    const now = new Date(2026, 10, 24, 12, 0);
    const ready = { ...base, state: 'ready' as const, products: 5000, updated_at: new Date(2026, 10, 24, 10, 42).toISOString() };
    expect(indexStatusText(ready, 'en_US', now)).toEqual({ key: 'index_ready', values: { count: 5000, products: '5,000', time: '10:42 AM' } });
    const older = indexStatusText({ ...ready, updated_at: new Date(2026, 10, 20, 10, 42).toISOString() }, 'en_US', now);
    expect(older.key === 'index_ready' && older.values.time).toContain('Nov 20, 2026');
  });

  it('says when it is refreshing, empty or failed', () => {
    expect(indexStatusText({ ...base, state: 'ready', refreshing: true, products: 10 }, 'en_US').key).toBe('index_refreshing');
    expect(indexStatusText(base, 'en_US').key).toBe('index_empty');
    expect(indexStatusText({ ...base, state: 'failed', message: 'The store cannot be reached.' }, 'en_US')).toEqual({
      key: 'index_failed',
      values: { message: 'The store cannot be reached.' },
    });
  });
});
