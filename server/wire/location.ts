import { z } from 'zod';
import type { Wire } from './scalars';

/**
 * GET /_api/get-country and /_api/get-province (the address form's pickers). The default sends plain-text names
 * in an envelope; the alt store sends the bare list with names HTML-encoded ("Hawke&#39;s Bay"), as a
 * Blade-era database keeps them. Codes are the same in both.
 */

export const country = z.strictObject({ country_code: z.string(), country_name: z.string() });
/** An ISO 3166-2 code ('MY-14'), or the name where the data has no code. */
export const province = z.strictObject({ code: z.string(), name: z.string() });
export type Country = z.output<typeof country>;
export type Province = z.output<typeof province>;

export const countriesAnswer = {
  default: z.strictObject({ countries: z.array(country) }),
  alt: z.array(country),
};
export type CountriesAnswer = Wire<typeof countriesAnswer>;

/** An unknown country has no provinces: an empty list (the form then takes free text). */
export const provincesAnswer = {
  default: z.strictObject({ provinces: z.array(province) }),
  alt: z.array(province),
};
export type ProvincesAnswer = Wire<typeof provincesAnswer>;
