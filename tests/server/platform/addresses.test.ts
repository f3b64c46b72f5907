import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountSchema, type Address } from '../../../contract/schemas/account';
import { successSchema } from '../../../contract/schemas/common';
import { addressSavedAnswer } from '../../../server/wire/account';
import { fieldErrors, storeErrorOf } from '../support/errors';
import { loggedIn, startTestStore, type TestClient, type TestStore } from '../support/store';

let store: TestStore;
let demo: TestClient;
let other: TestClient;
beforeAll(async () => {
  store = await startTestStore();
  demo = await loggedIn(store);
  other = await loggedIn(store, 'other');
});
afterAll(() => store.close());
beforeEach(() => store.control.setShop({ address2_mode: 'optional' }));

const valid = {
  first_name: 'Ahmad', last_name: 'Ismail', phone: '+60 3-7954 1234', company: null,
  address1: '3, Jalan SS 2/24', address2: null, city: 'Petaling Jaya', zip: '47300',
  province: 'Selangor', province_code: 'MY-10', country: 'Malaysia', country_code: 'MY', is_primary: false,
};

const addressesOf = async (client: TestClient): Promise<Address[]> =>
  accountSchema.parse((await client.get('/_api/account')).body).account.addresses;
const create = (body: Record<string, unknown>, client = demo) => client.post('/_api/account/addresses/', { ...valid, ...body });

describe('creating and updating addresses', () => {
  it('creates an address and answers it', async () => {
    const response = await create({ company: 'SS2 Hardware' });
    expect(response.status).toBe(200);
    const saved = addressSavedAnswer.default.parse(response.body);
    expect(saved.address).toMatchObject({ city: 'Petaling Jaya', company: 'SS2 Hardware', is_primary: false, name: 'Ahmad Ismail' });
    expect((await addressesOf(demo)).map((a) => a.address_id)).toContain(saved.address.address_id);
  });

  it('makes a new primary address the only primary', async () => {
    const saved = addressSavedAnswer.default.parse((await create({ is_primary: true })).body).address;
    const all = await addressesOf(demo);
    expect(all.filter((a) => a.is_primary).map((a) => a.address_id)).toEqual([saved.address_id]);
    expect(all[0]?.address_id).toBe(saved.address_id);
  });

  it("makes a customer's first address primary", async () => {
    const fresh = store.newClient();
    await fresh.get('/_api/global');
    await fresh.post('/_api/auth/signup', { first_name: 'Lim', last_name: 'Wei', email: 'lim@wholesale.test', password: 'secret12' });
    const token = new URL(store.control.lastLink('lim@wholesale.test', 'activation') ?? '').searchParams.get('token');
    await fresh.post('/_api/auth/activation', { token });
    await fresh.login('lim@wholesale.test', 'secret12');
    expect(await addressesOf(fresh)).toEqual([]);
    expect(addressSavedAnswer.default.parse((await create({}, fresh)).body).address.is_primary).toBe(true);
  });

  it('updates an address in place, and the primary flag moves', async () => {
    const target = (await addressesOf(demo)).find((a) => a.country_code === 'TW');
    const response = await demo.post(`/_api/account/addresses/${target?.address_id}`, {
      ...valid, country: 'Taiwan', country_code: 'TW', province: 'Taipei', province_code: 'TW-TPE',
      city: 'Da’an District', zip: '106', is_primary: true,
    });
    expect(addressSavedAnswer.default.parse(response.body).address).toMatchObject({ address_id: target?.address_id, zip: '106', is_primary: true });
    const all = await addressesOf(demo);
    expect(all.filter((a) => a.is_primary).map((a) => a.address_id)).toEqual([target?.address_id]);
  });

  it('keeps the primary address primary when its box is unticked', async () => {
    const primary = (await addressesOf(demo)).find((a) => a.is_primary) as Address;
    const response = await demo.post(`/_api/account/addresses/${primary.address_id}`, { ...valid, is_primary: false });
    expect(addressSavedAnswer.default.parse(response.body).address.is_primary).toBe(true);
  });

  it('answers 401 without a login and 419 without the XSRF header', async () => {
    const guest = store.newClient();
    await guest.get('/_api/global');
    expect((await guest.post('/_api/account/addresses/', valid)).status).toBe(401);
    expect((await demo.post('/_api/account/addresses/', valid, { xsrf: false })).status).toBe(419);
  });
});

