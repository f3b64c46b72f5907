import { ok } from '../../../preload/result';
import type { Handlers } from '../deps';

type Wrapped = Pick<Handlers, 'auth:login' | 'shop:global'>;

/**
 * A login answers with the customer it signed in (the store's /_api/global right after it), so the
 * page has the buyer's header, cart and prices with the login's answer instead of a round trip
 * later, and can lay out the next screen while the list's first page is still on its way. The
 * customer is read through `shop:global` itself, so whatever watches that answer (the catalogue
 * keeper, the store list, the offline copy) sees it too. A failed read leaves `global` null: the
 * page then asks again, as before.
 */
export function loginWithCustomer<H extends Wrapped>(handlers: H): H {
  return {
    ...handlers,
    'auth:login': async (input) => {
      const answer = await handlers['auth:login'](input);
      if (!answer.ok) return answer;
      const global = await handlers['shop:global']({});
      return ok({ ...answer.data, global: global.ok ? global.data : null });
    },
  };
}
