import { ok } from '../../../preload/result';
import type { Handlers } from '../deps';

type Wrapped = Pick<Handlers, 'auth:login' | 'shop:global' | 'catalog:products'>;

/**
 * A login answers with the customer it signed in (the store's /_api/global right after it) and,
 * when the page names one, the product list's page it will show next, both read at once. The page
 * then has the buyer's header, prices and first screen of products in the login's answer, instead
 * of asking for them as it starts to draw the next screen, when its answers would wait behind that
 * work. Each is read through its own handler, so whatever watches those answers (the catalogue
 * keeper, the store list, the offline copy, the product lookup) sees them too. A read that fails is
 * null: the page then asks again, and meets the failure in the screen that shows it.
 */
export function loginWithCustomer<H extends Wrapped>(handlers: H): H {
  return {
    ...handlers,
    'auth:login': async ({ list_page, ...login }) => {
      const answer = await handlers['auth:login'](login);
      if (!answer.ok) return answer;
      const [global, products] = await Promise.all([
        handlers['shop:global']({}),
        list_page ? handlers['catalog:products'](list_page) : null,
      ]);
      return ok({ ...answer.data, global: global.ok ? global.data : null, products: products?.ok ? products.data : null });
    },
  };
}
