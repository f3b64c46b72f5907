import { z } from 'zod';
import { legalListSchema, legalPageSchema, dictionarySchema, globalSchema } from './schemas/shop';
import { productSchema, productsPageSchema, productsQuerySchema, sortBySchema } from './schemas/catalog';
import { cartAnswerSchema, createdCartSchema, orderItemInput } from './schemas/cart';
import { accountSchema, addressInputSchema, addressSavedOutput, countriesSchema, provincesSchema } from './schemas/account';
import { orderSchema } from './schemas/orders';
import { updateStatusSchema } from './schemas/updates';
import { badgeSchema, scannerSettingsSchema, settingsPatchSchema, settingsViewSchema, unlockInputSchema } from './schemas/desktop';
import { counterStatusSchema, counterTodayInputSchema, counterTodaySchema } from './schemas/counter';
import { chooseLanguageInputSchema, languageViewSchema } from './schemas/language';
import { droppedInputSchema, droppedOutputSchema, openSavedInputSchema, savePdfInputSchema, savePdfOutputSchema } from './schemas/document';
import {
  exportCsvInputSchema,
  exportXlsxInputSchema,
  findSkusInputSchema,
  importSheetInputSchema,
  foundSkusSchema,
  importedCsvSchema,
  indexStatusSchema,
  suggestInputSchema,
  suggestionsSchema,
} from './schemas/quickOrder';
import { removeStoreInputSchema, renameStoreInputSchema, storesViewSchema, switchStoreInputSchema } from './schemas/stores';
import { discardDraftInputSchema, draftsSchema, formDraftSchema, getFormDraftInputSchema, saveDraftInputSchema, saveFormDraftInputSchema } from './schemas/drafts';
import { outboxSchema, placeQueuedInputSchema, queueOrderInputSchema, queuedIdInputSchema, queuedOrderSchema, updateQueuedInputSchema } from './schemas/outbox';
import { historyStatusSchema, keptOrdersSchema } from './schemas/orderHistory';
import { exportSheetsInputSchema } from './schemas/insights';
import { createOrderListInputSchema, orderListIdInputSchema, orderListSchema, orderListsSchema, updateOrderListInputSchema } from './schemas/orderLists';
import { actStandingInputSchema, budgetViewSchema, setBudgetInputSchema, setStandingInputSchema, standingOrdersSchema } from './schemas/standing';
import { addWatchInputSchema, removeWatchInputSchema, watchViewSchema } from './schemas/watch';
import { districtsInputSchema, districtsSchema, regenciesInputSchema, regenciesSchema, twCitiesSchema, twCityInputSchema } from './schemas/location';
import {
  forgotInputSchema,
  loginInputSchema,
  resetInputSchema,
  resetVerifiedSchema,
  signupInputSchema,
  tokenInputSchema,
} from './schemas/auth';

/**
 * The single source of truth for what crosses the bridge: one channel a call, with the
 * zod schema its input is parsed with in the main process and the shape of its data.
 * Inputs are strict objects so unknown keys are refused.
 */
const none = z.strictObject({});
const done = z.object({ success: z.literal(true) });
const cartToken = z.string().min(1).max(128);
const orderToken = z.string().min(1).max(128);
const handle = z.string().min(1).max(255).regex(/^[a-z0-9][a-z0-9-_]*$/i);

