import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { clearCustomerAtom } from '../../state/shop';
import { storeOnlineAtom } from '../../state/connectivity';
import { useOfflineEvents } from './useOfflineEvents';
import { appSeenPath, onCoreEvent } from '../../lib/api';
import { useToast } from '../../components/toast/useToast';
import { loginPath, safeReturnPath } from '../paths';
import { routeAccess } from '../routes';
import { bootStateAtom, runBootAtom } from '../../state/boot';
import { useOutboxEvents } from './useOutboxEvents';
import { launchCalls, launchOpenedOnNoPath } from './launchCalls';

/**
 * What the main process tells the page: notices owed once, the path the app was launched
 * with, deep links while running, an expired session, a kiosk idle logout, the store coming back online.
 * Answers whether the launch path has been taken: until then no screen is shown, so a guest
 * gate's redirect to the login cannot race the path the app was opened on.
 */
export function useAppEvents(): { launchSettled: boolean } {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const { t } = useTranslation();
  const clearCustomer = useSetAtom(clearCustomerAtom);
  const runBoot = useSetAtom(runBootAtom);
  const setOnline = useSetAtom(storeOnlineAtom);
  const boot = useAtomValue(bootStateAtom);
  const [launchSettled, setLaunchSettled] = useState(launchOpenedOnNoPath);
  useOfflineEvents();
  useOutboxEvents();

  // Listeners are installed once; they read the latest values through this ref.
  const latest = useRef({ path: '/', phase: boot.phase });
  useEffect(() => {
    latest.current = { path: location.pathname + location.search, phase: boot.phase };
  });

  // The screen shown is the store's last screen: the next start (with the store away too) opens on it.
  const shown = location.pathname + location.search;
  useEffect(() => {
    if (boot.phase === 'ready') void appSeenPath({ path: shown });
  }, [shown, boot.phase]);

  useEffect(() => {
    const { notices, launchPath } = launchCalls();
    void notices.then((result) => {
      if (result.ok) for (const notice of result.data.notices) toast.info(notice);
    });
    void launchPath
      .then((path) => {
        // Synchronously: as a transition, the screens released just below would still see the old
        // path, and a guest gate there would send the buyer to the login instead of the launch path.
        if (path) void navigate(safeReturnPath(path), { replace: true, flushSync: true });
      })
      .finally(() => setLaunchSettled(true));
  }, [navigate, toast]);

  useEffect(() => {
    const offNavigate = onCoreEvent('app:navigate', ({ path }) => navigate(safeReturnPath(path)));
    const offExpired = onCoreEvent('session:expired', () => {
      clearCustomer();
      // Other calls out at the same moment find the session gone too: the login screen the first
      // one opened stays, with its return path (a second navigation would drop it).
      if (routeAccess(latest.current.path.split(/[?#]/)[0] ?? '/') === 'guest') return;
      toast.info(t('common.session_expired'));
      navigate(loginPath(latest.current.path), { replace: true });
    });
    // Not back to where the last buyer was (that is for an expired session): the next buyer starts
    // afresh. What the last one left in the page went with them (buyerScope.ts).
    const offEnded = onCoreEvent('session:ended', () => navigate('/login', { replace: true }));
    const offConnectivity = onCoreEvent('store:connectivity', ({ online }) => {
      setOnline(online);
      if (online && latest.current.phase === 'unreachable') void runBoot({ quiet: true });
    });
    return () => {
      offNavigate();
      offExpired();
      offEnded();
      offConnectivity();
    };
  }, [navigate, clearCustomer, runBoot, setOnline, toast, t]);
  return { launchSettled };
}
