import { describe, expect, it } from 'vitest';
import type { UpdateCheckResult } from 'electron-updater';
import { createUpdater, type AutoUpdaterLike } from '../../electron/adapters/updater';

/** electron-updater's autoUpdater as far as the adapter uses it, answering `result` to a check. */
function fakeAutoUpdater(result: Partial<UpdateCheckResult> | null) {
  const calls: string[] = [];
  const autoUpdater: AutoUpdaterLike = {
    autoDownload: false,
    logger: null,
    checkForUpdates: async () => result as UpdateCheckResult | null,
    downloadUpdate: async () => {
      calls.push('downloadUpdate');
      return ['/tmp/update.AppImage'];
    },
    quitAndInstall: () => void calls.push('quitAndInstall'),
  };
  return { autoUpdater, calls };
}

describe('the electron-updater adapter', () => {
  it('downloads in the background as soon as a version is found, and logs to the app log', async () => {
    const { autoUpdater } = fakeAutoUpdater(null);
    const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
    createUpdater(autoUpdater, logger);
    expect(autoUpdater.autoDownload).toBe(true);
    expect(autoUpdater.logger).toBe(logger);
  });

  it('finds nothing when the feed has no newer version (or a development build skips the check)', async () => {
    expect(await createUpdater(fakeAutoUpdater(null).autoUpdater, null).check()).toBeNull();
    expect(await createUpdater(fakeAutoUpdater({ isUpdateAvailable: false }).autoUpdater, null).check()).toBeNull();
  });

  it('answers the version found and a download that ends with the updater’s', async () => {
    let finish: (files: string[]) => void = () => undefined;
    const downloadPromise = new Promise<string[]>((resolve) => (finish = resolve));
    const found = await createUpdater(
      fakeAutoUpdater({ isUpdateAvailable: true, updateInfo: { version: '1.4.0' } as UpdateCheckResult['updateInfo'], downloadPromise }).autoUpdater,
      null,
    ).check();
    expect(found?.version).toBe('1.4.0');
    let done = false;
    void found?.downloaded.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    finish(['/tmp/update.AppImage']);
    await found?.downloaded;
    expect(done).toBe(true);
  });

  it('starts the download itself when the updater did not, and quits to install on request', async () => {
    const { autoUpdater, calls } = fakeAutoUpdater({ isUpdateAvailable: true, updateInfo: { version: '1.4.0' } as UpdateCheckResult['updateInfo'], downloadPromise: null });
    const updater = createUpdater(autoUpdater, null);
    await (await updater.check())?.downloaded;
    updater.quitAndInstall();
    expect(calls).toEqual(['downloadUpdate', 'quitAndInstall']);
  });
});

describe('updates on Windows', () => {
  const SIGNED = 'provider: generic\nurl: https://updates.example.com/wholesale-desk\npublisherName:\n  - Harbour Trading Sdn Bhd\n';
  const UNSIGNED = 'provider: generic\nurl: https://updates.example.com/wholesale-desk\n';
  const found = { isUpdateAvailable: true, updateInfo: { version: '0.2.0' } as UpdateCheckResult['updateInfo'], downloadPromise: Promise.resolve([]) };

  it('are looked for in a signed build, where electron-updater checks the publisher of each update', async () => {
    const updater = createUpdater(fakeAutoUpdater(found).autoUpdater, null, { platform: 'win32', updateConfig: () => SIGNED });
    expect(await updater.check()).toMatchObject({ version: '0.2.0' });
  });

  it('are never installed in a build that names no publisher: the update could not be verified', async () => {
    const warnings: string[] = [];
    const logger = { info: () => undefined, warn: (line: string) => void warnings.push(line), error: () => undefined };
    for (const updateConfig of [() => UNSIGNED, () => null]) {
      const updater = createUpdater(fakeAutoUpdater(found).autoUpdater, logger, { platform: 'win32', updateConfig });
      expect(await updater.check()).toBeNull();
    }
    expect(warnings[0]).toMatch(/names no signing publisher/);
  });

  it("do not depend on app-update.yml's publisher on Linux (the feed's sha512) and macOS (Squirrel checks the app's own signature)", async () => {
    for (const platform of ['linux', 'darwin'] as const) {
      const updater = createUpdater(fakeAutoUpdater(found).autoUpdater, null, { platform, updateConfig: () => UNSIGNED });
      expect(await updater.check()).toMatchObject({ version: '0.2.0' });
    }
  });
});
