import type { Storefront } from '../../../../contract/bridge';
import { storefront } from '../../state/storefront';

/**
 * What the cart screens ask of the core: one function a contract channel, `<area><Call>` for `<area>:<call>`.
 * Screens and hooks call these, never the bridge itself, so the feature's traffic with the core is read in one place.
 */

export const cartPlaceOrder: Storefront['cart']['placeOrder'] = (...input) => storefront.cart.placeOrder(...input);
export const outboxPlace: Storefront['outbox']['place'] = (...input) => storefront.outbox.place(...input);
export const outboxPrepare: Storefront['outbox']['prepare'] = (...input) => storefront.outbox.prepare(...input);
export const outboxQueue: Storefront['outbox']['queue'] = (...input) => storefront.outbox.queue(...input);
export const outboxUpdate: Storefront['outbox']['update'] = (...input) => storefront.outbox.update(...input);
export const outboxWithdraw: Storefront['outbox']['withdraw'] = (...input) => storefront.outbox.withdraw(...input);
