import type { Storefront } from '../../../../contract/bridge';
import { storefront } from '../../state/storefront';

/**
 * What the connect screens ask of the core: one function a contract channel, `<area><Call>` for `<area>:<call>`.
 * Screens and hooks call these, never the bridge itself, so the feature's traffic with the core is read in one place.
 */

export const appGetStoreUrl: Storefront['app']['getStoreUrl'] = (...input) => storefront.app.getStoreUrl(...input);
export const appSetStoreUrl: Storefront['app']['setStoreUrl'] = (...input) => storefront.app.setStoreUrl(...input);
