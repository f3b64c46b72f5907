import { useEffect, useState } from 'react';
import type { Country, Province } from '../../../../preload/schemas/account';
import { storefront } from '../../state/storefront';

// Countries never change while the app runs, provinces rarely: asked once per session.
let countriesCache: Promise<Country[]> | null = null;
const provincesCache = new Map<string, Promise<Province[]>>();

function loadCountries(): Promise<Country[]> {
  countriesCache ??= storefront.location.countries().then((answer) => {
    if (answer.ok) return answer.data.countries;
    // Spec 8: a country list failure is only logged; the form keeps the address's own country.
    console.error('[location:countries] the country list could not be loaded:', answer.error.message);
    countriesCache = null;
    return [];
  });
  return countriesCache;
}

function loadProvinces(countryCode: string): Promise<Province[]> {
  let list = provincesCache.get(countryCode);
  if (!list) {
    list = storefront.location.provinces({ country_code: countryCode }).then((answer) => {
      if (answer.ok) return answer.data.provinces;
      console.error(`[location:provinces] no provinces for ${countryCode}:`, answer.error.message);
      provincesCache.delete(countryCode);
      return [];
    });
    provincesCache.set(countryCode, list);
  }
  return list;
}

/** The store's countries (empty until loaded or when the store cannot list them). */
export function useCountries(): Country[] | null {
  const [countries, setCountries] = useState<Country[] | null>(null);
  useEffect(() => {
    let current = true;
    void loadCountries().then((list) => current && setCountries(list));
    return () => {
      current = false;
    };
  }, []);
  return countries;
}

/** The chosen country's provinces; `loading` until the list for this very country is in. */
export function useProvinces(countryCode: string): { provinces: Province[]; loading: boolean } {
  const [loaded, setLoaded] = useState<{ code: string; provinces: Province[] } | null>(null);
  useEffect(() => {
    if (!countryCode) return;
    let current = true;
    void loadProvinces(countryCode).then((provinces) => current && setLoaded({ code: countryCode, provinces }));
    return () => {
      current = false;
    };
  }, [countryCode]);
  if (!countryCode) return { provinces: [], loading: false };
  if (loaded?.code !== countryCode) return { provinces: [], loading: true };
  return { provinces: loaded.provinces, loading: false };
}
