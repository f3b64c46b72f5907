import { applyStoreDictionary } from './setup';
import { normaliseStoreLocale } from './language';
import { storefront } from '../state/storefront';

let loaded: string | null = null;

/**
 * The store's own words for its locale (spec 4: default en_US), laid over the bundled
 * English. Loaded once per locale; a failure keeps the bundled words and is only logged.
 */
export async function loadStoreDictionary(shopLocale: string | null | undefined): Promise<void> {
  const locale = normaliseStoreLocale(shopLocale);
  if (loaded === locale) return;
  const result = await storefront.shop.locale({ locale });
  if (!result.ok) {
    console.warn(`shop:locale ${locale} failed: ${result.error.message}`);
    return;
  }
  await applyStoreDictionary(locale, result.data);
  loaded = locale;
}
