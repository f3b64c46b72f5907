import { atom } from 'jotai';
import type { Customer, Shop } from '../../../contract/schemas/shop';
import { spokenLanguageAtom } from '../i18n/spokenLanguage';
import { customerAtom, isPricelistEnabled, shopAtom } from './shop';

/** The shop and customer flags every price on the list, the product page and the cart follows. */
export interface PriceTerms {
  /** The shop's price list is on ("This pricelist is disabled" otherwise). */
  pricelistEnabled: boolean;
  /** The customer buys wholesale (`wholesale_enabled`); a guest is not told otherwise. */
  wholesaleCustomer: boolean;
  /** Tiers and wholesale prices apply: both of the above. Otherwise retail prices apply. */
  wholesale: boolean;
  /** The shop shows retail prices (`is_display_retail_price`): beside or struck through the wholesale price. */
  showRetail: boolean;
  allowPreorder: boolean;
  /** The language prices, dates and typed quantities are written and read in: the window's. */
  locale: string;
}

/**
 * A store may still send tiers to a customer it does not sell wholesale to; the customer's flag
 * wins, so such a customer never sees (or is charged in the cart's preview) a tier price.
 */
export function priceTermsOf(shop: Shop | null, customer: Customer | null, language: string = shop?.locale ?? 'en_US'): PriceTerms {
  const pricelistEnabled = isPricelistEnabled(shop);
  const wholesaleCustomer = customer?.wholesale_enabled !== false;
  return {
    pricelistEnabled,
    wholesaleCustomer,
    wholesale: pricelistEnabled && wholesaleCustomer,
    showRetail: shop?.is_display_retail_price === true,
    allowPreorder: shop?.is_allow_preorder === true,
    locale: language,
  };
}

export const priceTermsAtom = atom((get) => priceTermsOf(get(shopAtom), get(customerAtom), get(spokenLanguageAtom)));
