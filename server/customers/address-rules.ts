import type { ShopRow } from '../shop/settings';
import { listCountries, listProvinces } from '../location/countries';
import { failField, validate } from '../http/validation';
import type { AddressFields } from './addresses';

const COUNTRY_CODES = listCountries()
  .map((c) => c.country_code)
  .join(',');

/** Countries whose addresses have no postcode, so the form hides zip. */
const NO_ZIP = new Set(['HK']);

/**
 * The store API's address rules with Laravel's messages: names and province max 45, phone 7-45, lines and city max 255,
 * zip max 45 and required except for Hong Kong, address line 2 required only in the shop's 'required' mode.
 */
export function validateAddress(body: Record<string, unknown>, address2Mode: ShopRow['address2_mode']): { fields: AddressFields; primary: boolean } {
  const countryCode = typeof body.country_code === 'string' ? body.country_code.trim() : '';
  const noZip = NO_ZIP.has(countryCode);
  const provinces = listProvinces(countryCode);
  const codeGiven = typeof body.province_code === 'string' && body.province_code.trim() !== '';
  const input = validate(
    body,
    {
      first_name: ['required', 'string', 'max:45'],
      last_name: ['required', 'string', 'max:45'],
      phone: ['required', 'string', 'min:7', 'max:45'],
      company: ['nullable', 'string', 'max:255'],
      address1: ['required', 'string', 'max:255'],
      address2: address2Mode === 'required' ? ['required', 'string', 'max:255'] : ['nullable', 'string', 'max:255'],
      city: ['required', 'string', 'max:255'],
      zip: noZip ? ['nullable', 'string', 'max:45'] : ['required', 'string', 'max:45'],
      country: ['required', 'string', 'max:100'],
      country_code: ['required', 'string', `in:${COUNTRY_CODES}`],
      // A province picked from the list may come as its code alone; free text needs the name.
      province: codeGiven ? ['nullable', 'string', 'max:45'] : ['required', 'string', 'max:45'],
      province_code: ['nullable', 'string', 'max:45'],
      is_primary: ['nullable', 'boolean'],
    },
    { attributes: { address1: 'address line 1', address2: 'address line 2' } },
  );

  let province = input.province;
  if (input.province_code !== null) {
    const match = provinces.find((p) => p.code === input.province_code);
    if (!match) failField('province_code', 'The selected province code is invalid.');
    province ??= match.name;
  }
  return {
    primary: input.is_primary ?? false,
    fields: {
      first_name: input.first_name,
      last_name: input.last_name,
      phone: input.phone,
      company: input.company,
      address1: input.address1,
      address2: address2Mode === 'hidden' ? null : input.address2,
      city: input.city,
      zip: noZip ? null : input.zip,
      province,
      province_code: input.province_code,
      country: input.country,
      country_code: input.country_code,
    },
  };
}
