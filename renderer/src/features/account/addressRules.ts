import type { Shop } from '../../../../preload/schemas/shop';

/** The checks one text field gets, in Laravel's order: required, then min, then max. */
export interface TextLimits {
  required: boolean;
  min?: number;
  max?: number;
}

export type BrokenRule = { rule: 'required' } | { rule: 'min'; min: number } | { rule: 'max'; max: number };

/**
 * The first rule `value` breaks, or null. Like the store (TrimStrings) it measures the trimmed
 * text, counting characters rather than UTF-16 units.
 */
export function brokenRule(value: string, limits: TextLimits): BrokenRule | null {
  const text = value.trim();
  if (text === '') return limits.required ? { rule: 'required' } : null;
  const length = [...text].length;
  if (limits.min !== undefined && length < limits.min) return { rule: 'min', min: limits.min };
  if (limits.max !== undefined && length > limits.max) return { rule: 'max', max: limits.max };
  return null;
}

/** Countries whose addresses have no postcode: the form hides zip (spec 5). */
const NO_ZIP = new Set(['HK']);

export const hasZip = (countryCode: string): boolean => !NO_ZIP.has(countryCode.toUpperCase());

export type AddressTextField = 'first_name' | 'last_name' | 'phone' | 'company' | 'address1' | 'address2' | 'city' | 'zip' | 'province';

/**
 * Spec 5's address rules, the same the store applies (server/customers/address-rules.ts):
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
