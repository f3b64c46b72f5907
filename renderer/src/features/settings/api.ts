import type { Storefront } from '../../../../contract/bridge';
import { storefront } from '../../state/storefront';

/**
 * What the settings screens ask of the core: one function a contract channel, `<area><Call>` for `<area>:<call>`.
 * Screens and hooks call these, never the bridge itself, so the feature's traffic with the core is read in one place.
 */

export const appExportDiagnostics: Storefront['app']['exportDiagnostics'] = (...input) => storefront.app.exportDiagnostics(...input);
export const languageChoose: Storefront['language']['choose'] = (...input) => storefront.language.choose(...input);
export const offlineClear: Storefront['offline']['clear'] = (...input) => storefront.offline.clear(...input);
export const settingsForgetCustomer: Storefront['settings']['forgetCustomer'] = (...input) => storefront.settings.forgetCustomer(...input);
export const settingsUnlock: Storefront['settings']['unlock'] = (...input) => storefront.settings.unlock(...input);
export const settingsUpdate: Storefront['settings']['update'] = (...input) => storefront.settings.update(...input);
export const storesRemove: Storefront['stores']['remove'] = (...input) => storefront.stores.remove(...input);
export const storesRename: Storefront['stores']['rename'] = (...input) => storefront.stores.rename(...input);
