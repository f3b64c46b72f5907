import { fail, ok } from '../../../contract/result';
import type { SendOutcome } from '../../../electron/core/ledger/place-intent';
import type { StoreLook } from '../../../electron/core/ledger/settle';

/** How a store takes one Place order: it answers, the answer is lost, it falls over (having made the order or not), or it refuses. */
export type StoreAnswer = 'answer' | 'lost' | 'error500_made' | 'error500_unmade' | 'refuse' | 'unreachable';

type Lines = { id: number; quantity: number }[];
interface Held {
  cart: string;
  items: Lines;
  commitAt: number;
  answer: StoreAnswer;
  /** The app that sent it is gone (crashed): the store carries on, nobody hears its answer. */
  listener: ((outcome: SendOutcome) => void) | null;
  generation: number;
}

const same = (a: Lines, b: Lines) => JSON.stringify([...a].sort((x, y) => x.id - y.id)) === JSON.stringify([...b].sort((x, y) => x.id - y.id));

/**
 * A store on a fake clock that, unlike the reference storefront, WOULD make a second order of the
 * same lines: every Place order it lets through is an order. It commits within its commit window
 * (the send's delay, at most 20 s), like a PHP store, whether or not the app is still listening.
 */
export function simStore() {
  const clock = { t: 1_000_000 };
  const orders: { token: string; items: Lines; at: number; cart: string }[] = [];
  const open = new Set<string>();
  const held: Held[] = [];
  let generation = 0;
  let down = false;

  const commit = (h: Held) => {
    const makes = h.answer === 'answer' || h.answer === 'lost' || h.answer === 'error500_made';
    const order = makes ? { token: `order-${orders.length + 1}`, items: h.items, at: h.commitAt, cart: h.cart } : null;
    if (order) {
      orders.push(order);
      open.delete(h.cart);
    }
    const result =
      h.answer === 'answer' && order ? ok({ token: order.token })
        : h.answer === 'refuse' ? fail({ kind: 'validation', message: 'The billing address is invalid.', status: 422 })
        : h.answer === 'lost' ? fail({ kind: 'network', message: 'lost' })
        : fail({ kind: 'server', message: 'Server Error', status: 500 });
    h.listener?.({ result, cancelledUnsent: false, cancelledLate: false });
  };

  const look: StoreLook = {
    findOrder: async (items, since) => (down ? null : (orders.find((o) => o.at >= since && same(o.items, items)) ?? 'none')),
    cartOpen: async (cart) => (down ? null : open.has(cart)),
  };

  return {
    clock,
    orders,
    look,
    openCart: (cart: string) => void open.add(cart),
    setDown: (value: boolean) => void (down = value),
    /** The app's send, taken at the store after `delayMs` of work (0-20 s). */
    send(cart: string, items: Lines, delayMs: number, answer: StoreAnswer): Promise<SendOutcome> {
      if (answer === 'unreachable' || down) return Promise.resolve({ result: fail({ kind: 'network', message: 'unreachable' }), cancelledUnsent: false, cancelledLate: false });
      return new Promise((resolve) => held.push({ cart, items, commitAt: clock.t + delayMs, answer, listener: resolve, generation }));
    },
    /** Time passes: what the store finished meanwhile is committed and answered, in order. */
    advance(ms: number) {
      clock.t += ms;
      held.sort((a, b) => a.commitAt - b.commitAt);
      while (held.length > 0 && held[0]!.commitAt <= clock.t) commit(held.shift()!);
    },
    /** The app is gone: the store carries on with what it holds, and answers nobody. */
    crash() {
      generation += 1;
      for (const h of held) h.listener = null;
    },
    ordersOf: (items: Lines) => orders.filter((o) => same(o.items, items)).length,
  };
}
