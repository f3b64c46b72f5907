import { afterAll, describe, expect, it } from 'vitest';
import { createCore } from '../../electron/core/index';
import { testDeps } from './support/deps';

// The location lists are the app's own data: they answer without any store configured.
const core = createCore(testDeps());
const { handlers } = core;
afterAll(() => core.dispose());

describe('location lists', () => {
  it("lists an Indonesian province's regencies and a regency's districts", async () => {
    const regencies = await handlers['location:regencies']({ province_code: 'ID-JK' });
    expect(regencies.ok && regencies.data.regencies).toContain('Kota Jakarta Selatan');
    const districts = await handlers['location:districts']({ province_code: 'ID-JK', regency: 'Kota Jakarta Selatan' });
    expect(districts.ok && districts.data.districts.slice(0, 3)).toEqual(['Cilandak', 'Jagakarsa', 'Kebayoran Baru']);
  });

  it("lists a Taiwanese city's districts with their postcodes, in postcode order", async () => {
    const answer = await handlers['location:twCities']({ province_code: 'TW-TPE' });
    expect(answer.ok && answer.data.cities.slice(0, 2)).toEqual([
      { name: 'Zhongzheng District', zip: '100' },
      { name: 'Datong District', zip: '103' },
    ]);
  });

  it('answers empty lists for what it does not know, names of Object members included', async () => {
    expect(await handlers['location:regencies']({ province_code: 'MY-10' })).toEqual({ ok: true, data: { regencies: [] } });
    expect(await handlers['location:districts']({ province_code: 'ID-JK', regency: 'constructor' })).toEqual({ ok: true, data: { districts: [] } });
    expect(await handlers['location:districts']({ province_code: '__proto__', regency: 'toString' })).toEqual({ ok: true, data: { districts: [] } });
    expect(await handlers['location:twCities']({ province_code: 'hasOwnProperty' })).toEqual({ ok: true, data: { cities: [] } });
  });
});
