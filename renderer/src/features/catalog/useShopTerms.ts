import { useAtomValue } from 'jotai';
import { isPricelistEnabled, shopAtom } from '../../state/shop';

/** The shop flags the catalogue reads: price list on, preorders, locale for money. */
export function useShopTerms() {
  const shop = useAtomValue(shopAtom);
  return {
    pricelistEnabled: isPricelistEnabled(shop),
    allowPreorder: shop?.is_allow_preorder === true,
    locale: shop?.locale ?? 'en_US',
  };
}
