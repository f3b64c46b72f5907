import { logout } from './api/auth';
import type { CoreDeps, Handlers } from './deps';
import { createFileRegistry } from './files';
import { appHandlers } from './handlers/app';
import { authHandlers } from './handlers/auth';
import { catalogHandlers } from './handlers/catalog';
import { guardAll } from './handlers/guard';
import { orderHandlers } from './handlers/orders';
import { placeOrderHandlers } from './handlers/place-order';
import { storeHandlers } from './handlers/store';
import { createSessionLookups } from './catalog/session-lookups';
import { locationHandlers } from './location/handlers';
import { createStoreHolder } from './store-holder';

export type { CoreDeps, CoreLimits, CoreTimeouts, Emit, FilePicker, Handler, Handlers, PickedFile, SecretBox, SettingsStore } from './deps';
export type { Settings } from './settings';
export { createFileSettings, createMemorySettings, defaultSettings, settingsSchema } from './settings';

export interface Core {
  handlers: Handlers;
  /**
   * Kiosk idle logout (S10): forgets the customer in main at once (cookies, saved session, product
   * index, picked files, calls still out), tells the page (`session:ended`), and tells the store in
   * the background, so a store that does not answer cannot keep the last buyer on screen.
   */
  endSession(): void;
  /** Writes a pending session save, stops probes and aborts uploads. */
  dispose(): void;
}

/**
 * The whole desktop back end in plain Node: every contract channel's handler, wired to one
 * store connection. The Electron glue (and the e2e harness) only transports calls to it.
 */
export function createCore(deps: CoreDeps): Core {
  const holder = createStoreHolder(deps);
  const files = createFileRegistry();
  const lookups = createSessionLookups(holder);
  const handlers = guardAll({
    ...appHandlers(deps, holder, files),
    ...storeHandlers(holder),
    ...catalogHandlers(holder, lookups),
    ...placeOrderHandlers(holder),
    ...authHandlers(holder),
    ...orderHandlers(deps, holder, files),
    ...locationHandlers(),
  });
  return {
    handlers,
    endSession() {
      files.dispose(); // aborts the last buyer's uploads and forgets the files they picked
      holder.endSession(logout);
      deps.emit('session:ended', {});
    },
    dispose() {
      lookups.dispose();
      holder.dispose();
      files.dispose();
    },
  };
}
