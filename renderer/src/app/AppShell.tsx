import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { Spinner } from '../components/Spinner';
import { bootStateAtom } from '../state/boot';
import { customerAtom } from '../state/shop';
import { BootSpinner, RedirectedScreen, UnreachableScreen } from './boot/BootScreens';
import { useAppEvents } from './boot/useAppEvents';
import { StoreGate } from './gates/StoreGate';
import { preloadScreensWhenIdle, useFirstScreensLoaded } from './screenCode';
import { CounterRun } from '../features/counter/CounterRun';

/**
 * The root route: shows the boot's state (started by main.tsx as the code starts), listens to the
 * main process, and holds every screen behind the boot and the store gate. /connect is always
 * reachable, even before a store is known or while it is unreachable.
 */
export function AppShell() {
  const boot = useAtomValue(bootStateAtom);
  const { pathname } = useLocation();
  const { launchSettled } = useAppEvents();
  const listCodeLoaded = useFirstScreensLoaded();
  const customer = useAtomValue(customerAtom);

  useEffect(() => {
    if (boot.phase === 'ready') preloadScreensWhenIdle({ now: false });
  }, [boot.phase]);

  const screen = (
    <>
      <CounterRun />
      <Suspense fallback={<Spinner size="lg" block />}>
        <Outlet />
      </Suspense>
    </>
  );
  if (pathname === '/connect') return screen;
  if (!launchSettled || (customer && !listCodeLoaded)) return <BootSpinner />;
  switch (boot.phase) {
    case 'loading':
      return <BootSpinner />;
    case 'connect':
      return <Navigate to="/connect" replace />;
    case 'unreachable':
      return <UnreachableScreen state={boot} />;
    case 'redirected':
      return <RedirectedScreen state={boot} />;
    case 'ready':
      return <StoreGate>{screen}</StoreGate>;
  }
}
