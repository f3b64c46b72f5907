import { useEffect, useRef, useState } from 'react';
import type { TwCity } from '../../../../preload/schemas/location';
import { matchName } from './cityParts';
import type { CityForm } from './cityForm';
import { loadTwCities } from './regionLists';

/**
 * Spec 4's Taiwanese city: a new city or county resets the district list, selects the first
 * and fills its postcode; choosing a district fills its postcode. On the form's first load the
 * saved district stays selected with the saved postcode (it may carry more digits than the
 * list's three). `cities` is null while the list is loading.
 */
export function useTaiwanCity(provinceCode: string, { getValues, setValue, clearErrors }: CityForm) {
  const [loaded, setLoaded] = useState<{ province: string; cities: TwCity[] } | null>(null);
  const firstLoad = useRef(true);

  useEffect(() => {
    if (!provinceCode) return;
    let current = true;
    void loadTwCities(provinceCode).then((cities) => {
      if (!current) return;
      const saved = firstLoad.current ? matchName(cities.map((city) => city.name), getValues('city')) : undefined;
      firstLoad.current = false;
      setLoaded({ province: provinceCode, cities });
      const first = cities[0];
      if (saved) {
        setValue('city', saved);
      } else if (first) {
        setValue('city', first.name);
        setValue('zip', first.zip);
      }
      clearErrors(['city', 'zip']);
    });
    return () => {
      current = false;
    };
  }, [provinceCode, getValues, setValue, clearErrors]);

  const chooseCity = (name: string) => {
    setValue('city', name);
    const zip = loaded?.cities.find((city) => city.name === name)?.zip;
    if (zip) setValue('zip', zip);
    clearErrors(['city', 'zip']);
  };

  return { cities: loaded?.province === provinceCode ? loaded.cities : null, chooseCity };
}
