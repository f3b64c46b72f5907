import type Database from 'better-sqlite3';
import { fail, ok, type Result } from '../../../preload/result';
import { MESSAGES } from '../http/errors';
import type { CatalogueTable } from './catalogue-table';
import type { FetchPage } from './pages';
import { readWalkState, writeWalkState } from './walk-state';

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
}

export interface CataloguePass {
  /** Ends when the pass has read every page (ok) or stopped (why). */
  result: Promise<Result<null>>;
  stop(): void;
}

/** Oldest first: new products land on the last pages, so a pass seldom sees the pages shift. */
const SORT = 'created_at.asc';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref?.());

/**
 * One pass over the store's product list, resumed where the last one stopped (a quit, a failure)
 * or started afresh. Each page is written to the buyer's database as soon as it and the pages
 * before it are in, and the next page to read is written with it, so no more than `inFlight`
 * pages are ever held in memory and a restart asks for no page twice. At the pass's end the
 * products it did not see (gone from the store) are removed.
 */
export function runCataloguePass(options: PassOptions): CataloguePass {
  const { db, table } = options;
  let stopped = false;
  const state = readWalkState(db);
  if (state.nextPage === 0) {
    state.pass += 1;
    state.nextPage = 1;
    state.startedAt = options.now().toISOString();
    writeWalkState(db, state);
  }
  const progress: WalkProgress = { done: state.nextPage - 1, total: null };

  const run = async (): Promise<Result<null>> => {
    let next = state.nextPage;
    let pastEnd = Infinity;
    /** Pages in, waiting for the pages before them. */
    const arrived = new Map<number, readonly Parameters<CatalogueTable['put']>[0][number][] | null>();
    let failure: Result<never> | null = null;
    let lastAsked = 0;

    const writeReady = () => {
      while (arrived.has(state.nextPage)) {
        const products = arrived.get(state.nextPage)!;
        arrived.delete(state.nextPage);
        if (products === null) continue;
        db.transaction(() => {
          table.put(products, state.pass);
          state.nextPage += 1;
          writeWalkState(db, state);
        })();
        progress.done = state.nextPage - 1;
        options.onProgress({ ...progress });
      }
    };

    const worker = async () => {
      while (!stopped && failure === null && next < pastEnd && (progress.total === null || next <= progress.total)) {
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
          return;
        }
        if (!answer.ok || answer.data.products.length === 0) {
          pastEnd = Math.min(pastEnd, page);
          continue;
        }
        progress.total = Math.max(answer.data.total_pages, page, progress.total ?? 0);
        arrived.set(page, answer.data.products);
        writeReady();
      }
    };

    await Promise.all(Array.from({ length: Math.max(1, options.inFlight) }, worker));
    if (stopped) return fail({ kind: 'cancelled', message: MESSAGES.cancelled });
    if (failure) return failure;
    // Every page up to the end is written (a worker only leaves once the next page is past it).
    db.transaction(() => {
      table.removeUnseen(state.pass);
      writeWalkState(db, { pass: state.pass, nextPage: 0, startedAt: null, finishedAt: options.now().toISOString() });
    })();
    return ok(null);
  };

  return {
    result: run(),
    stop: () => void (stopped = true),
  };
}
