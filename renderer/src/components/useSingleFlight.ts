import { useCallback, useRef, useState } from 'react';

/**
 * Runs an async action at most once at a time: a second call while the first is in flight is
 * ignored (double click, Enter pressed twice). `busy` drives a Button's `loading`.
 * The ref, not the state, is the guard, because two events can arrive before React re-renders.
 */
export function useSingleFlight<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setBusy(true);
      try {
        return await action(...args);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [action],
  );
  return { busy, run };
}
