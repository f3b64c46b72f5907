import { readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { app, ipcMain } from 'electron';
import Store from 'electron-store';
import type { SettingsBackend } from './settings';

const NAME = 'settings';

/**
 * The settings file (`settings.json` in the user data folder). electron-store writes it
 * atomically (a failed write leaves the old file and no temp file, and throws). It is read here
 * rather than through electron-store, which reads text as UTF-8 and keeps a byte-order mark, so a
 * file saved by Notepad or PowerShell would look corrupt: the core decodes the bytes itself.
 */
export function electronStoreBackend(): SettingsBackend {
  const path = join(app.getPath('userData'), `${NAME}.json`);
  let store: Store<Record<string, unknown>> | null = null;
  const opened = () => (store ??= open());
  return {
    read() {
      try {
        return readFileSync(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    write: (settings) => {
      opened().store = settings;
    },
    setAside() {
      store = null;
      renameSync(path, `${path}.corrupt`);
    },
  };
}

function open(): Store<Record<string, unknown>> {
  const store = new Store<Record<string, unknown>>({
    name: NAME,
    clearInvalidConfig: false,
    configFileMode: 0o600,
    // Only writes go through electron-store; its own reading of the file (at creation, and to keep
    // its internal keys on a write) must not throw on a file it cannot decode.
    deserialize: () => ({}),
  });
  // electron-store answers a synchronous IPC message for stores created in a renderer. This app
  // has none, and the main process answers only the contract's channels.
  ipcMain.removeAllListeners('electron-store-get-data');
  return store;
}
