import type { Storefront } from '../../../../contract/bridge';
import { storefront } from '../../state/storefront';

/**
 * What the quickOrder screens ask of the core: one function a contract channel, `<area><Call>` for `<area>:<call>`.
 * Screens and hooks call these, never the bridge itself, so the feature's traffic with the core is read in one place.
 */

export const catalogIndexStatus: Storefront['catalog']['indexStatus'] = (...input) => storefront.catalog.indexStatus(...input);
export const catalogRefreshIndex: Storefront['catalog']['refreshIndex'] = (...input) => storefront.catalog.refreshIndex(...input);
export const filesImportDropped: Storefront['files']['importDropped'] = (...input) => storefront.files.importDropped(...input);
export const filesImportSheet: Storefront['files']['importSheet'] = (...input) => storefront.files.importSheet(...input);
export const filesSaveTemplate: Storefront['files']['saveTemplate'] = (...input) => storefront.files.saveTemplate(...input);
