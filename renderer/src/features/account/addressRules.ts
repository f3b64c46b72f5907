import type { Shop } from '../../../../contract/schemas/shop';
import type { TextLimits } from '../../lib/textRules';

/** Countries whose addresses have no postcode: the form hides zip. */
const NO_ZIP = new Set(['HK']);

export const hasZip = (countryCode: string): boolean => !NO_ZIP.has(countryCode.toUpperCase());

/**
 * Countries whose city comes from lists that carry no postcode (Indonesia's area data has none,
 * unlike Taiwan's): the buyer types it, and the form says so before it is asked for.
 */
const TYPED_ZIP = new Set(['ID']);

export const zipIsTyped = (countryCode: string): boolean => TYPED_ZIP.has(countryCode.toUpperCase());

export type AddressTextField = 'first_name' | 'last_name' | 'phone' | 'company' | 'address1' | 'address2' | 'city' | 'zip' | 'province';

/**
 * The store API's address rules, the same the store applies (server/customers/address-rules.ts):
 * names max 45, phone 7-45, lines and city max 255, zip max 45 and required where shown,
 * free-text province required max 45, line 2 required only in the shop's 'required' mode.
 */
export function addressLimits(address2Mode: Shop['address2_mode']): Record<AddressTextField, TextLimits> {
  return {
    first_name: { required: true, max: 45 },
    last_name: { required: true, max: 45 },
    phone: { required: true, min: 7, max: 45 },
    company: { required: false, max: 255 },
    address1: { required: true, max: 255 },
    address2: { required: address2Mode === 'required', max: 255 },
    city: { required: true, max: 255 },
    zip: { required: true, max: 45 },
    province: { required: true, max: 45 },
  };
}
