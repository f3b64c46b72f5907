import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { useSingleFlight } from '../../components/useSingleFlight';
import { indexStatusText } from './indexStatusText';
import { useIndexStatus } from './useIndexStatus';

/** "Catalogue: 5,000 products, updated 10:42" and a Refresh button; quick order works whatever it says. */
export function IndexStatusLine({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const { status, refresh } = useIndexStatus();
  const { busy, run } = useSingleFlight(refresh);
  if (!status) return null;
  const text = indexStatusText(status, locale);
  const walking = status.state === 'building' || status.refreshing;
  return (
    <div className="qo-index">
      <span className="qo-index__text" role="status">
        {t(`quick_order.${text.key}`, text.values)}
      </span>
      <Button variant="ghost" size="sm" onClick={() => void run()} loading={busy} disabled={walking}>
        {t('quick_order.index_refresh')}
      </Button>
    </div>
  );
}
