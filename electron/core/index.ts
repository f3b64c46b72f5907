import type { CoreDeps, Handlers } from './deps';
import { createFileRegistry } from './files';
import { appHandlers } from './handlers/app';
import { authHandlers } from './handlers/auth';
import { guardAll } from './handlers/guard';
import { orderHandlers } from './handlers/orders';
import { storeHandlers } from './handlers/store';
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
  const handlers = guardAll({
    ...appHandlers(deps, holder, files),
    ...storeHandlers(holder),
    ...authHandlers(holder),
    ...orderHandlers(deps, holder, files),
  });
  return {
    handlers,
    dispose() {
      holder.dispose();
      files.dispose();
    },
  };
}
