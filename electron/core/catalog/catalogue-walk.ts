import type Database from 'better-sqlite3';
import { fail, ok, type Result } from '../../../contract/result';
import type { Product, ProductsPage } from '../../../contract/schemas/catalog';
import { MESSAGES } from '../http/errors';
import type { CatalogueTable } from './catalogue-table';
import type { FetchPage, Match, ReadPage } from './pages';
import { holdWalkMemory } from './walk-memory';
import { pageKey, WALK_LIMITS, type WalkCut, type WalkLimits } from './walk-limits';
import { readWalkState, writeWalkState } from './walk-state';

/**
 * The one walker of the store's catalogue: a pass (the first after the buyer is known, read as
 * fast as the store answers, and each refresh, paced) writes every page into the buyer's
 * catalogue; a lookup of a product the catalogue does not hold yet walks the same pages, in the
 * same order and within the same bounds, and what it reads is written into the catalogue too
 * (through the lookup's index). Both end at an empty or repeated page, the store's last page, or
 * a bound of WalkLimits, whatever page count the store claims.
 */

/** Oldest first: new products land on the last pages, so a pass seldom sees the pages shift. */
const SORT = 'created_at.asc';

export interface WalkProgress {
  /** Pages read so far in this pass. */
  done: number;
  /** The store's page count, null until a page answers. */
  total: number | null;
}

export interface PassOptions {
  db: Database.Database;
  table: CatalogueTable;
  fetchPage: FetchPage;
  now: () => Date;
  /** Pages asked at once. */
  inFlight: number;
  /** At least this long between two requests (0: as fast as the store answers). */
  gapMs: number;
  onProgress: (progress: WalkProgress) => void;
  /** How far one pass goes (default WALK_LIMITS). */
  limits?: WalkLimits;
}

/** How a pass ended: at the end of the store's list, or at one of the walk's bounds with what it read so far kept. */
export interface PassEnd {
  cut: WalkCut | null;
}

export interface CataloguePass {
  /** Ends when the pass has read every page, or as much as the bounds allow (ok), or stopped (why). */
  result: Promise<Result<PassEnd>>;
  stop(): void;
}

/** What walk pass `pass` has kept so far: products and the size of their data as stored. */
const keptBy = (db: Database.Database, pass: number) =>
  db.prepare('SELECT count(*) AS products, coalesce(sum(length(product)), 0) AS bytes FROM catalogue_product WHERE seen = ?').get(pass) as {
    products: number;
    bytes: number;
  };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref?.());

/**
 * One pass over the store's product list, resumed where the last one stopped (a quit, a failure)
 * or started afresh. Each page is written to the buyer's database as soon as it and the pages
 * before it are in, and the next page to read is written with it, so no more than `inFlight`
 * pages are ever held in memory and a restart asks for no page twice. The pass ends at an empty
 * page, a page repeated, the store's last page, or a bound of WalkLimits, whatever the store
 * claims. At the pass's end the products it did not see (gone from the store, or past the bound)
 * are removed.
 */
