import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { successSchema } from '../../../contract/schemas/common';
import { globalSchema } from '../../../contract/schemas/shop';
import { loginAnswer, signupAnswer } from '../../../server/wire/auth';
import { fieldErrors, storeErrorOf } from '../support/errors';
import { DEMO_CUSTOMER, guest, startTestStore, type TestClient, type TestStore } from '../support/store';

let store: TestStore;
let client: TestClient;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());
beforeEach(async () => {
  client = await guest(store);
});

const login = (body: Record<string, unknown>) => client.post('/_api/auth/login', { is_remember: false, ...body });
const signup = (body: Record<string, unknown>) =>
  client.post('/_api/auth/signup', { first_name: 'Nur', last_name: 'Aziz', password: 'secret12', ...body });

describe('POST /_api/auth/login', () => {
  it('logs in with a lowercased email and echoes a same-site redirect_url', async () => {
    const response = await login({ email: '  Demo@Wholesale.TEST ', password: DEMO_CUSTOMER.password, redirect_url: '/order/abc?x=1' });
    expect(response.status).toBe(200);
    expect(loginAnswer.default.parse(response.body).redirect_url).toBe('/order/abc?x=1');
    const global = globalSchema.parse((await client.get('/_api/global')).body);
    expect(global.customer?.email).toBe(DEMO_CUSTOMER.email);
  });

  it.each(['https://evil.test/steal', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', 'order'])(
    'answers redirect_url / for the off-site target %s',
    async (target) => {
      const response = await login({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, redirect_url: target });
      expect(loginAnswer.default.parse(response.body).redirect_url).toBe('/');
    },
  );

  it('refuses wrong credentials with Laravel wording and does not log in', async () => {
    const wrong = await login({ email: DEMO_CUSTOMER.email, password: 'wrong-password' });
    expect(fieldErrors(wrong)).toEqual({ email: ['These credentials do not match our records.'] });
    const unknown = await login({ email: 'nobody@wholesale.test', password: 'whatever' });
    expect(fieldErrors(unknown)).toEqual({ email: ['These credentials do not match our records.'] });
    expect(globalSchema.parse((await client.get('/_api/global')).body).customer).toBeNull();
  });

  it('validates email and password', async () => {
    expect(fieldErrors(await login({}))).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
    expect(fieldErrors(await login({ email: 'not-an-email', password: 'x' }))).toEqual({
      email: ['The email field must be a valid email address.'],
    });
  });

  it('locks an email out for a minute after five failures', async () => {
    const email = 'other@wholesale.test';
    for (let i = 0; i < 5; i += 1) expect((await login({ email, password: 'bad' })).status).toBe(422);
    const locked = await login({ email, password: 'other1234' });
    expect(locked.status).toBe(429);
    expect(fieldErrors({ ...locked, status: 422 }).email?.[0]).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    store.control.advanceTime(61_000);
    expect((await login({ email, password: 'other1234' })).status).toBe(200);
  });
});

describe('sign-up and activation', () => {
  it('refuses sign-up with 403 Error_Message when the shop has it off', async () => {
    store.control.setShop({ is_customer_signup: false });
    try {
      const response = await signup({ email: 'off@wholesale.test' });
      expect(response.status).toBe(403);
      expect(storeErrorOf(response).Error_Message).toBe('Customer sign up is not available for this store.');
    } finally {
      store.control.setShop({ is_customer_signup: true });
    }
  });

  it('validates the sign-up fields and refuses a taken email', async () => {
    expect(fieldErrors(await client.post('/_api/auth/signup', {}))).toEqual({
      first_name: ['The first name field is required.'],
      last_name: ['The last name field is required.'],
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
    const long = await signup({ first_name: 'x'.repeat(46), email: 'bad@', password: '12345' });
    expect(fieldErrors(long)).toEqual({
      first_name: ['The first name field must not be greater than 45 characters.'],
      email: ['The email field must be a valid email address.'],
      password: ['The password field must be at least 6 characters.'],
    });
    expect(fieldErrors(await signup({ email: 'DEMO@wholesale.test' }))).toEqual({ email: ['The email has already been taken.'] });
  });

  it('creates an inactive account, mails an activation link, and the link activates it once', async () => {
    const email = 'new.buyer@wholesale.test';
    const response = await signup({ email: 'New.Buyer@Wholesale.test' });
    expect(response.status).toBe(200);
    expect(signupAnswer.default.parse(response.body)).toEqual({
      redirect_url: '/login',
      message: 'Your account has been created. Please check your email for the activation link.',
    });

    const inactive = await login({ email, password: 'secret12' });
    expect(fieldErrors(inactive).email?.[0]).toMatch(/not been activated/);

    const link = store.control.lastLink(email, 'activation');
    expect(link).toMatch(new RegExp(`^${store.url}/activation\\?token=[\\w-]{40,}$`));
    const token = new URL(link ?? '').searchParams.get('token');
    expect(successSchema.parse((await client.post('/_api/auth/activation/verify', { token })).body).success).toBe(true);
    expect(successSchema.parse((await client.post('/_api/auth/activation', { token })).body).success).toBe(true);

    expect((await login({ email, password: 'secret12' })).status).toBe(200);
    expect(fieldErrors(await client.post('/_api/auth/activation', { token }))).toEqual({
      token: ['This activation link is invalid or has expired.'],
    });
    expect((await client.post('/_api/auth/activation/verify', { token })).status).toBe(422);
  });

  it('refuses an expired activation token and an unknown one', async () => {
    const email = 'late.buyer@wholesale.test';
    expect((await signup({ email })).status).toBe(200);
    const token = new URL(store.control.lastLink(email, 'activation') ?? '').searchParams.get('token');
    store.control.advanceTime(24 * 60 * 60 * 1000 + 1000);
    await client.get('/_api/global'); // the idle guest session ended too: pick up a new XSRF token
    expect((await client.post('/_api/auth/activation/verify', { token })).status).toBe(422);
    expect(fieldErrors(await client.post('/_api/auth/activation', { token })).token).toBeDefined();
    expect((await client.post('/_api/auth/activation', { token: 'made-up' })).status).toBe(422);
    expect(fieldErrors(await client.post('/_api/auth/activation', {}))).toEqual({ token: ['The token field is required.'] });
    expect((await login({ email, password: 'secret12' })).status).toBe(422);
  });

  it('expireTokens() makes a fresh activation link useless', async () => {
    const email = 'expired.by.control@wholesale.test';
    await signup({ email });
    const token = new URL(store.control.lastLink(email, 'activation') ?? '').searchParams.get('token');
    store.control.expireTokens();
    expect((await client.post('/_api/auth/activation', { token })).status).toBe(422);
  });
});

describe('POST /_api/auth/logout', () => {
  it('logs out and a customer-only call then answers 401', async () => {
    await client.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect((await client.get('/_api/account')).status).toBe(200);
    expect(successSchema.parse((await client.post('/_api/auth/logout')).body).success).toBe(true);
    expect((await client.get('/_api/account')).status).toBe(401);
  });
});
