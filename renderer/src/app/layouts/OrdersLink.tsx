import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { notificationsBadge, notificationsMarkSeen, onCoreEvent } from '../../lib/api';
import { seenOrders } from './seenOrders';
import { HashLink, isAt } from '../../components/HashLink';
import './nav-badge.css';

/**
 * "Orders" with a count of the orders that changed on the store (the core's order watcher) and
 * were not looked at since: opening the order list clears it, opening one order takes it off.
 */
export function OrdersLink({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);

  useEffect(() => {
    // At once, not when idle: a badge coming later would widen the link and shift the nav under the pointer.
    void notificationsBadge().then((result) => result.ok && setCount(result.data.count));
    return onCoreEvent('orders:badge', ({ count: next }) => setCount(next));
  }, []);

  useEffect(() => {
    const seen = seenOrders(pathname);
    if (seen) void notificationsMarkSeen(seen).then((result) => result.ok && setCount(result.data.count));
  }, [pathname]);

  return (
    <HashLink to="/order" current={isAt(pathname, '/order')} className="nav-link" onClick={onNavigate} data-testid="header-orders">
      <span>{t('header.orders')}</span>
      {count > 0 && (
        <>
          <span className="nav-badge" aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden"> {t('header.orders_changed', { count })}</span>
        </>
      )}
    </HashLink>
  );
}
