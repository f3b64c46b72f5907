import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountSchema } from '../../../contract/schemas/account';
import { successSchema } from '../../../contract/schemas/common';
import { fieldErrors } from '../support/errors';
import { DEMO_CUSTOMER, loggedIn, startTestStore, type TestClient, type TestStore } from '../support/store';

let store: TestStore;
let demo: TestClient;
beforeAll(async () => {
  store = await startTestStore();
  demo = await loggedIn(store);
});
afterAll(() => store.close());

describe('GET /_api/account', () => {
  it('answers 401 without a login', async () => {
    const response = await store.newClient().get('/_api/account');
    expect(response.status).toBe(401);
    expect(z.object({ message: z.literal('Unauthenticated.') }).parse(response.body)).toBeTruthy();
  });

  it("answers the customer's details, addresses (primary first) and orders", async () => {
    const response = await demo.get('/_api/account');
    expect(response.status).toBe(200);
    const { account, orders } = accountSchema.parse(response.body);
    expect(account).toMatchObject({ first_name: 'Mei Ling', last_name: 'Tan', email: DEMO_CUSTOMER.email });
    expect(account.addresses.map((a) => a.country_code)).toEqual(['MY', 'ID', 'TW']);
    expect(account.addresses.filter((a) => a.is_primary)).toHaveLength(1);
    expect(account.addresses[0]).toMatchObject({ city: 'Kuala Lumpur', province_code: 'MY-14', is_primary: true });
    expect(account.addresses[1]?.city).toBe('Kebayoran Baru, Kota Jakarta Selatan');
    expect(Array.isArray(orders)).toBe(true);
  });
});

describe('POST /_api/account/details (password change)', () => {
  const change = (body: Record<string, unknown>) =>
    demo.post('/_api/account/details', { email: DEMO_CUSTOMER.email, password1: DEMO_CUSTOMER.password, ...body });

  it('answers 401 without a login', async () => {
    const guest = store.newClient();
    await guest.get('/_api/global');
    expect((await guest.post('/_api/account/details', {})).status).toBe(401);
  });

  it('requires all three passwords', async () => {
    expect(fieldErrors(await demo.post('/_api/account/details', { email: DEMO_CUSTOMER.email }))).toEqual({
      password1: ['The password1 field is required.'],
      password2: ['The password2 field is required.'],
      password3: ['The password3 field is required.'],
    });
  });

  it('applies min 6 and the confirmation match', async () => {
    expect(fieldErrors(await change({ password2: '12345', password3: '12345' }))).toEqual({
      password2: ['The password2 field must be at least 6 characters.'],
    });
    expect(fieldErrors(await change({ password2: 'abcdef', password3: 'abcdeg' }))).toEqual({
      password3: ['The password3 field must match password2.'],
    });
  });

  it('refuses a wrong current password and an email that is not the account', async () => {
    expect(fieldErrors(await change({ password1: 'not-it', password2: 'abcdef', password3: 'abcdef' }))).toEqual({
      password1: ['The password is incorrect.'],
    });
    expect(fieldErrors(await change({ email: 'other@wholesale.test', password2: 'abcdef', password3: 'abcdef' }))).toEqual({
      email: ['The selected email is invalid.'],
    });
  });

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const response = await change({ password2: 'n3w-pass', password3: 'n3w-pass' });
    expect(successSchema.parse(response.body).success).toBe(true);
    expect((await store.newClient().login(DEMO_CUSTOMER.email, 'n3w-pass')).status).toBe(200);
    await expect(store.newClient().login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).rejects.toThrow(/422/);
    // Put it back for the other tests of this file.
    await demo.post('/_api/account/details', {
      email: DEMO_CUSTOMER.email, password1: 'n3w-pass', password2: DEMO_CUSTOMER.password, password3: DEMO_CUSTOMER.password,
    });
  });
});
