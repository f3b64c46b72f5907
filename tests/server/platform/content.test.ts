import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { z } from 'zod';
import { countriesSchema, provincesSchema } from '../../../contract/schemas/account';
import { successSchema } from '../../../contract/schemas/common';
import { dictionarySchema, globalSchema, legalListSchema, legalPageSchema } from '../../../contract/schemas/shop';
import enUS from '../../../resources/locales/en_US/index';
import { fieldErrors, storeErrorOf } from '../support/errors';
import { DEMO_CUSTOMER, loggedIn, startTestStore, type TestClient, type TestStore } from '../support/store';

let store: TestStore;
let demo: TestClient;
beforeAll(async () => {
  store = await startTestStore();
  demo = await loggedIn(store);
});
afterAll(() => store.close());

describe('GET /_api/global', () => {
  it('answers the shop settings and no customer to a guest', async () => {
    const global = globalSchema.parse((await store.newClient().get('/_api/global')).body);
    expect(global.customer ?? null).toBeNull();
    expect(global.wholesale).toMatchObject({
      name: 'Harbour Wholesale Supply', status: 1, is_enabled: true, plan_id: 6, currency: 'MYR', locale: 'en_US',
      min_purchase_amount: 100, is_allow_preorder: true, is_allow_payment: true, is_customer_signup: true,
      is_display_retail_price: true, address2_mode: 'optional', pricelist: { name: 'Trade A', is_enabled: true, rules: [] },
    });
    expect(global.wholesale.logo_url).toBe(`${store.url}/images/logo.svg`);
  });

  it('writes image addresses on the address it was reached at, when that is this computer (a pass-through in front of it)', async () => {
    const logoFor = async (headers: Record<string, string>) => {
      const answer = await fetchWithHeaders(`${store.url}/_api/global`, headers);
      return globalSchema.parse(answer).wholesale.logo_url;
    };
    expect(await logoFor({ 'x-forwarded-host': '127.0.0.1:40811' })).toBe('http://127.0.0.1:40811/images/logo.svg');
    expect(await logoFor({ host: 'localhost:40811' })).toBe('http://localhost:40811/images/logo.svg');
    // Any other name is not trusted: the store's own address.
    expect(await logoFor({ 'x-forwarded-host': 'shop.example.test' })).toBe(`${store.url}/images/logo.svg`);
  });

  it('answers the logged-in customer', async () => {
    const global = globalSchema.parse((await demo.get('/_api/global')).body);
    expect(global.customer).toMatchObject({ email: DEMO_CUSTOMER.email, first_name: 'Mei Ling', wholesale_enabled: true, currency: 'MYR' });
  });

  it('still answers the shop when it is disabled, so the client can show maintenance', async () => {
    store.control.setShop({ is_enabled: false, status: 0 });
    try {
      const response = await store.newClient().get('/_api/global');
      expect(response.status).toBe(200);
      expect(globalSchema.parse(response.body).wholesale).toMatchObject({ is_enabled: false, status: 0 });
    } finally {
      store.control.setShop({ is_enabled: true, status: 1 });
    }
  });
});

describe('GET /_api/locale/{locale}', () => {
  it('serves the bundled English dictionary for en_US', async () => {
    const response = await store.newClient().get('/_api/locale/en_US');
    expect(dictionarySchema.parse(response.body)).toEqual(enUS);
  });

  it('serves the Malay dictionary for ms_MY', async () => {
    const dictionary = dictionarySchema.parse((await store.newClient().get('/_api/locale/ms_MY')).body);
    expect(Object.keys(dictionary).length).toBeGreaterThan(0);
  });

  it('answers No_Result_Found for an unknown locale', async () => {
    const response = await store.newClient().get('/_api/locale/xx_XX');
    expect(response.status).toBe(404);
    expect(storeErrorOf(response).No_Result_Found).toBe('No record found.');
  });
});

describe('legal policies and pages', () => {
  it('lists the four policies with their /legal urls', async () => {
    const { policies } = legalListSchema.parse((await store.newClient().get('/_api/legal')).body);
    expect(policies.map((p) => p.url)).toEqual([
      '/legal/privacy-policy', '/legal/terms-of-service', '/legal/refund-policy', '/legal/shipping-policy',
    ]);
  });

  it.each(['privacy-policy', 'shipping-policy', 'about-us', 'delivery-areas'])('serves the page %s', async (handle) => {
    const { page } = legalPageSchema.parse((await store.newClient().get(`/_api/legal/${handle}`)).body);
    expect(page.handle).toBe(handle);
    expect(page.body_html).toMatch(/^<h2>/);
    expect(Number.isNaN(Date.parse(page.updated_at ?? ''))).toBe(false);
  });

  it('answers No_Result_Found for an unknown handle, and for the list when there are no policies', async () => {
    expect(storeErrorOf(await store.newClient().get('/_api/legal/nope')).No_Result_Found).toBe('No record found.');
    store.ctx.db.prepare("UPDATE pages SET kind = 'page' WHERE kind = 'policy'").run();
    try {
      const response = await store.newClient().get('/_api/legal');
      expect(response.status).toBe(404);
      expect(storeErrorOf(response).No_Result_Found).toBe('No record found.');
    } finally {
      store.ctx.db.prepare("UPDATE pages SET kind = 'policy' WHERE handle LIKE '%-policy' OR handle = 'terms-of-service'").run();
    }
  });
});

