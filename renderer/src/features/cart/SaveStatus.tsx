import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';

/**
 * Where the cart's quantities stand (issue 39): being saved, saved, or not saved (the store refused
 * the last change, or a line waits for a whole number of cartons): only then does Update cart matter.
 */
export function SaveStatus({ unsaved, pending, failed }: { unsaved: boolean; pending: boolean; failed: boolean }) {
  const { t } = useTranslation();
  if (failed && unsaved) return <Alert variant="warning">{t('cart.save_failed')}</Alert>;
  return (
    <p className="cart-summary__status" role="status">
      {pending ? t('cart.saving') : unsaved ? t('cart.unsaved_changes') : t('cart.all_saved')}
    </p>
  );
}
