import type { Storefront } from '../../../../contract/bridge';
import { storefront } from '../../state/storefront';

/**
 * What the auth screens ask of the core: one function a contract channel, `<area><Call>` for `<area>:<call>`.
 * Screens and hooks call these, never the bridge itself, so the feature's traffic with the core is read in one place.
 */

export const authActivate: Storefront['auth']['activate'] = (...input) => storefront.auth.activate(...input);
export const authForgotPassword: Storefront['auth']['forgotPassword'] = (...input) => storefront.auth.forgotPassword(...input);
export const authLogin: Storefront['auth']['login'] = (...input) => storefront.auth.login(...input);
export const authLogout: Storefront['auth']['logout'] = (...input) => storefront.auth.logout(...input);
export const authResetPassword: Storefront['auth']['resetPassword'] = (...input) => storefront.auth.resetPassword(...input);
export const authSignup: Storefront['auth']['signup'] = (...input) => storefront.auth.signup(...input);
export const authVerifyActivation: Storefront['auth']['verifyActivation'] = (...input) => storefront.auth.verifyActivation(...input);
export const authVerifyReset: Storefront['auth']['verifyReset'] = (...input) => storefront.auth.verifyReset(...input);
