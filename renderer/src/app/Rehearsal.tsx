import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../lib/whenIdle';

type Rehearsed = ComponentType<{ onDone: () => void }>;

/** Once per window each: the second time, the code is warm already. */
const rehearsed = new Set<string>();

/**
 * A screen's first render is its slowest: its code, React's for its elements and the browser's
 * style and layout all run for the first time. A rehearsal (a feature's `*Rehearsal`, drawn in a
 * RehearsalLayer with made-up data) runs all that once while the renderer is idle and the buyer
 * busy elsewhere, so the real screen, with the store's data, comes sooner. It neither reads nor
 * writes the store or the app's state, and it is gone after one frame.
 *
 * `ready`: its code can be asked for without delaying what is on screen; `afterMs`: then it waits
 * this long first, for the screen it stands beside to finish its own calls and paints. `screenPath`:
 * the real screen's route; on it there is nothing to rehearse (the screen warmed its own code), and
 * a second copy of its fields would only be found beside the real ones (by label, as tests look).
 */
export function Rehearsal({ name, load, ready = true, afterMs = 0, screenPath }: { name: string; load: () => Promise<{ default: Rehearsed }>; ready?: boolean; afterMs?: number; screenPath?: string }) {
  const [Screen] = useState(() => lazy(load));
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (!ready || rehearsed.has(name)) return;
    let cancelIdle = () => undefined as void;
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => {
        rehearsed.add(name);
        if (screenPath === undefined || currentPath() !== screenPath) setRunning(true);
      }, 1000);
    }, afterMs);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [name, ready, afterMs, screenPath]);
  const done = useCallback(() => setRunning(false), []);
  if (!running) return null;
  return (
    <Suspense fallback={null}>
      <Screen onDone={done} />
    </Suspense>
  );
}

/** The route on screen, read when needed rather than followed (the hash router keeps it in the hash). */
function currentPath(): string {
  return new URL(window.location.hash.slice(1) || '/', 'app://route').pathname;
}
