import { ok, type Result } from '../../../preload/result';
import type { Product } from '../../../preload/schemas/catalog';
import { createCatalogueWalk } from './catalogue-walk';
import type { FetchPage, ReadPage } from './pages';

export interface WalkProgress {
  /** Pages read so far. */
  done: number;
  /** The store's page count, null until its first page answers. */
  total: number | null;
}

export interface IndexWalk {
  /** Every product of the catalogue once (the last copy seen of a product that moved between pages), or why the walk stopped. */
  result: Promise<Result<Product[]>>;
  /** Stops asking for pages; `result` then answers 'cancelled'. */
  stop(): void;
}

/**
 * One complete pass over the store's product list for the catalogue index, on the same walk the
 * product lookup uses (page 1..total_pages, oldest first, `inFlight` pages at once): a find that
 * never matches reads every page exactly once and ends with the pass.
 */
export function walkWholeCatalogue(fetchPage: FetchPage, onProgress: (progress: WalkProgress) => void, inFlight = 4): IndexWalk {
  const seen = new Map<number, Product>();
  const progress: WalkProgress = { done: 0, total: null };
  const read: ReadPage = async (query) => {
    const answer = await fetchPage(query);
    // A page past the end is an empty list on some stores and not_found on others.
    if (!answer.ok) return answer.error.kind === 'not_found' ? ok(null) : answer;
    if (answer.data.products.length === 0) return ok(null);
    for (const product of answer.data.products) seen.set(product.id, product);
    progress.done += 1;
    progress.total = Math.max(answer.data.total_pages, progress.total ?? 0, progress.done);
    onProgress({ ...progress });
    return ok(answer.data);
  };
  const walk = createCatalogueWalk(read, inFlight);
  const result = walk.find(() => false).then((answer): Result<Product[]> => (answer.ok ? ok([...seen.values()]) : answer));
  return { result, stop: () => walk.stop() };
}
