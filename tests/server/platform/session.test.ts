import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { globalSchema } from '../../../contract/schemas/shop';
import { DEMO_CUSTOMER, parseSetCookie, startTestStore, type TestStore } from '../support/store';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

const messageSchema = z.object({ message: z.string() });
const cookieLine = (lines: string[], name: string) => {
  const line = lines.find((l) => l.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(lines)}`);
  return parseSetCookie(line);
};

describe('session and XSRF cookies', () => {
  it('sets an HttpOnly session cookie and a readable, URL-encoded XSRF-TOKEN cookie', async () => {
    const response = await store.newClient().get('/_api/global');
    expect(response.status).toBe(200);
    const session = cookieLine(response.setCookies, 'wholesale_session');
    expect(session.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(session.attributes['max-age']).toBeUndefined();
    const xsrf = cookieLine(response.setCookies, 'XSRF-TOKEN');
    expect(xsrf.attributes.httponly).toBeUndefined();
    expect(xsrf.value).toContain('%3D'); // base64 padding, encoded like Laravel's
    expect(decodeURIComponent(xsrf.value)).toMatch(/^[A-Za-z0-9+/]+=$/);
  });

  it('sets the XSRF-TOKEN cookie on every response, errors included', async () => {
    const client = store.newClient();
    await client.get('/_api/global');
    const token = client.cookie('XSRF-TOKEN');
    for (const response of [await client.get('/_api/legal'), await client.get('/_api/account'), await client.get('/no-such-route')]) {
      expect(decodeURIComponent(cookieLine(response.setCookies, 'XSRF-TOKEN').value)).toBe(token);
    }
  });

  it('answers 419 to a write without the X-XSRF-TOKEN header, with a wrong one, or without a session', async () => {
    const client = store.newClient();
    await client.get('/_api/global');
    const body = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, is_remember: false };
    const missing = await client.post('/_api/auth/login', body, { xsrf: false });
    expect(missing.status).toBe(419);
    expect(messageSchema.parse(missing.body).message).toBe('CSRF token mismatch.');
    expect((await client.post('/_api/auth/login', body, { xsrf: 'not-the-token' })).status).toBe(419);
    const stranger = store.newClient();
    expect((await stranger.post('/_api/auth/login', body, { xsrf: client.cookie('XSRF-TOKEN') })).status).toBe(419);
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await client.request(method, '/_api/account/addresses/1', { xsrf: false })).status).toBe(419);
    }
  });

  it('accepts the decoded cookie value and also the raw encoded one', async () => {
    const client = store.newClient();
    await client.get('/_api/global');
    const creds = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, is_remember: false };
    expect((await client.post('/_api/auth/login', creds, { xsrf: client.rawCookie('XSRF-TOKEN') })).status).toBe(200);
  });

  it('gives a remembered login a five-year cookie and a plain login a browser-session cookie', async () => {
    const remembered = await store.newClient().login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, true);
    const maxAge = Number(cookieLine(remembered.setCookies, 'wholesale_session').attributes['max-age']);
    expect(maxAge).toBeGreaterThan(4.9 * 365 * 24 * 3600);
    const plain = await store.newClient().login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, false);
    expect(cookieLine(plain.setCookies, 'wholesale_session').attributes['max-age']).toBeUndefined();
  });

  it('issues a new session id on login: the pre-login cookie does not carry the login', async () => {
    const client = store.newClient();
    await client.get('/_api/global');
    const before = client.rawCookie('wholesale_session') ?? '';
    await client.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(client.rawCookie('wholesale_session')).not.toBe(before);
    const attacker = store.newClient();
    attacker.setCookie('wholesale_session', before);
    expect((await attacker.get('/_api/account')).status).toBe(401);
  });

  it('ends a plain login after two idle hours but keeps a remembered one', async () => {
    const plain = store.newClient();
    await plain.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, false);
    const remembered = store.newClient();
    await remembered.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, true);
    store.control.advanceTime(90 * 60 * 1000);
    expect((await plain.get('/_api/account')).status).toBe(200); // activity renews the idle window
    store.control.advanceTime(2 * 60 * 60 * 1000 + 1000);
    expect((await plain.get('/_api/account')).status).toBe(401);
    expect((await remembered.get('/_api/account')).status).toBe(200);
  });

  it('logout deletes the session on the server: the old cookie then gets 401', async () => {
    const client = store.newClient();
    await client.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const oldCookie = client.rawCookie('wholesale_session') ?? '';
    const logout = await client.post('/_api/auth/logout');
    expect(logout.status).toBe(200);
    expect(globalSchema.parse((await client.get('/_api/global')).body).customer).toBeNull();
    const replay = store.newClient();
    replay.setCookie('wholesale_session', oldCookie);
    const response = await replay.get('/_api/account');
    expect(response.status).toBe(401);
    expect(messageSchema.parse(response.body).message).toBe('Unauthenticated.');
  });
});

describe('error replies are JSON', () => {
  it('answers an unknown route with 404 JSON', async () => {
    const response = await store.newClient().get('/_api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ errors: { No_Result_Found: 'No record found.' } });
  });

  it('answers a malformed JSON body with 400 and a message', async () => {
    const client = store.newClient();
    await client.get('/_api/global');
    const response = await client.post('/_api/auth/login', '{"email": ', { contentType: 'application/json' });
    expect(response.status).toBe(400);
    expect(messageSchema.parse(response.body).message).toBe('The request body is not valid JSON.');
  });

  it('answers an oversized body with 413 and a message', async () => {
    const client = store.newClient();
    await client.get('/_api/global');
    const response = await client.post('/_api/contact', { message: 'x'.repeat(1_100_000) });
    expect(response.status).toBe(413);
    expect(messageSchema.parse(response.body).message).toBe('The request is too large.');
  });

  it('reads an empty JSON body as no input (logout without a body)', async () => {
    const client = store.newClient();
    await client.get('/_api/global');
    const response = await client.post('/_api/auth/logout', '', { contentType: 'application/json' });
    expect(response.status).toBe(200);
  });
});
