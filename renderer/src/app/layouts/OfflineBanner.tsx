import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { storeOnlineAtom } from '../../state/connectivity';

/** R1: while the store does not answer, say so above every screen; it goes away by itself. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useAtomValue(storeOnlineAtom);
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <div className="container offline-banner__inner">
        <span className="offline-banner__dot" aria-hidden="true" />
        {t('common.offline_banner')}
      </div>
    </div>
  );
}
