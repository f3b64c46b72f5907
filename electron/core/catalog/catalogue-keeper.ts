import Database from 'better-sqlite3';
import type { Product } from '../../../contract/schemas/catalog';
import type { IndexStatus } from '../../../contract/schemas/quickOrder';
import type { BuyerSession } from '../buyer/buyer-session';
import type { Emit, SettingsStore } from '../deps';
import type { Connection } from '../http/connection';
import type { StoreHolder } from '../store-holder';
import { migrate } from '../local-data/migrations';
import { runCataloguePass, type CataloguePass, type WalkProgress } from './catalogue-walk';
import { catalogueTable, type CatalogueTable } from './catalogue-table';
import { importIndexFile } from './import-index-file';
import type { FetchPage } from './pages';
import { CATALOGUE_CUT_NOTICE, type WalkLimits } from './walk-limits';
import { readWalkState } from './walk-state';

export interface KeeperDeps {
  holder: Pick<StoreHolder, 'connection'>;
  buyers: Pick<BuyerSession, 'current' | 'database' | 'onChange' | 'ensureKnown'>;
  settings: SettingsStore;
  emit: Emit;
  /** Where the old version kept catalogue files, read once into the buyer's database. */
  dataDir?: string;
  /** The store's product list on a connection. */
  fetchPage: (connection: Connection) => FetchPage;
  now?: () => Date;
  /** Pages asked at once by the first pass. */
  inFlight?: number;
  /**
   * How long the first walk after the buyer is known waits, ms (default 0): their first screens'
   * store calls must not queue behind catalogue pages. A walk asked for starts at once.
   */
  firstWalkDelayMs?: number;
  /** Store requests a second at most for a refresh once the catalogue has been read in full once. */
  refreshRate?: number;
  /** How far one walk goes (default WALK_LIMITS). */
  walkLimits?: WalkLimits;
}

/**
 * Keeps the catalogue of the buyer of the moment in their database: walks the store after they
 * are known (resuming a walk a quit interrupted), walks again when the copy is older than the
 * `catalogueMaxAgeMinutes` setting, paced so a refresh never crowds out what the buyer is doing,
 * and reports every step as a `catalog:index` event. Nothing here ever waits for a walk: callers
 * read what is there.
 */
export interface CatalogueKeeper {
  status(): IndexStatus;
  /** Starts a walk now unless one runs (finding out who is logged in first if needed). */
  refresh(): Promise<IndexStatus>;
  /** The catalogue of the buyer of the moment once read in full once, else null. Starts a refresh if it is old. */
  current(): CatalogueTable | null;
  /** The same without side effects (no store call, no refresh): for lookups that must not cost a request. */
  peek(): CatalogueTable | null;
  /** What is kept of the buyer of the moment's catalogue, read in full or not yet: for looking up one product. */
  kept(): CatalogueTable | null;
  /** Changes at every login, logout and store switch. */
  session(): number;
  /** Products the buyer just opened or listed in session `session`, fresher than the last pass: written at once, unless the session is over. */
  remember(products: readonly Product[], session: number): void;
  /** Resolves once an old catalogue file being read in is in (for tests). */
  saved(): Promise<void>;
  /** Calls `listener` at the end of each pass that kept what it read (not at each page); the unsubscribe. */
  onPassEnd(listener: (pass: FinishedPass) => void): () => void;
  dispose(): void;
}

/** A pass that kept what it read: the buyer database and table it wrote, and whether it read the store's whole list (not cut at a bound). */
export interface FinishedPass {
  db: Database.Database;
  table: CatalogueTable;
  complete: boolean;
}

/** At most this many store requests a second for a refresh, unless told otherwise. */
export const REFRESH_RATE = 2;

interface Slot {
  connection: Connection;
  db: Database.Database;
  /** A database of this slot's own (no data folder): closed with the slot. */
  ownDb: boolean;
  table: CatalogueTable;
  loading: boolean;
  pass: CataloguePass | null;
  progress: WalkProgress;
  failure: string | null;
  finishedAt: Date | null;
  counts: { products: number; variants: number };
  timer: ReturnType<typeof setTimeout> | null;
  /** The first walk is waiting out its delay: using the catalogue meanwhile must not start it early. */
  waiting: boolean;
}

