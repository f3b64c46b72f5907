import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { joinIndonesianCity, matchOrFirst, splitIndonesianCity } from './cityParts';
import type { CityForm } from './cityForm';
import { districtsQuery, regenciesQuery } from './regionLists';

export interface IndonesiaLists {
  regencies: string[];
  regency: string;
  districts: string[];
  district: string;
  /** The regency just changed and its districts are on their way. */
  districtsLoading: boolean;
}

/**
 * The store API's Indonesian city: the province's regencies load and the saved (or current) one is
 * selected, else the first; the regency's districts load and the first is selected, or the
 * saved one on the form's first load. The form's city is kept as 'district, regency'.
 * `lists` is null while the province's lists are loading.
 */
export function useIndonesianCity(provinceCode: string, { getValues, setValue, clearErrors }: CityForm) {
  const [loaded, setLoaded] = useState<(IndonesiaLists & { province: string }) | null>(null);
  const client = useQueryClient();
  // A list the app has none of (or could not read) is empty: the field is then typed.
  const loadRegencies = useCallback((province: string) => client.fetchQuery(regenciesQuery(province)).catch((): string[] => []), [client]);
  const loadDistricts = useCallback(
    (province: string, regency: string) => client.fetchQuery(districtsQuery(province, regency)).catch((): string[] => []),
    [client],
  );
  const firstLoad = useRef(true);
  // Answers to an older question (another province or regency, or a closed form) are dropped.
  const requests = useRef({ latest: 0 });

  const setCity = useCallback(
    (district: string, regency: string) => {
      setValue('city', district && regency ? joinIndonesianCity(district, regency) : '');
      clearErrors('city');
    },
    [setValue, clearErrors],
  );

  useEffect(() => {
    if (!provinceCode) return;
    const tickets = requests.current;
    const ticket = ++tickets.latest;
    void (async () => {
      const regencies = await loadRegencies(provinceCode);
      if (ticket !== tickets.latest) return;
      const wanted = splitIndonesianCity(getValues('city'));
      const regency = matchOrFirst(regencies, wanted.regency);
      const districts = regency ? await loadDistricts(provinceCode, regency) : [];
      if (ticket !== tickets.latest) return;
      const district = matchOrFirst(districts, firstLoad.current ? wanted.district : '');
      firstLoad.current = false;
      setLoaded({ province: provinceCode, regencies, regency, districts, district, districtsLoading: false });
      if (regencies.length > 0) setCity(district, regency);
    })();
    return () => {
      tickets.latest += 1;
    };
  }, [provinceCode, getValues, setCity, loadRegencies, loadDistricts]);

  const chooseRegency = (regency: string) => {
    if (!loaded) return;
    const ticket = ++requests.current.latest;
    setLoaded({ ...loaded, regency, districts: [], district: '', districtsLoading: true });
    void loadDistricts(loaded.province, regency).then((districts) => {
      if (ticket !== requests.current.latest) return;
      const district = districts[0] ?? '';
      setLoaded((now) => now && { ...now, districts, district, districtsLoading: false });
      setCity(district, regency);
    });
  };

  const chooseDistrict = (district: string) => {
    if (!loaded) return;
    setLoaded({ ...loaded, district });
    setCity(district, loaded.regency);
  };

  const lists: IndonesiaLists | null = loaded?.province === provinceCode ? loaded : null;
  return { lists, chooseRegency, chooseDistrict };
}
