import { describe, expect, it } from 'vitest';
import { fixtureCores } from './support/fixture-core';
import { globalBody, globalWithXsrf, type Hit, type Route } from './support/fixture-server';

/**
 * The login's answer carries what the next screen needs (the customer, the list's first page),
 * read beside each other after the login; the store's login itself gets only its own fields.
 */
const start = fixtureCores();

const CUSTOMER = { id: 7, email: 'buyer@shop.test', first_name: 'Ana', last_name: 'Lim', currency: 'MYR' };
const LOGIN = { email: 'buyer@shop.test', password: 'x', is_remember: false };
const LIST_PAGE = { sort_by: 'created_at.asc' as const, page: 1 };
const signedIn = (value: string) => `store_session=${value}; Path=/; HttpOnly`;
const bodyOf = (hit: Hit) => JSON.parse(hit.body.toString('utf8')) as unknown;

function coreOn(products: Route) {
  let loggedIn = false;
  return start({
    'GET /_api/global': (hit, n) => (loggedIn ? { body: globalBody(CUSTOMER) } : globalWithXsrf(hit, n)),
    'POST /_api/auth/login': () => {
      loggedIn = true;
      return { headers: { 'set-cookie': signedIn('new') }, body: { redirect_url: '/' } };
    },
    'GET /_api/ws/products': products,
    // The catalogue walk a login starts reads the list too: held off, so the list's reads here are the login's.
  }, { timeouts: { firstIndexWalk: 60_000, firstOrderCheck: 60_000 } });
}

describe('a login asked with the list page it leads to', () => {
  it('answers with the customer and that page, read under the new session; the store gets only the login fields', async () => {
    const { handlers, fixture } = await coreOn(() => ({ body: { products: [], total_pages: 3, current_pages: 1 } }));
    const answer = await handlers['auth:login']({ ...LOGIN, list_page: LIST_PAGE });
    expect(answer).toMatchObject({ ok: true, data: { global: { customer: { email: CUSTOMER.email } }, products: { total_pages: 3 } } });
    expect(bodyOf(fixture.hitsOn('POST', '/_api/auth/login')[0]!)).toEqual(LOGIN);
    const [page] = fixture.hitsOn('GET', '/_api/ws/products');
    expect(Object.fromEntries(page!.query)).toEqual({ sort_by: 'created_at.asc', page: '1' });
    expect(page!.headers.cookie).toContain('store_session=new');
    // Answered with the login: a later visit to the list asks the store.
    await handlers['catalog:products'](LIST_PAGE);
    expect(fixture.hitsOn('GET', '/_api/ws/products')).toHaveLength(2);
  });

  it('answers a page the store refused as null and still logs in (the list asks again and shows why)', async () => {
    const { handlers } = await coreOn(() => ({ status: 400, body: { message: 'Your price list is being updated.' } }));
    const answer = await handlers['auth:login']({ ...LOGIN, list_page: LIST_PAGE });
    expect(answer).toMatchObject({ ok: true, data: { products: null, global: { customer: { email: CUSTOMER.email } } } });
  });

  it('does not wait for a store slow with its list: the page comes null and the list\'s own call takes the read already out', async () => {
    const { handlers, fixture } = await coreOn(() => ({ body: { products: [], total_pages: 2 }, delayMs: 800 }));
    const answer = await handlers['auth:login']({ ...LOGIN, list_page: LIST_PAGE });
    expect(answer).toMatchObject({ ok: true, data: { global: { customer: { email: CUSTOMER.email } }, products: null } });
    expect(await handlers['catalog:products'](LIST_PAGE)).toMatchObject({ ok: true, data: { total_pages: 2 } });
    expect(fixture.hitsOn('GET', '/_api/ws/products')).toHaveLength(1);
    // Handed once: the next visit asks the store.
    await handlers['catalog:products'](LIST_PAGE);
    expect(fixture.hitsOn('GET', '/_api/ws/products')).toHaveLength(2);
  });

  it('reads no page when none is asked for', async () => {
    const { handlers, fixture } = await coreOn(() => ({ body: { products: [] } }));
    const answer = await handlers['auth:login'](LOGIN);
    expect(answer).toMatchObject({ ok: true, data: { products: null } });
    expect(fixture.hitsOn('GET', '/_api/ws/products')).toHaveLength(0);
  });
});