export const emptyStatus = (): IndexStatus => ({
  state: 'empty', refreshing: false, products: 0, variants: 0, updated_at: null, done: 0, total: null, message: null,
});

function slotStatus(slot: Slot | null): IndexStatus {
  if (!slot) return emptyStatus();
  const busy = slot.pass !== null || slot.loading;
  const state: IndexStatus['state'] = slot.failure !== null && !busy ? 'failed' : slot.finishedAt ? 'ready' : busy ? 'building' : 'empty';
  return {
    state,
    refreshing: slot.finishedAt !== null && slot.pass !== null,
    products: slot.counts.products,
    variants: slot.counts.variants,
    updated_at: slot.finishedAt?.toISOString() ?? null,
    done: slot.progress.done,
    total: slot.progress.total,
    message: slot.failure,
  };
}

export function createCatalogueKeeper(deps: KeeperDeps): CatalogueKeeper {
  const now = deps.now ?? (() => new Date());
  const maxAgeMs = () => deps.settings.get().catalogueMaxAgeMinutes * 60_000;
  let slot: Slot | null = null;
  let importing: Promise<void> = Promise.resolve();
  let session = 0;
  /** Stores whose catalogue was past the walk's bound: the buyer is told once a run, not at every refresh. */
  const toldCut = new Set<string>();
  const passListeners = new Set<(pass: FinishedPass) => void>();

  const announce = () => deps.emit('catalog:index', slotStatus(slot));
  const isCurrent = (mine: Slot) => slot === mine && deps.holder.connection() === mine.connection;

  const armTimer = (mine: Slot) => {
    if (mine.timer) clearTimeout(mine.timer);
    mine.timer = null;
    if (!mine.finishedAt) return;
    const due = Math.max(0, mine.finishedAt.getTime() + maxAgeMs() - now().getTime());
    mine.timer = setTimeout(() => isCurrent(mine) && refreshIfOld(mine), due);
    mine.timer.unref?.();
  };

  const startPass = (mine: Slot) => {
    mine.waiting = false;
    if (mine.pass || mine.loading) return;
    mine.failure = null;
    // The first pass reads as fast as the store lets it; later ones stay under the refresh rate.
    const paced = mine.finishedAt !== null;
    const pass = runCataloguePass({
      db: mine.db,
      table: mine.table,
      fetchPage: deps.fetchPage(mine.connection),
      now,
      inFlight: paced ? 1 : (deps.inFlight ?? 4),
      gapMs: paced ? 1000 / (deps.refreshRate ?? REFRESH_RATE) : 0,
      limits: deps.walkLimits,
      onProgress: (progress) => {
        if (!isCurrent(mine)) return;
        mine.progress = progress;
        if (progress.done % 25 === 0) mine.counts = mine.table.counts();
        announce();
      },
    });
    mine.pass = pass;
    mine.progress = { done: 0, total: null };
    announce();
    void pass.result.then((answer) => {
      if (slot !== mine || mine.pass !== pass) return;
      mine.pass = null;
      if (!answer.ok) {
        if (answer.error.kind === 'cancelled') return;
        mine.failure = answer.error.message;
        console.warn('[catalogue] the walk stopped:', answer.error.kind);
        return announce();
      }
      mine.finishedAt = new Date(readWalkState(mine.db).finishedAt ?? now().toISOString());
      mine.counts = mine.table.counts();
      armTimer(mine);
      announce();
      for (const listener of passListeners) {
        try {
          listener({ db: mine.db, table: mine.table, complete: answer.data.cut === null });
        } catch (error) {
          console.warn('[catalogue] a follower of the walk failed', error);
        }
      }
      if (answer.data.cut && !toldCut.has(mine.connection.baseUrl)) {
        toldCut.add(mine.connection.baseUrl);
        deps.emit('app:notice', { message: CATALOGUE_CUT_NOTICE() });
      }
    });
  };

  /** The first walk after the buyer is known, after the delay. */
  const firstWalk = (mine: Slot) => {
    const delay = deps.firstWalkDelayMs ?? 0;
    if (delay <= 0) return startPass(mine);
    mine.waiting = true;
    if (mine.timer) clearTimeout(mine.timer);
    mine.timer = setTimeout(() => {
      mine.timer = null;
      if (isCurrent(mine) && mine.waiting) startPass(mine);
    }, delay);
    mine.timer.unref?.();
  };

  function refreshIfOld(mine: Slot): void {
    if (mine.loading || mine.pass || mine.waiting) return;
    const old = !mine.finishedAt || now().getTime() - mine.finishedAt.getTime() >= maxAgeMs();
    if (old) startPass(mine);
    else if (!mine.timer) armTimer(mine);
  }

  const drop = () => {
    const mine = slot;
    if (!mine) return;
    slot = null;
    mine.pass?.stop();
    if (mine.timer) clearTimeout(mine.timer);
    if (mine.ownDb) mine.db.close();
    deps.emit('catalog:index', emptyStatus());
  };

  const open = () => {
    const buyer = deps.buyers.current();
    const connection = deps.holder.connection();
    if (!buyer || !connection) return;
    // Without a data folder (tests, a kiosk that keeps nothing) the catalogue lives in memory, for this buyer only.
    const kept = deps.buyers.database();
    const db = kept ?? new Database(':memory:');
    if (!kept) migrate(db);
    const mine: Slot = {
      connection, db, ownDb: !kept, table: catalogueTable(db), loading: true, pass: null, progress: { done: 0, total: null },
      failure: null, finishedAt: null, counts: { products: 0, variants: 0 }, timer: null, waiting: false,
    };
    slot = mine;
    announce();
    const imported = deps.dataDir && kept ? importIndexFile(deps.dataDir, buyer, db, mine.table, () => slot === mine) : Promise.resolve();
    importing = imported.catch((error: unknown) => console.warn('[catalogue] the old catalogue file could not be read in', error));
    void importing.then(() => {
      if (slot !== mine) return;
      mine.loading = false;
      const state = readWalkState(db);
      mine.finishedAt = state.finishedAt ? new Date(state.finishedAt) : null;
      mine.counts = mine.table.counts();
      // A walk a quit interrupted goes on where it stopped; a catalogue never read in full is read now.
      if (state.nextPage > 0 || !mine.finishedAt) firstWalk(mine);
      else refreshIfOld(mine);
      announce();
    });
  };

  // A new buyer (or none): what was held for the last one goes at once; the next one's catalogue is their own database's.
  const unsubscribe = deps.buyers.onChange((change) => {
    if (change.session) session += 1;
    drop();
    open();
  });
  open();

  /** Asks the store who is signed in when nobody said yet; the buyer session then tells the keeper. */
  const identify = async (): Promise<void> => {
    if (!slot) await deps.buyers.ensureKnown();
  };

  const ready = () => (slot && slot.finishedAt ? slot.table : null);

  return {
    status: () => slotStatus(slot),
    async refresh() {
      await identify();
      await importing;
      if (slot) startPass(slot);
      return slotStatus(slot);
    },
    current() {
      if (!slot) {
        void identify();
        return null;
      }
      refreshIfOld(slot);
      return ready();
    },
    peek: ready,
    kept: () => (slot && !slot.loading && isCurrent(slot) ? slot.table : null),
    session: () => session,
    remember(products, asked) {
      if (asked !== session || !slot || slot.loading || !isCurrent(slot) || products.length === 0) return;
      slot.table.put(products, readWalkState(slot.db).pass);
    },
    saved: () => importing,
    onPassEnd(listener) {
      passListeners.add(listener);
      return () => void passListeners.delete(listener);
    },
    dispose() {
      unsubscribe();
      drop();
    },
  };
}
