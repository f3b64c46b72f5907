import { describe, expect, it } from 'vitest';
import { addressInputOf, chooseProvince, formValuesOf } from '../../../../renderer/src/features/account/addressValues';

const provinces = [
  { code: 'MY-01', name: 'Johor' },
  { code: 'MY-14', name: 'Wilayah Persekutuan (Kuala Lumpur)' },
];
const countries = [
  { country_code: 'MY', country_name: 'Malaysia' },
  { country_code: 'HK', country_name: 'Hong Kong' },
];

describe('chooseProvince', () => {
  it('keeps the matching code, else matches the name, else takes the first', () => {
    expect(chooseProvince(provinces, 'MY-14', '')).toBe('MY-14');
    expect(chooseProvince(provinces, '', 'johor')).toBe('MY-01');
    expect(chooseProvince(provinces, 'ID-JK', 'Jakarta Raya')).toBe('MY-01');
    expect(chooseProvince([], 'MY-14', 'x')).toBe('');
  });
});

describe('addressInputOf', () => {
  const base = { ...formValuesOf(null), first_name: ' Ana ', last_name: 'Lee', phone: '0123456789', address1: '1 Jalan', city: 'Ipoh', zip: '30000' };

  it('starts a new address in Malaysia', () => {
    expect(formValuesOf(null).country_code).toBe('MY');
  });

  it('sends a listed province as code and name, with the country name', () => {
    const input = addressInputOf({ ...base, province_code: 'MY-14' }, { countries, provinces, address2Mode: 'optional' });
    expect(input).toMatchObject({ first_name: 'Ana', province: 'Wilayah Persekutuan (Kuala Lumpur)', province_code: 'MY-14', country: 'Malaysia', company: null });
  });

  it('sends free text when the country has no list, and no zip for Hong Kong', () => {
    const input = addressInputOf({ ...base, country_code: 'HK', province: ' Kowloon ' }, { countries, provinces: [], address2Mode: 'optional' });
    expect(input).toMatchObject({ province: 'Kowloon', province_code: null, zip: null, country: 'Hong Kong' });
  });

  it('drops address line 2 when the shop hides it', () => {
    const input = addressInputOf({ ...base, address2: 'Level 8', province_code: 'MY-01' }, { countries, provinces, address2Mode: 'hidden' });
    expect(input.address2).toBeNull();
  });
});
