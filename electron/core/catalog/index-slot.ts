import type { IndexStatus } from '../../../preload/schemas/quickOrder';
import type { Connection } from '../http/connection';
import type { CatalogueIndex } from './catalogue-index';
import type { IndexOwner } from './index-file';
import type { IndexWalk, WalkProgress } from './index-walk';

/**
 * What is kept for one customer session of one store. A new login, a logout or a store switch
 * replaces the slot, and every late answer checks that its slot is still the current one, so one
 * buyer's catalogue and prices can never reach the next buyer.
 */
export interface IndexSlot {
  connection: Connection;
  owner: IndexOwner;
  index: CatalogueIndex | null;
  updatedAt: Date | null;
  /** Reading the saved copy from disk. */
  loading: boolean;
  /** Walk once the saved copy is read, however young it is (a login, a refresh asked for meanwhile). */
  walkAfterLoad: boolean;
  walk: IndexWalk | null;
  progress: WalkProgress;
  /** Why the last walk stopped, until the next one starts. */
  failure: string | null;
  /** The refresh due when the copy gets older than the maximum age. */
  timer: ReturnType<typeof setTimeout> | null;
}

export const emptyStatus = (): IndexStatus => ({
  state: 'empty',
  refreshing: false,
  products: 0,
  variants: 0,
  updated_at: null,
  done: 0,
  total: null,
  message: null,
});

export function slotStatus(slot: IndexSlot | null): IndexStatus {
  if (!slot) return emptyStatus();
  const busy = slot.walk !== null || slot.loading;
  const state: IndexStatus['state'] = slot.failure !== null && !busy ? 'failed' : slot.index ? 'ready' : busy ? 'building' : 'empty';
  return {
    state,
    refreshing: slot.index !== null && slot.walk !== null,
    products: slot.index?.products.length ?? 0,
    variants: slot.index?.variantCount ?? 0,
    updated_at: slot.updatedAt?.toISOString() ?? null,
    done: slot.progress.done,
    total: slot.progress.total,
    message: slot.failure,
  };
}