describe('countries and provinces', () => {
  it('lists every ISO country', async () => {
    const { countries } = countriesSchema.parse((await store.newClient().get('/_api/get-country')).body);
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ country_code: 'MY', country_name: 'Malaysia' });
  });

  it.each([
    ['ID', { code: 'ID-JK', name: 'Jakarta Raya' }],
    ['MY', { code: 'MY-14', name: 'Wilayah Persekutuan (Kuala Lumpur)' }],
    ['TW', { code: 'TW-TPE', name: 'Taipei' }],
  ])('lists the provinces of %s with ISO 3166-2 codes', async (country, expected) => {
    const { provinces } = provincesSchema.parse((await store.newClient().get('/_api/get-province', { country_code: country })).body);
    expect(provinces).toContainEqual(expected);
  });

  it('answers an empty list for an unknown country and 422 without one', async () => {
    const client = store.newClient();
    expect(provincesSchema.parse((await client.get('/_api/get-province', { country_code: 'ZZ' })).body).provinces).toEqual([]);
    expect(fieldErrors(await client.get('/_api/get-province'))).toEqual({ country_code: ['The country code field is required.'] });
  });
});

describe('POST /_api/contact', () => {
  const message = { name: 'Mei Ling Tan', email: DEMO_CUSTOMER.email, subject: 'Bulk order', message: 'Do you ship to Ipoh?' };

  it('answers 401 without a login', async () => {
    const guest = store.newClient();
    await guest.get('/_api/global');
    expect((await guest.post('/_api/contact', message)).status).toBe(401);
  });

  it('validates name, subject and message, and fixes the email to the account', async () => {
    expect(fieldErrors(await demo.post('/_api/contact', { email: DEMO_CUSTOMER.email }))).toEqual({
      name: ['The name field is required.'],
      subject: ['The subject field is required.'],
      message: ['The message field is required.'],
    });
    expect(fieldErrors(await demo.post('/_api/contact', { ...message, email: 'someone@else.test' }))).toEqual({
      email: ['The selected email is invalid.'],
    });
  });

  it('stores the message and mails the shop owner', async () => {
    expect(successSchema.parse((await demo.post('/_api/contact', message)).body).success).toBe(true);
    const mail = store.control.outbox()[0];
    expect(mail).toMatchObject({ to: 'orders@harbour-wholesale.test', subject: '[Contact] Bulk order' });
    expect(mail?.body).toContain('Do you ship to Ipoh?');
    expect(store.ctx.db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get()).toEqual({ n: 1 });
  });
});

describe('demo extras', () => {
  it('serves the logo as SVG', async () => {
    const response = await store.newClient().get('/images/logo.svg');
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.body).toContain('Harbour');
  });

  it('does not mount /__test without testControl', async () => {
    expect((await store.newClient().post('/__test/outbox', { args: [] })).status).toBe(404);
  });
});

describe('test control over HTTP', () => {
  it('calls control methods with { args } and answers { result }', async () => {
    const controlled = await startTestStore({ testControl: true, products: 1 });
    try {
      const client = controlled.newClient();
      const methods = z.object({ methods: z.array(z.string()) }).parse((await client.get('/__test')).body).methods;
      expect(methods).toEqual(expect.arrayContaining(['setShop', 'outbox', 'lastLink', 'expireTokens', 'advanceTime']));
      expect((await client.post('/__test/setShop', { args: [{ name: 'Renamed Store' }] })).status).toBe(200);
      expect(globalSchema.parse((await client.get('/_api/global')).body).wholesale.name).toBe('Renamed Store');
      expect((await client.post('/__test/noSuchMethod', {})).status).toBe(404);
    } finally {
      await controlled.close();
    }
  });
});

/** GET with Host or X-Forwarded-Host of our choosing (fetch sets its own Host): as a pass-through in front of the store sends them. */
function fetchWithHeaders(url: string, headers: Record<string, string>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(JSON.parse(body) as unknown));
    });
    sent.on('error', reject);
    sent.end();
  });
}
