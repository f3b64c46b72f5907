/**
 * The store API's listed cities: Indonesia's city is chosen as a regency (or city) and one of its
 * districts and stored as 'district, regency'; Taiwan's is a district of the chosen city or
 * county. Saved cities are matched to the lists lowercased and trimmed.
 */

/** Countries whose city comes from lists rather than typing. */
const LISTED_CITY_COUNTRIES = ['ID', 'TW'] as const;
export type ListedCityCountry = (typeof LISTED_CITY_COUNTRIES)[number];

export const listedCityCountry = (countryCode: string): ListedCityCountry | null =>
  LISTED_CITY_COUNTRIES.find((code) => code === countryCode.toUpperCase()) ?? null;

const normal = (text: string) => text.trim().toLowerCase();

/** The list entry that is `wanted` when both are lowercased and trimmed, if any. */
export function matchName(list: readonly string[], wanted: string): string | undefined {
  const key = normal(wanted);
  return key ? list.find((name) => normal(name) === key) : undefined;
}

/** The matching entry, else the first; '' for an empty list. */
export const matchOrFirst = (list: readonly string[], wanted: string): string => matchName(list, wanted) ?? list[0] ?? '';

/**
 * A saved Indonesian city split on its comma into district and regency, lowercased and trimmed
 * for matching. A city without a comma may name either, so it is tried as both.
 */
export function splitIndonesianCity(city: string): { district: string; regency: string } {
  const comma = city.indexOf(',');
  if (comma < 0) return { district: normal(city), regency: normal(city) };
  return { district: normal(city.slice(0, comma)), regency: normal(city.slice(comma + 1)) };
}

export const joinIndonesianCity = (district: string, regency: string): string => `${district}, ${regency}`;
