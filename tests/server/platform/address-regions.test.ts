import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema, provincesSchema, type Address } from '../../../contract/schemas/account';
import { loggedIn, startTestStore, type TestClient, type TestStore } from '../support/store';

let store: TestStore;
let demo: TestClient;
beforeAll(async () => {
  store = await startTestStore();
  demo = await loggedIn(store);
});
afterAll(() => store.close());

const provinces = async (countryCode: string) =>
  provincesSchema.parse((await demo.get(`/_api/get-province?country_code=${countryCode}`)).body).provinces;
const addresses = async (): Promise<Address[]> => accountSchema.parse((await demo.get('/_api/account')).body).account.addresses;

describe('get-province for Indonesia and Taiwan (the codes the app keys its city lists by)', () => {
  it("lists Indonesia's 38 provinces by ISO 3166-2 code", async () => {
    const list = await provinces('ID');
    expect(list).toHaveLength(38);
    expect(list).toEqual(
      expect.arrayContaining([
        { code: 'ID-JK', name: 'Jakarta Raya' },
        { code: 'ID-SN', name: 'Sulawesi Selatan' },
        { code: 'ID-SR', name: 'Sulawesi Barat' },
        { code: 'ID-PD', name: 'Papua Barat Daya' },
      ]),
    );
  });

  it("lists Taiwan's 22 cities and counties, Chiayi and Hsinchu city apart from their counties", async () => {
    const list = await provinces('TW');
    expect(list).toHaveLength(22);
    expect(list.map((p) => p.code)).toEqual(expect.arrayContaining(['TW-TPE', 'TW-CYI', 'TW-CYQ', 'TW-HSZ', 'TW-HSQ']));
  });
});

describe('addresses with a listed city round-trip unchanged', () => {
  const base = { first_name: 'Sari', last_name: 'Wijaya', phone: '+62 22 420 1234', company: null, address1: 'Jl. Braga No. 10', address2: null, is_primary: false };

  it.each([
    { city: 'Sumur Bandung, Kota Bandung', zip: '40111', province: 'Jawa Barat', province_code: 'ID-JB', country: 'Indonesia', country_code: 'ID' },
    { city: 'Makassar, Kota Makassar', zip: '90111', province: 'Sulawesi Selatan', province_code: 'ID-SN', country: 'Indonesia', country_code: 'ID' },
    { city: "Da'an District", zip: '106', province: 'Taipei', province_code: 'TW-TPE', country: 'Taiwan', country_code: 'TW' },
    { city: 'East District', zip: '60041', province: 'Chiayi City', province_code: 'TW-CYI', country: 'Taiwan', country_code: 'TW' },
  ])('$country $city', async (place) => {
    const response = await demo.post('/_api/account/addresses/', { ...base, ...place });
    expect(response.status).toBe(200);
    const saved = (await addresses()).find((a) => a.city === place.city && a.province_code === place.province_code);
    expect(saved).toMatchObject({ ...base, ...place });
  });
});
