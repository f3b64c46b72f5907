import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TwCity } from '../../../../contract/schemas/location';
import { matchName } from './cityParts';
import type { CityForm } from './cityForm';
import { twCitiesQuery } from './regionLists';

const NONE: TwCity[] = [];

/**
 * The store API's Taiwanese city: a new city or county resets the district list, selects the first
 * and fills its postcode; choosing a district fills its postcode. On the form's first load the
 * saved district stays selected with the saved postcode (it may carry more digits than the
 * list's three). `cities` is null while the list is loading, empty when the app has none.
 */
export function useTaiwanCity(provinceCode: string, { getValues, setValue, clearErrors }: CityForm) {
  const query = useQuery({ ...twCitiesQuery(provinceCode), enabled: provinceCode !== '' });
  const cities = !provinceCode ? null : (query.data ?? (query.isError ? NONE : null));
  const firstLoad = useRef(true);
  // The city or county whose list last chose the district: a list chooses once, as it comes in.
  const chosenFor = useRef('');

  useEffect(() => {
    if (!cities) {
      chosenFor.current = '';
      return;
    }
    if (chosenFor.current === provinceCode) return;
    chosenFor.current = provinceCode;
    const saved = firstLoad.current ? matchName(cities.map((city) => city.name), getValues('city')) : undefined;
    firstLoad.current = false;
    const first = cities[0];
    if (saved) {
      setValue('city', saved);
    } else if (first) {
      setValue('city', first.name);
      setValue('zip', first.zip);
    }
    clearErrors(['city', 'zip']);
  }, [cities, provinceCode, getValues, setValue, clearErrors]);

  const chooseCity = (name: string) => {
    setValue('city', name);
    const zip = cities?.find((city) => city.name === name)?.zip;
    if (zip) setValue('zip', zip);
    clearErrors(['city', 'zip']);
  };

  return { cities, chooseCity };
}
