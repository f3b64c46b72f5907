import { fail, ok } from '../../../contract/result';
import type { CounterOrder } from '../../../contract/schemas/counter';
import { DONE } from '../api/common';
import type { BuyerSession } from '../buyer/buyer-session';
import type { CoreDeps, Handlers } from '../deps';
import type { KioskLock } from '../desktop-settings/kiosk-lock';
import { pinRefused } from '../handlers/desktop-settings';
import { coreText } from '../language/core-text';
import { ordersOfToday, withOrder } from './counter-orders';
import { largerTextOn } from './counter-status';

type CounterHandlers = Pick<Handlers, 'counter:status' | 'counter:startOver' | 'counter:today'>;
type PlaceHandler = Handlers['cart:placeOrder'];
type OrderReader = Handlers['orders:get'];

export interface CounterOptions {
  buyers: Pick<BuyerSession, 'current'>;
  lock: Pick<KioskLock, 'verify' | 'canUnlock'>;
  /** The kiosk's sign-out: the customer forgotten at once, the page told (the idle logout's). */
  endSession: () => void;
  now?: () => number;
}

/**
 * The trade counter: a kiosk one walk-in customer after another uses. It signs a customer out when
 * they say Start over, and keeps today's orders placed here for the counter's staff, in the kiosk's
 * settings (each customer's own data is forgotten at their sign-out; the counter's list is not theirs).
 */
export function createCounter(deps: CoreDeps, options: CounterOptions) {
  const now = options.now ?? Date.now;
  const kiosk = deps.kiosk ?? false;

  const keep = (order: CounterOrder) => {
    const { counterOrders } = deps.settings.get();
    deps.settings.set({ counterOrders: withOrder(counterOrders, order, now()) });
  };

  const handlers: CounterHandlers = {
    'counter:status': async () => {
      const s = deps.settings.get();
      return ok({ kiosk, idleMinutes: s.kiosk.idleMinutes, largerText: kiosk && largerTextOn(s.kiosk), staffPin: options.lock.canUnlock() });
    },
    'counter:startOver': async () => {
      if (!kiosk) return fail({ kind: 'refused', message: coreText('counter_not_kiosk') });
      options.endSession();
      return ok(DONE);
    },
    'counter:today': async ({ pin }) => {
      if (!kiosk) return fail({ kind: 'refused', message: coreText('counter_not_kiosk') });
      const answer = options.lock.verify(pin);
      if (!answer.ok) return pinRefused(answer);
      return ok({ orders: ordersOfToday(deps.settings.get().counterOrders, now()) });
    },
  };

  /**
   * Place order at a kiosk: the order is kept for the staff view as soon as the store took it, then
   * its number and total once the store says them (read in the background: the customer's
   * confirmation does not wait for the staff's list).
   */
  const keepingPlaced = (place: PlaceHandler, readOrder: OrderReader): PlaceHandler => {
    if (!kiosk) return place;
    return async (input) => {
      const before = options.buyers.current();
      const answer = await place(input);
      if (!answer.ok) return answer;
      const customer = (options.buyers.current() ?? before)?.email ?? '';
      const order: CounterOrder = { token: answer.data.token, number: null, customer, placed_at: new Date(now()).toISOString(), total: null, currency: null };
      keep(order);
      void readOrder({ token: order.token })
        .then((read) => {
          if (read.ok) keep({ ...order, number: read.data.name, total: read.data.total_price, currency: read.data.currency });
        })
        .catch((error: unknown) => console.warn('[counter] the placed order could not be read for its number', error));
      return answer;
    };
  };

  return { handlers, keepingPlaced };
}
