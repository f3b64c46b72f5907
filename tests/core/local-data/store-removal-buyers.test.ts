import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { indexFilePath } from '../../../electron/core/local-data/earlier-files/catalogue-index';
import { draftFilePath } from '../../../electron/core/local-data/earlier-files/drafts';
import { buyerFile, openBuyerDatabase } from '../../../electron/core/local-data/buyer-database';
import { createMemorySettings } from '../../../electron/core/settings';
import { customerTraces, forgetStoreFiles } from '../../../electron/core/stores/store-files';
import type { StoreRecord } from '../../../electron/core/stores/store-list';

/** A trade counter's store has more buyers than its record traces: removing it deletes every one's data. */
const A = 'http://a.store.test';
const B = 'http://b.store.test';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const buyer = (origin: string, n: number) => ({ origin, email: `buyer${n}@trade.test` });

function keep(dataDir: string, owner: { origin: string; email: string }) {
  const db = openBuyerDatabase(dataDir, owner, () => {});
  db.prepare("INSERT INTO drafts (scope, entries, saved_at) VALUES ('cart:main', '[]', '2026-01-01T00:00:00.000Z')").run();
  db.close();
}

const oldFile = (path: string) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, '{}');
};

describe('removing a store', () => {
  it('deletes the database of every buyer of the store, traced or not, and their old files; other stores keep theirs', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'store-removal-'));
    dirs.push(dataDir);
    const ofA = Array.from({ length: 15 }, (_, i) => buyer(A, i + 1));
    const ofB = [buyer(B, 1), buyer(B, 2)];
    for (const owner of [...ofA, ...ofB]) keep(dataDir, owner);
    // The last of A's buyers still has the files of an earlier version beside their database.
    for (const path of [draftFilePath(dataDir, ofA[14]!), indexFilePath(dataDir, ofA[14]!)]) oldFile(path);
    // The record traces the twelve most recent buyers only.
    const traced = ofA.slice(0, 12).flatMap((owner) => customerTraces(dataDir, A, owner.email).files);
    const store: StoreRecord = {
      url: A, storeName: null, logoUrl: null, customName: null, lastPath: null, lastUsed: 0, zoom: 1, language: 'store', storeLocale: null, demo: false, files: traced, orderKeys: [],
    };

    await forgetStoreFiles(dataDir, createMemorySettings(), store);

    const left = (owner: { origin: string; email: string }) => existsSync(buyerFile(dataDir, owner));
    expect(ofA.filter(left).map((owner) => owner.email)).toEqual([]);
    expect(ofB.map(left)).toEqual([true, true]);
    expect([draftFilePath(dataDir, ofA[14]!), indexFilePath(dataDir, ofA[14]!)].map((p) => relative(dataDir, p)).filter((p) => existsSync(join(dataDir, p)))).toEqual([]);
  });
});
