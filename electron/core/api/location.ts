import { countriesSchema, provincesSchema } from '../../../contract/schemas/account';
import type { Connection } from '../http/connection';

export const listCountries = (c: Connection) =>
  c.call('location:countries', { method: 'GET', path: '_api/get-country' }, countriesSchema);

export const listProvinces = (c: Connection, countryCode: string) =>
  c.call(
    'location:provinces',
    { method: 'GET', path: '_api/get-province', searchParams: { country_code: countryCode } },
    provincesSchema,
  );
