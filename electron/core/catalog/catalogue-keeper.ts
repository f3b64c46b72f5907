import type { IndexStatus } from '../../../preload/schemas/quickOrder';
import type { Emit, SettingsStore } from '../deps';
import type { Connection } from '../http/connection';
import type { StoreHolder } from '../store-holder';
import type { CatalogueIndex } from './catalogue-index';
import { emptyStatus, slotStatus, type IndexSlot } from './index-slot';
import type { FetchPage } from './pages';
import { createSlotRefresher } from './slot-refresher';

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
  /** See RefresherDeps.firstWalkDelayMs. */
  firstWalkDelayMs?: number;
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
  /** Resolves once the last index written to disk is there (before quitting, and for tests). */
  saved(): Promise<void>;
  dispose(): void;
}

export function createCatalogueKeeper(deps: KeeperDeps): CatalogueKeeper {
  let slot: IndexSlot | null = null;
  let generation = 0;
  /** Asked once per session: who is logged in, when nothing told us yet. */
  let asking: Promise<void> | null = null;

  const announce = () => deps.emit('catalog:index', slotStatus(slot));
  const refresher = createSlotRefresher({
    fetchPage: deps.fetchPage,
    dataDir: deps.dataDir,
    now: deps.now ?? (() => new Date()),
    maxAgeMs: () => deps.settings.get().catalogueMaxAgeMinutes * 60_000,
    isCurrent: (mine) => slot === mine && deps.holder.connection() === mine.connection,
    changed: (mine) => slot === mine && announce(),
    inFlight: deps.inFlight,
    firstWalkDelayMs: deps.firstWalkDelayMs,
  });

  const drop = () => {
    if (!slot) return;
    refresher.close(slot);
    slot = null;
    asking = null;
    deps.emit('catalog:index', emptyStatus());
  };
  const unsubscribe = deps.holder.onSessionChange(() => {
    generation += 1;
    drop();
  });

  /** Makes `email` the customer of the moment; `fresh` walks even when the saved copy is young. */
  const adopt = (email: string, fresh: boolean) => {
    const connection = deps.holder.connection();
    if (!connection) return;
    const owner = { origin: connection.baseUrl, email: email.trim().toLowerCase() };
    if (slot && slot.connection === connection && slot.owner.origin === owner.origin && slot.owner.email === owner.email) {
      if (fresh) refresher.walkNow(slot);
      else refresher.refreshIfOld(slot);
      return;
    }
    drop();
    slot = refresher.open(connection, owner, fresh);
    announce();
    refresher.begin(slot);
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
      if (slot) refresher.walkNow(slot);
      return slotStatus(slot);
    },
    current() {
      if (!slot) {
        void identify();
        return null;
      }
      refresher.refreshIfOld(slot);
      return slot.index;
    },
    peek: () => slot?.index ?? null,
    saved: () => refresher.saved(),
    dispose() {
      unsubscribe();
      drop();
    },
  };
}
