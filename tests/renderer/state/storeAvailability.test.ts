import { describe, expect, it } from 'vitest';
import { storeAvailability } from '../../../renderer/src/state/storeAvailability';

const open = { is_enabled: true, status: 1, plan_id: 0 };

describe('storeAvailability', () => {
  it('lets an enabled store with status 1 open, with no plan or a plan of 6 and above', () => {
    expect(storeAvailability(open)).toBe('open');
    expect(storeAvailability({ ...open, plan_id: 6 })).toBe('open');
    expect(storeAvailability({ ...open, plan_id: 9 })).toBe('open');
  });

  it('closes a store whose status is not 1 for maintenance', () => {
    expect(storeAvailability({ ...open, status: 0 })).toBe('maintenance');
    expect(storeAvailability({ ...open, status: 2 })).toBe('maintenance');
  });

  it('shows a disabled or plan-restricted store as unavailable', () => {
    expect(storeAvailability({ ...open, is_enabled: false })).toBe('unavailable');
    expect(storeAvailability({ ...open, plan_id: 1 })).toBe('unavailable');
    expect(storeAvailability({ ...open, plan_id: 5 })).toBe('unavailable');
  });
});