describe('address rules with Laravel messages', () => {
  it('requires the mandatory fields', async () => {
    const response = await demo.post('/_api/account/addresses/', { is_primary: false });
    expect(fieldErrors(response)).toEqual({
      first_name: ['The first name field is required.'],
      last_name: ['The last name field is required.'],
      phone: ['The phone field is required.'],
      address1: ['The address line 1 field is required.'],
      city: ['The city field is required.'],
      zip: ['The zip field is required.'],
      country: ['The country field is required.'],
      country_code: ['The country code field is required.'],
      province: ['The province field is required.'],
    });
  });

  it.each([
    [{ first_name: 'x'.repeat(46) }, 'first_name', 'The first name field must not be greater than 45 characters.'],
    [{ last_name: 'x'.repeat(46) }, 'last_name', 'The last name field must not be greater than 45 characters.'],
    [{ phone: '123456' }, 'phone', 'The phone field must be at least 7 characters.'],
    [{ phone: '1'.repeat(46) }, 'phone', 'The phone field must not be greater than 45 characters.'],
    [{ address1: 'x'.repeat(256) }, 'address1', 'The address line 1 field must not be greater than 255 characters.'],
    [{ address2: 'x'.repeat(256) }, 'address2', 'The address line 2 field must not be greater than 255 characters.'],
    [{ city: 'x'.repeat(256) }, 'city', 'The city field must not be greater than 255 characters.'],
    [{ zip: '1'.repeat(46) }, 'zip', 'The zip field must not be greater than 45 characters.'],
    [{ province: 'x'.repeat(46), province_code: null }, 'province', 'The province field must not be greater than 45 characters.'],
    [{ country_code: 'XX' }, 'country_code', 'The selected country code is invalid.'],
    [{ province_code: 'MY-99' }, 'province_code', 'The selected province code is invalid.'],
  ])('refuses %j', async (patch, field, message) => {
    expect(fieldErrors(await create(patch))).toEqual({ [field]: [message] });
  });

  it('does not require a zip for Hong Kong and stores none', async () => {
    const response = await create({ country: 'Hong Kong', country_code: 'HK', province: 'Hong Kong', province_code: 'HK-HK', zip: null, city: 'Central' });
    expect(addressSavedAnswer.default.parse(response.body).address.zip).toBeNull();
  });

  it('requires address line 2 only in the shop mode "required", and drops it when "hidden"', async () => {
    store.control.setShop({ address2_mode: 'required' });
    expect(fieldErrors(await create({ address2: null }))).toEqual({ address2: ['The address line 2 field is required.'] });
    expect((await create({ address2: 'Unit 5' })).status).toBe(200);
    store.control.setShop({ address2_mode: 'hidden' });
    expect(addressSavedAnswer.default.parse((await create({ address2: 'Unit 5' })).body).address.address2).toBeNull();
  });

  it('fills the province name from a province code sent alone', async () => {
    const byCode = addressSavedAnswer.default.parse((await create({ province: null, province_code: 'ID-JK', country: 'Indonesia', country_code: 'ID' })).body);
    expect(byCode.address.province).toBe('Jakarta Raya');
  });
});

describe("another customer's address", () => {
  let foreign: Address;
  beforeAll(async () => {
    foreign = (await addressesOf(other))[0] as Address;
  });

  it('cannot be changed (404) and stays as it was', async () => {
    const response = await demo.post(`/_api/account/addresses/${foreign.address_id}`, { ...valid, is_primary: true });
    expect(response.status).toBe(404);
    expect(storeErrorOf(response).No_Result_Found).toBe('No record found.');
    expect((await addressesOf(other))[0]).toEqual(foreign);
  });

  it('cannot be deleted (404) and still exists', async () => {
    const response = await demo.delete(`/_api/account/addresses/${foreign.address_id}`);
    expect(response.status).toBe(404);
    expect(await addressesOf(other)).toContainEqual(foreign);
  });

  it('is not listed in my account', async () => {
    expect((await addressesOf(demo)).map((a) => a.address_id)).not.toContain(foreign.address_id);
  });

  it('an unknown or malformed id is a 404 too', async () => {
    expect((await demo.delete('/_api/account/addresses/999999')).status).toBe(404);
    expect((await demo.post('/_api/account/addresses/abc', valid)).status).toBe(404);
  });
});

describe('deleting addresses', () => {
  it('deletes a non-primary address', async () => {
    const saved = addressSavedAnswer.default.parse((await create({})).body).address;
    expect(successSchema.parse((await demo.delete(`/_api/account/addresses/${saved.address_id}`)).body).success).toBe(true);
    expect((await addressesOf(demo)).map((a) => a.address_id)).not.toContain(saved.address_id);
  });

  it('refuses to delete the primary address with Error_Message', async () => {
    const primary = (await addressesOf(demo)).find((a) => a.is_primary) as Address;
    const response = await demo.delete(`/_api/account/addresses/${primary.address_id}`);
    expect(response.status).toBe(422);
    expect(storeErrorOf(response).Error_Message).toBe('The primary address cannot be deleted.');
    expect((await addressesOf(demo)).map((a) => a.address_id)).toContain(primary.address_id);
  });
});
