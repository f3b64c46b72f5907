import { useTranslation } from '../i18n/useTranslation';
import './StaleMark.css';

/**
 * Says that the screen shows a copy kept from before while the store's fresh answer is on its
 * way (stale-while-revalidate): the buyer can read and act at once, and knows prices may still
 * change. The region stays mounted so screen readers hear it appear and go.
 */
export function StaleMark({ stale }: { stale: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="stale-mark" role="status">
      {stale ? t('common.refreshing') : ''}
    </p>
  );
}
