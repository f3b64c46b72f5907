import { logout } from './api/auth';
import type { CoreDeps, Handlers } from './deps';
import { createFileRegistry } from './files';
import { appHandlers } from './handlers/app';
import { authHandlers } from './handlers/auth';
import { catalogHandlers } from './handlers/catalog';
import { documentHandlers } from './handlers/document';
import { csvHandlers } from './handlers/csv-files';
import { guardAll } from './handlers/guard';
import { loginWithCustomer } from './handlers/login-customer';
import { orderHandlers } from './handlers/orders';
import { placeOrderHandlers } from './handlers/place-order';
import { outboxHandlers } from './outbox/outbox';
import { orderListHandlers } from './order-lists/order-lists';
import { createOrderHistory } from './order-history/order-history';
import { insightHandlers } from './insights/export-xlsx';
import { createQuickOrder } from './handlers/quick-order';
import { storeHandlers } from './handlers/store';
import { createSessionLookups } from './catalog/session-lookups';
import { locationHandlers } from './location/handlers';
import { createStoreHolder } from './store-holder';
import { createDesktop } from './desktop-settings/desktop';
import { createOffline } from './offline/offline';
import { createDrafts } from './drafts/drafts';
import { createStores } from './stores/index';
import { createBuyerSession } from './buyer/buyer-session';
import { interceptAnswers, learnFromAnswer } from './buyer/learn';
import { rememberedLogin } from './buyer/remembered-login';
import { createDiagnostics } from './diagnostics/handler';
import { createMainLanguage } from './language/main-language';
import type { Dictionary } from '../../contract/schemas/dictionary';
import { createUpdates } from './updates/updates';
import { applyMiddleware } from './middleware';
import { createCounter } from './counter/counter';
import { createStandingOrders } from './standing-orders/standing-orders';
import { budgetHandlers } from './budget/budget';
import { createWatch } from './watch/watch';

export type { Clock, CoreDeps, Emit, FileOpener, FilePicker, FoundUpdate, Handlers, Notifier, PickedFile, Printer, SecretBox, Updater } from './deps';
export type { Settings } from './settings';
export { createMemorySettings, defaultSettings } from './settings';
export { createFileSettings } from './settings-file';

/** How long a budget read waits for orders not kept yet, ms: a few orders read; a long history keeps reading behind. */
const BUDGET_HISTORY_WAIT_MS = 2000;

export interface Core {
  handlers: Handlers;
  /**
   * Kiosk idle logout: forgets the customer in main at once (cookies, saved session, product
   * index, picked files, calls still out), tells the page (`session:ended`), and tells the store in
   * the background, so a store that does not answer cannot keep the last buyer on screen.
   */
  endSession(): void;
  /** A link while running (second instance, open-url): opened in the store it belongs to, or an app:notice why not. */
  openLink(link: string): void;
  /** The window's zoom factor on the current store, as kept. */
  zoom(): number;
  /** The buyer zoomed (menu, keys, Ctrl+wheel): the factor to apply, kept for the current store. */
  changeZoom(direction: 'in' | 'out' | 'reset'): number;
  /** The main process's words (menus, notifications, dialogs) in the language in force for the current store. */
  words(): Dictionary;
  /** Called when those words change (another language): the glue builds its menu again. */
  onWords(listener: () => void): () => void;
  /** The window regained focus: the buyer's orders are checked for changes (unless just checked). */
  windowFocused(): Promise<void>;
  /** The menu's "Check for updates": checks now and tells the buyer how it ended (app:notice). */
  checkForUpdates(): Promise<void>;
  /** Writes a pending session save, stops probes and aborts uploads. */
  dispose(): void;
}

/**
 * The whole desktop back end in plain Node: every contract channel's handler, wired to one
 * store connection. The Electron glue (and the e2e harness) only transports calls to it.
 */
