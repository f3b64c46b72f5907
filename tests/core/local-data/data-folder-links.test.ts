import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { indexFilePath } from '../../../electron/core/local-data/earlier-files/catalogue-index';
import { draftFilePath, takeDraftFile } from '../../../electron/core/local-data/earlier-files/drafts';
import { buyerFile, BUYERS_FOLDER, deleteBuyerDatabase } from '../../../electron/core/local-data/buyer-database';
import { evictLeastRecent } from '../../../electron/core/local-data/eviction';
import { clearStore, storeFolder, takeOldAnswers } from '../../../electron/core/local-data/earlier-files/offline-answers';
import { createMemorySettings } from '../../../electron/core/settings';
import { forgetStoreFiles } from '../../../electron/core/stores/store-files';
import type { StoreRecord } from '../../../electron/core/stores/store-list';
import { writeOldAnswer } from '../support/old-offline-files';

/**
 * A link planted in the app's data folder (a buyers, drafts or store folder pointing elsewhere)
 * must never make the app delete, or read in, files outside that folder.
 */
const STORE = 'http://store.test';
const owner = { origin: STORE, email: 'alice@buyer.test' };

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  dirs.push(dir);
  return dir;
};

/** A data folder and, outside it, a folder of the user's own files that `link` (under the data folder) points to. */
function linkedOut(link: string) {
  const dataDir = tempDir('data');
  const outside = tempDir('outside');
  mkdirSync(join(dataDir, link, '..'), { recursive: true });
  symlinkSync(outside, join(dataDir, link), 'junction');
  return { dataDir, outside, linked: join(dataDir, link) };
}

const theirs = (outside: string, name: string) => {
  const file = join(outside, name);
  writeFileSync(file, 'the user’s own file');
  return file;
};

describe('links in the data folder', () => {
  it('eviction never deletes through a buyers folder that is a link', () => {
    const { dataDir, outside } = linkedOut(BUYERS_FOLDER);
    const files = ['a.sqlite', 'b.sqlite', 'c.sqlite-wal'].map((name) => theirs(outside, name));
    expect(evictLeastRecent(dataDir, null, { maxBuyers: 0, maxBytes: 0 })).toEqual([]);
    expect(files.map(existsSync)).toEqual([true, true, true]);
  });

  it('eviction leaves a linked file alone, and what it points to', () => {
    const dataDir = tempDir('data');
    const outside = tempDir('outside');
    mkdirSync(join(dataDir, BUYERS_FOLDER));
    const target = theirs(outside, 'big.bin');
    symlinkSync(target, join(dataDir, BUYERS_FOLDER, 'x.sqlite'));
    expect(evictLeastRecent(dataDir, null, { maxBuyers: 0, maxBytes: 0 })).toEqual([]);
    expect(existsSync(target)).toBe(true);
  });

  it('forgetting a buyer never deletes through a buyers folder that is a link', () => {
    const { dataDir, outside } = linkedOut(BUYERS_FOLDER);
    const named = theirs(outside, relative(join(dataDir, BUYERS_FOLDER), buyerFile(dataDir, owner)));
    deleteBuyerDatabase(dataDir, owner);
    expect(existsSync(named)).toBe(true);
  });

  it('removing a store never deletes through an offline, drafts, catalogue or buyers folder that is a link', async () => {
    const offline = linkedOut('offline');
    // What the store's old offline folder would be, outside: its folder name is a hash of the store.
    const storeName = relative(join(offline.dataDir, 'offline'), storeFolder(offline.dataDir, STORE));
    mkdirSync(join(offline.outside, storeName));
    const underStore = theirs(join(offline.outside, storeName), 'kept.json');
    await clearStore(offline.dataDir, STORE);
    expect(existsSync(underStore)).toBe(true);

    for (const folder of ['drafts', 'catalogue-index', BUYERS_FOLDER]) {
      const { dataDir, outside } = linkedOut(folder);
      const traced = [buyerFile(dataDir, owner), draftFilePath(dataDir, owner), indexFilePath(dataDir, owner)]
        .map((file) => relative(dataDir, file).split('\\').join('/'));
      const mine = traced.find((file) => file.startsWith(`${folder}/`))!;
      const target = theirs(outside, mine.slice(folder.length + 1));
      const store: StoreRecord = {
        url: STORE, storeName: null, logoUrl: null, customName: null, lastPath: null, lastUsed: 0, zoom: 1, language: 'store', storeLocale: null, demo: false, files: traced, orderKeys: [],
      };
      await forgetStoreFiles(dataDir, createMemorySettings(), store);
      expect({ folder, kept: existsSync(target) }).toEqual({ folder, kept: true });
    }
  });

  it('never reads in nor deletes old offline answers through a store folder that is a link', async () => {
    const dataDir = tempDir('data');
    const outside = tempDir('outside');
    const path = await writeOldAnswer(dataDir, owner, 'account:get', { name: 'Alice' });
    const folder = storeFolder(dataDir, STORE);
    const moved = join(outside, 'store');
    renameSync(folder, moved);
    symlinkSync(moved, folder, 'junction');
    expect(takeOldAnswers(dataDir, owner)).toEqual([]);
    expect(existsSync(join(moved, relative(folder, path)))).toBe(true);
  });

  it('never deletes an old drafts file through a drafts folder that is a link', () => {
    const { dataDir, outside } = linkedOut('drafts');
    const target = theirs(outside, relative(join(dataDir, 'drafts'), draftFilePath(dataDir, owner)));
    expect(takeDraftFile(dataDir, owner)).toEqual([]);
    expect(existsSync(target)).toBe(true);
  });
});