export function runCataloguePass(options: PassOptions): CataloguePass {
  const { db, table } = options;
  let stopped = false;
  let wake = () => {};
  const state = readWalkState(db);
  if (state.nextPage === 0) {
    state.pass += 1;
    state.nextPage = 1;
    state.startedAt = options.now().toISOString();
    writeWalkState(db, state);
  }
  const progress: WalkProgress = { done: state.nextPage - 1, total: null };

  const run = async (): Promise<Result<PassEnd>> => {
    const limits = options.limits ?? WALK_LIMITS;
    const began = Date.now();
    // A resumed pass counts what it kept before the quit.
    const kept = keptBy(db, state.pass);
    let cut: WalkCut | null = null;
    let next = state.nextPage;
    let pastEnd = Infinity;
    /** Pages in, waiting for the pages before them: never more than `window`, so a page the store holds back cannot pile the rest up in memory. */
    const arrived = new Map<number, readonly Product[]>();
    const window = Math.max(1, options.inFlight);
    let lastKey: string | null = null;
    let failure: Result<never> | null = null;
    let lastAsked = 0;
    let sleepers: (() => void)[] = [];
    const wakeAll = () => {
      const woken = sleepers;
      sleepers = [];
      for (const wake of woken) wake();
    };
    const endAt = (page: number) => {
      pastEnd = Math.min(pastEnd, page);
      wakeAll();
    };
    const checkBounds = () => {
      if (kept.products >= limits.maxProducts) cut ??= 'products';
      else if (kept.bytes >= limits.maxBytes) cut ??= 'bytes';
      else if (state.nextPage > limits.maxPages) cut ??= 'pages';
      else if (Date.now() - began >= limits.maxMs) cut ??= 'time';
      if (cut) endAt(state.nextPage);
      return cut !== null;
    };
    wake = wakeAll;

    const writeReady = () => {
      while (state.nextPage < pastEnd && arrived.has(state.nextPage)) {
        const page = state.nextPage;
        let products = arrived.get(page)!;
        arrived.delete(page);
        // A store that answers every page past its end with its last page (or any page twice running) has ended its list.
        const key = pageKey(products);
        if (key === lastKey) {
          endAt(page);
          break;
        }
        lastKey = key;
        const room = limits.maxProducts - kept.products;
        if (products.length > room) products = products.slice(0, room);
        // One write transaction a page: the page and the next page to read, so a quit resumes after it.
        const bytes = db.transaction(() => {
          const written = table.put(products, state.pass);
          state.nextPage += 1;
          writeWalkState(db, state);
          return written;
        })();
        kept.products += products.length;
        kept.bytes += bytes;
        progress.done = state.nextPage - 1;
        options.onProgress({ ...progress });
        if (checkBounds()) break;
      }
      wakeAll();
    };

    const worker = async () => {
      while (!stopped && failure === null && !checkBounds()) {
        if (next >= pastEnd || (progress.total !== null && next > progress.total)) return;
        if (next >= state.nextPage + window) {
          await new Promise<void>((resolve) => sleepers.push(resolve));
          continue;
        }
        const page = next;
        next += 1;
        const wait = lastAsked + options.gapMs - Date.now();
        lastAsked = Math.max(Date.now(), lastAsked + options.gapMs);
        if (wait > 0) await sleep(wait);
        if (stopped) return;
        const answer = await options.fetchPage({ sort_by: SORT, page }).catch(() => fail({ kind: 'server', message: MESSAGES.unexpected }));
        if (stopped) return;
        // A page past the end is an empty list on some stores and not_found on others.
        if (!answer.ok && answer.error.kind !== 'not_found') {
          failure ??= answer;
          wakeAll();
          return;
        }
        if (!answer.ok || answer.data.products.length === 0) {
          endAt(page);
          continue;
        }
        // The store's page count is believed only up to the bound: past it the walk stops anyway.
        progress.total = Math.min(Math.max(answer.data.total_pages, page, progress.total ?? 0), limits.maxPages);
        arrived.set(page, answer.data.products);
        writeReady();
      }
    };

    await Promise.all(Array.from({ length: window }, worker));
    if (stopped) return fail({ kind: 'cancelled', message: MESSAGES.cancelled });
    if (failure && !cut) return failure;
    // Every page up to the end (or the bound) is written: a worker only leaves once the next page is past it.
    db.transaction(() => {
      table.removeUnseen(state.pass);
      writeWalkState(db, { pass: state.pass, nextPage: 0, startedAt: null, finishedAt: options.now().toISOString() });
    })();
    if (cut) console.warn(`[catalogue] the walk kept ${kept.products} products and stopped at its bound of ${cut}`);
    return ok({ cut });
  };

  const release = holdWalkMemory();
  const result = run();
  void result.then(release, release);
  return {
    result,
    stop: () => {
      stopped = true;
      wake();
    },
  };
}

/** Reads the whole catalogue page by page for the lookups that quick searches could not answer. */
export interface CatalogueWalk {
  /** The first product that matches, or null once a whole pass has not shown one. */
  find(match: Match): Promise<Result<Product | null>>;
  /** No more pages; finds still waiting answer 'cancelled'. */
  stop(): void;
}

