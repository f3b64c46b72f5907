import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ownerHash, type CustomerOwner } from '../customer-files';
import { heldInFile, heldNames } from '../ledger/held-orders';
import { migrate } from './migrations';
import { isRealFolder } from './real-folders';
import { coreText } from '../language/core-text';

/** The folder of buyer databases in the user-data folder: one file per store and buyer. */
export const BUYERS_FOLDER = 'buyers';

/** A file's name says nothing of whose it is: a hash of the store and the buyer's e-mail. */
export const buyerFile = (dataDir: string, owner: CustomerOwner) => join(dataDir, BUYERS_FOLDER, `${ownerHash(owner, 'buyer-db').slice(0, 40)}.sqlite`);

/** SQLite keeps a write-ahead log and its index beside the file; they go wherever it goes. */
const companions = (file: string) => [file, `${file}-wal`, `${file}-shm`];

export const CORRUPT_NOTICE = () => coreText('local_data_rebuilt');
export const SET_ASIDE_ORDERS = (orders: string) => coreText('local_data_set_aside_orders', { orders });

/**
 * The name part a file set aside takes: `.sqlite.corrupt`, then `.sqlite.corrupt.2`, `.3`...: an
 * earlier copy set aside is never overwritten (it may hold orders the buyer still needs).
 */
function setAsideName(file: string): string {
  for (let n = 1; ; n += 1) {
    const part = n === 1 ? '.sqlite.corrupt' : `.sqlite.corrupt.${n}`;
    if (!companions(file).some((p) => existsSync(p.replace(/\.sqlite/, part)))) return part;
  }
}

/**
 * A buyer's e-mail, addresses and orders are for this user of the computer alone, as settings.json
 * is: the folder 0700, each file 0600 (SQLite gives its log and index the database's own mode), a
 * file made by an earlier version under umask 022 closed up when opened. Windows has no such modes.
 */
function ownerOnly(folder: string, file: string): void {
  if (process.platform === 'win32') return;
  chmodSync(folder, 0o700);
  closeSync(openSync(file, 'a', 0o600));
  for (const part of companions(file)) if (existsSync(part)) chmodSync(part, 0o600);
}

/**
 * Whether the file was left open: SQLite removes the write-ahead log when the last connection
 * closes cleanly, so a log still there means the app stopped without closing it (a crash, a
 * power cut, the process killed). Read before the file is opened, which makes a log of its own.
 */
const leftOpen = (file: string) => existsSync(`${file}-wal`);

function openChecked(file: string, owner: CustomerOwner): Database.Database {
  ownerOnly(dirname(file), file);
  const unclean = leftOpen(file);
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 2000');
    // The check reads the whole file (over a second with a large catalogue, before the first
    // suggestion): it runs only when the last close was not clean, when damage is likely. A file
    // that is not a database at all fails at the first read above either way.
    if (unclean) {
      const check = db.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`damaged: ${String(check)}`);
    }
    migrate(db);
    const stamped = db.prepare('SELECT origin, email FROM owner WHERE id = 1').get() as CustomerOwner | undefined;
    const email = owner.email.trim().toLowerCase();
    if (!stamped) db.prepare('INSERT INTO owner (id, origin, email) VALUES (1, ?, ?)').run(owner.origin, email);
    else if (stamped.origin !== owner.origin || stamped.email !== email) throw new Error('another buyer’s file');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Opens (or creates) the database of one buyer of one store: WAL, migrated to the newest schema,
 * checked at open after an unclean close. A file that cannot be trusted (damaged, not a database, another buyer's, from a
 * newer version) is set aside beside it (numbered, see setAsideName), `onNotice` tells the buyer once,
 * naming the orders not yet placed it held, and a new
 * file is started: never a blank window.
 */
export function openBuyerDatabase(dataDir: string, owner: CustomerOwner, onNotice: (message: string) => void): Database.Database {
  const file = buyerFile(dataDir, owner);
  mkdirSync(join(dataDir, BUYERS_FOLDER), { recursive: true, mode: 0o700 });
  // A buyers folder that is a link would put the buyer's data, and its set-aside copies, elsewhere on the computer.
  if (!isRealFolder(dataDir, join(dataDir, BUYERS_FOLDER))) throw new Error('the buyers folder is not a folder of the app');
  try {
    return openChecked(file, owner);
  } catch (error) {
    console.error(`[local data] ${file} set aside: ${error instanceof Error ? error.message : String(error)}`);
    // Read before it is moved: the orders it held are named, and stay in the copy.
    const held = heldInFile(file);
    const aside = setAsideName(file);
    for (const part of companions(file)) {
      if (existsSync(part)) renameSync(part, part.replace(/\.sqlite/, aside));
    }
    onNotice(held && held.count > 0 ? `${CORRUPT_NOTICE()} ${SET_ASIDE_ORDERS(held.intents.length > 0 ? heldNames(held.intents) : String(held.count))}` : CORRUPT_NOTICE());
    return openChecked(file, owner);
  }
}

/** Forgetting a buyer: the database and its log deleted (its connection must be closed first). */
export function deleteBuyerDatabase(dataDir: string, owner: CustomerOwner): void {
  if (!isRealFolder(dataDir, join(dataDir, BUYERS_FOLDER))) return;
  for (const part of companions(buyerFile(dataDir, owner))) rmSync(part, { force: true });
}
