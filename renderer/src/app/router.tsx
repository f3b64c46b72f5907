import { lazy } from 'react';
import { createHashRouter, Navigate } from 'react-router-dom';
import { AppShell } from './AppShell';
import { RouteError } from './RouteError';
import { MainLayout } from './layouts/MainLayout';
import { GuestOnly, RequireCustomer } from './gates/RouteGates';
import ConnectScreen from '../features/connect/ConnectScreen';
import MaintenanceScreen from '../features/maintenance/MaintenanceScreen';

// Screens load on first visit so the first paint only carries the shell (quality: <= 250 KB brotli).
const ProductListScreen = lazy(() => import('../features/catalog/ProductListScreen'));
const ProductScreen = lazy(() => import('../features/catalog/ProductScreen'));
const VariantScreen = lazy(() => import('../features/catalog/VariantScreen'));
const CartScreen = lazy(() => import('../features/cart/CartScreen'));
const PreviewScreen = lazy(() => import('../features/preview/PreviewScreen'));
const LoginScreen = lazy(() => import('../features/auth/LoginScreen'));
const SignupScreen = lazy(() => import('../features/auth/SignupScreen'));
const ForgotPasswordScreen = lazy(() => import('../features/auth/ForgotPasswordScreen'));
const ResetPasswordScreen = lazy(() => import('../features/auth/ResetPasswordScreen'));
const ActivationScreen = lazy(() => import('../features/auth/ActivationScreen'));
const LogoutScreen = lazy(() => import('../features/auth/LogoutScreen'));
const OrderListScreen = lazy(() => import('../features/orders/OrderListScreen'));
const OrderDetailScreen = lazy(() => import('../features/orders/OrderDetailScreen'));
const AccountScreen = lazy(() => import('../features/account/AccountScreen'));
const ContactScreen = lazy(() => import('../features/contact/ContactScreen'));
const LegalScreen = lazy(() => import('../features/content/LegalScreen'));
const PageScreen = lazy(() => import('../features/content/PageScreen'));

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