interface Waiter {
  match: Match;
  /** Has seen (or will see) every page of the current pass, so the pass's end is a definite "no". */
  fromStart: boolean;
  done: (result: Result<Product | null>) => void;
}

/**
 * One walk per index, shared by every lookup waiting on it. A pass asks for page 1..total_pages
 * (the store's page size, whatever it is), at most `inFlight` at once, and pauses as soon as
 * nobody waits: the next find resumes where it stopped, and a finder that joined mid-pass rides
 * one more pass from page 1 before it is told "not found" (the pages behind it may have shifted).
 * A pass ends at the store's last page, an empty or repeated page, or the walk's bounds
 * (pages, products), whatever page count the store claims.
 */
export function createCatalogueWalk(read: ReadPage, inFlight = 4, limits: Pick<WalkLimits, 'maxPages' | 'maxProducts'> = WALK_LIMITS): CatalogueWalk {
  let waiters: Waiter[] = [];
  let next = 1;
  let total: number | null = null;
  let pastEnd: number | null = null;
  let pending = 0;
  let stopped = false;
  /** Products this pass has read, and the recent pages' product ids: a pass ends at the bound or where the store repeats a page. */
  let seen = 0;
  const keys = new Map<number, string>();

  // Until the store has said how many pages there are, ask for one batch; never past the bound, whatever the store claims.
  const lastPage = () => Math.min(total ?? inFlight, limits.maxPages, pastEnd === null ? Infinity : pastEnd - 1);

  const settle = (waiter: Waiter, result: Result<Product | null>) => {
    waiters = waiters.filter((w) => w !== waiter);
    waiter.done(result);
  };

  const endPass = () => {
    for (const waiter of [...waiters]) {
      if (waiter.fromStart) settle(waiter, ok(null));
      else waiter.fromStart = true;
    }
    next = 1;
    pastEnd = null;
    seen = 0;
    keys.clear();
  };

  /** Ends the pass at `page` (not read) when the store's list stops making progress or the bound is reached. */
  const endsBefore = (page: number, products: ProductsPage['products']): number | null => {
    const key = pageKey(products);
    keys.set(page, key);
    keys.delete(page - 2 * inFlight);
    if (keys.get(page - 1) === key) return page;
    if (keys.get(page + 1) === key) return page + 1;
    seen += products.length;
    return seen >= limits.maxProducts ? page + 1 : null;
  };

  const arrived = (page: number, answer: Result<ProductsPage | null>) => {
    pending -= 1;
    if (stopped) return;
    if (!answer.ok) {
      // Everyone waiting hears the failure; the next find asks for this page again.
      next = Math.min(next, page);
      for (const waiter of [...waiters]) settle(waiter, answer);
      return;
    }
    if (answer.data === null) {
      pastEnd = Math.min(pastEnd ?? page, page);
    } else {
      const end = endsBefore(page, answer.data.products);
      if (end !== null) pastEnd = Math.min(pastEnd ?? end, end);
      total = Math.max(answer.data.total_pages, page);
      for (const waiter of [...waiters]) {
        const found = answer.data.products.find(waiter.match);
        if (found) settle(waiter, ok(found));
      }
    }
    pump();
  };

  const pump = () => {
    if (next > lastPage() && pending === 0) endPass();
    while (!stopped && waiters.length > 0 && pending < inFlight && next <= lastPage()) {
      const page = next;
      next += 1;
      pending += 1;
      read({ sort_by: SORT, page })
        .catch(() => fail({ kind: 'server', message: MESSAGES.unexpected }))
        .then((answer) => arrived(page, answer));
    }
  };

  return {
    find(match) {
      return new Promise((done) => {
        if (stopped) return done(fail({ kind: 'cancelled', message: MESSAGES.cancelled }));
        waiters.push({ match, fromStart: next === 1 && pending === 0, done });
        pump();
      });
    },
    stop() {
      stopped = true;
      for (const waiter of [...waiters]) settle(waiter, fail({ kind: 'cancelled', message: MESSAGES.cancelled }));
    },
  };
}
