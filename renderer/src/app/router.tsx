import { createHashRouter, Navigate } from 'react-router-dom';
import { AppShell } from './AppShell';
import { RouteError } from './RouteError';
import { MainLayout } from './layouts/MainLayout';
import { GuestOnly, RequireCustomer } from './gates/RouteGates';
import ConnectScreen from '../features/connect/ConnectScreen';
import MaintenanceScreen from '../features/maintenance/MaintenanceScreen';
// In the first bundle: most boots end on it, and it must not wait for code (a fast start).
import LoginScreen from '../features/auth/LoginScreen';
import {
  AccountScreen,
  ActivationScreen,
  CartScreen,
  ContactScreen,
  ForgotPasswordScreen,
  LegalScreen,
  LogoutScreen,
  OrderDetailScreen,
  OrderListScreen,
  PageScreen,
  PreviewScreen,
  ProductListScreen,
  ProductScreen,
  QuickOrderScreen,
  SavedListsScreen,
  SavedListScreen,
  BuyAgainScreen,
  OrderSearchScreen,
  InsightsScreen,
  ResetPasswordScreen,
  SettingsScreen,
  SignupScreen,
  VariantScreen,
} from './screens';

/** Every route of spec 2. Hash routing (#/cart) works from file://, a custom protocol or http alike. */
export function createAppRouter() {
  return createHashRouter([
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      children: [
        { path: '/connect', element: <ConnectScreen /> },
        { path: '/maintenance', element: <MaintenanceScreen /> },
        {
          element: <RequireCustomer />,
          children: [
            {
              element: <MainLayout />,
              children: [
                { path: '/', element: <ProductListScreen /> },
                { path: '/products/:handle', element: <ProductScreen /> },
                { path: '/variant/:variantId', element: <VariantScreen /> },
                { path: '/cart', element: <CartScreen /> },
                { path: '/order', element: <OrderListScreen /> },
                { path: '/order/:token', element: <OrderDetailScreen /> },
                { path: '/account', element: <AccountScreen /> },
                { path: '/contact_us', element: <ContactScreen /> },
                { path: '/quick-order', element: <QuickOrderScreen /> },
                { path: '/settings', element: <SettingsScreen /> },
                { path: '/lists', element: <SavedListsScreen /> },
                { path: '/lists/:id', element: <SavedListScreen /> },
                { path: '/buy-again', element: <BuyAgainScreen /> },
                { path: '/order-search', element: <OrderSearchScreen /> },
                { path: '/insights', element: <InsightsScreen /> },
              ],
            },
          ],
        },
        {
          element: <GuestOnly />,
          children: [
            { path: '/login', element: <LoginScreen /> },
            { path: '/signup', element: <SignupScreen /> },
            { path: '/forgot-password', element: <ForgotPasswordScreen /> },
            { path: '/reset-password', element: <ResetPasswordScreen /> },
            { path: '/activation', element: <ActivationScreen /> },
          ],
        },
        { path: '/logout', element: <LogoutScreen /> },
        {
          element: <MainLayout />,
          children: [
            { path: '/preview', element: <PreviewScreen /> },
            { path: '/legal/:handle', element: <LegalScreen /> },
            { path: '/pages/:handle', element: <PageScreen /> },
          ],
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
