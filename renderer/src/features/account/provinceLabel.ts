/**
 * Which word the address form uses for the province field ("Field labels for province
 * by country"). The value is a key of the `account` dictionary section.
 */
export type ProvinceLabelKey =
  | 'province_label_state'
  | 'province_label_governorate'
  | 'province_label_state_territory'
  | 'province_label_prefecture'
  | 'province_label_emirate'
  | 'province_label_province'
  | 'province_label_county'
  | 'province_label_city_county'
  | 'province_label_region';

const BY_COUNTRY: Record<string, ProvinceLabelKey> = {
  ...Object.fromEntries(['IN', 'BR', 'CL', 'MX', 'NG', 'US', 'UM'].map((code) => [code, 'province_label_state'])),
  EG: 'province_label_governorate',
  AU: 'province_label_state_territory',
  MY: 'province_label_state_territory',
  JP: 'province_label_prefecture',
  AE: 'province_label_emirate',
  ...Object.fromEntries(
    ['DZ', 'AR', 'BY', 'CA', 'CN', 'CO', 'ID', 'IT', 'LA', 'ZA', 'KR', 'ES', 'UZ'].map((code) => [code, 'province_label_province']),
  ),
  // Taiwan's first level is its cities and counties (Taipei, Changhua...).
  TW: 'province_label_city_county',
  IE: 'province_label_county',
  RO: 'province_label_county',
};

export function provinceLabelKey(countryCode: string): ProvinceLabelKey {
  return BY_COUNTRY[countryCode.toUpperCase()] ?? 'province_label_region';
}

/** Taiwan's own labels: under a city or county, the address names its district. */
export function cityLabelKey(countryCode: string): 'city' | 'city_label_district' {
  return countryCode.toUpperCase() === 'TW' ? 'city_label_district' : 'city';
}
