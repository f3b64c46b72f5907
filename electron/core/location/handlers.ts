import { ok } from '../../../contract/result';
import type { Handlers } from '../deps';
import { indonesiaData, taiwanData } from './data';

type LocationHandlers = Pick<Handlers, 'location:regencies' | 'location:districts' | 'location:twCities'>;

/**
 * Location lists for the address form, from the app's own data: no store call, so
 * they work with any store. A province the data does not know has empty lists, and the form
 * falls back to a typed city.
 */
export function locationHandlers(): LocationHandlers {
  return {
    'location:regencies': async ({ province_code }) => {
      const regencies = (await indonesiaData()).get(province_code);
      return ok({ regencies: regencies ? [...regencies.keys()] : [] });
    },
    'location:districts': async ({ province_code, regency }) => {
      const districts = (await indonesiaData()).get(province_code)?.get(regency);
      return ok({ districts: districts ? [...districts] : [] });
    },
    'location:twCities': async ({ province_code }) => {
      const cities = (await taiwanData()).get(province_code);
      return ok({ cities: cities ? [...cities].map(([name, zip]) => ({ name, zip })) : [] });
    },
  };
}
