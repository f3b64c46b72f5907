import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrottle } from '../../../server/auth/throttle';
import { fieldErrors } from '../support/errors';
import { DEMO_CUSTOMER, guest, startTestStore, type TestStore } from '../support/store';

/** The login throttle must hold against guesses sent all at once, not only one after another. */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ products: 1 });
});
afterAll(() => store.close());

const THROTTLED = /^Too many login attempts\. Please try again in \d+ seconds\.$/;

describe('login throttle under parallel guesses', () => {
  it('lets at most 5 of 30 parallel wrong passwords reach the check, then refuses the right one too', async () => {
    const client = await guest(store);
    const attempt = (password: string) =>
      client.post('/_api/auth/login', { email: DEMO_CUSTOMER.email, password, is_remember: false });

    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(`wrong-${i}`)));
    const statuses = answers.map((a) => a.status);
    // A 422 "credentials do not match" is only given after the password was compared.
    const checked = statuses.filter((s) => s === 422).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - checked);
    const refused = answers.find((a) => a.status === 429);
    expect(refused && fieldErrors({ ...refused, status: 422 }).email?.[0]).toMatch(THROTTLED);

    const right = await attempt(DEMO_CUSTOMER.password);
    expect(right.status).toBe(429);

    store.control.advanceTime(61_000);
    expect((await attempt(DEMO_CUSTOMER.password)).status).toBe(200);
  });
});

describe('createThrottle', () => {
  it('takes a slot per attempt before any outcome is known, and the right answer clears them', () => {
    let t = 0;
    const throttle = createThrottle(() => new Date(t), 5, 60_000);
    // Five reservations in a row, none of them reported back yet: the sixth is already refused.
    for (let i = 0; i < 5; i += 1) expect(throttle.reserve('k')).toBe(0);
    expect(throttle.reserve('k')).toBe(60);
    expect(throttle.reserve('other')).toBe(0);
    t = 59_001;
    expect(throttle.reserve('k')).toBe(1);
    t = 60_000;
    expect(throttle.reserve('k')).toBe(0);
    throttle.clear('k');
    for (let i = 0; i < 5; i += 1) expect(throttle.reserve('k')).toBe(0);
  });
});
