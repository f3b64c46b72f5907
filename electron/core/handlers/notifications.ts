import { ok } from '../../../contract/result';
import type { Handlers } from '../deps';
import type { OrderWatcher } from '../notifications/order-watcher';

type NotificationHandlers = Pick<Handlers, 'notifications:badge' | 'notifications:markSeen'>;

/** The Orders badge, kept by the order watcher. */
export function notificationHandlers(watcher: OrderWatcher): NotificationHandlers {
  return {
    'notifications:badge': async () => ok({ count: watcher.badge() }),
    'notifications:markSeen': async ({ token }) => ok({ count: watcher.markSeen(token) }),
  };
}
