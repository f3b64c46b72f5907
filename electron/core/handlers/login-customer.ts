import { ok } from '../../../contract/result';
import type { Handlers } from '../deps';

type Wrapped = Pick<Handlers, 'auth:login' | 'shop:global'>;

/**
 * A login answers with the customer it signed in (the store's /_api/global right after it), so the
 * page has the buyer's header and prices in the login's answer instead of asking as it draws the
 * next screen. The customer is read through its own handler, so whatever watches that answer (the
 * store list, the offline copy) sees it too. A read that failed is null: the page asks again.
 * The next screen's data is the page's to ask for: a call says what it is, not which screen follows.
 */
export function loginWithCustomer<H extends Wrapped>(handlers: H): H {
  return {
    ...handlers,
    'auth:login': async (login) => {
      const answer = await handlers['auth:login'](login);
      if (!answer.ok) return answer;
      const global = await handlers['shop:global']({});
      return ok({ ...answer.data, global: global.ok ? global.data : null });
    },
  };
}
