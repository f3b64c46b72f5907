import { useAtomValue } from 'jotai';
import { useTranslation } from '../i18n/useTranslation';
import { priceTermsAtom } from '../state/priceTerms';
import { Alert } from './Alert';

/**
 * Said once above the prices (list, product page, cart) to a customer the store does not sell
 * wholesale to (`wholesale_enabled`): the prices they see are retail, and no tiers are shown.
 */
export function WholesaleNote() {
  const { t } = useTranslation();
  const { wholesaleCustomer } = useAtomValue(priceTermsAtom);
  if (wholesaleCustomer) return null;
  return <Alert variant="info">{t('common.wholesale_not_enabled')}</Alert>;
}
