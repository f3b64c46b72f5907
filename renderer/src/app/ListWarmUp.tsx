import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../lib/whenIdle';
import { useFirstScreensLoaded } from './screenCode';

const ListRehearsal = lazy(() => import('../features/catalog/ListRehearsal'));

/** Once per window: after a logout the list's code is warm already. */
let rehearsed = false;

/**
 * On the guest screens (most end in a login, and a login on the product list), once the list's
 * code is in and the renderer idle, its first screen is rehearsed out of sight
 * (features/catalog/ListRehearsal), while the buyer types.
 */
export function ListWarmUp() {
  const codeLoaded = useFirstScreensLoaded();
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (!codeLoaded || rehearsed) return;
    return whenIdle(() => {
      rehearsed = true;
      setRunning(true);
    }, 1000);
  }, [codeLoaded]);
  const done = useCallback(() => setRunning(false), []);
  if (!running) return null;
  return (
    <Suspense fallback={null}>
      <ListRehearsal onDone={done} />
    </Suspense>
  );
}
