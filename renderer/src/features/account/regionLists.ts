import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { locationCountries, locationDistricts, locationProvinces, locationRegencies, locationTwCities } from './api';
import { answerOf, failureOf } from '../../state/query/storeAnswer';

/**
 * A place list for the address form, in the buyer's cache. Countries and the app's own region lists
 * never change while the app runs, provinces rarely: each is asked once per cache, and not again at
 * once when it fails. A failure is only logged: the form keeps a typed field (or the
 * address's own country), and the next form asks again.
 */
const placeList = <T, K extends QueryKey>(queryKey: K, ask: () => Promise<T>) =>
  queryOptions({
    queryKey,
    queryFn: () =>
      ask().catch((error: unknown) => {
        console.error(`[${JSON.stringify(queryKey)}] the list could not be loaded:`, failureOf(error).message);
        throw error;
      }),
    staleTime: Infinity,
    retry: false,
  });

export const countriesQuery = () =>
  placeList(['location:countries'] as const, async () => (await answerOf(locationCountries())).countries);

export const provincesQuery = (country_code: string) =>
  placeList(['location:provinces', { country_code }] as const, async () => (await answerOf(locationProvinces({ country_code }))).provinces);

/** An Indonesian province's regencies and cities, by name. */
export const regenciesQuery = (province_code: string) =>
  placeList(['location:regencies', { province_code }] as const, async () => (await answerOf(locationRegencies({ province_code }))).regencies);

/** The districts of one regency or city of an Indonesian province. */
export const districtsQuery = (province_code: string, regency: string) =>
  placeList(
    ['location:districts', { province_code, regency }] as const,
    async () => (await answerOf(locationDistricts({ province_code, regency }))).districts,
  );

/** A Taiwanese city or county's districts with their postcodes. */
export const twCitiesQuery = (province_code: string) =>
  placeList(['location:twCities', { province_code }] as const, async () => (await answerOf(locationTwCities({ province_code }))).cities);
