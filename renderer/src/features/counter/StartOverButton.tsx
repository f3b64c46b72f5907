import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { useSingleFlight } from '../../components/useSingleFlight';
import { startOver } from './api';
import { useCounterStatus } from './useCounterStatus';

/** On a kiosk's header, always: the customer is signed out and the screen is cleared for the next one. */
export function StartOverButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const status = useCounterStatus();
  const { busy, run } = useSingleFlight(startOver);
  if (!status?.kiosk) return null;
  return (
    <Button variant="secondary" className={className ?? 'start-over'} loading={busy} onClick={() => void run()}>
      {t('counter.start_over')}
    </Button>
  );
}
