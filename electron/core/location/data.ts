import { z } from 'zod';

/**
 * The address form's Indonesian and Taiwanese lists (built by scripts/build-locations.ts).
 * Each file is imported on first use only, so the main process starts without them, and kept
 * as Maps so that no name a caller sends can reach an object's prototype.
 */

const indonesiaSchema = z.record(z.string(), z.record(z.string(), z.array(z.string())));
const taiwanSchema = z.record(z.string(), z.record(z.string(), z.string()));

/** Province code -> regency or city -> its districts. */
export type IndonesiaData = Map<string, Map<string, string[]>>;
/** City/county code -> district -> postcode, in postcode order. */
export type TaiwanData = Map<string, Map<string, string>>;

const toMaps = <T>(data: Record<string, Record<string, T>>) =>
  new Map(Object.entries(data).map(([code, inner]) => [code, new Map(Object.entries(inner))]));

let indonesia: Promise<IndonesiaData> | null = null;
let taiwan: Promise<TaiwanData> | null = null;

export function indonesiaData(): Promise<IndonesiaData> {
  indonesia ??= import('../../../resources/locations/id.json', { with: { type: 'json' } }).then((m) => toMaps(indonesiaSchema.parse(m.default)));
  // A failed read is retried next time rather than remembered.
  indonesia.catch(() => (indonesia = null));
  return indonesia;
}

export function taiwanData(): Promise<TaiwanData> {
  taiwan ??= import('../../../resources/locations/tw.json', { with: { type: 'json' } }).then((m) => toMaps(taiwanSchema.parse(m.default)));
  taiwan.catch(() => (taiwan = null));
  return taiwan;
}
