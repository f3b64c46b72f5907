import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetVerifiedSchema } from '../../../contract/schemas/auth';
import { successSchema } from '../../../contract/schemas/common';
import { fieldErrors } from '../support/errors';
import { guest, OTHER_CUSTOMER, startTestStore, type TestClient, type TestStore } from '../support/store';

let store: TestStore;
let client: TestClient;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());
beforeEach(async () => {
  // Each test starts after the one-minute resend window of the previous one, with a fresh guest session.
  store.control.advanceTime(61_000);
  client = await guest(store);
});

const email = OTHER_CUSTOMER.email;
let password: string = OTHER_CUSTOMER.password;

async function requestResetToken(): Promise<string> {
  const response = await client.post('/_api/auth/forgot-password', { email: email.toUpperCase() });
  expect(successSchema.parse(response.body).success).toBe(true);
  const link = store.control.lastLink(email, 'reset');
  expect(link).toMatch(new RegExp(`^${store.url}/reset-password\\?reset_token=[\\w-]{40,}$`));
  return new URL(link ?? '').searchParams.get('reset_token') ?? '';
}

const reset = (body: Record<string, unknown>) => client.post('/_api/auth/reset-password', body);

describe('forgot password', () => {
  it('validates the email and refuses an unknown one with Laravel wording', async () => {
    expect(fieldErrors(await client.post('/_api/auth/forgot-password', {}))).toEqual({ email: ['The email field is required.'] });
    expect(fieldErrors(await client.post('/_api/auth/forgot-password', { email: 'x@' }))).toEqual({
      email: ['The email field must be a valid email address.'],
    });
    expect(fieldErrors(await client.post('/_api/auth/forgot-password', { email: 'nobody@wholesale.test' }))).toEqual({
      email: ["We can't find a user with that email address."],
    });
  });

  it('mails one link a minute', async () => {
    await requestResetToken();
    const again = await client.post('/_api/auth/forgot-password', { email });
    expect(fieldErrors(again)).toEqual({ email: ['Please wait before retrying.'] });
  });
});

describe('reset password', () => {
  it('verifies the token, resets once, ends old sessions, and the new password logs in', async () => {
    const loggedIn = store.newClient();
    await loggedIn.login(email, password);
    const token = await requestResetToken();

    const verified = resetVerifiedSchema.parse((await client.post('/_api/auth/reset-password/verify', { token })).body);
    expect(verified).toEqual({ success: true, recover_email: email });

    const body = { token, recover_email: email, password: 'fresh-pass', password_confirmation: 'fresh-pass' };
    expect(successSchema.parse((await reset(body)).body).success).toBe(true);
    password = 'fresh-pass';

    expect((await loggedIn.get('/_api/account')).status).toBe(401);
    expect((await store.newClient().login(email, 'fresh-pass')).status).toBe(200);
    const oldPassword = store.newClient();
    await oldPassword.get('/_api/global');
    expect((await oldPassword.post('/_api/auth/login', { email, password: OTHER_CUSTOMER.password, is_remember: false })).status).toBe(422);

    expect(fieldErrors(await reset({ ...body, password: 'another1', password_confirmation: 'another1' }))).toEqual({
      email: ['This password reset token is invalid.'],
    });
    expect(fieldErrors(await client.post('/_api/auth/reset-password/verify', { token }))).toEqual({
      token: ['This password reset token is invalid.'],
    });
  });

  it('applies the password rules', async () => {
    const token = await requestResetToken();
    expect(fieldErrors(await reset({ token, recover_email: email }))).toEqual({
      password: ['The password field is required.'],
      password_confirmation: ['The password confirmation field is required.'],
    });
    expect(fieldErrors(await reset({ token, recover_email: email, password: '12345', password_confirmation: '12345' }))).toEqual({
      password: ['The password field must be at least 6 characters.'],
      password_confirmation: ['The password confirmation field must be at least 6 characters.'],
    });
    expect(fieldErrors(await reset({ token, recover_email: email, password: 'abcdef', password_confirmation: 'abcdeg' }))).toEqual({
      password: ['The password field confirmation does not match.'],
    });
    // The token survived the failed attempts.
    expect((await client.post('/_api/auth/reset-password/verify', { token })).status).toBe(200);
  });

  it('refuses a token used with another email', async () => {
    const token = await requestResetToken();
    const response = await reset({ token, recover_email: 'demo@wholesale.test', password: 'hijack1', password_confirmation: 'hijack1' });
    expect(fieldErrors(response)).toEqual({ email: ['This password reset token is invalid.'] });
    expect((await store.newClient().login('demo@wholesale.test', 'demo1234')).status).toBe(200);
  });

  it('refuses a token after 60 minutes', async () => {
    const token = await requestResetToken();
    store.control.advanceTime(60 * 60 * 1000 + 1000);
    await client.get('/_api/global');
    expect((await client.post('/_api/auth/reset-password/verify', { token })).status).toBe(422);
    const response = await reset({ token, recover_email: email, password: 'late-pass', password_confirmation: 'late-pass' });
    expect(fieldErrors(response).email).toEqual(['This password reset token is invalid.']);
  });

  it('a newer link replaces the older one', async () => {
    const first = await requestResetToken();
    store.control.advanceTime(61_000);
    const second = await requestResetToken();
    expect((await client.post('/_api/auth/reset-password/verify', { token: first })).status).toBe(422);
    expect((await client.post('/_api/auth/reset-password/verify', { token: second })).status).toBe(200);
  });
});
