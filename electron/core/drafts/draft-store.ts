import type { Draft, DraftEntry } from '../../../preload/schemas/drafts';
import { readDraftFile, writeDraftFile, type DraftOwner } from './draft-file';

/**
 * The drafts of every owner, on disk under `dataDir` (in memory without one). Changes are applied
 * one after another, each a read of the file, a change and an atomic write, so two quick saves
 * never interleave and none is lost whatever the page's debounce does.
 */
export interface DraftStore {
  list(owner: DraftOwner): Promise<Draft[]>;
  /** No entries removes the scope. */
  save(owner: DraftOwner, scope: string, entries: DraftEntry[]): Promise<void>;
  /** One scope, or every draft of the owner. */
  discard(owner: DraftOwner, scope?: string): Promise<void>;
  /** Resolves once every change asked for so far is written (before quitting, and for tests). */
  settled(): Promise<void>;
}

const keyOf = (owner: DraftOwner) => `${owner.origin}\n${owner.email.trim().toLowerCase()}`;

export function createDraftStore(dataDir: string | undefined, now: () => Date = () => new Date()): DraftStore {
  const memory = new Map<string, Draft[]>();
  const read = async (owner: DraftOwner) => (dataDir ? readDraftFile(dataDir, owner) : (memory.get(keyOf(owner)) ?? []));
  const write = async (owner: DraftOwner, drafts: Draft[]) => {
    if (dataDir) await writeDraftFile(dataDir, owner, drafts);
    else if (drafts.length === 0) memory.delete(keyOf(owner));
    else memory.set(keyOf(owner), drafts);
  };

  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  const change = (owner: DraftOwner, edit: (drafts: Draft[]) => Draft[]) => inTurn(async () => write(owner, edit(await read(owner))));

  return {
    list: (owner) => inTurn(() => read(owner)),
    save: (owner, scope, entries) =>
      change(owner, (drafts) => {
        const others = drafts.filter((draft) => draft.scope !== scope);
        return entries.length === 0 ? others : [...others, { scope, entries, saved_at: now().toISOString() }];
      }),
    discard: (owner, scope) => change(owner, (drafts) => (scope === undefined ? [] : drafts.filter((draft) => draft.scope !== scope))),
    settled: () => inTurn(async () => undefined),
  };
}
