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

export type { CoreDeps, CoreTimeouts, Emit, FilePicker, Handler, Handlers, PickedFile, SecretBox, SettingsStore } from './deps';
export type { Settings } from './settings';
export { createFileSettings, createMemorySettings, defaultSettings, settingsSchema } from './settings';

export interface Core {
  handlers: Handlers;
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
    dispose() {
      lookups.dispose();
      holder.dispose();
      files.dispose();
    },
  };
}
