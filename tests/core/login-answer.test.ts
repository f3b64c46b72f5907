import { describe, expect, it } from 'vitest';
import { contract } from '../../contract/contract';
import { fixtureCores } from './support/fixture-core';
import { globalBody, globalWithXsrf, type Hit } from './support/fixture-server';

/**
 * The login's answer carries the customer, read right after the login; the store's login gets only
 * its own fields, and no screen's data is read for the page (the page asks for its next screen).
 */
const start = fixtureCores();

const CUSTOMER = { id: 7, email: 'buyer@shop.test', first_name: 'Ana', last_name: 'Lim', currency: 'MYR' };
const LOGIN = { email: 'buyer@shop.test', password: 'x', is_remember: false };
const signedIn = (value: string) => `store_session=${value}; Path=/; HttpOnly`;
const bodyOf = (hit: Hit) => JSON.parse(hit.body.toString('utf8')) as unknown;

function coreOn(global: 'answers' | 'fails') {
  let loggedIn = false;
  return start({
    'GET /_api/global': (hit, n) => (!loggedIn ? globalWithXsrf(hit, n) : global === 'answers' ? { body: globalBody(CUSTOMER) } : { status: 500, body: {} }),
    'POST /_api/auth/login': () => {
      loggedIn = true;
      return { headers: { 'set-cookie': signedIn('new') }, body: { redirect_url: '/' } };
    },
    'GET /_api/ws/products': () => ({ body: { products: [] } }),
    // The catalogue walk a login starts reads the list too: held off, so any list read here would be the login's.
  }, { timeouts: { firstIndexWalk: 60_000, firstOrderCheck: 60_000 } });
}

describe('a login', () => {
  it('answers with the customer read under the new session; the store gets only the login fields; no list is read', async () => {
    const { handlers, fixture } = await coreOn('answers');
    const answer = await handlers['auth:login'](LOGIN);
    expect(answer).toMatchObject({ ok: true, data: { global: { customer: { email: CUSTOMER.email } } } });
    expect(answer.ok && 'products' in answer.data).toBe(false);
    expect(bodyOf(fixture.hitsOn('POST', '/_api/auth/login')[0]!)).toEqual(LOGIN);
    expect(fixture.hitsOn('GET', '/_api/global').at(-1)!.headers.cookie).toContain('store_session=new');
    expect(fixture.hitsOn('GET', '/_api/ws/products')).toHaveLength(0);
  });

  it('answers a customer read that failed as null and still logs in (the page asks again)', async () => {
    const { handlers } = await coreOn('fails');
    const answer = await handlers['auth:login'](LOGIN);
    expect(answer).toMatchObject({ ok: true, data: { global: null } });
  });

  it('takes no screen\'s input: a page still sending the list page along is refused at the bridge', () => {
    expect(contract['auth:login'].input.safeParse({ ...LOGIN, list_page: { page: 1 } }).success).toBe(false);
    expect(contract['auth:login'].input.safeParse(LOGIN).success).toBe(true);
  });
});
