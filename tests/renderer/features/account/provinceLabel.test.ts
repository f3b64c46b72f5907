import { describe, expect, it } from 'vitest';
import { cityLabelKey, provinceLabelKey } from '../../../../renderer/src/features/account/provinceLabel';

describe('provinceLabelKey (province labels by country)', () => {
  it('names the province field as each country does', () => {
    expect(provinceLabelKey('MY')).toBe('province_label_state_territory');
    expect(provinceLabelKey('AU')).toBe('province_label_state_territory');
    expect(provinceLabelKey('US')).toBe('province_label_state');
    expect(provinceLabelKey('EG')).toBe('province_label_governorate');
    expect(provinceLabelKey('JP')).toBe('province_label_prefecture');
    expect(provinceLabelKey('AE')).toBe('province_label_emirate');
    expect(provinceLabelKey('ID')).toBe('province_label_province');
    expect(provinceLabelKey('ca')).toBe('province_label_province');
    expect(provinceLabelKey('IE')).toBe('province_label_county');
    expect(provinceLabelKey('TW')).toBe('province_label_city_county');
  });

  it('falls back to region for every other country', () => {
    expect(provinceLabelKey('SG')).toBe('province_label_region');
    expect(provinceLabelKey('FR')).toBe('province_label_region');
  });

  it('calls the city a district in Taiwan only', () => {
    expect(cityLabelKey('TW')).toBe('city_label_district');
    expect(cityLabelKey('MY')).toBe('city');
  });
});
