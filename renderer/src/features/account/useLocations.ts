import { useQuery } from '@tanstack/react-query';
import type { Country, Province } from '../../../../contract/schemas/account';
import { countriesQuery, provincesQuery } from './regionLists';

const NONE: never[] = [];

/** The store's countries (null until loaded, empty when the store cannot list them). */
export function useCountries(): Country[] | null {
  const query = useQuery(countriesQuery());
  if (query.data) return query.data;
  return query.isError ? NONE : null;
}

/** The chosen country's provinces; `loading` until the list for this very country is in. */
export function useProvinces(countryCode: string): { provinces: Province[]; loading: boolean } {
  const query = useQuery({ ...provincesQuery(countryCode), enabled: countryCode !== '' });
  if (!countryCode) return { provinces: NONE, loading: false };
  if (query.data) return { provinces: query.data, loading: false };
  return { provinces: NONE, loading: !query.isError };
}
