import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { RouteError } from './RouteError';
import { MainLayout } from './layouts/MainLayout';
import { GuestOnly, RequireCustomer } from './gates/RouteGates';
import { ROUTES, type AppRoute } from './routes';

const pick = (access: AppRoute['access'], layout: AppRoute['layout']): RouteObject[] =>
  ROUTES.filter((route) => route.access === access && route.layout === layout).map(({ path, Screen }) => ({ path, element: <Screen /> }));

/**
 * The route table (routes.tsx) as the router's tree: a signed-in buyer's screens behind their gate and
 * in the main frame, the sign-in screens behind theirs, the open ones as their entry says. Hash routing
 * (#/cart) works from file://, a custom protocol or http alike.
 */
export function createAppRouter() {
  return createHashRouter([
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      children: [
        ...pick('open', 'bare'),
        { element: <RequireCustomer />, children: [...pick('customer', 'bare'), { element: <MainLayout />, children: pick('customer', 'main') }] },
        { element: <GuestOnly />, children: pick('guest', 'bare') },
        { element: <MainLayout />, children: pick('open', 'main') },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
