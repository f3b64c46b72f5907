import type { TwCity } from '../../../../preload/schemas/location';
import type { Result } from '../../../../preload/result';
import { storefront } from '../../state/storefront';

// The lists are the app's own data and never change while it runs: asked once per key.
const cache = new Map<string, Promise<unknown[]>>();

function cached<T>(key: string, ask: () => Promise<Result<T[]>>): Promise<T[]> {
  let list = cache.get(key) as Promise<T[]> | undefined;
  if (!list) {
    list = ask().then((answer) => {
      if (answer.ok) return answer.data;
      // An empty list turns the city into a typed field; the next form asks again.
      console.error(`[location] no list for ${key}:`, answer.error.message);
      cache.delete(key);
      return [];
    });
    cache.set(key, list);
  }
  return list;
}

const dataOf =
  <T, K extends string>(key: K) =>
  (answer: Result<Record<K, T[]>>): Result<T[]> =>
    answer.ok ? { ok: true, data: answer.data[key] } : answer;

/** An Indonesian province's regencies and cities, by name. */
export const loadRegencies = (provinceCode: string): Promise<string[]> =>
  cached(`regencies ${provinceCode}`, () => storefront.location.regencies({ province_code: provinceCode }).then(dataOf('regencies')));

/** The districts of one regency or city of an Indonesian province. */
export const loadDistricts = (provinceCode: string, regency: string): Promise<string[]> =>
  cached(`districts ${provinceCode} ${regency}`, () =>
    storefront.location.districts({ province_code: provinceCode, regency }).then(dataOf('districts')),
  );

/** A Taiwanese city or county's districts with their postcodes. */
export const loadTwCities = (provinceCode: string): Promise<TwCity[]> =>
  cached(`twCities ${provinceCode}`, () => storefront.location.twCities({ province_code: provinceCode }).then(dataOf('cities')));
