import { ok } from '../../../preload/result';
import type { Product } from '../../../preload/schemas/catalog';
import { DONE } from '../api/common';
import type { CoreDeps } from '../deps';
import type { BuyerSession } from '../buyer/buyer-session';
import { createLastSeenCache, type LastSeenCache } from './last-seen-cache';
import { pageFromIndex } from './index-pages';
import { createOfflineReads, type OfflineFallbacks, type OfflineReads } from './serve-offline';

/** The catalogue index of the customer of the moment (quick order keeps it), null while none is loaded. */
export type CatalogueSnapshot = () => { products: readonly Product[]; updatedAt: string | null } | null;

export interface Offline extends OfflineReads {
  /** Null without a data folder: nothing is kept, the reads pass through. */
  cache: LastSeenCache | null;
}

/** Offline reading: the last-seen answers in the signed-in buyer's database. */
export function createOffline(deps: CoreDeps, buyers: BuyerSession, online: () => boolean, catalogue?: CatalogueSnapshot): Offline {
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
  const fallbacks: OfflineFallbacks = {
    'catalog:products': (input) => {
      const index = catalogue?.();
      return index ? { data: pageFromIndex(index.products, input), seenAt: new Date(index.updatedAt ?? Date.now()) } : null;
    },
  };
  return { cache, ...createOfflineReads(buyers, cache, deps.emit, online, fallbacks) };
}
