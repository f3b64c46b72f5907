import { z } from 'zod';

/**
 * The address form's lists for Indonesia and Taiwan ("Location data"). They
 * come from the app's own data (resources/locations/), not from the store, keyed by the ISO
 * 3166-2 province code the store's get-province answers.
 */

const provinceCode = z.string().min(1).max(45);

export const regenciesInputSchema = z.strictObject({ province_code: provinceCode });
export const regenciesSchema = z.object({ regencies: z.array(z.string()) });

export const districtsInputSchema = z.strictObject({ province_code: provinceCode, regency: z.string().min(1).max(255) });
export const districtsSchema = z.object({ districts: z.array(z.string()) });

export const twCityInputSchema = z.strictObject({ province_code: provinceCode });
const twCitySchema = z.object({ name: z.string(), zip: z.string() });
export type TwCity = z.infer<typeof twCitySchema>;
export const twCitiesSchema = z.object({ cities: z.array(twCitySchema) });
