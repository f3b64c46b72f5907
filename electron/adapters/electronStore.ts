import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { app, ipcMain } from 'electron';
import Store from 'electron-store';
import type { SettingsBackend } from './settings';

const NAME = 'settings';

/**
 * The settings file (`settings.json` in the user data folder) through electron-store, which
 * writes atomically. Corrupt JSON makes electron-store throw (clearInvalidConfig is off) rather
 * than silently start empty, so the adapter can keep a copy and tell the user.
 */
export function electronStoreBackend(): SettingsBackend {
  const path = join(app.getPath('userData'), `${NAME}.json`);
  let store: Store<Record<string, unknown>> | null = null;
  const opened = () => (store ??= open());
  return {
    read: () => opened().store,
    write: (settings) => {
      opened().store = settings;
    },
    quarantine() {
      store = null;
      renameSync(path, `${path}.corrupt`);
    },
  };
}

function open(): Store<Record<string, unknown>> {
  const store = new Store<Record<string, unknown>>({ name: NAME, clearInvalidConfig: false, configFileMode: 0o600 });
  // electron-store answers a synchronous IPC message for stores created in a renderer. This app
  // has none, and the main process answers only the contract's channels.
  ipcMain.removeAllListeners('electron-store-get-data');
  return store;
}
