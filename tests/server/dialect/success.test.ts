import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { list, obj, ok, sides, startPair, type StorePair } from './support';

/** Latitude 5: answers that only say "it worked" are `{ success: true }` in default and bare JSON values in alt. */
let pair: StorePair;
beforeAll(async () => {
  pair = await startPair();
});
afterAll(() => pair.close());

function tokenFrom(link: string | null, name: string): string {
  expect(link).toBeTypeOf('string');
  return new URL(link ?? '').searchParams.get(name) ?? '';
}

describe('success-only answers', () => {
  it('update_remark: { success: true } in default, true in alt', async () => {
    for (const [, client, dialect] of sides(pair)) {
      const orders = list(obj(ok(await client.get('/_api/account'))).orders);
      const body = ok(await client.put('/_api/orders/update_remark', { order_token: obj(orders[0]).token, remark: 'Leave at gate 3' }));
      expect(body).toEqual(dialect === 'default' ? { success: true } : true);
    }
  });

  it('sign-up to reset: activation, verify, forgot and reset answer "true" in alt; reset verify keeps its email', async () => {
    for (const [store, , dialect] of sides(pair)) {
      const email = `new-${dialect}@wholesale.test`;
      const client = store.newClient();
      await client.get('/_api/global');
      ok(await client.post('/_api/auth/signup', { first_name: 'Nur', last_name: 'Aina', email, password: 'secret12' }));
      const activation = tokenFrom(store.control.lastLink(email, 'activation'), 'token');
      const verified = ok(await client.post('/_api/auth/activation/verify', { token: activation }));
      const activated = ok(await client.post('/_api/auth/activation', { token: activation }));
      const forgot = ok(await client.post('/_api/auth/forgot-password', { email }));
      const reset = tokenFrom(store.control.lastLink(email, 'reset'), 'reset_token');
      const resetVerified = ok(await client.post('/_api/auth/reset-password/verify', { token: reset }));
      const done = ok(
        await client.post('/_api/auth/reset-password', { token: reset, recover_email: email, password: 'secret34', password_confirmation: 'secret34' }),
      );
      if (dialect === 'default') {
        expect(verified).toEqual({ success: true });
        expect(activated).toMatchObject({ success: true, message: expect.any(String) });
        expect(forgot).toMatchObject({ success: true, message: expect.any(String) });
        expect(resetVerified).toEqual({ success: true, recover_email: email });
        expect(done).toMatchObject({ success: true, message: expect.any(String) });
      } else {
        for (const body of [verified, activated, forgot, done]) expect(body).toBe('true');
        expect(resetVerified).toMatchObject({ success: 1, recover_email: email });
      }
      await client.login(email, 'secret34');
    }
  });

  it('logout: { success: true } in default, "true" in alt', async () => {
    for (const [store, , dialect] of sides(pair)) {
      const client = store.newClient();
      await client.login('other@wholesale.test', 'other1234');
      expect(ok(await client.post('/_api/auth/logout'))).toEqual(dialect === 'default' ? { success: true } : 'true');
    }
  });

  it('contact: { success: true } in default, 1 in alt (password change: refusals.test.ts)', async () => {
    const body = { data: { name: 'Mei Ling', email: 'demo@wholesale.test', subject: 'Hello', message: 'Hi there' } };
    expect(ok(await pair.demoDef.post('/_api/contact', body))).toEqual({ success: true });
    expect(ok(await pair.demoAlt.post('/_api/contact', body))).toBe(1);
  });
});
