import type { AppUpdater } from 'electron-updater';
import type { Updater } from '../core/index';

/** The part of electron-updater's autoUpdater used here, so tests can pass a fake. */
export type AutoUpdaterLike = Pick<AppUpdater, 'checkForUpdates' | 'downloadUpdate' | 'quitAndInstall'> & {
  autoDownload: boolean;
  logger: AppUpdater['logger'];
};

/**
 * The core's update feed on electron-updater: the feed is the `publish` entry of
 * electron-builder.json (written into the installed app's app-update.yml), a found version
 * downloads in the background at once, and its files are checked against the feed's sha512.
 */
export function createUpdater(autoUpdater: AutoUpdaterLike, logger: AppUpdater['logger']): Updater {
  autoUpdater.autoDownload = true;
  autoUpdater.logger = logger;
  return {
    check: async () => {
      const result = await autoUpdater.checkForUpdates();
      if (!result?.isUpdateAvailable) return null;
      const download = result.downloadPromise ?? autoUpdater.downloadUpdate();
      return { version: result.updateInfo.version, downloaded: download.then(() => undefined) };
    },
    quitAndInstall: () => autoUpdater.quitAndInstall(),
  };
}
