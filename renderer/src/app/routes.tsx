import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { screen } from './screenCode';
import ConnectScreen from '../features/connect/ConnectScreen';
import MaintenanceScreen from '../features/maintenance/MaintenanceScreen';
// In the first bundle: most boots end on it, and it must not wait for code (a fast start).
import LoginScreen from '../features/auth/LoginScreen';

/**
 * Who may open a route: `customer`, a signed-in buyer (a guest is sent to /login?redirect=<path>);
 * `guest`, nobody signed in (a buyer is sent on to where the login was to return); `open`, anyone.
 */
export type RouteAccess = 'customer' | 'guest' | 'open';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  /** `main`: under the header and footer; `bare`: the screen alone (sign-in screens, connect, maintenance). */
  layout: 'main' | 'bare';
  /** Screens split from the first paint carry `preload`, which asks for their code at once. */
  Screen: ComponentType & { preload?: () => Promise<unknown> };
}

/**
 * Every screen of the app, one entry each: its path, who may open it, its frame and its code. The
 * router, the access rule and the preloading all read this table. Screens made with `screen()` are
 * split from the first paint and preloaded while idle in the order they stand here, so the most
 * likely next screens come first: the product list (where a remembered buyer's start ends), the
 * product page, then the cart (where an add to cart leads).
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/', access: 'customer', layout: 'main', Screen: screen(() => import('../features/catalog/ProductListScreen')) },
  { path: '/products/:handle', access: 'customer', layout: 'main', Screen: screen(() => import('../features/catalog/ProductScreen')) },
  { path: '/cart', access: 'customer', layout: 'main', Screen: screen(() => import('../features/cart/CartScreen')) },
  { path: '/variant/:variantId', access: 'customer', layout: 'main', Screen: screen(() => import('../features/catalog/VariantScreen')) },
  { path: '/preview', access: 'open', layout: 'main', Screen: screen(() => import('../features/preview/PreviewScreen')) },
  { path: '/login', access: 'guest', layout: 'bare', Screen: LoginScreen },
  { path: '/signup', access: 'guest', layout: 'bare', Screen: screen(() => import('../features/auth/SignupScreen')) },
  { path: '/forgot-password', access: 'guest', layout: 'bare', Screen: screen(() => import('../features/auth/ForgotPasswordScreen')) },
  { path: '/reset-password', access: 'guest', layout: 'bare', Screen: screen(() => import('../features/auth/ResetPasswordScreen')) },
  { path: '/activation', access: 'guest', layout: 'bare', Screen: screen(() => import('../features/auth/ActivationScreen')) },
  { path: '/logout', access: 'open', layout: 'bare', Screen: screen(() => import('../features/auth/LogoutScreen')) },
  { path: '/order', access: 'customer', layout: 'main', Screen: screen(() => import('../features/orders/OrderListScreen')) },
  { path: '/order/:token', access: 'customer', layout: 'main', Screen: screen(() => import('../features/orders/OrderDetailScreen')) },
  { path: '/account', access: 'customer', layout: 'main', Screen: screen(() => import('../features/account/AccountScreen')) },
  { path: '/contact_us', access: 'customer', layout: 'main', Screen: screen(() => import('../features/contact/ContactScreen')) },
  { path: '/legal/:handle', access: 'open', layout: 'main', Screen: screen(() => import('../features/content/LegalScreen')) },
  { path: '/pages/:handle', access: 'open', layout: 'main', Screen: screen(() => import('../features/content/PageScreen')) },
  { path: '/quick-order', access: 'customer', layout: 'main', Screen: screen(() => import('../features/quickOrder/QuickOrderScreen')) },
  { path: '/settings', access: 'customer', layout: 'main', Screen: screen(() => import('../features/settings/SettingsScreen')) },
  { path: '/lists', access: 'customer', layout: 'main', Screen: screen(() => import('../features/orderLists/SavedListsScreen')) },
  { path: '/lists/:id', access: 'customer', layout: 'main', Screen: screen(() => import('../features/orderLists/SavedListScreen')) },
  { path: '/lists/:id/review', access: 'customer', layout: 'main', Screen: screen(() => import('../features/orderLists/ReviewStandingScreen')) },
  { path: '/buy-again', access: 'customer', layout: 'main', Screen: screen(() => import('../features/buyAgain/BuyAgainScreen')) },
  { path: '/order-search', access: 'customer', layout: 'main', Screen: screen(() => import('../features/orderSearch/OrderSearchScreen')) },
  { path: '/insights', access: 'customer', layout: 'main', Screen: screen(() => import('../features/insights/InsightsScreen')) },
  { path: '/watch', access: 'customer', layout: 'main', Screen: screen(() => import('../features/watch/WatchScreen')) },
  // The trade counter: the customer's full-screen confirmation after Place order, and the staff's view of today.
  { path: '/placed/:token', access: 'customer', layout: 'bare', Screen: screen(() => import('../features/counter/PlacedScreen')) },
  { path: '/staff', access: 'open', layout: 'main', Screen: screen(() => import('../features/counter/StaffScreen')) },
  { path: '/connect', access: 'open', layout: 'bare', Screen: ConnectScreen },
  { path: '/maintenance', access: 'open', layout: 'bare', Screen: MaintenanceScreen },
];

/** The entry a path opens, if any (a trailing slash is the same path). */
export function routeOf(pathname: string): AppRoute | undefined {
  return ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

/** Who may see a path; one the app does not know is open (the router sends it home). */
export function routeAccess(pathname: string): RouteAccess {
  return routeOf(pathname)?.access ?? 'open';
}

/** Asks for a screen's code now, for a screen that just became the likely next one (the cart after an add). */
export function preloadScreenOf(pathname: string): Promise<unknown> {
  return routeOf(pathname)?.Screen.preload?.() ?? Promise.resolve();
}
