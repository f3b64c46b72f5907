import { getOrder } from '../api/orders';
import type { BuyerSession } from '../buyer/buyer-session';
import type { Emit, Notifier, SettingsStore } from '../deps';
import type { Connection } from '../http/connection';
import type { StoreHolder } from '../store-holder';
import { createOrderBadge } from './order-badge';
import { diffOrders, mergeKnown, type OrderChange } from './order-changes';
import { createOrderMemory, sameOrders } from './order-memory';
import { notificationText, trackingOf } from './notification-text';
import type { Dictionary } from '../../../contract/schemas/dictionary';
import { customerKey, fetchWatchedOrders } from './watched-orders';
import type { SeenOrder } from './order-memory-schema';


export interface OrderWatchOptions {
  holder: StoreHolder;
  /** Whose orders are watched; what was seen of them is kept in their database. */
  buyers: Pick<BuyerSession, 'current' | 'database'>;
  settings: SettingsStore;
  notifier: Notifier;
  emit: Emit;
  /** Between checks while logged in, ms. */
  every: number;
  /** A focus check is skipped when the last check started less than this long ago, ms. */
  focusGap: number;
  /** The first check after a login waits this long, ms (default 0), so the buyer's first screens go first. */
  firstCheckDelay?: number;
  now?: () => number;
  /** The words in force (the notifications use the order screens' ones); English without them. */
  words?: () => Dictionary;
}

/** Order pages read per check for tracking numbers and cancellations: a store changing many orders at once gets a few calls, not hundreds. */
const MAX_DETAILS = 5;

/**
 * Watches the logged-in buyer's orders: every `every` ms and when the window regains focus it reads
 * GET /_api/account, compares with what it saw last and shows one notification per changed order.
 * It also keeps the Orders badge: the changed orders the buyer has not opened (or listed) since.
 */
export function createOrderWatcher(options: OrderWatchOptions) {
  const { holder, settings, notifier, emit } = options;
  const now = options.now ?? Date.now;
  const memory = createOrderMemory(options.buyers, settings);
  const badge = createOrderBadge(emit);
  let customerIn = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  let firstCheck: ReturnType<typeof setTimeout> | null = null;
  // A check that started before a logout or a store switch must not land afterwards.
  let generation = 0;
  let running: Promise<void> | null = null;
  let lastStarted = -Infinity;
  /** After notifications are turned back on, what changed meanwhile is recorded, not told. */
  let quietNext = false;

  const enabled = () => settings.get().notifications.enabled;

  const schedule = () => {
    if (timer) clearInterval(timer);
    timer = null;
    if (!customerIn || !enabled()) return;
    timer = setInterval(() => void check(), options.every);
    timer.unref?.();
  };

  const stop = () => {
    if (firstCheck) clearTimeout(firstCheck);
    firstCheck = null;
    customerIn = false;
    generation += 1;
    schedule();
    badge.clear();
  };

  /** Reads one changed order's page: its tracking number and whether it was cancelled. */
  async function withDetail(c: Connection, change: OrderChange, seen: SeenOrder | undefined) {
    const answer = await getOrder(c, { token: change.token });
    if (!answer.ok) return { change, cancelled: null };
    const order = answer.data;
    const detailed: OrderChange = { ...change, labels: { financial: order.financial_status_label, fulfillment: order.fulfillment_status_label } };
    if (change.fulfillment) detailed.tracking = trackingOf(order.line_items);
    if (order.cancelled && (seen?.cancelled === false || change.cancelled)) detailed.cancelled = { reason: order.cancel_reason };
    return { change: detailed, cancelled: order.cancelled };
  }

  async function run(gen: number): Promise<void> {
    const c = holder.connection();
    if (!c) return;
    const answer = await fetchWatchedOrders(c);
    if (gen !== generation) return;
    if (!answer.ok) {
      // Logged out elsewhere: the page is told by the connection; checking on would only repeat it.
      if (answer.error.kind === 'unauthenticated' || answer.error.kind === 'csrf') stop();
      return;
    }
    const { key, orders } = answer.data;
    // Orders of anyone but the buyer of the moment are neither told nor kept.
    const buyer = options.buyers.current();
    if (!buyer || key !== customerKey(buyer.origin, buyer.email)) return;
    const before = memory.recall();
    const quiet = quietNext || before === null;
    quietNext = false;
    if (before === null) return memory.remember(orders);

    const next = mergeKnown(before, orders);
    const changes = diffOrders(before, orders);
    const seen = new Map(before.map((order) => [order.token, order]));
    const detailed = await Promise.all(changes.slice(0, MAX_DETAILS).map((change) => withDetail(c, change, seen.get(change.token))));
    if (gen !== generation) return;
    for (const { change, cancelled } of detailed) {
      const at = next.findIndex((order) => order.token === change.token);
      if (at >= 0 && cancelled !== null) next[at] = { ...next[at]!, cancelled };
    }
    if (!sameOrders(before, next)) memory.remember(next);
    if (quiet || !enabled()) return;

    const told = [...detailed.map((d) => d.change), ...changes.slice(MAX_DETAILS)];
    for (const change of told) notifier.show(notificationText(change, options.words?.().orders));
    badge.changed(told.map((change) => change.token));
  }

  function check(): Promise<void> {
    if (!customerIn || !enabled()) return Promise.resolve();
    if (running) return running;
    lastStarted = now();
    const gen = generation;
    running = run(gen)
      .catch((error: unknown) => console.error('[orders] the order check failed', error))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    check,
    /** The window regained focus: check now, unless a check just ran. */
    windowFocused(): Promise<void> {
      if (now() - lastStarted < options.focusGap) return Promise.resolve();
      return check();
    },
    /** A buyer is signed in: start watching (the first check runs at once, or after the first-check delay). */
    customerIn(): void {
      if (customerIn) return;
      customerIn = true;
      schedule();
      const delay = options.firstCheckDelay ?? 0;
      if (delay <= 0) return void check();
      firstCheck = setTimeout(() => {
        firstCheck = null;
        void check();
      }, delay);
      firstCheck.unref?.();
    },
    /** Nobody is signed in any more: stop and clear the badge. */
    customerOut: stop,
    /** Notifications were turned on or off in the settings. */
    enabledChanged(on: boolean): void {
      if (on) quietNext = true;
      schedule();
      if (on) void check();
    },
    badge: badge.count,
    /** The buyer saw the order list (no token) or one order. */
    markSeen: badge.seen,
    dispose(): void {
      stop();
    },
  };
}
export type OrderWatcher = ReturnType<typeof createOrderWatcher>;
