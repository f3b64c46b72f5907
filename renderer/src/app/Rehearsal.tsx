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
 * this long first, for the screen it stands beside to finish its own calls and paints.
 */
export function Rehearsal({ name, load, ready = true, afterMs = 0 }: { name: string; load: () => Promise<{ default: Rehearsed }>; ready?: boolean; afterMs?: number }) {
  const [Screen] = useState(() => lazy(load));
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (!ready || rehearsed.has(name)) return;
    let cancelIdle = () => undefined as void;
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => {
        rehearsed.add(name);
        setRunning(true);
      }, 1000);
    }, afterMs);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [name, ready, afterMs]);
  const done = useCallback(() => setRunning(false), []);
  if (!running) return null;
  return (
    <Suspense fallback={null}>
      <Screen onDone={done} />
    </Suspense>
  );
}
