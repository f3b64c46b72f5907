import type { Storefront } from '../../../../contract/bridge';
import { storefront } from '../../state/storefront';

/**
 * What the orders screens ask of the core: one function a contract channel, `<area><Call>` for `<area>:<call>`.
 * Screens and hooks call these, never the bridge itself, so the feature's traffic with the core is read in one place.
 */

export const filesPickAttachment: Storefront['files']['pickAttachment'] = (...input) => storefront.files.pickAttachment(...input);
export const ordersCancelUpload: Storefront['orders']['cancelUpload'] = (...input) => storefront.orders.cancelUpload(...input);
export const ordersDeleteAttachment: Storefront['orders']['deleteAttachment'] = (...input) => storefront.orders.deleteAttachment(...input);
export const ordersDownloadAttachment: Storefront['orders']['downloadAttachment'] = (...input) => storefront.orders.downloadAttachment(...input);
export const ordersUploadAttachment: Storefront['orders']['uploadAttachment'] = (...input) => storefront.orders.uploadAttachment(...input);
