import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Notice, Settings, SettingsStore } from './settings';
import { openSettings } from './settings-open';

/** How the file's bytes reach the disk; tests hand in one that fails as a full disk does. */
export type WriteFile = (path: string, text: string) => void;

const writeOwnerOnly: WriteFile = (path, text) => writeFileSync(path, text, { mode: 0o600 });

/**
 * A JSON settings file in `dir` (tests, the browser shell), written atomically through a temp file
 * that never outlives a failed write; read as openSettings reads it.
 */
export function createFileSettings(dir: string, options: { writeFile?: WriteFile; kiosk?: boolean } = {}): SettingsStore & { notices: Notice[] } {
  const file = join(dir, 'settings.json');
  const writeFile = options.writeFile ?? writeOwnerOnly;
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
      write(settings: Settings) {
        mkdirSync(dir, { recursive: true });
        const temp = `${file}.${process.pid}.tmp`;
        try {
          writeFile(temp, JSON.stringify(settings, null, 2));
          renameSync(temp, file);
        } catch (error) {
          rmSync(temp, { force: true });
          throw error;
        }
      },
      setAside: () => renameSync(file, `${file}.corrupt`),
      keepCopy: () => copyFileSync(file, `${file}.corrupt`),
    },
    { kiosk: options.kiosk },
  );
}
