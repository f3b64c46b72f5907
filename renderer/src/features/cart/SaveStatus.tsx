import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';

/**
 * Where the cart's quantities stand: being saved, saved, or not saved (the store refused the last
 * change, or a line waits for a whole number of cartons): only then does Update cart matter. While
 * the store is away nothing can be saved, so the quantities typed are said to be kept until it is back.
 * Shown, not said: a screen reader hears each saved change from the cart's announcer and a refusal
 * from its toast, once each, not "Saving…" and "All changes saved." after every keystroke's pause.
 */
export function SaveStatus({ unsaved, pending, failed, offline = false }: { unsaved: boolean; pending: boolean; failed: boolean; offline?: boolean }) {
  const { t } = useTranslation();
  if (offline && unsaved) return <p className="cart-summary__status">{t('cart.kept_offline')}</p>;
  if (failed && unsaved) return <Alert variant="warning" live={false}>{t('cart.save_failed')}</Alert>;
  return (
    <p className="cart-summary__status">
      {pending ? t('cart.saving') : unsaved ? t('cart.unsaved_changes') : t('cart.all_saved')}
    </p>
  );
}
