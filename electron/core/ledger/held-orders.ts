import Database from 'better-sqlite3';
import { coreText } from '../language/core-text';
import { orderLedger, type Intent } from './ledger';

/** Tables of earlier versions that held orders before the ledger (they are moved into it at the next open). */
const EARLIER_TABLES = ['outbox', 'unsettled_place'] as const;

const hasTable = (db: Database.Database, name: string) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

/**
 * What a buyer database holds that is not yet placed (waiting to be sent, or sent and unknown):
 * how many, and the intents that can still be read. Whatever else a file holds comes back from
 * the store; these would be lost with it.
 */
export function heldIn(db: Database.Database): { count: number; intents: Intent[] } {
  if (hasTable(db, 'order_intent')) {
    const { n } = db.prepare("SELECT COUNT(*) AS n FROM order_intent WHERE state IN ('waiting', 'unknown')").get() as { n: number };
    return { count: n, intents: n > 0 ? orderLedger(db).held() : [] };
  }
  let count = 0;
  for (const table of EARLIER_TABLES) if (hasTable(db, table)) count += (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  return { count, intents: [] };
}

/** The same, read from a closed file without changing it; null when the file cannot be read at all. */
export function heldInFile(file: string): { count: number; intents: Intent[] } | null {
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    return heldIn(db);
  } catch {
    return null;
  } finally {
    db?.close();
  }
}

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** One held order as the buyer knows it: its reference and total when queued, else when it was sent. */
export function heldName(intent: Intent): string {
  const queued = intent.queued;
  const reference = queued?.remark ? ` (${queued.remark})` : '';
  if (intent.state === 'waiting' && queued) {
    return coreText('held_order_waiting', { total: `${queued.currency} ${queued.total_price.toFixed(2)}`, date: when(intent.created_at) }) + reference;
  }
  const sentAt = intent.sent_at === null ? intent.created_at : new Date(intent.sent_at).toISOString();
  return coreText('held_order_checking', { date: when(sentAt) }) + reference;
}

export const heldNames = (intents: readonly Intent[]) => intents.map(heldName).join('; ');
