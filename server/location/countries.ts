import { z } from 'zod';
import data from 'country-region-data/data.json' with { type: 'json' };
import type { Country, Province } from '../wire/location';
import { SUBDIVISIONS } from './subdivisions';

const dataSchema = z.array(
  z.object({
    countryName: z.string(),
    countryShortCode: z.string(),
    regions: z.array(z.object({ name: z.string(), shortCode: z.string().optional() })),
  }),
);

/** All ISO countries and their subdivisions, from country-region-data, read once. */
const countries = dataSchema.parse(data);
const byCode = new Map(countries.map((c) => [c.countryShortCode, c]));

export function listCountries(): Country[] {
  return countries.map((c) => ({ country_code: c.countryShortCode, country_name: decodeHtml(c.countryName) }));
}

export function countryName(code: string): string | null {
  const country = byCode.get(code.toUpperCase());
  return country ? decodeHtml(country.countryName) : null;
}

/** ISO 3166-2 codes ('MY-14', 'ID-JK', 'TW-TPE'); a region without a short code is keyed by its name. */
export function listProvinces(countryCode: string): Province[] {
  const country = byCode.get(countryCode.toUpperCase());
  if (!country) return [];
  const corrected = SUBDIVISIONS[country.countryShortCode];
  if (corrected) return corrected.map((p) => ({ ...p }));
  return country.regions.map((r) => ({
    code: r.shortCode ? `${country.countryShortCode}-${r.shortCode}` : decodeHtml(r.name),
    name: decodeHtml(r.name),
  }));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Names are plain text for the client ("HTML-decoded"); decode any entity a data update might bring. */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1]?.toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}
