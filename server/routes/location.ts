import type { FastifyInstance } from 'fastify';
import { listCountries, listProvinces } from '../location/countries';
import { validate } from '../http/validation';
import type { CountriesAnswer, ProvincesAnswer } from '../wire/location';

/** Country and province pickers of the address form. An unknown country has no provinces (free text). */
export function registerLocationRoutes(app: FastifyInstance): void {
  const countries: CountriesAnswer = { countries: listCountries() };
  app.get('/_api/get-country', async (): Promise<CountriesAnswer> => countries);
  app.get('/_api/get-province', async (request): Promise<ProvincesAnswer> => {
    const { country_code } = validate(request.query, { country_code: ['required', 'string', 'max:2'] });
    return { provinces: listProvinces(country_code) };
  });
}
