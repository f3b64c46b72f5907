import { createHashRouter, Navigate } from 'react-router-dom';
import { AppShell } from './AppShell';
import { RouteError } from './RouteError';
import { screen } from './screenCode';
import { MainLayout } from './layouts/MainLayout';
import { GuestOnly, RequireCustomer } from './gates/RouteGates';
import ConnectScreen from '../features/connect/ConnectScreen';
import MaintenanceScreen from '../features/maintenance/MaintenanceScreen';
// In the first bundle: most boots end on it, and it must not wait for code (issue 13).
import LoginScreen from '../features/auth/LoginScreen';

// Screens are split from the first paint (quality: <= 250 KB brotli) and preloaded while idle, in this order.
// The product list (a remembered customer's boot ends there) comes first: its code starts loading at once.
const ProductListScreen = screen(() => import('../features/catalog/ProductListScreen'));
const ProductScreen = screen(() => import('../features/catalog/ProductScreen'));
const VariantScreen = screen(() => import('../features/catalog/VariantScreen'));
const CartScreen = screen(() => import('../features/cart/CartScreen'));
const PreviewScreen = screen(() => import('../features/preview/PreviewScreen'));
const SignupScreen = screen(() => import('../features/auth/SignupScreen'));
const ForgotPasswordScreen = screen(() => import('../features/auth/ForgotPasswordScreen'));
const ResetPasswordScreen = screen(() => import('../features/auth/ResetPasswordScreen'));
const ActivationScreen = screen(() => import('../features/auth/ActivationScreen'));
const LogoutScreen = screen(() => import('../features/auth/LogoutScreen'));
const OrderListScreen = screen(() => import('../features/orders/OrderListScreen'));
const OrderDetailScreen = screen(() => import('../features/orders/OrderDetailScreen'));
const AccountScreen = screen(() => import('../features/account/AccountScreen'));
const ContactScreen = screen(() => import('../features/contact/ContactScreen'));
const LegalScreen = screen(() => import('../features/content/LegalScreen'));
const PageScreen = screen(() => import('../features/content/PageScreen'));
const QuickOrderScreen = screen(() => import('../features/quickOrder/QuickOrderScreen'));
const SettingsScreen = screen(() => import('../features/settings/SettingsScreen'));

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
