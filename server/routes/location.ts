import type { FastifyInstance } from 'fastify';
import { listCountries, listProvinces } from '../location/countries';
import { validate } from '../http/validation';

/** Country and province pickers of the address form. An unknown country has no provinces (free text). */
export function registerLocationRoutes(app: FastifyInstance): void {
  const countries = { countries: listCountries() };
  app.get('/_api/get-country', async () => countries);
  app.get('/_api/get-province', async (request) => {
    const { country_code } = validate(request.query, { country_code: ['required', 'string', 'max:2'] });
    return { provinces: listProvinces(country_code) };
  });
}
