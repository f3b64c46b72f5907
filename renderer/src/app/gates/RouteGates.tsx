import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { customerAtom } from '../../state/shop';
import { returnPathParam } from '../../features/auth/redirect';
import { keepsSession } from '../../lib/loginVisit';
import { loginPath, safeReturnPath } from '../paths';

/** Catalogue, cart, orders, account, contact: a guest goes to /login?redirect=<this path>. */
export function RequireCustomer() {
  const customer = useAtomValue(customerAtom);
  const location = useLocation();
  if (!customer) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <Outlet />;
}

/**
 * Login, sign-up, reset, activation: a logged-in customer is sent on to where the login was
 * meant to return (?redirect=), else home. Going to the return path (not always '/') means a
 * login screen that refreshes the customer before navigating still ends up in the right place.
 * A visit that keeps the session (a product-list error) stays on the screen.
 */
export function GuestOnly() {
  const customer = useAtomValue(customerAtom);
  const [params] = useSearchParams();
  const { state } = useLocation();
  if (customer && !keepsSession(state)) return <Navigate to={safeReturnPath(returnPathParam(params))} replace />;
  return <Outlet />;
}