export const contract = {
  // app: the desktop's own calls
  'app:getStoreUrl': { input: none, output: z.object({ url: z.string().nullable() }) },
  /** `from_path`: the screen the buyer left in the current store, to return to when switching back. */
  'app:setStoreUrl': {
    input: z.strictObject({ url: z.string().min(1).max(2083), from_path: z.string().max(2048).optional() }),
    output: z.object({ url: z.string() }),
  },
  'app:openExternal': { input: z.strictObject({ url: z.string().min(1).max(2083) }), output: done },
  /** Notices the main process owes the user once (e.g. a settings file that was reset). */
  'app:takeNotices': { input: none, output: z.object({ notices: z.array(z.string()) }) },
  /** How a barcode scanner's keys are told from typing (settings file), and whether this run is a kiosk (scans then add to the cart on every screen). */
  'app:scanner': { input: none, output: scannerSettingsSchema },
  // Several stores. `app:setStoreUrl` adds a store to the list and makes it the current one.
  'stores:list': { input: none, output: storesViewSchema },
  /**
   * Makes another store of the list the current one; `from_path` is remembered as the screen to
   * return to in the store being left. The window then starts afresh on the new store's last screen
   * (its images need the page's policy to name it), so the page does nothing after this call.
   */
  'stores:switch': { input: switchStoreInputSchema, output: done },
  'stores:rename': { input: renameStoreInputSchema, output: storesViewSchema },
  /** Forgets a store that is not the current one: its saved login, offline copy, catalogue index and drafts. */
  'stores:remove': { input: removeStoreInputSchema, output: storesViewSchema },
  /** "Clear offline data": this store's saved answers; settings and the session stay. */
  'offline:clear': { input: none, output: done },
  /**
   * Whether the store answers, and since when the screens show kept data (null while live): asked
   * by the start, whose first answers may come from the kept copy before the page listens for events.
   */
  'offline:status': { input: none, output: z.object({ online: z.boolean(), seen_at: z.string().nullable() }) },
  /** The screen the page shows now, kept as the store's last screen (where the next start opens). */
  'app:seenPath': { input: z.strictObject({ path: z.string().max(2048) }), output: done },
  /**
   * The current store's last screen of the previous run, once per run (null after, in a kiosk, or
   * when none was kept): a start with no link opens there.
   */
  'app:lastScreen': { input: none, output: z.object({ path: z.string().nullable() }) },
  /** One zip of logs, versions, redacted settings and connectivity, written where the save dialog says. */
  'app:exportDiagnostics': { input: none, output: z.object({ saved: z.boolean() }) },
  /** Where an update of the app stands (the header's "Restart to update"). */
  'updates:status': { input: none, output: updateStatusSchema },
  /**
   * "Restart to update": the app quits and installs the downloaded version, at once or, while an
   * order is being placed or a file uploaded, as soon as that ends (restart_waiting).
   */
  'updates:restart': { input: none, output: updateStatusSchema },
  /** A wholesaledesk:// or store link the app was launched with, if any, as an app path. */
  'app:takeLaunchPath': { input: none, output: z.object({ path: z.string().nullable() }) },
  // Desktop settings: the core validates, saves and applies them (autostart file, login items).
  'settings:get': { input: none, output: settingsViewSchema },
  /** A bad value is a 'validation' failure with a field map, and nothing is saved. */
  'settings:update': { input: settingsPatchSchema, output: settingsViewSchema },
  /** A kiosk's settings, unlocked with the PIN from the settings file (throttled). */
  'settings:unlock': { input: unlockInputSchema, output: settingsViewSchema },
  /**
   * "Sign out and forget this computer": logs out and drops what was kept of this customer (orders seen).
   * While orders not yet placed are kept it is refused (`refused`, their names in `fields.waiting`)
   * unless `forget_waiting` confirms they go too.
   */
  'settings:forgetCustomer': { input: z.strictObject({ forget_waiting: z.boolean().optional() }), output: done },

  // The trade counter: whether this run is one, Start over (a sign-out that clears the screen), and the
  // staff view of today's counter orders behind the settings PIN.
  'counter:status': { input: none, output: counterStatusSchema },
  'counter:startOver': { input: none, output: done },
  'counter:today': { input: counterTodayInputSchema, output: counterTodaySchema },
  /** The language chosen for the current store and the system's languages; the page decides with the store's locale. */
  'language:get': { input: none, output: languageViewSchema },
  /** The buyer's language for the current store (Settings); the menus and notifications follow it. Refused on a locked kiosk. */
  'language:choose': { input: chooseLanguageInputSchema, output: languageViewSchema },
  /** The Orders badge: changed orders not seen since their notification. */
  'notifications:badge': { input: none, output: badgeSchema },
  /** The buyer saw the order list (no token) or one order. */
  'notifications:markSeen': { input: z.strictObject({ token: orderToken.optional() }), output: badgeSchema },
  'files:pickAttachment': {
    input: none,
    output: z.object({ file: z.object({ id: z.string(), name: z.string(), size: z.number() }).nullable() }),
  },
  /**
   * Files dropped on the window. The bridge takes File objects and the preload turns them into
   * paths (webUtils.getPathForFile): a page cannot name a path, and a File it made itself has none.
   */
  'files:dropped': { input: droppedInputSchema, output: droppedOutputSchema },
  /** The system print dialog for the page as it is (its print stylesheet). printed: false when cancelled. */
  'document:print': { input: none, output: z.object({ printed: z.boolean() }) },
  /** The page as an A4 PDF, written where the save dialog says; `name` is only a suggestion. */
  'document:savePdf': { input: savePdfInputSchema, output: savePdfOutputSchema },
  /** A PDF saved in this run (by its id): opened in the system's reader, or shown in its folder. */
  'document:openSaved': { input: openSavedInputSchema, output: done },

  // Store calls
  'shop:global': { input: none, output: globalSchema },
  'shop:locale': { input: z.strictObject({ locale: z.string().regex(/^[a-z]{2}(_[A-Z]{2})?$/) }), output: dictionarySchema },
  'legal:list': { input: none, output: legalListSchema },
  'legal:page': { input: z.strictObject({ handle }), output: legalPageSchema },

  'catalog:products': { input: productsQuerySchema, output: productsPageSchema },
  'catalog:previewProducts': {
    input: z.strictObject({ sort_by: sortBySchema.optional(), page: z.number().int().min(1).max(100_000).optional() }),
    output: productsPageSchema,
  },
  /**
   * One product, fresh from the store, by handle (the product page) or by variant id (cart rows and
   * order lines whose store sent no handle). The store has no such call: the core finds it (README).
   */
  'catalog:product': {
    input: z.union([z.strictObject({ handle }), z.strictObject({ variant_id: z.number().int().positive() })]),
    output: productSchema,
  },

  // Quick order: the core's catalogue index of the store and customer of the moment.
  'catalog:indexStatus': { input: none, output: indexStatusSchema },
  /** Starts a refresh now (unless one runs) and answers the status at once; progress comes as `catalog:index` events. */
  'catalog:refreshIndex': { input: none, output: indexStatusSchema },
  /** Matches from the index as the buyer types: SKU prefix first, then words of title and variant. */
  'catalog:suggest': { input: suggestInputSchema, output: suggestionsSchema },
  /** Exact SKU lookup for typed, pasted and imported lines. */
  'catalog:findSkus': { input: findSkusInputSchema, output: foundSkusSchema },
  /**
   * Native open dialog, then main reads and parses the CSV file or xlsx workbook (bounded in size,
   * parts, rows, cells and time): SKU and quantity per line.
   */
  'files:importCsv': { input: none, output: importedCsvSchema },
  /** A file dropped on the quick order screen (files:dropped gave its id): read as an order list like an imported one. */
  'files:importDropped': { input: z.strictObject({ id: z.string().min(1).max(64) }), output: importedCsvSchema },
  /** Another sheet of the workbook imported last, read again without the dialog. */
  'files:importSheet': { input: importSheetInputSchema, output: importedCsvSchema },
  /** Writes the given lines as CSV where the save dialog says. */
  'files:exportCsv': { input: exportCsvInputSchema, output: z.object({ saved: z.boolean() }) },
  /** Writes the given lines as an xlsx workbook (numbers as numbers, text as text, no formulas). */
  'files:exportXlsx': { input: exportXlsxInputSchema, output: z.object({ saved: z.boolean() }) },
  /** Saves an empty order-list workbook (SKU, Quantity, Note) to fill in and import. */
  'files:saveTemplate': { input: none, output: z.object({ saved: z.boolean() }) },

  /** The cart plus `notice`: the store's Error_Message sent beside it, or null. */
  'cart:retrieve': { input: z.strictObject({ cart_token: cartToken }), output: cartAnswerSchema },
  'cart:update': {
    input: z.strictObject({ order_items: z.array(orderItemInput).max(5000), cart_token: cartToken }),
    output: cartAnswerSchema,
  },
  'cart:create': {
    input: z.strictObject({
      order_items: z.array(orderItemInput).min(1).max(5000),
      cart_token: cartToken.nullable().optional(),
      is_replace_cart: z.boolean().optional(),
    }),
    output: createdCartSchema,
  },
  'cart:placeOrder': {
    input: z.strictObject({
      order_items: z.array(orderItemInput).max(5000),
      billing_address: z.strictObject({ id: z.number().int().positive() }),
      cart_token: cartToken,
    }),
    output: z.object({ token: z.string() }),
  },

  // Durable cart drafts: quantities typed but not sent, kept by the core per store and customer.
  'drafts:get': { input: none, output: draftsSchema },
  'drafts:save': { input: saveDraftInputSchema, output: done },
  'drafts:discard': { input: discardDraftInputSchema, output: done },
  /** A form's unsent input (quick order lines, the billing address chosen), kept per store and buyer. */
  'drafts:getForm': { input: getFormDraftInputSchema, output: z.object({ draft: formDraftSchema.nullable() }) },
  'drafts:saveForm': { input: saveFormDraftInputSchema, output: done },

  // The order outbox: orders placed "when back online", kept per store and buyer until sent.
  'outbox:list': { input: none, output: outboxSchema },
  'outbox:queue': { input: queueOrderInputSchema, output: queuedOrderSchema },
  'outbox:update': { input: updateQueuedInputSchema, output: queuedOrderSchema },
  'outbox:withdraw': { input: queuedIdInputSchema, output: done },
  /** Puts a waiting order's lines in the store's cart and answers that cart, as the store prices it today. */
  'outbox:prepare': { input: queuedIdInputSchema, output: cartAnswerSchema },
  /** Places a prepared order through Place order (a lost answer is checked before any new send). */
  'outbox:place': { input: placeQueuedInputSchema, output: z.object({ token: z.string() }) },
  // Order lists: kept per store and buyer on this computer, never sent to the store.
  'lists:list': { input: none, output: orderListsSchema },
  'lists:create': { input: createOrderListInputSchema, output: orderListSchema },
  'lists:update': { input: updateOrderListInputSchema, output: orderListSchema },
  'lists:delete': { input: orderListIdInputSchema, output: done },
  // Standing orders and the spend budget: kept per store and buyer on this computer, never sent to the store.
  /** The buyer's order lists that repeat, with when each is due (a due one not acted on stays due). */
  'standing:list': { input: none, output: standingOrdersSchema },
  /** Gives a list a rhythm (times from now on count), or stops repeating it (null). */
  'standing:set': { input: setStandingInputSchema, output: standingOrdersSchema },
  /** Skip this time, snooze 1 hour, or the order placed from the review (its prices are the next review's "last order"). */
  'standing:act': { input: actStandingInputSchema, output: standingOrdersSchema },
  /** The budget and this period's spend (what the store charged, shipping and tax included) and committed (outbox). */
  'budget:get': { input: none, output: budgetViewSchema },
  /** Refused on a locked kiosk while the budget is locked. */
  'budget:set': { input: setBudgetInputSchema, output: budgetViewSchema },
  // The price and stock watch: kept per store and buyer on this computer, compared after each catalogue refresh.
  /** The watched variants as last told, the recent changes (newest first) and how many are not seen yet. */
  'watch:list': { input: none, output: watchViewSchema },
  /** Watches a variant (the catalogue's price and stock when it holds it); watching it again keeps what was told. */
  'watch:add': { input: addWatchInputSchema, output: watchViewSchema },
  /** Stops watching a variant; its changes go with it. */
  'watch:remove': { input: removeWatchInputSchema, output: watchViewSchema },
  /** The buyer looked at the changes: the Workspace count clears. */
  'watch:seen': { input: none, output: watchViewSchema },
  // The buyer's order history kept on this computer (search, buy again, insights).
  /** Starts reading the orders not kept yet (unless a read runs) and answers at once how far it is. */
  'history:sync': { input: none, output: historyStatusSchema },
  /** The kept orders, newest first, and how far the read is. */
  'history:orders': { input: none, output: keptOrdersSchema },
  /** Purchase insights as an XLSX workbook, written where the save dialog says. */
  'insights:exportXlsx': { input: exportSheetsInputSchema, output: z.object({ saved: z.boolean() }) },

  /** Stops a write the buyer gave up waiting for; the call itself answers kind 'cancelled'. */
  'requests:cancel': {
    input: z.strictObject({ channel: z.enum(['cart:placeOrder', 'cart:create']) }),
    output: z.object({ cancelled: z.boolean() }),
  },

  // With the customer it signed in (null when that read failed: ask shop:global again).
  'auth:login': {
    input: loginInputSchema,
    output: z.object({ redirect_url: z.string(), global: globalSchema.nullable() }),
  },
  'auth:signup': { input: signupInputSchema, output: z.object({ redirect_url: z.string(), message: z.string().optional() }) },
  'auth:logout': { input: none, output: done },
  'auth:forgotPassword': { input: forgotInputSchema, output: done },
  'auth:resetPassword': { input: resetInputSchema, output: done },
  'auth:verifyReset': { input: tokenInputSchema, output: resetVerifiedSchema },
  'auth:activate': { input: tokenInputSchema, output: done },
  'auth:verifyActivation': { input: tokenInputSchema, output: done },

  'location:countries': { input: none, output: countriesSchema },
  'location:provinces': { input: z.strictObject({ country_code: z.string().length(2) }), output: provincesSchema },
  // The address form's Indonesian and Taiwanese lists: the app's own data, not store calls.
  'location:regencies': { input: regenciesInputSchema, output: regenciesSchema },
  'location:districts': { input: districtsInputSchema, output: districtsSchema },
  'location:twCities': { input: twCityInputSchema, output: twCitiesSchema },

  'account:get': { input: none, output: accountSchema },
  'account:updatePassword': {
    input: z.strictObject({
      email: z.string().max(254),
      password1: z.string().max(255),
      password2: z.string().max(255),
      password3: z.string().max(255),
    }),
    output: done,
  },
  'account:createAddress': { input: z.strictObject({ address: addressInputSchema }), output: addressSavedOutput },
  'account:updateAddress': {
    input: z.strictObject({ address_id: z.number().int().positive(), address: addressInputSchema }),
    output: addressSavedOutput,
  },
  'account:deleteAddress': { input: z.strictObject({ address_id: z.number().int().positive() }), output: done },

  'contact:send': {
    // Sanity caps only, to keep IPC bounded: the store's own limits come back as its 422 message.
    input: z.strictObject({
      name: z.string().max(10_000),
      email: z.string().max(254),
      subject: z.string().max(10_000),
      message: z.string().max(100_000),
    }),
    output: done,
  },

  'orders:get': { input: z.strictObject({ token: orderToken }), output: orderSchema },
  'orders:updateRemark': {
    // Sanity caps only, to keep IPC bounded: the store's own limits come back as its 422 message.
    input: z.strictObject({ order_token: orderToken, remark: z.string().max(100_000) }),
    output: done,
  },
  'orders:uploadAttachment': {
    input: z.strictObject({ order_token: orderToken, file_id: z.string().max(64), file_title: z.string().max(255) }),
    /** id null: the store answered without an id and without an error (system_error). */
    output: z.object({ id: z.number().nullable() }),
  },
  'orders:cancelUpload': { input: z.strictObject({ file_id: z.string().max(64) }), output: done },
  'orders:deleteAttachment': { input: z.strictObject({ order_token: orderToken, id: z.number().int().positive() }), output: done },
  'orders:downloadAttachment': {
    input: z.strictObject({ order_token: orderToken, id: z.number().int().positive() }),
    output: z.object({ saved: z.boolean() }),
  },
} as const;

