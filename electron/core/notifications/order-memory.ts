import type Database from 'better-sqlite3';
import type { Buyer, BuyerSession } from '../buyer/buyer-session';
import type { SettingsStore } from '../deps';
import { MAX_ORDERS_PER_CUSTOMER, type SeenOrder } from './order-memory-schema';
import { customerKey } from './watched-orders';

type Row = { token: string; number: string; financial: string; fulfillment: string; cancelled: number | null };

function rememberIn(db: Database.Database, orders: readonly SeenOrder[]): void {
  db.transaction(() => {
    db.prepare('DELETE FROM seen_orders').run();
    const insert = db.prepare('INSERT INTO seen_orders (position, token, number, financial, fulfillment, cancelled) VALUES (?, ?, ?, ?, ?, ?)');
    orders.slice(0, MAX_ORDERS_PER_CUSTOMER).forEach((o, i) => insert.run(i, o.token, o.number, o.financial, o.fulfillment, o.cancelled === null ? null : Number(o.cancelled)));
    db.prepare('INSERT OR IGNORE INTO order_checks (id) VALUES (1)').run();
  })();
}

/** Earlier versions kept the order memory in the settings file: this buyer's entry moves into their database and leaves the file. */
function takeFromSettings(db: Database.Database, buyer: Buyer, settings: SettingsStore): void {
  const key = customerKey(buyer.origin, buyer.email);
  const all = settings.get().orderStatuses;
  const entry = all.find((e) => e.key === key);
  if (!entry) return;
  const checked = db.prepare('SELECT 1 FROM order_checks').get() !== undefined;
  if (!checked) rememberIn(db, entry.orders);
  settings.set({ orderStatuses: all.filter((e) => e.key !== key) });
}

/**
 * What the watcher saw last of the orders of the buyer of the moment, in their database, so a
 * change made while the app was closed is still told at the next login. The newest orders only.
 */
export function createOrderMemory(buyers: Pick<BuyerSession, 'current' | 'database'>, settings: SettingsStore) {
  const imported = new WeakSet<Database.Database>();
  const database = () => {
    const buyer = buyers.current();
    const db = buyers.database();
    if (!buyer || !db) return null;
    if (!imported.has(db)) {
      imported.add(db);
      takeFromSettings(db, buyer, settings);
    }
    return db;
  };
  return {
    /** Null when this buyer's orders were never checked here (the first check only records), or nothing can be kept. */
    recall(): SeenOrder[] | null {
      const db = database();
      if (!db || db.prepare('SELECT 1 FROM order_checks').get() === undefined) return null;
      const rows = db.prepare('SELECT token, number, financial, fulfillment, cancelled FROM seen_orders ORDER BY position').all() as Row[];
      return rows.map((r) => ({ ...r, cancelled: r.cancelled === null ? null : r.cancelled === 1 }));
    },
    remember(orders: SeenOrder[]): void {
      const db = database();
      if (db) rememberIn(db, orders);
    },
  };
}

/** True when a new list differs from the remembered one in anything kept (so unchanged checks write nothing). */
export function sameOrders(a: readonly SeenOrder[], b: readonly SeenOrder[]): boolean {
  return a.length === b.length && a.every((order, i) => JSON.stringify(order) === JSON.stringify(b[i]));
}
