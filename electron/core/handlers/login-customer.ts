import type { ParsedInput } from '../../../preload/contract';
import { ok } from '../../../preload/result';
import type { Handlers } from '../deps';

type Wrapped = Pick<Handlers, 'auth:login' | 'auth:logout' | 'shop:global' | 'catalog:products'>;
type ProductsAnswer = ReturnType<Handlers['catalog:products']>;

/** How long a login's answer waits for the list's page once the customer is in. */
const LIST_PAGE_GRACE_MS = 150;
/** A page read started by a login is handed to the list's own call this soon after. */
const SHARE_MS = 2_000;

/**
 * A login answers with the customer it signed in (the store's /_api/global right after it) and,
 * when the page names one, the product list's page it will show next, both read at once. The page
 * then has the buyer's header, prices and first screen of products in the login's answer, instead
 * of asking for them as it starts to draw the next screen, when its answers would wait behind that
 * work. Each is read through its own handler, so whatever watches those answers (the catalogue
 * keeper, the store list, the offline copy, the product lookup) sees them too.
 *
 * A store slow with its list does not hold the login up: past a short grace the answer goes with
 * the page null, the screen shows its skeleton and asks, and that call takes the read already out.
 * A read that failed is null too: the screen asks again and shows the failure.
 */
export function loginWithNextScreen<H extends Wrapped>(handlers: H, graceMs = LIST_PAGE_GRACE_MS): H {
  let started: { key: string; at: number; answer: ProductsAnswer } | null = null;
  const keyOf = (query: ParsedInput<'catalog:products'>) => JSON.stringify([query.q ?? '', query.sort_by ?? '', query.page ?? 1]);

  return {
    ...handlers,
    'auth:login': async ({ list_page, ...login }) => {
      started = null;
      const answer = await handlers['auth:login'](login);
      if (!answer.ok) return answer;
      const products = list_page ? handlers['catalog:products'](list_page) : null;
      const share = list_page && products ? { key: keyOf(list_page), at: Date.now(), answer: products } : null;
      started = share;
      const global = await handlers['shop:global']({});
      const page = products ? await within(products, graceMs) : null;
      if (page && started === share) started = null; // answered here: the list will not ask
      return ok({ ...answer.data, global: global.ok ? global.data : null, products: page?.ok ? page.data : null });
    },
    'catalog:products': (input) => {
      const share = started;
      if (share?.key !== keyOf(input)) return handlers['catalog:products'](input);
      started = null; // handed once: the next visit asks the store
      return Date.now() - share.at < SHARE_MS ? share.answer : handlers['catalog:products'](input);
    },
    'auth:logout': (input) => {
      started = null; // read for the buyer who is leaving
      return handlers['auth:logout'](input);
    },
  };
}

/** The answer if it comes within `ms`, else null (the promise goes on). */
async function within<T>(answer: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
