import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { useSingleFlight } from '../../components/useSingleFlight';
import { startOver } from './api';

/** The customer is signed out and the screen is cleared for the next one (shown at a kiosk only: kioskParts.tsx). */
export function StartOverButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { busy, run } = useSingleFlight(startOver);
  return (
    <Button variant="secondary" className={className ?? 'start-over'} loading={busy} onClick={() => void run()}>
      {t('counter.start_over')}
    </Button>
  );
}
