import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buyerFile, openBuyerDatabase } from '../../../electron/core/local-data/buyer-database';

/** A buyer's e-mail and orders are readable by this user of the computer alone, whatever the umask. */
const ana = { origin: 'https://shop.example.com', email: 'ana@example.com' };
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const mode = (path: string) => statSync(path).mode & 0o777;

describe.skipIf(process.platform === 'win32')("a buyer database's files", () => {
  it('are 0600 in a 0700 folder, the write-ahead log and its index too, under umask 022', () => {
    const dir = mkdtempSync(join(tmpdir(), 'buyer-modes-'));
    dirs.push(dir);
    const before = process.umask(0o022);
    try {
      const db = openBuyerDatabase(dir, ana, () => undefined);
      db.exec("CREATE TABLE probe (v TEXT); INSERT INTO probe VALUES ('written')");
      const file = buyerFile(dir, ana);
      expect(mode(dirname(file))).toBe(0o700);
      for (const part of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(part)) expect(mode(part), part).toBe(0o600);
      expect(existsSync(`${file}-wal`)).toBe(true);
      db.close();
    } finally {
      process.umask(before);
    }
  });

  it('made open to others by an earlier version are closed up when opened, their data kept', () => {
    const dir = mkdtempSync(join(tmpdir(), 'buyer-modes-'));
    dirs.push(dir);
    const file = buyerFile(dir, ana);
    mkdirSync(dirname(file), { recursive: true, mode: 0o755 });
    chmodSync(dirname(file), 0o755);
    openBuyerDatabase(dir, ana, () => undefined).close();
    chmodSync(file, 0o644);
    chmodSync(dirname(file), 0o755);
    const earlier = new Database(file);
    earlier.exec("CREATE TABLE probe (v TEXT); INSERT INTO probe VALUES ('kept')");
    earlier.close();

    const db = openBuyerDatabase(dir, ana, () => undefined);
    expect(mode(file)).toBe(0o600);
    expect(mode(dirname(file))).toBe(0o700);
    expect(db.prepare('SELECT v FROM probe').get()).toEqual({ v: 'kept' });
    db.close();
  });
});
