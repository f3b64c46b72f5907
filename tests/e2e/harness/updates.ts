import type { Updater } from '../../../electron/core/index';

/** What a test does with the harness's update feed, and sees of it. */
export interface UpdateFeed {
  /** The feed offers this version from now on (null: the app is the newest). */
  publish(version: string | null): void;
  /** The download of the version found last ends (false: it fails). */
  finishDownload(ok?: boolean): void;
  /** Versions the app quit to install, in order ("Restart to update", or a kiosk left idle). */
  restarts: string[];
}

/**
 * The update feed as electron-updater would be to the core, observable: a test publishes a
 * version, the next check finds it and its download waits until the test ends it, and a restart
 * to install is recorded instead of quitting.
 */
export function updateFeedStandIn(): { updater: Updater; feed: UpdateFeed } {
  let published: string | null = null;
  let download: { version: string; settle: (ok: boolean) => void } | null = null;
  const restarts: string[] = [];
  const updater: Updater = {
    check: async () => {
      const version = published;
      if (!version) return null;
      const downloaded = new Promise<void>((resolve, reject) => {
        download = { version, settle: (ok) => (ok ? resolve() : reject(new Error('sha512 checksum mismatch'))) };
      });
      return { version, downloaded };
    },
    quitAndInstall: () => {
      if (download) restarts.push(download.version);
    },
  };
  return {
    updater,
    feed: {
      publish: (version) => void (published = version),
      finishDownload: (ok = true) => {
        if (!download) throw new Error('no update is downloading: publish one and check first');
        download.settle(ok);
      },
      restarts,
    },
  };
}
