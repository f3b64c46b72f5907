import { useQuery } from '@tanstack/react-query';
import type { Country, Province } from '../../../../preload/schemas/account';
import { storefront } from '../../state/storefront';
import { answerOf } from '../../state/query/storeAnswer';

const NONE: never[] = [];

/**
 * Countries never change while the app runs, provinces rarely: asked once per buyer's cache. A
 * failure is only logged (spec 8): the form keeps the address's own country, and the next form asks again.
 */
const logged =
  <T,>(what: string, ask: () => Promise<T>) =>
  () =>
    ask().catch((error: unknown) => {
      console.error(`[${what}] the list could not be loaded:`, error instanceof Error ? error.message : error);
      throw error;
    });

/** The store's countries (null until loaded, empty when the store cannot list them). */
export function useCountries(): Country[] | null {
  const query = useQuery({
    queryKey: ['location:countries'] as const,
    queryFn: logged('location:countries', () => answerOf(storefront.location.countries()).then((answer) => answer.countries)),
    staleTime: Infinity,
    retry: false,
  });
  if (query.data) return query.data;
  return query.isError ? NONE : null;
}

/** The chosen country's provinces; `loading` until the list for this very country is in. */
export function useProvinces(countryCode: string): { provinces: Province[]; loading: boolean } {
  const query = useQuery({
    queryKey: ['location:provinces', { country_code: countryCode }] as const,
    queryFn: logged(`location:provinces ${countryCode}`, () => answerOf(storefront.location.provinces({ country_code: countryCode })).then((answer) => answer.provinces)),
    staleTime: Infinity,
    retry: false,
    enabled: countryCode !== '',
  });
  if (!countryCode) return { provinces: NONE, loading: false };
  if (query.data) return { provinces: query.data, loading: false };
  return { provinces: NONE, loading: !query.isError };
}
