import type { IndexStatus } from '../../../preload/schemas/quickOrder';
import type { Emit, SettingsStore } from '../deps';
import type { Connection } from '../http/connection';
import type { StoreHolder } from '../store-holder';
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index';
import { readIndexFile, writeIndexFile } from './index-file';
import { emptyStatus, slotStatus, type IndexSlot } from './index-slot';
import { walkWholeCatalogue } from './index-walk';
import type { FetchPage } from './pages';

export interface KeeperDeps {
  holder: Pick<StoreHolder, 'connection' | 'onSessionChange'>;
  settings: SettingsStore;
  emit: Emit;
  /** Where index files live; memory only without it. */
  dataDir?: string;
  /** The store's product list on a connection. */
  fetchPage: (connection: Connection) => FetchPage;
  /** Who is logged in on a connection: their e-mail, null for a guest; rejects when the store cannot say. */
  whoIsIn: (connection: Connection) => Promise<string | null>;
  now?: () => Date;
  inFlight?: number;
}

/**
 * Keeps the catalogue index of the customer of the moment: loads their saved copy, walks the
 * store in the background (after a login, on demand, and when the copy is older than the
 * `catalogueMaxAgeMinutes` setting), saves the result, and reports every step as a
 * `catalog:index` event. Nothing here ever waits for a walk: callers read what is there.
 */
export interface CatalogueKeeper {
  /** A login as `email` just succeeded: load their copy and refresh it. */
  loggedIn(email: string): void;
  /**
   * The store said who is logged in (shop:global, account:get): load their copy, refresh it if old.
   * `asked` is `session()` from before the call: an answer that outlived its session is ignored.
   */
  customerIs(email: string, asked: number): void;
  /** Changes at every login, logout and store switch. */
  session(): number;
  status(): IndexStatus;
  /** Starts a walk now unless one runs (finding out who is logged in first if needed). */
  refresh(): Promise<IndexStatus>;
  /** The index of the customer of the moment, null when none is loaded yet. Starts a refresh if it is old. */
  current(): CatalogueIndex | null;
  /** The same without side effects (no store call, no refresh): for lookups that must not cost a request. */
  peek(): CatalogueIndex | null;
  dispose(): void;
}

export function createCatalogueKeeper(deps: KeeperDeps): CatalogueKeeper {
  const now = deps.now ?? (() => new Date());
  let slot: IndexSlot | null = null;
  let generation = 0;
  /** Asked once per session: who is logged in, when nothing told us yet. */
  let asking: Promise<void> | null = null;

  const announce = () => deps.emit('catalog:index', slotStatus(slot));
  const maxAgeMs = () => deps.settings.get().catalogueMaxAgeMinutes * 60_000;
  const isCurrent = (mine: IndexSlot) => slot === mine && deps.holder.connection() === mine.connection;

  const drop = () => {
    if (!slot) return;
    slot.walk?.stop();
    if (slot.timer) clearTimeout(slot.timer);
    slot = null;
    asking = null;
    deps.emit('catalog:index', emptyStatus());
  };
  const unsubscribe = deps.holder.onSessionChange(() => {
    generation += 1;
    drop();
  });

  const armTimer = (mine: IndexSlot) => {
    if (mine.timer) clearTimeout(mine.timer);
    if (!mine.updatedAt) return;
    const due = Math.max(0, mine.updatedAt.getTime() + maxAgeMs() - now().getTime());
    mine.timer = setTimeout(() => isCurrent(mine) && refreshIfOld(mine), due);
    mine.timer.unref?.();
  };

  const install = (mine: IndexSlot, index: CatalogueIndex, updatedAt: Date) => {
    mine.index = index;
    mine.updatedAt = updatedAt;
    armTimer(mine);
  };

  const startWalk = (mine: IndexSlot) => {
    if (mine.walk) return;
    mine.failure = null;
    mine.progress = { done: 0, total: null };
    const walk = walkWholeCatalogue(
      deps.fetchPage(mine.connection),
      (progress) => {
        if (slot !== mine) return;
        mine.progress = progress;
        announce();
      },
      deps.inFlight,
    );
    mine.walk = walk;
    announce();
    void walk.result.then(async (answer) => {
      if (!isCurrent(mine) || mine.walk !== walk) return;
      mine.walk = null;
      if (!answer.ok) {
        mine.failure = answer.error.message;
        console.warn('[catalogue index] the walk stopped:', answer.error.kind);
        return announce();
      }
      const updatedAt = now();
      install(mine, buildCatalogueIndex(answer.data), updatedAt);
      announce();
      if (deps.dataDir) {
        await writeIndexFile(deps.dataDir, mine.owner, { products: answer.data, updatedAt }).catch((error: unknown) =>
          console.warn('[catalogue index] could not be saved; it is kept in memory', error),
        );
      }
    });
  };

  const refreshIfOld = (mine: IndexSlot) => {
    if (mine.loading || mine.walk) return;
    const old = !mine.updatedAt || now().getTime() - mine.updatedAt.getTime() >= maxAgeMs();
    if (old) startWalk(mine);
    else armTimer(mine); // the maximum age may have changed since the timer was set
  };

  /** Makes `email` the customer of the moment; `fresh` walks even when the saved copy is young. */
  const adopt = (email: string, fresh: boolean) => {
    const connection = deps.holder.connection();
    if (!connection) return;
    const owner = { origin: connection.baseUrl, email: email.trim().toLowerCase() };
    if (slot && slot.connection === connection && slot.owner.origin === owner.origin && slot.owner.email === owner.email) {
      if (fresh) walkNow(slot);
      else refreshIfOld(slot);
      return;
    }
    if (slot) drop();
    const mine: IndexSlot = {
      connection, owner, index: null, updatedAt: null, loading: Boolean(deps.dataDir), walkAfterLoad: fresh,
      walk: null, progress: { done: 0, total: null }, failure: null, timer: null,
    };
    slot = mine;
    announce();
    if (!deps.dataDir) return startWalk(mine);
    void readIndexFile(deps.dataDir, owner).then((saved) => {
      if (!isCurrent(mine)) return;
      mine.loading = false;
      if (saved) install(mine, buildCatalogueIndex(saved.products), saved.updatedAt);
      if (mine.walkAfterLoad || !saved) startWalk(mine);
      else refreshIfOld(mine);
      announce();
    });
  };

  /** A walk now, or as soon as the saved copy is read. */
  const walkNow = (mine: IndexSlot) => {
    if (mine.loading) mine.walkAfterLoad = true;
    else startWalk(mine);
  };

  const identify = (): Promise<void> => {
    const connection = deps.holder.connection();
    if (slot || !connection) return Promise.resolve();
    const asked = generation;
    asking ??= deps.whoIsIn(connection).then(
      (email) => {
        if (email && !slot && asked === generation && deps.holder.connection() === connection) adopt(email, false);
      },
      () => {
        if (asked === generation) asking = null; // the store could not say: ask again next time
      },
    );
    return asking;
  };

  return {
    loggedIn: (email) => adopt(email, true),
    customerIs(email, asked) {
      if (asked === generation) adopt(email, false);
    },
    session: () => generation,
    status: () => slotStatus(slot),
    async refresh() {
      await identify();
      if (slot) walkNow(slot);
      return slotStatus(slot);
    },
    current() {
      if (!slot) {
        void identify();
        return null;
      }
      refreshIfOld(slot);
      return slot.index;
    },
    peek: () => slot?.index ?? null,
    dispose() {
      unsubscribe();
      drop();
    },
  };
}