export function createCore(given: CoreDeps): Core {
  // Every event passes the diagnostics' watch of the store's reachability on its way to the page.
  const diagnostics = createDiagnostics(given);
  const deps: CoreDeps = { ...given, emit: diagnostics.emit };
  const holder = createStoreHolder(deps);
  const buyers = createBuyerSession({ holder, emit: deps.emit, dataDir: deps.dataDir, remembered: rememberedLogin(holder) });
  const files = createFileRegistry();
  const quickOrder = createQuickOrder(deps, holder, buyers);
  const lookups = createSessionLookups(holder, buyers, { makeIndex: quickOrder.makeIndex });
  // Notifications speak the language in force, which follows the store list made below.
  const desktop = createDesktop(deps, holder, buyers, () => language.words());
  const drafts = createDrafts(buyers, deps.dataDir);
  const history = createOrderHistory(holder, buyers, { firstReadMs: deps.timeouts?.firstHistoryRead, rate: deps.timeouts?.catalogueRefreshRate });
  const offline = createOffline(deps, buyers, () => holder.connection()?.connectivity.isOnline() ?? true, () => quickOrder.snapshot());
  const stores = createStores(deps, holder, buyers, desktop.locked);
  const language = createMainLanguage({ systemLanguages: deps.systemLanguages, emit: deps.emit, inputs: stores.languageOf, keep: stores.chooseLanguage, locked: desktop.locked });
  void language.refresh();
  const updates = createUpdates(deps, buyers);
  const clock = deps.clock ?? { now: () => new Date() };
  const standing = createStandingOrders({ buyers, clock, emit: deps.emit, notifier: deps.notifier, settings: deps.settings, every: deps.timeouts?.standingCheck });
  const watch = createWatch({ buyers, clock, emit: deps.emit, notifier: deps.notifier, settings: deps.settings, catalogue: () => quickOrder.kept() });
  // Watched variants are compared when a catalogue pass ends, not at each page.
  const unfollowPasses = quickOrder.onPassEnd(watch.refreshed);
  const budget = budgetHandlers({
    buyers,
    clock,
    kioskLocked: desktop.locked,
    // The spend follows the store: orders not kept yet are read first, for a moment at most.
    refreshHistory: async () => {
      await history.handlers['history:sync']({});
      await Promise.race([history.settled(), new Promise((resolve) => setTimeout(resolve, BUDGET_HISTORY_WAIT_MS).unref?.())]);
    },
  });
  const storeOrigin = () => {
    const url = holder.url();
    return url ? new URL(url).origin : null;
  };
  // The handler map; every call reaches it through the call middleware, in the order of middleware.ts.
  const placing = placeOrderHandlers(holder, { buyers, settleMs: deps.timeouts?.placeSettle, commitWindowMs: deps.timeouts?.placeCommitWindow });
  const endSession = () => {
    files.dispose(); // aborts the last buyer's uploads and forgets the files they picked
    holder.endSession(logout);
    deps.emit('session:ended', {});
    // The kiosk was left alone: the moment it may install a downloaded update.
    updates.leftIdle();
  };
  const counter = createCounter(deps, { buyers, lock: desktop.lock, endSession });
  const orders = orderHandlers(deps, holder, files);
  const base: Handlers = {
    ...appHandlers(deps, holder, files),
    ...storeHandlers(holder),
    ...catalogHandlers(holder, lookups),
    ...placing.handlers,
    // An order placed at a kiosk is kept for the counter's staff view.
    'cart:placeOrder': counter.keepingPlaced(placing.handlers['cart:placeOrder'], orders['orders:get']),
    ...outboxHandlers(holder, buyers, placing.placeQueued),
    ...orderListHandlers(buyers),
    ...history.handlers,
    ...standing.handlers,
    ...watch.handlers,
    ...budget,
    ...insightHandlers(deps),
    ...authHandlers(holder, { kiosk: deps.kiosk }),
    ...orders,
    ...counter.handlers,
    ...documentHandlers(deps, files),
    ...locationHandlers(),
    ...quickOrder.handlers,
    ...csvHandlers(deps, files),
    ...desktop.handlers,
    ...drafts.handlers,
    ...offline.handlers,
    ...stores.handlers,
    ...diagnostics.handlers,
    ...language.handlers,
    ...updates.handlers,
  };
  const handlers = applyMiddleware(base, {
    guard: guardAll,
    'login-customer': loginWithCustomer,
    'learn-buyer': (inner) => interceptAnswers(inner, buyers, storeOrigin, (...seen) => learnFromAnswer(buyers, ...seen)),
    updates: updates.observe,
    language: language.observe,
    stores: stores.observe,
    offline: offline.observe,
  });
  buyers.startRemembered();
  return {
    handlers,
    endSession,
    openLink: stores.openLink,
    zoom: stores.zoom,
    changeZoom: stores.changeZoom,
    words: language.words,
    onWords: language.onChange,
    windowFocused: () => desktop.windowFocused(),
    checkForUpdates: () => updates.checkNow(),
    dispose() {
      updates.dispose();
      standing.dispose();
      unfollowPasses();
      history.dispose();
      stores.dispose();
      desktop.dispose();
      offline.dispose();
      quickOrder.dispose();
      lookups.dispose();
      buyers.dispose();
      holder.dispose();
      files.dispose();
    },
  };
}
