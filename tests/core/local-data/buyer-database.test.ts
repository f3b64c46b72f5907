import Database from 'better-sqlite3';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buyerFile, CORRUPT_NOTICE, deleteBuyerDatabase, openBuyerDatabase } from '../../../electron/core/local-data/buyer-database';
import { evictLeastRecent } from '../../../electron/core/local-data/eviction';
import { migrate } from '../../../electron/core/local-data/migrations';

const ana = { origin: 'https://shop.example.com', email: 'ana@example.com' };
const ben = { origin: 'https://shop.example.com', email: 'ben@example.com' };
const dataDir = () => mkdtempSync(join(tmpdir(), 'buyer-db-'));

describe('a buyer database', () => {
  it('is one file per store and buyer, named by a hash, in WAL mode, stamped with its owner', () => {
    const dir = dataDir();
    const db = openBuyerDatabase(dir, { ...ana, email: ' Ana@Example.com ' }, () => undefined);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.prepare('SELECT origin, email FROM owner').get()).toEqual(ana);
    db.close();
    expect(buyerFile(dir, ana)).not.toContain('ana');
    expect(buyerFile(dir, ana)).not.toBe(buyerFile(dir, ben));
    expect(buyerFile(dir, ana)).not.toBe(buyerFile(dir, { ...ana, origin: 'https://other.example.com' }));
  });

  it('sets a damaged file aside, says so once, and starts afresh: never a blank window', () => {
    const dir = dataDir();
    mkdirSync(join(dir, 'buyers'), { recursive: true });
    writeFileSync(buyerFile(dir, ana), 'this is not a database, it is a cup of tea'.repeat(200));
    const notices: string[] = [];
    const db = openBuyerDatabase(dir, ana, (message) => notices.push(message));
    expect(notices).toEqual([CORRUPT_NOTICE()]);
    expect(db.prepare('SELECT email FROM owner').get()).toEqual({ email: ana.email });
    db.close();
    expect(readdirSync(join(dir, 'buyers')).some((name) => name.endsWith('.sqlite.corrupt'))).toBe(true);
  });

  it('checks a file the app did not close (its log left behind) and sets it aside when damaged inside', () => {
    const dir = dataDir();
    const file = buyerFile(dir, ana);
    const db = openBuyerDatabase(dir, ana, () => undefined);
    db.exec('CREATE TABLE filler (x BLOB)');
    const fill = db.prepare('INSERT INTO filler (x) VALUES (randomblob(200))');
    db.transaction(() => {
      for (let i = 0; i < 2000; i += 1) fill.run();
    })();
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    const pages = db.pragma('page_count', { simple: true }) as number;
    db.close();
    // A page well inside the file spoilt, the header intact: only reading the file through finds it.
    const bytes = readFileSync(file);
    bytes.fill(0xff, pageSize * Math.floor(pages / 2), pageSize * (Math.floor(pages / 2) + 1));
    writeFileSync(file, bytes);
    // The app stopped without closing the file: its write-ahead log is still beside it.
    writeFileSync(`${file}-wal`, '');
    const notices: string[] = [];
    const reopened = openBuyerDatabase(dir, ana, (message) => notices.push(message));
    expect(notices).toEqual([CORRUPT_NOTICE()]);
    expect(reopened.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'filler'").get()).toEqual({ n: 0 });
    reopened.close();
    expect(readdirSync(join(dir, 'buyers')).some((name) => name.endsWith('.sqlite.corrupt'))).toBe(true);
  });

  it('opens a file closed cleanly without reading it through, and leaves no log behind it', () => {
    const dir = dataDir();
    const db = openBuyerDatabase(dir, ana, () => undefined);
    db.exec('CREATE TABLE kept (x)');
    db.close();
    expect(existsSync(`${buyerFile(dir, ana)}-wal`)).toBe(false);
    const notices: string[] = [];
    openBuyerDatabase(dir, ana, (message) => notices.push(message)).close();
    expect(notices).toEqual([]);
  });

  it("refuses another buyer's file put under this buyer's name", () => {
    const dir = dataDir();
    openBuyerDatabase(dir, ben, () => undefined).close();
    // Copied over: Ben's rows must never show to Ana.
    mkdirSync(join(dir, 'buyers'), { recursive: true });
    writeFileSync(buyerFile(dir, ana), readFileSync(buyerFile(dir, ben)));
    const notices: string[] = [];
    const db = openBuyerDatabase(dir, ana, (message) => notices.push(message));
    expect(db.prepare('SELECT email FROM owner').get()).toEqual({ email: ana.email });
    expect(notices).toHaveLength(1);
    db.close();
  });

  it('is forgotten by deleting its file and its log', () => {
    const dir = dataDir();
    openBuyerDatabase(dir, ana, () => undefined).close();
    deleteBuyerDatabase(dir, ana);
    expect(existsSync(buyerFile(dir, ana))).toBe(false);
    expect(existsSync(`${buyerFile(dir, ana)}-wal`)).toBe(false);
  });
});

describe('migrations', () => {
  it('run each step once, in order, and refuse a file from a newer version', () => {
    const db = new Database(':memory:');
    migrate(db, ['CREATE TABLE a (x)']);
    migrate(db, ['CREATE TABLE a (x)', 'CREATE TABLE b (y)']);
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    expect(() => migrate(db, ['CREATE TABLE a (x)'])).toThrow(/newer version/);
  });
});

describe('the bound on what is kept', () => {
  it('evicts the least recently used buyers first, never the one in use', () => {
    const dir = dataDir();
    const owners = ['a', 'b', 'c', 'd'].map((name) => ({ origin: 'https://shop.example.com', email: `${name}@example.com` }));
    owners.forEach((owner, index) => {
      openBuyerDatabase(dir, owner, () => undefined).close();
      const when = new Date(Date.UTC(2026, 0, 1 + index));
      utimesSync(buyerFile(dir, owner), when, when);
    });
    const inUse = buyerFile(dir, owners[0]!); // the oldest, but open
    const removed = evictLeastRecent(dir, inUse, { maxBytes: Number.MAX_SAFE_INTEGER, maxBuyers: 2 });
    expect(removed).toEqual([buyerFile(dir, owners[1]!), buyerFile(dir, owners[2]!)]);
    expect(existsSync(inUse)).toBe(true);
    expect(existsSync(buyerFile(dir, owners[3]!))).toBe(true);
  });
});
