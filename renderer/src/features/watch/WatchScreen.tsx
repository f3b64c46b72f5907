import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { WatchView } from '../../../../contract/schemas/watch';
import { Alert } from '../../components/Alert';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { WorkspaceNav } from '../../components/workspace/WorkspaceNav';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney } from '../../lib/money';
import { priceTermsAtom } from '../../state/priceTerms';
import { failureOf } from '../../state/query/storeAnswer';
import { shopAtom } from '../../state/shop';
import { useWatchActions, useWatchView } from './api';
import { WatchChanges } from './WatchChanges';
import { WatchedTable } from './WatchedTable';
import '../../components/card-table.css';
import './watch.css';

/**
 * /watch: the variants the buyer watches, with price and stock as last seen, and the recent
 * changes, those not seen yet first and marked. Opening the screen counts as seeing them: the
 * Workspace count clears, and the marks stay for this visit.
 */
export default function WatchScreen() {
  const { t } = useTranslation();
  const terms = useAtomValue(priceTermsAtom);
  const shop = useAtomValue(shopAtom);
  const view = useWatchView();
  const { seen } = useWatchActions();
  const unseenAtOpen = useUnseenAtOpen(view.data, seen);
  const money = (amount: number) => formatMoney(amount, shop?.currency ?? '', terms.locale);

  return (
    <section className="watch">
      <PageTitle title={t('watch.title')} subtitle={t('watch.subtitle')} />
      <WorkspaceNav />
      {view.isPending && <Spinner block label={t('watch.title')} />}
      {view.isError && <Alert variant="danger">{t('watch.load_failed', { message: failureOf(view.error).message })}</Alert>}
      {view.data &&
        (view.data.watched.length === 0 && view.data.changes.length === 0 ? (
          <EmptyState icon="☆" title={t('watch.empty')} description={t('watch.empty_hint')} />
        ) : (
          <>
            <WatchChanges changes={view.data.changes} fresh={unseenAtOpen} money={money} locale={terms.locale} />
            <WatchedTable watched={view.data.watched} money={money} />
          </>
        ))}
    </section>
  );
}

/** The changes not seen when the screen opened, or that came while it is open (kept marked meanwhile); the core is told they are seen. */
function useUnseenAtOpen(data: WatchView | undefined, seen: () => Promise<unknown>): ReadonlySet<number> {
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  // Noted as the answer is drawn, before the core is told: a change is never drawn unmarked in between.
  const unseen = data?.changes.filter((change) => !change.seen && !fresh.has(change.id)).map((change) => change.id) ?? [];
  if (unseen.length > 0) setFresh(new Set([...fresh, ...unseen]));
  useEffect(() => {
    if (data && data.unseen > 0) void seen();
  }, [data, seen]);
  return fresh;
}
