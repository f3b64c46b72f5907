import { fail, ok, type Result } from '../../../contract/result';
import type { Product, ProductsPage } from '../../../contract/schemas/catalog';
import { MESSAGES } from '../http/errors';
import { createCatalogueWalk } from './catalogue-walk';
import { handleQueries, refreshQueries } from './handle-queries';
import { indexedReader, searchFor, type FetchPage, type Match } from './pages';
import type { ProductIndex } from './product-index';
import type { WalkLimits } from './walk-limits';

/** Finds one product although the store only has a paged, searchable list. */
export interface ProductLookup {
  byHandle(handle: string): Promise<Result<Product>>;
  byVariant(variantId: number): Promise<Result<Product>>;
  /** A page the core fetched for another reason (the product list): worth remembering. */
  remember(page: ProductsPage): void;
  /** The session it belonged to is over: stop walking. */
  dispose(): void;
}

export interface LookupLimits {
  /** Pages read per quick search or refresh search before trying the next one. */
  searchPages?: number;
  /** Catalogue pages asked for at once during a walk. */
  inFlight?: number;
  /** How far one walk pass goes (default WALK_LIMITS). */
  walk?: Pick<WalkLimits, 'maxPages' | 'maxProducts'>;
}

const notFound = () => fail({ kind: 'not_found', message: MESSAGES.not_found });

/**
 * A product the index has seen is refreshed by a search for its SKU or title (fresh stock and
 * prices), falling back to the indexed copy when the search does not show it. One it has not seen
 * is looked for with quick searches made from the handle, then by walking the whole catalogue.
 */
export function createProductLookup(fetchPage: FetchPage, index: ProductIndex, limits: LookupLimits = {}): ProductLookup {
  const searchPages = limits.searchPages ?? 3;
  const read = indexedReader(fetchPage, index);
  const walk = createCatalogueWalk(read, limits.inFlight ?? 4, limits.walk);

  /** The first query whose result pages show a match; an error ends the search. */
  const firstMatch = async (queries: readonly string[], match: Match): Promise<Result<Product | null>> => {
    for (const q of queries) {
      const answer = await searchFor(read, q, match, searchPages);
      if (!answer.ok || answer.data) return answer;
    }
    return ok(null);
  };

  const refresh = async (known: Product, match: Match, preferVariant?: number): Promise<Result<Product>> => {
    const answer = await firstMatch(refreshQueries(known, preferVariant), match);
    if (!answer.ok) return answer;
    return ok(answer.data ?? known);
  };

  /** Reads the index right before joining the walk: a page that arrived meanwhile may hold it. */
  const walkFor = async (indexed: () => Product | null, match: Match, preferVariant?: number): Promise<Result<Product>> => {
    const known = indexed();
    if (known) return refresh(known, match, preferVariant);
    const answer = await walk.find(match);
    if (!answer.ok) return answer;
    return answer.data ? ok(answer.data) : notFound();
  };

  return {
    async byHandle(handle) {
      const match: Match = (product) => product.handle === handle;
      const known = index.byHandle(handle);
      if (known) return refresh(known, match);
      const quick = await firstMatch(handleQueries(handle), match);
      if (!quick.ok) return quick;
      if (quick.data) return ok(quick.data);
      return walkFor(() => index.byHandle(handle), match);
    },
    async byVariant(variantId) {
      const match: Match = (product) => product.variants.some((variant) => variant.id === variantId);
      // Nothing but the id is known, so no search can be made from it: only the index or the walk can tell.
      return walkFor(() => index.byVariant(variantId), match, variantId);
    },
    remember: (page) => index.put(page.products),
    dispose: () => walk.stop(),
  };
}
