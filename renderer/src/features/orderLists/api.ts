import type { Storefront } from '../../../../contract/bridge';
import { storefront } from '../../state/storefront';

/**
 * What the orderLists screens ask of the core: one function a contract channel, `<area><Call>` for `<area>:<call>`.
 * Screens and hooks call these, never the bridge itself, so the feature's traffic with the core is read in one place.
 */

export const listsDelete: Storefront['lists']['delete'] = (...input) => storefront.lists.delete(...input);
export const listsUpdate: Storefront['lists']['update'] = (...input) => storefront.lists.update(...input);
