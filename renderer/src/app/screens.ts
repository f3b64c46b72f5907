import { screen } from './screenCode';

// Screens are split from the first paint (quality: <= 250 KB brotli) and preloaded while idle, in this order.
// The product list (a remembered customer's boot ends there) comes first: its code starts loading at once.
// The cart follows the product page: it is where an add to cart leads (CartLink also asks for it then).
export const ProductListScreen = screen(() => import('../features/catalog/ProductListScreen'));
export const ProductScreen = screen(() => import('../features/catalog/ProductScreen'));
export const CartScreen = screen(() => import('../features/cart/CartScreen'));
export const VariantScreen = screen(() => import('../features/catalog/VariantScreen'));
export const PreviewScreen = screen(() => import('../features/preview/PreviewScreen'));
export const SignupScreen = screen(() => import('../features/auth/SignupScreen'));
export const ForgotPasswordScreen = screen(() => import('../features/auth/ForgotPasswordScreen'));
export const ResetPasswordScreen = screen(() => import('../features/auth/ResetPasswordScreen'));
export const ActivationScreen = screen(() => import('../features/auth/ActivationScreen'));
export const LogoutScreen = screen(() => import('../features/auth/LogoutScreen'));
export const OrderListScreen = screen(() => import('../features/orders/OrderListScreen'));
export const OrderDetailScreen = screen(() => import('../features/orders/OrderDetailScreen'));
export const AccountScreen = screen(() => import('../features/account/AccountScreen'));
export const ContactScreen = screen(() => import('../features/contact/ContactScreen'));
export const LegalScreen = screen(() => import('../features/content/LegalScreen'));
export const PageScreen = screen(() => import('../features/content/PageScreen'));
export const QuickOrderScreen = screen(() => import('../features/quickOrder/QuickOrderScreen'));
export const SettingsScreen = screen(() => import('../features/settings/SettingsScreen'));
export const SavedListsScreen = screen(() => import('../features/orderLists/SavedListsScreen'));
export const SavedListScreen = screen(() => import('../features/orderLists/SavedListScreen'));
export const BuyAgainScreen = screen(() => import('../features/buyAgain/BuyAgainScreen'));
export const OrderSearchScreen = screen(() => import('../features/orderSearch/OrderSearchScreen'));
export const InsightsScreen = screen(() => import('../features/insights/InsightsScreen'));
