import type { Handlers } from '../deps';

type Observed = Pick<Handlers, 'auth:login' | 'shop:global' | 'account:get'>;

/** A service that keeps something per customer (the offline answers' tracker, until it listens to the buyer session). */
export interface CustomerObserver {
  loggedIn(email: string): void;
  customerIs(email: string, asked: number): void;
  session(): number;
}

/**
 * What is kept per customer belongs to one customer, and the core learns who that is from answers it
 * already gets: a login, /_api/global (read at every start, also with a remembered session) and
 * the account. Wraps those handlers to tell the observer, without an extra call to the store.
 */
export function observeCustomer<H extends Observed>(handlers: H, keeper: CustomerObserver): H {
  return {
    ...handlers,
    'auth:login': async (input) => {
      const answer = await handlers['auth:login'](input);
      if (answer.ok) keeper.loggedIn(input.email);
      return answer;
    },
    'shop:global': async (input) => {
      const asked = keeper.session();
      const answer = await handlers['shop:global'](input);
      if (answer.ok && answer.data.customer) keeper.customerIs(answer.data.customer.email, asked);
      return answer;
    },
    'account:get': async (input) => {
      const asked = keeper.session();
      const answer = await handlers['account:get'](input);
      if (answer.ok) keeper.customerIs(answer.data.account.email, asked);
      return answer;
    },
  };
}
