import { lazy, Suspense, useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { signedInAtom } from '../../state/shop';
import { loadLaterEnglish } from '../../i18n/englishWords';
import { useCounterStatus } from './useCounterStatus';
import '../../styles/counter.css';
import '../../styles/forced-colours.css';

// The warning's code and words load at a kiosk only, once someone is signed in there.
const IdleWarning = lazy(() => Promise.all([import('./IdleWarning'), loadLaterEnglish()]).then(([module]) => ({ default: module.IdleWarning })));

/** The page as a trade counter: larger text and buttons when set (the default), and the idle warning while someone is signed in. */
export function CounterRun() {
  const status = useCounterStatus();
  const signedIn = useAtomValue(signedInAtom);
  const large = status?.largerText ?? false;
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('counter-large', large);
    root.classList.toggle('counter-kiosk', status?.kiosk ?? false);
  }, [large, status?.kiosk]);
  if (!status?.kiosk || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarning idleMinutes={status.idleMinutes} />
    </Suspense>
  );
}
