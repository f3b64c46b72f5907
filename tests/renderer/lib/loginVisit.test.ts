import { describe, expect, it } from 'vitest';
import { keepsSession, keptSessionVisit } from '../../../renderer/src/lib/loginVisit';

describe('a login visit that keeps the session', () => {
  it('is marked in the history state, with the error to show as the flash', () => {
    const state = keptSessionVisit('Your price list is being updated.');
    expect(keepsSession(state)).toBe(true);
    expect(state.flash).toEqual({ variant: 'danger', message: 'Your price list is being updated.' });
  });

  it('is never assumed: no state, a flash alone or a look-alike value is an ordinary visit', () => {
    expect(keepsSession(null)).toBe(false);
    expect(keepsSession({ flash: { variant: 'success', message: 'Check your email.' } })).toBe(false);
    expect(keepsSession({ keepSession: 'true' })).toBe(false);
  });
});
