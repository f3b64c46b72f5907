import type { Address, AddressInput, Country, Province } from '../../../../contract/schemas/account';
import type { Shop } from '../../../../contract/schemas/shop';
import { hasZip } from './addressRules';

type TextKeys = 'first_name' | 'last_name' | 'phone' | 'company' | 'address1' | 'address2' | 'city' | 'zip' | 'province' | 'province_code' | 'country_code';

/** What the address form edits: every text field as a string (empty = none), plus the primary flag. */
export type AddressFormValues = { [K in TextKeys]: string } & Pick<AddressInput, 'is_primary'>;

/** A new address starts in Malaysia. */
const DEFAULT_COUNTRY = 'MY';

export function formValuesOf(address: Address | null): AddressFormValues {
  return {
    first_name: address?.first_name ?? '',
    last_name: address?.last_name ?? '',
    phone: address?.phone ?? '',
    company: address?.company ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    zip: address?.zip ?? '',
    province: address?.province ?? '',
    province_code: address?.province_code ?? '',
    country_code: address?.country_code || DEFAULT_COUNTRY,
    is_primary: address?.is_primary ?? false,
  };
}

/**
 * The province to select once a country's list arrives: the address's own code, else
 * a province of the same name, else the first one.
 */
export function chooseProvince(provinces: Province[], code: string, name: string): string {
  if (provinces.some((p) => p.code === code)) return code;
  const wanted = name.trim().toLowerCase();
  const byName = wanted ? provinces.find((p) => p.name.toLowerCase() === wanted) : undefined;
  return (byName ?? provinces[0])?.code ?? '';
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The form's values as the store takes them; a listed province sends its code and name, free text its name only. */
export function addressInputOf(
  values: AddressFormValues,
  context: { countries: Country[]; provinces: Province[]; address2Mode: Shop['address2_mode']; fallbackCountryName?: string },
): AddressInput {
  const listed = context.provinces.find((p) => p.code === values.province_code);
  const fromList = context.provinces.length > 0;
  const country = context.countries.find((c) => c.country_code === values.country_code)?.country_name;
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone: values.phone.trim(),
    company: orNull(values.company),
    address1: values.address1.trim(),
    address2: context.address2Mode === 'hidden' ? null : orNull(values.address2),
    city: values.city.trim(),
    zip: hasZip(values.country_code) ? values.zip.trim() : null,
    province: fromList ? (listed?.name ?? null) : values.province.trim(),
    province_code: fromList ? (listed?.code ?? null) : null,
    country: country ?? context.fallbackCountryName ?? values.country_code,
    country_code: values.country_code,
    is_primary: values.is_primary,
  };
}
