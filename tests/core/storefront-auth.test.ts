import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../electron/core/index';
import type { RunningStorefront } from '../../server/index';
import { testDeps } from './support/deps';
import { startTestStore } from './support/storefront';

let store: RunningStorefront;
let core: Core;
beforeAll(async () => {
  store = await startTestStore();
  core = createCore(testDeps({ storeUrlOverride: store.url }));
});
afterAll(async () => {
  core.dispose();
  await store.close();
});

/** The token of the newest mailed link of a kind (activation or reset). */
function mailedToken(email: string, kind: 'activation' | 'reset'): string {
  const link = store.control.lastLink(email, kind);
  if (!link) throw new Error(`no ${kind} mail for ${email}`);
  const url = new URL(link);
  return url.searchParams.get('token') ?? url.searchParams.get('reset_token') ?? '';
}

describe('account life cycle against the reference storefront', () => {
  const email = 'new.buyer@wholesale.test';

  it('signs up, verifies and uses the activation token once, then logs in', async () => {
    const h = core.handlers;
    const signup = await h['auth:signup']({ first_name: 'New', last_name: 'Buyer', email, password: 'secret12' });
    expect(signup).toMatchObject({ ok: true, data: { redirect_url: expect.any(String) } });
    const token = mailedToken(email, 'activation');
    expect(await h['auth:verifyActivation']({ token })).toEqual({ ok: true, data: { success: true } });
    expect(await h['auth:activate']({ token })).toEqual({ ok: true, data: { success: true } });
    expect((await h['auth:activate']({ token })).ok).toBe(false); // single use
    expect((await h['auth:login']({ email, password: 'secret12', is_remember: false })).ok).toBe(true);
    await h['auth:logout']({});
  });

  it('resets a forgotten password through the mailed link', async () => {
    const h = core.handlers;
    expect(await h['auth:forgotPassword']({ email })).toEqual({ ok: true, data: { success: true } });
    const token = mailedToken(email, 'reset');
    expect(await h['auth:verifyReset']({ token })).toEqual({ ok: true, data: { success: true, recover_email: email } });
    const reset = await h['auth:resetPassword']({ password: 'newsecret1', password_confirmation: 'newsecret1', recover_email: email, token });
    expect(reset).toEqual({ ok: true, data: { success: true } });
    expect((await h['auth:login']({ email, password: 'secret12', is_remember: false })).ok).toBe(false);
    expect((await h['auth:login']({ email, password: 'newsecret1', is_remember: false })).ok).toBe(true);
  });

  it('answers a bad token with a failure the screen can show', async () => {
    const result = await core.handlers['auth:verifyReset']({ token: 'not-a-real-token' });
    expect(result.ok).toBe(false);
    expect(result.ok || result.error.message.length).toBeGreaterThan(0);
  });
});
