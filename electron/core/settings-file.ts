import { copyFileSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic, type WriteFile } from './atomic-file';
import type { Notice, SettingsStore } from './settings';
import { openSettings } from './settings-open';

export type { WriteFile } from './atomic-file';

/**
 * `settings.json` in `dir` (the user-data folder in the app, a temp folder in tests), readable by this
 * user only and written atomically; read as openSettings reads it (with or without a byte-order mark,
 * bad settings reset one by one, a kiosk kept a kiosk when the command line asked for one).
 */
export function createFileSettings(dir: string, options: { writeFile?: WriteFile; kiosk?: boolean } = {}): SettingsStore & { notices: Notice[] } {
  const file = join(dir, 'settings.json');
  return openSettings(
    {
      read() {
        try {
          return readFileSync(file);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
          throw error;
        }
      },
      write: (settings) => writeFileAtomic(file, JSON.stringify(settings, null, 2), { mode: 0o600, writeFile: options.writeFile }),
      setAside: () => renameSync(file, `${file}.corrupt`),
      keepCopy: () => copyFileSync(file, `${file}.corrupt`),
    },
    { kiosk: options.kiosk },
  );
}
