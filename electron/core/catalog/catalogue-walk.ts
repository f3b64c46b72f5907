import { fail, ok, type Result } from '../../../preload/result';
import type { Product, ProductsPage } from '../../../preload/schemas/catalog';
import { MESSAGES } from '../http/errors';
import type { Match, ReadPage } from './pages';
import { pageKey, WALK_LIMITS, type WalkLimits } from './walk-limits';

/** Reads the whole catalogue page by page for the lookups that quick searches could not answer. */
export interface CatalogueWalk {
  /** The first product that matches, or null once a whole pass has not shown one. */
  find(match: Match): Promise<Result<Product | null>>;
  /** No more pages; finds still waiting answer 'cancelled'. */
  stop(): void;
}

interface Waiter {
  match: Match;
  /** Has seen (or will see) every page of the current pass, so the pass's end is a definite "no". */
  fromStart: boolean;
  done: (result: Result<Product | null>) => void;
}

/** Oldest first: new products land on the last pages, so a pass seldom sees the pages shift. */
const SORT = 'created_at.asc';

/**
 * One walk per index, shared by every lookup waiting on it. A pass asks for page 1..total_pages
 * (the store's page size, whatever it is), at most `inFlight` at once, and pauses as soon as
 * nobody waits: the next find resumes where it stopped, and a finder that joined mid-pass rides
 * one more pass from page 1 before it is told "not found" (the pages behind it may have shifted).
 * A pass ends at the store's last page, an empty or repeated page, or the walk's bounds
 * (pages, products), whatever page count the store claims.
 */
export function createCatalogueWalk(read: ReadPage, inFlight = 4, limits: Pick<WalkLimits, 'maxPages' | 'maxProducts'> = WALK_LIMITS): CatalogueWalk {
  let waiters: Waiter[] = [];
  let next = 1;
  let total: number | null = null;
  let pastEnd: number | null = null;
  let pending = 0;
  let stopped = false;
  /** Products this pass has read, and the recent pages' product ids: a pass ends at the bound or where the store repeats a page. */
  let seen = 0;
  const keys = new Map<number, string>();

  // Until the store has said how many pages there are, ask for one batch; never past the bound, whatever the store claims.
  const lastPage = () => Math.min(total ?? inFlight, limits.maxPages, pastEnd === null ? Infinity : pastEnd - 1);

  const settle = (waiter: Waiter, result: Result<Product | null>) => {
    waiters = waiters.filter((w) => w !== waiter);
    waiter.done(result);
  };

  const endPass = () => {
    for (const waiter of [...waiters]) {
      if (waiter.fromStart) settle(waiter, ok(null));
      else waiter.fromStart = true;
    }
    next = 1;
    pastEnd = null;
    seen = 0;
    keys.clear();
  };

  /** Ends the pass at `page` (not read) when the store's list stops making progress or the bound is reached. */
  const endsBefore = (page: number, products: ProductsPage['products']): number | null => {
    const key = pageKey(products);
    keys.set(page, key);
    keys.delete(page - 2 * inFlight);
    if (keys.get(page - 1) === key) return page;
    if (keys.get(page + 1) === key) return page + 1;
    seen += products.length;
    return seen >= limits.maxProducts ? page + 1 : null;
  };

  const arrived = (page: number, answer: Result<ProductsPage | null>) => {
    pending -= 1;
    if (stopped) return;
    if (!answer.ok) {
      // Everyone waiting hears the failure; the next find asks for this page again.
      next = Math.min(next, page);
      for (const waiter of [...waiters]) settle(waiter, answer);
      return;
    }
    if (answer.data === null) {
      pastEnd = Math.min(pastEnd ?? page, page);
    } else {
      const end = endsBefore(page, answer.data.products);
      if (end !== null) pastEnd = Math.min(pastEnd ?? end, end);
      total = Math.max(answer.data.total_pages, page);
      for (const waiter of [...waiters]) {
        const found = answer.data.products.find(waiter.match);
        if (found) settle(waiter, ok(found));
      }
    }
    pump();
  };

  const pump = () => {
    if (next > lastPage() && pending === 0) endPass();
    while (!stopped && waiters.length > 0 && pending < inFlight && next <= lastPage()) {
      const page = next;
      next += 1;
      pending += 1;
      read({ sort_by: SORT, page })
        .catch(() => fail({ kind: 'server', message: MESSAGES.unexpected }))
        .then((answer) => arrived(page, answer));
    }
  };

  return {
    find(match) {
      return new Promise((done) => {
        if (stopped) return done(fail({ kind: 'cancelled', message: MESSAGES.cancelled }));
        waiters.push({ match, fromStart: next === 1 && pending === 0, done });
        pump();
      });
    },
    stop() {
      stopped = true;
      for (const waiter of [...waiters]) settle(waiter, fail({ kind: 'cancelled', message: MESSAGES.cancelled }));
    },
  };
}
