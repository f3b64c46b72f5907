import type { Storefront } from '../../../../contract/bridge';
import { storefront } from '../../state/storefront';

/**
 * What the account screens ask of the core: one function a contract channel, `<area><Call>` for `<area>:<call>`.
 * Screens and hooks call these, never the bridge itself, so the feature's traffic with the core is read in one place.
 */

export const accountCreateAddress: Storefront['account']['createAddress'] = (...input) => storefront.account.createAddress(...input);
export const accountDeleteAddress: Storefront['account']['deleteAddress'] = (...input) => storefront.account.deleteAddress(...input);
export const accountUpdateAddress: Storefront['account']['updateAddress'] = (...input) => storefront.account.updateAddress(...input);
export const accountUpdatePassword: Storefront['account']['updatePassword'] = (...input) => storefront.account.updatePassword(...input);
export const locationCountries: Storefront['location']['countries'] = (...input) => storefront.location.countries(...input);
export const locationDistricts: Storefront['location']['districts'] = (...input) => storefront.location.districts(...input);
export const locationProvinces: Storefront['location']['provinces'] = (...input) => storefront.location.provinces(...input);
export const locationRegencies: Storefront['location']['regencies'] = (...input) => storefront.location.regencies(...input);
export const locationTwCities: Storefront['location']['twCities'] = (...input) => storefront.location.twCities(...input);
