import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { offlineSeenAtAtom, storeOnlineAtom } from '../../state/connectivity';
import { offlineTime } from './offlineTime';

/** While the store does not answer, say so above every screen; it goes away by itself. */
export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  const online = useAtomValue(storeOnlineAtom);
  // A screen shown from the offline copy says how old its prices and stock are.
  const seenAt = useAtomValue(offlineSeenAtAtom);
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <div className="container offline-banner__inner">
        <span className="offline-banner__dot" aria-hidden="true" />
        {seenAt ? t('common.offline_banner_cached', { time: offlineTime(seenAt, i18n.language) }) : t('common.offline_banner')}
      </div>
    </div>
  );
}
