import type { DraftEntry } from '../../../contract/schemas/drafts';
import { draftsSave } from './api';

/**
 * The durable layer under the sessionStorage drafts: the core keeps them on disk per
 * store and customer, so they survive a quit. Saves are debounced per scope (a held key is one
 * write), well within a second of the last keystroke.
 */
const DURABLE_DELAY_MS = 400;

export interface DurableDrafts {
  save(scope: string, entries: DraftEntry[]): void;
  /** Writes every pending save now (before switching store, the page is about to go); resolves once written. */
  flushAll(): Promise<void>;
}

type Sink = (scope: string, entries: DraftEntry[]) => void | Promise<void>;

/** The core keeps them per store and customer. */
export const draftsToCore: Sink = (scope, entries) =>
  draftsSave({ scope, entries }).then((answer) => {
    // Kept in sessionStorage still: the page survives a crash; only a quit would lose them.
    if (!answer.ok && answer.error.kind !== 'refused') console.warn(`[drafts] not kept on this computer: ${answer.error.message}`);
  });

export function createDurableDrafts(sink: Sink = draftsToCore, delayMs = DURABLE_DELAY_MS): DurableDrafts {
  const pending = new Map<string, { entries: DraftEntry[]; timer: ReturnType<typeof setTimeout> }>();
  return {
    save(scope, entries) {
      const before = pending.get(scope);
      if (before) clearTimeout(before.timer);
      const timer = setTimeout(() => {
        pending.delete(scope);
        void sink(scope, entries);
      }, delayMs);
      pending.set(scope, { entries, timer });
    },
    async flushAll() {
      const due = [...pending.entries()];
      pending.clear();
      await Promise.all(
        due.map(([scope, { entries, timer }]) => {
          clearTimeout(timer);
          return sink(scope, entries);
        }),
      );
    },
  };
}
