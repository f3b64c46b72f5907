import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppUpdater } from 'electron-updater';
import type { Updater } from '../core/index';

/** The part of electron-updater's autoUpdater used here, so tests can pass a fake. */
export type AutoUpdaterLike = Pick<AppUpdater, 'checkForUpdates' | 'downloadUpdate' | 'quitAndInstall'> & {
  autoDownload: boolean;
  logger: AppUpdater['logger'];
};

/** The installed app's app-update.yml, which electron-builder writes beside the app's files; null without one. */
export function installedUpdateConfig(): string | null {
  try {
    return readFileSync(join(process.resourcesPath, 'app-update.yml'), 'utf8');
  } catch {
    return null;
  }
}

/** The installed app's app-update.yml names the publisher an update must be signed by (a signed build). */
export const namesPublisher = (updateConfig: string | null) => updateConfig !== null && /^publisherName:/m.test(updateConfig);

/**
 * The core's update feed on electron-updater: the feed is the `publish` entry of
 * electron-builder.json (written into the installed app's app-update.yml), a found version
 * downloads in the background at once, and its files are checked against the feed's sha512.
 * On Windows an update is also installed only when signed by the app's own publisher: electron-
 * updater checks that against the publisherName of app-update.yml, and skips the check when
 * there is none (an unsigned build), so such a build does not update itself at all.
 */
export function createUpdater(
  autoUpdater: AutoUpdaterLike,
  logger: AppUpdater['logger'],
  install: { platform: NodeJS.Platform; updateConfig: () => string | null } = { platform: process.platform, updateConfig: () => null },
): Updater {
  autoUpdater.autoDownload = true;
  autoUpdater.logger = logger;
  const unverifiable = install.platform === 'win32' && !namesPublisher(install.updateConfig());
  if (unverifiable) logger?.warn('Updates are off: this Windows build names no signing publisher, so an update could not be verified.');
  return {
    check: async () => {
      if (unverifiable) return null;
      const result = await autoUpdater.checkForUpdates();
      if (!result?.isUpdateAvailable) return null;
      const download = result.downloadPromise ?? autoUpdater.downloadUpdate();
      return { version: result.updateInfo.version, downloaded: download.then(() => undefined) };
    },
    quitAndInstall: () => autoUpdater.quitAndInstall(),
  };
}
