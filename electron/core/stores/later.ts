/** Runs bookkeeping a moment from now; `flush` runs what still waits (as the app quits). */
export type Later = ((work: () => void) => void) & { flush(): void };

/**
 * The store list's notes of who signed in write the settings file (synchronously, flushed to
 * disk). Written while a login's next screen is being read, they held its reads up by a few ms;
 * 300 ms on, that screen is drawn.
 */
const NOTE_AFTER_MS = 300;

export function createLater(ms = NOTE_AFTER_MS): Later {
  const waiting = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const due = [...waiting];
    waiting.clear();
    for (const work of due) work();
  };
  const later = (work: () => void) => {
    waiting.add(work);
    timer ??= setTimeout(flush, ms);
  };
  return Object.assign(later, { flush });
}
