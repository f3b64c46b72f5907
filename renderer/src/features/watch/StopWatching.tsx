import type { WatchedVariant } from '../../../../contract/schemas/watch';
import { Button } from '../../components/Button';
import { useToast } from '../../components/toast/useToast';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useTranslation } from '../../i18n/useTranslation';
import { useWatchActions } from './api';

/** Stop watching one variant: it leaves the list, and its changes with it. */
export function StopWatching({ variant }: { variant: WatchedVariant }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { remove } = useWatchActions();
  const { busy, run } = useSingleFlight(async () => {
    const answer = await remove(variant.variant_id);
    if (answer.ok) toast.success(t('watch.stopped', { name: variant.name }));
    else toast.error(t('watch.change_failed', { message: answer.error.message }));
  });
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={() => void run()}>
      {t('watch.stop')}
      <span className="visually-hidden"> {variant.name}</span>
    </Button>
  );
}