export const events = {
  'session:expired': z.object({}),
  /** Kiosk idle logout: the customer is gone in main already; the page forgets everything of theirs. */
  'session:ended': z.object({}),
  'upload:progress': z.object({ file_id: z.string(), loaded: z.number(), total: z.number() }),
  /** A deep link arrived while the app was running (second instance, open-url). */
  'app:navigate': z.object({ path: z.string() }),
  'store:connectivity': z.object({ online: z.boolean() }),
  /** A menu entry asks the page for what its keys do (Search, Keyboard shortcuts). */
  'app:command': z.object({ command: z.enum(['search', 'help']) }),
  /** A read was answered from the offline copy, seen at that time, because the store did not answer. */
  'offline:served': z.object({ seen_at: z.string() }),
  /** Something the buyer should know now (an unreadable offline file was set aside). */
  'app:notice': z.object({ message: z.string() }),
  /** The Orders badge count changed (an order changed on the store, or the buyer saw it). */
  'orders:badge': badgeSchema,
  /** A kiosk's settings were unlocked with the PIN, or locked again (session end). */
  'settings:lock': z.object({ locked: z.boolean() }),
  /** A kiosk's "Larger text and buttons" was turned on or off (Settings): the page follows at once. */
  'counter:changed': counterStatusSchema.pick({ largerText: true }),
  /** The buyer chose another language for the current store (Settings): the page reads its words. */
  'language:changed': languageViewSchema,
  /** The list of stores changed (a store's name or logo from /_api/global, a rename, a removal). */
  'stores:changed': storesViewSchema,
  /** The catalogue index changed state or made progress. */
  'catalog:index': indexStatusSchema,
  /**
   * The signed-in buyer changed (a login, a logout, an expiry, a kiosk idle logout, a store switch):
   * whatever the page kept of the last buyer goes, in one place. Says nothing of who.
   */
  'buyer:changed': z.object({ signed_in: z.boolean() }),
  /** A standing order came up, was set, skipped, snoozed or placed. */
  'standing:changed': standingOrdersSchema,
  /** A refresh found a change of a watched variant, or the buyer watched, stopped watching or saw the changes. */
  'watch:changed': watchViewSchema,
  /** An update of the app was found, downloaded, failed, or its restart is waiting for an order to be placed. */
  'updates:changed': updateStatusSchema,
} as const;

type Contract = typeof contract;
export type Channel = keyof Contract;
export type ChannelInput<C extends Channel> = z.input<Contract[C]['input']>;
export type ParsedInput<C extends Channel> = z.output<Contract[C]['input']>;
export type ChannelOutput<C extends Channel> = z.output<Contract[C]['output']>;
export type EventName = keyof typeof events;
export type EventPayload<E extends EventName> = z.infer<(typeof events)[E]>;
export const channels = Object.keys(contract) as Channel[];
