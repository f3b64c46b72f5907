import type Database from 'better-sqlite3';
import type { CustomerOwner } from '../customer-files';
import type { Emit } from '../deps';
import { buyerFile, deleteBuyerDatabase, openBuyerDatabase } from '../local-data/buyer-database';
import { evictLeastRecent, touch, type LocalDataBound } from '../local-data/eviction';
import type { StoreHolder } from '../store-holder';
import type { Connection } from '../http/connection';
import { getGlobal } from '../api/shop';

/** Who is signed in: the store's origin and the buyer's e-mail, trimmed and in lower case. */
export type Buyer = CustomerOwner;

/**
 * The one change event of who is signed in and of the store session: `session` is true when the
 * store session changed too (a login, logout, expiry, kiosk idle logout, store switch), told even
 * when nobody was signed in before or after, since answers and walks of the last session are stale.
 */
export interface BuyerChange {
  before: Buyer | null;
  after: Buyer | null;
  session: boolean;
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
  /**
   * For code that needs the buyer before acting: the buyer, asking the store (/_api/global, one call
   * shared by everyone waiting) when nobody said yet. Null: nobody is signed in, or the store could not say.
   */
  ensureKnown(): Promise<Buyer | null>;
  /** A buyer is known signed in to the store at `url` in this run (the one in use, or one left for another). */
  signedIn(url: string): boolean;
  /** A store removed from the list: a buyer known on it in this run is forgotten. */
  storeRemoved(url: string): void;
  /**
   * The store's /_api/global names nobody while a buyer it had named was signed in: their session
   * ended at the store (no refusal told it). The buyer is forgotten and the page told as for an expiry.
   */
  sessionEnded(call: CallStart): void;
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
  /** Its session changes; the store in use (without it, nothing is asked and no store left is tracked). */
  holder: Pick<StoreHolder, 'onSessionChange'> & Partial<Pick<StoreHolder, 'connection' | 'url'>>;
  /** Asks a store who is signed in: the e-mail, or null for nobody (default: its /_api/global). Throws when it cannot say. */
  whoIsIn?: (connection: Connection) => Promise<string | null>;
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
const originOf = (url: string) => new URL(url).origin;

async function askGlobal(connection: Connection): Promise<string | null> {
  const answer = await getGlobal(connection);
  if (!answer.ok) throw new Error(answer.error.kind);
  return answer.data.customer?.email ?? null;
}

const same = (a: Buyer | null, b: Buyer | null) => a === b || (a !== null && b !== null && a.origin === b.origin && a.email === b.email);

export function createBuyerSession(deps: BuyerSessionDeps): BuyerSession {
  let buyer: Buyer | null = null;
  let generation = 0;
  let db: Database.Database | null = null;
  const listeners = new Set<(change: BuyerChange) => void>();
  /** The buyer known on each store left in this run: its cookie jar is kept, so they are still signed in there. */
  const leftSignedIn = new Map<string, Buyer>();
  let asking: { generation: number; answer: Promise<Buyer | null> } | null = null;
  /** The store itself named the buyer of the moment in this session (not only a login's form or a remembered login). */
  let confirmed = false;

  const closeDatabase = () => {
    db?.close();
    db = null;
  };
  const become = (next: Buyer | null, session = false) => {
    const news = !same(buyer, next);
    if (!news && !session) return;
    const change = { before: buyer, after: next, session };
    closeDatabase();
    buyer = next;
    confirmed = false;
    generation += 1;
    if (next) deps.remembered?.keep(next);
    for (const listener of [...listeners]) listener(change);
    if (news) deps.emit('buyer:changed', { signed_in: next !== null });
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
    // Another store: the buyer stays signed in on the one left (its jar is kept for this run).
    const url = deps.holder.url?.();
    // Back to a store left signed in this run: its buyer is known at once (no login screen while
    // the store is asked); the store's next answer confirms them or says the session ended.
    const returning = url ? (leftSignedIn.get(originOf(url)) ?? null) : null;
    if (buyer && url && originOf(url) !== buyer.origin) leftSignedIn.set(buyer.origin, buyer);
    if (url) leftSignedIn.delete(originOf(url));
    // Every session change makes answers already out stale, even with nobody signed in.
    become(returning, true);
    if (returning) confirmed = true;
    else become(rememberedBuyer());
  });
  const learn = (next: Buyer | null, call: CallStart) => {
    if (call.generation !== generation) return;
    // A session the store ended is not brought back by returning to the store or restarting the app.
    if (next === null) deps.remembered?.forget();
    become(next && normalise(next));
    if (next) confirmed = true;
  };
  const whoIsIn = deps.whoIsIn ?? askGlobal;
  const ask = (connection: Connection): Promise<Buyer | null> => {
    const call = { generation, buyer };
    return whoIsIn(connection).then(
      (email) => {
        // An answer from a store left meanwhile says nothing of the store in use.
        if (deps.holder.connection?.() === connection) learn(email ? { origin: connection.baseUrl, email } : null, call);
        return buyer;
      },
      () => buyer, // the store could not say: the next caller asks again
    );
  };

  return {
    current: () => buyer,
    start: () => ({ generation, buyer }),
    ensureKnown() {
      const connection = deps.holder.connection?.();
      if (buyer || !connection) return Promise.resolve(buyer);
      if (asking?.generation !== generation) {
        const mine = { generation, answer: ask(connection).finally(() => asking === mine && (asking = null)) };
        asking = mine;
      }
      return asking!.answer;
    },
    signedIn(url) {
      const origin = originOf(url);
      return buyer?.origin === origin || leftSignedIn.has(origin);
    },
    storeRemoved: (url) => void leftSignedIn.delete(originOf(url)),
    learn,
    sessionEnded(call) {
      // A buyer only assumed (a remembered login, a login the store did not keep) had no session to end.
      const ended = confirmed && call.generation === generation;
      learn(null, call);
      if (ended) deps.emit('session:expired', {});
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
