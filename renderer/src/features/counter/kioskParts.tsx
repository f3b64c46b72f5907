import { lazy, Suspense } from 'react';
import { loadLaterEnglish } from '../../i18n/englishWords';
import { useCounterStatus } from './useCounterStatus';

/*
 * A trade counter's own controls come with their code and words once the app knows it runs as a
 * kiosk: an office desk never loads them, and the first screen's code stays small for both.
 */
const withWords = <T,>(code: Promise<T>) => Promise.all([code, loadLaterEnglish()]).then(([module]) => module);
const StartOverNow = lazy(() => withWords(import('./StartOverButton')).then((module) => ({ default: module.StartOverButton })));
const StaffLinkNow = lazy(() => withWords(import('./StaffLink')).then((module) => ({ default: module.StaffLink })));

/** On a kiosk's header, always (signed in or not): Start over. */
export function KioskStartOver({ className }: { className?: string }) {
  const status = useCounterStatus();
  if (!status?.kiosk) return null;
  return (
    <Suspense fallback={null}>
      <StartOverNow className={className} />
    </Suspense>
  );
}

/** In a kiosk's footer, when the staff have a PIN: the way to their view. */
export function KioskStaffLink() {
  const status = useCounterStatus();
  if (!status?.kiosk || !status.staffPin) return null;
  return (
    <Suspense fallback={null}>
      <StaffLinkNow />
    </Suspense>
  );
}
