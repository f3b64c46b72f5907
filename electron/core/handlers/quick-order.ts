import { fail, ok } from '../../../contract/result';
import { listProducts } from '../api/catalog';
import { catalogueBackedIndex } from '../catalog/catalogue-backed-index';
import { createCatalogueKeeper, type CatalogueKeeper } from '../catalog/catalogue-keeper';
import type { ProductIndex } from '../catalog/product-index';
import type { CatalogueTable } from '../catalog/catalogue-table';
import { findSkusOnStore } from '../catalog/sku-search';
import type { CoreDeps, Handlers } from '../deps';
import type { Connection } from '../http/connection';
import { MESSAGES } from '../http/errors';
import type { StoreHolder } from '../store-holder';
import type { BuyerSession } from '../buyer/buyer-session';

type QuickOrderHandlers = Pick<Handlers, 'catalog:indexStatus' | 'catalog:refreshIndex' | 'catalog:suggest' | 'catalog:findSkus'>;

const DEFAULT_SUGGESTIONS = 10;

export interface QuickOrder {
  handlers: QuickOrderHandlers;
  /** The product lookup's index, backed by the catalogue index (createSessionLookups' makeIndex). */
  makeIndex(): ProductIndex;
  /** The kept catalogue once read in full (no store call, no refresh), for pages shown offline. */
  snapshot(): { table: CatalogueTable; updatedAt: string | null } | null;
  /** What is kept of the catalogue of the buyer of the moment, read in full or not (no store call). */
  kept(): CatalogueTable | null;
  /** Follows the end of each catalogue pass (the watch compares then). */
  onPassEnd: CatalogueKeeper['onPassEnd'];
  dispose(): void;
}

const fetchPageOn = (connection: Connection) => (query: Parameters<typeof listProducts>[1]) => listProducts(connection, query);

function quickOrderHandlers(keeper: CatalogueKeeper, holder: Pick<StoreHolder, 'connection'>): QuickOrderHandlers {
  return {
    'catalog:indexStatus': async () => {
      keeper.current(); // finds out who is logged in, or refreshes an old copy, in the background
      return ok(keeper.status());
    },
    'catalog:refreshIndex': async () => ok(await keeper.refresh()),
    'catalog:suggest': async ({ q, limit }) => {
      const index = keeper.current();
      return ok({ ready: index !== null, items: index ? index.suggest(q, limit ?? DEFAULT_SUGGESTIONS) : [] });
    },
    'catalog:findSkus': async ({ skus, fresh }) => {
      const index = keeper.current();
      const connection = holder.connection();
      if (fresh && connection) {
        const asked = await findSkusOnStore(fetchPageOn(connection), skus);
        if (asked.ok || !index) return asked;
        return ok({ items: skus.map((sku) => ({ sku, entry: index.bySku(sku) })) }); // offline: the kept catalogue's prices
      }
      if (!index) {
        if (!connection) return fail({ kind: 'not_configured', message: MESSAGES.not_configured });
        return findSkusOnStore(fetchPageOn(connection), skus);
      }
      const items = skus.map((sku) => ({ sku, entry: index.bySku(sku) }));
      // A product added since the last walk is not in the index yet: the store is asked about the misses.
      const missed = items.filter((item) => item.entry === null).map((item) => item.sku);
      if (missed.length === 0 || !connection) return ok({ items });
      const asked = await findSkusOnStore(fetchPageOn(connection), missed);
      if (!asked.ok) return ok({ items }); // offline: the index's answer is the best there is
      const late = new Map(asked.data.items.map((item) => [item.sku, item.entry]));
      return ok({ items: items.map((item) => (item.entry ? item : { sku: item.sku, entry: late.get(item.sku) ?? null })) });
    },
  };
}

/** After a login the first screens load first; the catalogue walk follows (measured by the journey bench). */
const FIRST_INDEX_WALK_MS = 3_000;

/** The catalogue of the buyer of the moment and the quick-order channels over it. */
export function createQuickOrder(deps: CoreDeps, holder: StoreHolder, buyers: BuyerSession): QuickOrder {
  const keeper = createCatalogueKeeper({
    holder,
    buyers,
    settings: deps.settings,
    emit: deps.emit,
    dataDir: deps.dataDir,
    fetchPage: fetchPageOn,
    firstWalkDelayMs: deps.timeouts?.firstIndexWalk ?? FIRST_INDEX_WALK_MS,
    refreshRate: deps.timeouts?.catalogueRefreshRate,
  });
  return {
    handlers: quickOrderHandlers(keeper, holder),
    makeIndex: () => catalogueBackedIndex(keeper),
    snapshot() {
      const index = keeper.peek();
      return index ? { table: index, updatedAt: keeper.status().updated_at } : null;
    },
    kept: () => keeper.kept(),
    onPassEnd: (listener) => keeper.onPassEnd(listener),
    dispose: () => keeper.dispose(),
  };
}
