import type { Connection } from '../http/connection';
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index';
import { readIndexFile, writeIndexFile, type IndexOwner } from './index-file';
import type { IndexSlot } from './index-slot';
import { walkWholeCatalogue } from './index-walk';
import type { FetchPage } from './pages';

export interface RefresherDeps {
  fetchPage: (connection: Connection) => FetchPage;
  /** Where index files live; memory only without it. */
  dataDir?: string;
  now: () => Date;
  maxAgeMs: () => number;
  /** Whether the slot still belongs to the session of the moment: late answers for another are dropped. */
  isCurrent: (slot: IndexSlot) => boolean;
  /** The slot's status changed (a `catalog:index` event). */
  changed: (slot: IndexSlot) => void;
  inFlight?: number;
  /**
   * How long a slot's first walk waits, ms (default 0): the login that opened it is followed by the
   * buyer's first screens, whose store calls must not queue behind 200 catalogue pages. A walk asked
   * for (refresh, an old copy in use) starts at once.
   */
  firstWalkDelayMs?: number;
}

/**
 * The life of one slot: its saved copy read, walks of the store, the copy saved after each, and
 * the walk due when the copy gets older than the maximum age. Every late answer checks that its
 * slot is still current, so nothing of a slot that was closed is ever installed or saved.
 */
export function createSlotRefresher(deps: RefresherDeps) {
  let writing: Promise<void> = Promise.resolve();
  /** Slots whose first walk is waiting out its delay: using the index meanwhile must not start it early. */
  const waiting = new WeakSet<IndexSlot>();

  const armTimer = (slot: IndexSlot) => {
    if (slot.timer) clearTimeout(slot.timer);
    if (!slot.updatedAt) return;
    const due = Math.max(0, slot.updatedAt.getTime() + deps.maxAgeMs() - deps.now().getTime());
    slot.timer = setTimeout(() => deps.isCurrent(slot) && refreshIfOld(slot), due);
    slot.timer.unref?.();
  };

  const install = (slot: IndexSlot, index: CatalogueIndex, updatedAt: Date) => {
    slot.index = index;
    slot.updatedAt = updatedAt;
    armTimer(slot);
  };

  const save = (owner: IndexOwner, saved: Parameters<typeof writeIndexFile>[2]) => {
    const dataDir = deps.dataDir;
    if (!dataDir) return;
    // One write at a time, in order: the newest walk is the one left on disk.
    writing = writing.then(() =>
      writeIndexFile(dataDir, owner, saved).catch((error: unknown) => console.warn('[catalogue index] could not be saved; it is kept in memory', error)),
    );
  };

  const startWalk = (slot: IndexSlot) => {
    waiting.delete(slot);
    if (slot.walk) return;
    slot.failure = null;
    slot.progress = { done: 0, total: null };
    const onProgress = (progress: IndexSlot['progress']) => {
      if (!deps.isCurrent(slot)) return;
      slot.progress = progress;
      deps.changed(slot);
    };
    const walk = walkWholeCatalogue(deps.fetchPage(slot.connection), onProgress, deps.inFlight);
    slot.walk = walk;
    deps.changed(slot);
    void walk.result.then((answer) => {
      if (!deps.isCurrent(slot) || slot.walk !== walk) return;
      slot.walk = null;
      if (!answer.ok) {
        slot.failure = answer.error.message;
        console.warn('[catalogue index] the walk stopped:', answer.error.kind);
        return deps.changed(slot);
      }
      const updatedAt = deps.now();
      install(slot, buildCatalogueIndex(answer.data), updatedAt);
      deps.changed(slot);
      save(slot.owner, { products: answer.data, updatedAt });
    });
  };

  /** The slot's first walk, after the delay; skipped if another walk finished meanwhile. */
  const firstWalk = (slot: IndexSlot) => {
    const delay = deps.firstWalkDelayMs ?? 0;
    if (delay <= 0) return startWalk(slot);
    const seen = slot.updatedAt;
    waiting.add(slot);
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      slot.timer = null;
      waiting.delete(slot);
      if (deps.isCurrent(slot) && slot.updatedAt === seen) startWalk(slot);
    }, delay);
    slot.timer.unref?.();
  };

  function refreshIfOld(slot: IndexSlot): void {
    if (slot.loading || slot.walk || waiting.has(slot)) return;
    const old = !slot.updatedAt || deps.now().getTime() - slot.updatedAt.getTime() >= deps.maxAgeMs();
    if (old) startWalk(slot);
    else if (!slot.timer) armTimer(slot);
  }

  return {
    /** A new slot for `owner`, to be made current before `begin`. */
    open: (connection: Connection, owner: IndexOwner, fresh: boolean): IndexSlot => ({
      connection, owner, index: null, updatedAt: null, loading: deps.dataDir !== undefined, walkAfterLoad: fresh,
      walk: null, progress: { done: 0, total: null }, failure: null, timer: null,
    }),
    /** Reads the slot's saved copy, then walks if it was opened `fresh` or the copy is absent or old. */
    begin(slot: IndexSlot): void {
      if (!deps.dataDir) return firstWalk(slot);
      void readIndexFile(deps.dataDir, slot.owner).then((saved) => {
        if (!deps.isCurrent(slot)) return;
        slot.loading = false;
        if (saved) install(slot, buildCatalogueIndex(saved.products), saved.updatedAt);
        if (slot.walkAfterLoad || !saved) firstWalk(slot);
        else refreshIfOld(slot);
        deps.changed(slot);
      });
    },
    /** A walk now, or as soon as the saved copy is read. */
    walkNow(slot: IndexSlot): void {
      if (slot.loading) slot.walkAfterLoad = true;
      else startWalk(slot);
    },
    refreshIfOld,
    close(slot: IndexSlot): void {
      slot.walk?.stop();
      if (slot.timer) clearTimeout(slot.timer);
    },
    saved: () => writing,
  };
}
