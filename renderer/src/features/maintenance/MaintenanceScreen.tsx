import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthLayout } from '../../components/AuthLayout';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { StatusPanel } from '../../components/StatusPanel';
import { useSingleFlight } from '../../components/useSingleFlight';
import { shopAtom } from '../../state/shop';
import { runBootAtom } from '../../state/boot';
import { storeAvailability } from '../../state/storeAvailability';

/** How often a closed store is checked again, so a counter PC reopens by itself. */
const RECHECK_MS = 60_000;

/**
 * Store name, heading, description; a disabled or plan-restricted store gets its
 * own heading. When a re-check finds the store open, the store gate takes the app back to /.
 */
export default function MaintenanceScreen() {
  const { t } = useTranslation();
  const shop = useAtomValue(shopAtom);
  const runBoot = useSetAtom(runBootAtom);
  const [stillClosed, setStillClosed] = useState(false);
  const check = useSingleFlight(async () => {
    await runBoot({ quiet: true });
    setStillClosed(true);
  });
  const { run } = check;

  useEffect(() => {
    const timer = window.setInterval(() => void run(), RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [run]);

  const name = shop?.name ?? t('common.app_name');
  const unavailable = shop ? storeAvailability(shop) === 'unavailable' : false;
  return (
    <AuthLayout>
      <StatusPanel
        testId="maintenance"
        icon={unavailable ? 'paused' : 'maintenance'}
        title={unavailable ? t('maintenance.disabled_heading') : t('maintenance.heading', { value: name })}
        description={unavailable ? t('maintenance.disabled_description', { value: name }) : t('maintenance.description')}
      >
        {stillClosed && !check.busy && <Alert variant="info">{t('maintenance.still_closed')}</Alert>}
        <Button variant="secondary" onClick={() => void run()} loading={check.busy}>
          {check.busy ? t('maintenance.checking') : t('maintenance.check_again')}
        </Button>
        <p className="muted small">{t('maintenance.auto_check')}</p>
      </StatusPanel>
    </AuthLayout>
  );
}
