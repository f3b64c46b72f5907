import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { formatDateTime } from '../../i18n/dates';
import { useTranslation } from '../../i18n/useTranslation';
import { priceTermsAtom } from '../../state/priceTerms';
import { orderListsQuery } from '../../state/query/orderListsQuery';
import { useStandingOrders } from '../../state/query/standingQuery';
import { HashLink } from '../HashLink';

/** Standing orders that came up and were neither placed nor skipped: they stay here, with their date, until the buyer acts. */
export function DueStandingOrders() {
  const { t } = useTranslation();
  const terms = useAtomValue(priceTermsAtom);
  const standing = useStandingOrders();
  const lists = useQuery(orderListsQuery());
  const due = (standing.data ?? []).flatMap((s) => {
    const list = s.due_at ? lists.data?.find((l) => l.id === s.list_id) : undefined;
    return list && s.due_at ? [{ id: list.id, name: list.name, due: s.due_at, snoozed: s.snoozed_until }] : [];
  });
  if (due.length === 0) return null;
  return (
    <section className="workspace-due" aria-labelledby="workspace-due-title">
      <h2 id="workspace-due-title" className="workspace-due__title">
        {t('workspace.due_title', { count: due.length })}
      </h2>
      <ul className="workspace-due__list">
        {due.map((order) => (
          <li key={order.id}>
            <HashLink to={`/lists/${order.id}/review`}>{t('workspace.due_review', { name: order.name })}</HashLink>{' '}
            <span className="muted">
              {order.snoozed
                ? t('workspace.due_snoozed', { date: formatDateTime(order.due, terms.locale), until: formatDateTime(order.snoozed, terms.locale) })
                : t('workspace.due_since', { date: formatDateTime(order.due, terms.locale) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
