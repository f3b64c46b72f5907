import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { shopAtom } from '../../state/shop';
import { storeAvailability } from '../../state/storeAvailability';

/**
 * A closed store shows /maintenance whatever the route (connect stays reachable
 * so the user can switch stores); an open store never shows /maintenance.
 */
export function StoreGate({ children }: { children: ReactNode }) {
  const shop = useAtomValue(shopAtom);
  const { pathname } = useLocation();
  if (!shop) return <>{children}</>;
  const closed = storeAvailability(shop) !== 'open';
  if (closed && pathname !== '/maintenance' && pathname !== '/connect') return <Navigate to="/maintenance" replace />;
  if (!closed && pathname === '/maintenance') return <Navigate to="/" replace />;
  return <>{children}</>;
}
