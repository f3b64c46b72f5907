import type { Storefront } from '../../../../contract/bridge';
import { useTranslation } from '../../i18n/useTranslation';
import { useQuery } from '@tanstack/react-query';
import { useWatchActions, watchQuery } from '../../state/query/watchQuery';
import { Button } from '../Button';
import { useToast } from '../toast/useToast';
import { useSingleFlight } from '../useSingleFlight';
import './watch-toggle.css';

interface WatchToggleProps {
  /** The variant as the screen shows it: the catalogue kept on this computer has the last word on its price and stock. */
  variant: Parameters<Storefront['watch']['add']>[0];
}

/**
 * "Watch" / "Watching" beside a variant (product page, order list, buy again): a toggle button whose
 * name says which variant; the buyer is told when it comes back in stock, its price moves past the
 * threshold, or it leaves the catalogue.
 */
export function WatchToggle({ variant }: WatchToggleProps) {
  const { t } = useTranslation();
  const toast = useToast();
  // Which variants are watched changes only by Watch and Stop watching, whose answers the cache keeps: no event to follow here.
  const view = useQuery(watchQuery());
  const actions = useWatchActions();
  const watching = view.data?.watched.some((watched) => watched.variant_id === variant.variant_id) ?? false;
  const { busy, run } = useSingleFlight(async () => {
    const answer = watching ? await actions.remove(variant.variant_id) : await actions.add(variant);
    if (!answer.ok) return toast.error(t('watch.change_failed', { message: answer.error.message }));
    toast.success(watching ? t('watch.stopped', { name: variant.name }) : t('watch.watching_now', { name: variant.name }));
  });
  // Until the watch is read, the button cannot say which way it goes.
  if (!view.isSuccess) return null;
  return (
    <Button variant="ghost" size="sm" className={watching ? 'watch-toggle watch-toggle--on' : 'watch-toggle'} aria-pressed={watching} loading={busy} onClick={() => void run()}>
      <span aria-hidden="true" className="watch-toggle__mark">
        {watching ? '★' : '☆'}
      </span>{' '}
      {watching ? t('watch.watching') : t('watch.watch')}
      <span className="visually-hidden"> {variant.name}</span>
    </Button>
  );
}
