import { ok } from '../../../contract/result';
import type { CatalogueTable } from '../catalog/catalogue-table';
import { DONE } from '../api/common';
import type { CoreDeps } from '../deps';
import type { BuyerSession } from '../buyer/buyer-session';
import { createLastSeenCache, type LastSeenCache } from './last-seen-cache';
import { pageFromCatalogue } from './index-pages';
import { createOfflineReads, type FromCatalogue, type OfflineReads } from './serve-offline';

/** The kept catalogue of the buyer of the moment once read in full, and when that was; null before. */
export type CatalogueSnapshot = () => { table: CatalogueTable; updatedAt: string | null } | null;

export interface Offline extends OfflineReads {
  /** Null without a data folder: nothing is kept, the reads pass through. */
  cache: LastSeenCache | null;
}

/**
 * The product page and the product list made from the kept catalogue once it has been read in
 * full, dated as of that walk: a product opened since is fresher than it says, never older.
 */
export function answersFromCatalogue(catalogue: CatalogueSnapshot): FromCatalogue {
  const kept = () => {
    const snapshot = catalogue();
    return snapshot?.updatedAt ? { table: snapshot.table, seenAt: new Date(snapshot.updatedAt) } : null;
  };
  return {
    'catalog:products': (input) => {
      const made = kept();
      return made ? { data: pageFromCatalogue(made.table, input), seenAt: made.seenAt } : null;
    },
    'catalog:product': (input) => {
      const made = kept();
      const product = made && ('handle' in input ? made.table.byHandle(input.handle) : made.table.byVariant(input.variant_id));
      return made && product ? { data: product, seenAt: made.seenAt } : null;
    },
  };
}

/** Offline reading: the last-seen answers in the signed-in buyer's database. */
export function createOffline(deps: CoreDeps, buyers: BuyerSession, online: () => boolean, catalogue: CatalogueSnapshot = () => null): Offline {
  if (!deps.dataDir) {
    const handlers = {
      'offline:clear': async () => ok(DONE),
      'offline:status': async () => ok({ online: online(), seen_at: null }),
    };
    return { cache: null, handlers, observe: (wrapped) => wrapped, dispose: () => undefined };
  }
  const cache = createLastSeenCache({
    buyers,
    dataDir: deps.dataDir,
    maxMB: () => deps.settings.get().offlineCacheMB,
    notice: (message) => deps.emit('app:notice', { message }),
  });
  return { cache, ...createOfflineReads(buyers, cache, deps.emit, online, answersFromCatalogue(catalogue)) };
}
