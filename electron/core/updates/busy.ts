import type { Channel } from '../../../contract/contract';
import type { Handler, Handlers } from '../deps';

/**
 * Knows when an order is being placed (also from the outbox) or a file uploaded, from the calls
 * passing through the core: a restart must never cut those short. `onQuiet` runs each time the last
 * of them ends.
 */
export function createBusyWatch(onQuiet: () => void) {
  let out = 0;
  const watch = <C extends Channel>(handler: Handler<C>): Handler<C> => async (input) => {
    out += 1;
    try {
      return await handler(input);
    } finally {
      out -= 1;
      if (out === 0) onQuiet();
    }
  };
  return {
    busy: () => out > 0,
    observe(handlers: Handlers): Handlers {
      return {
        ...handlers,
        'cart:placeOrder': watch(handlers['cart:placeOrder']),
        'outbox:place': watch(handlers['outbox:place']),
        'orders:uploadAttachment': watch(handlers['orders:uploadAttachment']),
      };
    },
  };
}
