import type Database from 'better-sqlite3';
import type { CustomerOwner } from '../customer-files';
import type { Emit } from '../deps';
import { buyerFile, deleteBuyerDatabase, openBuyerDatabase } from '../local-data/buyer-database';
import { evictLeastRecent, touch, type LocalDataBound } from '../local-data/eviction';
import type { StoreHolder } from '../store-holder';

/** Who is signed in: the store's origin and the buyer's e-mail, trimmed and in lower case. */
export type Buyer = CustomerOwner;

export interface BuyerChange {
  before: Buyer | null;
  after: Buyer | null;
}

/** What a call knew when it was sent: answers to calls sent before a change say nothing of the new buyer. */
export interface CallStart {
  generation: number;
  buyer: Buyer | null;
}

/**
 * The one owner of "who is signed in, on which store". It learns the buyer from answers the core
 * gets anyway (a login, /_api/global, the account: see learn.ts), forgets them at every session
 * change of the store holder (logout, expiry, kiosk idle logout, store switch, another login),
 * holds that buyer's database, and tells its subscribers and the page of every change.
 */
export interface BuyerSession {
  current(): Buyer | null;
  /** Taken when a call is sent, handed back with its answer to `learn`. */
  start(): CallStart;
  /** The buyer an answer names (null: the store says nobody is signed in), if it is still news. */
  learn(buyer: Buyer | null, call: CallStart): void;
  /** The app starts: the buyer of a remembered login, once every service listens for buyers. */
  startRemembered(): void;
  /** A login answered: this buyer, whatever was sent before. */
  loggedIn(buyer: Buyer): void;
  /** The open database of the buyer of the moment; null without a buyer or a data folder. */
  database(): Database.Database | null;
  onChange(listener: (change: BuyerChange) => void): () => void;
  /** Deletes what this computer keeps of `buyer` ("Sign out and forget", a store removed). */
  forget(buyer: Buyer): void;
  dispose(): void;
}

/** The store in use's saved "remember me" login, seen from the buyer session: whom it signs in. */
export interface RememberedLogin {
  /** The buyer the saved login signs in, or null (none saved, or saved before its buyer was known). */
  buyer(): Buyer | null;
  /** The store confirmed the buyer of the moment: kept beside the saved login, if there is one. */
  keep(buyer: Buyer): void;
  /** The store says nobody is signed in: the saved login signs nobody in any more, so it goes. */
  forget(): void;
}

export interface BuyerSessionDeps {
  holder: Pick<StoreHolder, 'onSessionChange'>;
  /** The store's "remember me" login, if any: the buyer it signs in is assumed until the store answers. */
  remembered?: RememberedLogin;
  emit: Emit;
  /** Where buyer databases live; without it nothing is kept on disk. */
  dataDir?: string;
  /** How much all buyers' databases may hold together (default LOCAL_DATA_BOUND). */
  bound?: LocalDataBound;
}

/**
 * A trade counter sees many buyers: past 50 of them, or 4 GB together, the least recently used
 * buyers' databases go first (their data comes back from the store at their next login).
 */
export const LOCAL_DATA_BOUND: LocalDataBound = { maxBuyers: 50, maxBytes: 4 * 1024 ** 3 };

const normalise = (buyer: Buyer): Buyer => ({ origin: new URL(buyer.origin).origin, email: buyer.email.trim().toLowerCase() });
const same = (a: Buyer | null, b: Buyer | null) => a === b || (a !== null && b !== null && a.origin === b.origin && a.email === b.email);

export function createBuyerSession(deps: BuyerSessionDeps): BuyerSession {
  let buyer: Buyer | null = null;
  let generation = 0;
  let db: Database.Database | null = null;
  const listeners = new Set<(change: BuyerChange) => void>();

  const closeDatabase = () => {
    db?.close();
    db = null;
  };
  const become = (next: Buyer | null) => {
    if (same(buyer, next)) return;
    const change = { before: buyer, after: next };
    closeDatabase();
    buyer = next;
    generation += 1;
    if (next) deps.remembered?.keep(next);
    for (const listener of [...listeners]) listener(change);
    deps.emit('buyer:changed', { signed_in: next !== null });
  };
  /**
   * A remembered login names its buyer before the store answers: the app can then start with the store
   * out of reach on that buyer's kept screens. The store's first answer confirms them or replaces them.
   */
  const rememberedBuyer = (): Buyer | null => {
    const saved = deps.remembered?.buyer();
    return saved ? normalise(saved) : null;
  };
  const offSession = deps.holder.onSessionChange(() => {
    // Every session change makes answers already out stale, even with nobody signed in.
    generation += 1;
    become(null);
    become(rememberedBuyer());
  });

  return {
    current: () => buyer,
    start: () => ({ generation, buyer }),
    learn(next, call) {
      if (call.generation !== generation) return;
      // A session the store ended is not brought back by returning to the store or restarting the app.
      if (next === null) deps.remembered?.forget();
      become(next && normalise(next));
    },
    startRemembered: () => become(rememberedBuyer()),
    loggedIn: (next) => become(normalise(next)),
    database() {
      if (!buyer || !deps.dataDir) return null;
      if (!db) {
        db = openBuyerDatabase(deps.dataDir, buyer, (message) => deps.emit('app:notice', { message }));
        const file = buyerFile(deps.dataDir, buyer);
        touch(file);
        evictLeastRecent(deps.dataDir, file, deps.bound ?? LOCAL_DATA_BOUND);
      }
      return db;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    forget(who) {
      if (!deps.dataDir) return;
      const gone = normalise(who);
      if (same(buyer, gone)) closeDatabase();
      deleteBuyerDatabase(deps.dataDir, gone);
    },
    dispose() {
      offSession();
      closeDatabase();
      listeners.clear();
    },
  };
}
