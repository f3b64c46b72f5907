import type { Storefront } from '../../../contract/bridge';
import { storefront } from '../state/storefront';

/**
 * The core's calls and events that more than one part of the window uses (the shell, shared components,
 * several features): one function a contract channel, `<area><Call>` for `<area>:<call>`. A call that one
 * feature alone makes lives in that feature's api.ts; reads the screens show go through the query cache (state/query/).
 */

export const appLastScreen: Storefront['app']['lastScreen'] = (...input) => storefront.app.lastScreen(...input);
export const appOpenExternal: Storefront['app']['openExternal'] = (...input) => storefront.app.openExternal(...input);
export const appScanner: Storefront['app']['scanner'] = (...input) => storefront.app.scanner(...input);
export const appSeenPath: Storefront['app']['seenPath'] = (...input) => storefront.app.seenPath(...input);
export const appTakeLaunchPath: Storefront['app']['takeLaunchPath'] = (...input) => storefront.app.takeLaunchPath(...input);
export const appTakeNotices: Storefront['app']['takeNotices'] = (...input) => storefront.app.takeNotices(...input);
export const catalogFindSkus: Storefront['catalog']['findSkus'] = (...input) => storefront.catalog.findSkus(...input);
export const catalogSuggest: Storefront['catalog']['suggest'] = (...input) => storefront.catalog.suggest(...input);
export const documentOpenSaved: Storefront['document']['openSaved'] = (...input) => storefront.document.openSaved(...input);
export const documentPrint: Storefront['document']['print'] = (...input) => storefront.document.print(...input);
export const documentSavePdf: Storefront['document']['savePdf'] = (...input) => storefront.document.savePdf(...input);
export const draftsDiscard: Storefront['drafts']['discard'] = (...input) => storefront.drafts.discard(...input);
export const draftsGet: Storefront['drafts']['get'] = (...input) => storefront.drafts.get(...input);
export const draftsGetForm: Storefront['drafts']['getForm'] = (...input) => storefront.drafts.getForm(...input);
export const draftsSave: Storefront['drafts']['save'] = (...input) => storefront.drafts.save(...input);
export const draftsSaveForm: Storefront['drafts']['saveForm'] = (...input) => storefront.drafts.saveForm(...input);
export const filesDropped: Storefront['files']['dropped'] = (...input) => storefront.files.dropped(...input);
export const filesExportCsv: Storefront['files']['exportCsv'] = (...input) => storefront.files.exportCsv(...input);
export const filesExportXlsx: Storefront['files']['exportXlsx'] = (...input) => storefront.files.exportXlsx(...input);
export const filesImportCsv: Storefront['files']['importCsv'] = (...input) => storefront.files.importCsv(...input);
export const historyOrders: Storefront['history']['orders'] = (...input) => storefront.history.orders(...input);
export const historySync: Storefront['history']['sync'] = (...input) => storefront.history.sync(...input);
export const languageGet: Storefront['language']['get'] = (...input) => storefront.language.get(...input);
export const legalList: Storefront['legal']['list'] = (...input) => storefront.legal.list(...input);
export const listsCreate: Storefront['lists']['create'] = (...input) => storefront.lists.create(...input);
export const notificationsBadge: Storefront['notifications']['badge'] = (...input) => storefront.notifications.badge(...input);
export const notificationsMarkSeen: Storefront['notifications']['markSeen'] = (...input) => storefront.notifications.markSeen(...input);
/** Listens to one of the core's events; the function returned stops listening. */
export const onCoreEvent: Storefront['on'] = (event, listener) => storefront.on(event, listener);
export const ordersUpdateRemark: Storefront['orders']['updateRemark'] = (...input) => storefront.orders.updateRemark(...input);
export const requestsCancel: Storefront['requests']['cancel'] = (...input) => storefront.requests.cancel(...input);
export const settingsGet: Storefront['settings']['get'] = (...input) => storefront.settings.get(...input);
export const shopLocale: Storefront['shop']['locale'] = (...input) => storefront.shop.locale(...input);
export const updatesRestart: Storefront['updates']['restart'] = (...input) => storefront.updates.restart(...input);
export const updatesStatus: Storefront['updates']['status'] = (...input) => storefront.updates.status(...input);
