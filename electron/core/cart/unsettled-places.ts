import type Database from 'better-sqlite3';
import { z } from 'zod';
import { orderItemInput } from '../../../preload/schemas/cart';
import type { BuyerSession } from '../buyer/buyer-session';

/**
 * One Place order the store has not settled: sent (or being sent) and not answered with an order or
 * a refusal. Until it is settled the store may still make its order, so any next Place order for
 * that cart asks the store first.
 */
export const unsettledPlaceSchema = z.object({
  cart_token: z.string(),
  order_items: z.array(orderItemInput),
  /** The app's clock when the first unsettled send for this cart began (its order is newer). */
  startedAt: z.number(),
  /** When the latest send went out. */
  sentAt: z.number(),
  /** When the app stopped waiting for its answer; null while it is out (or the app quit with it out). */
  endedAt: z.number().nullable(),
});
export type UnsettledPlace = z.infer<typeof unsettledPlaceSchema>;

export interface UnsettledPlaces {
  get(baseUrl: string, cartToken: string): UnsettledPlace | null;
  put(baseUrl: string, place: UnsettledPlace): void;
  settled(baseUrl: string, cartToken: string): void;
}

/** Carts a buyer leaves unsettled and never comes back to are few; beyond this many the oldest go. */
const MAX_KEPT = 50;

type Row = { cart_token: string; order_items: string; started_at: number; sent_at: number; ended_at: number | null };

function readRow(row: Row | undefined): UnsettledPlace | null {
  if (!row) return null;
  try {
    const parsed = unsettledPlaceSchema.safeParse({
      cart_token: row.cart_token,
      order_items: JSON.parse(row.order_items) as unknown,
      startedAt: row.started_at,
      sentAt: row.sent_at,
      endedAt: row.ended_at,
    });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Unsettled Place orders, kept in the signed-in buyer's database so a quit, a crash or a restart
 * does not make the app forget that an order may be on its way (the database is the buyer's on that
 * store, so a cart token is key enough). Without a buyer's database (nobody known yet, no data
 * folder) they are kept in memory for as long as the app runs.
 */
export function createUnsettledPlaces(buyers: Pick<BuyerSession, 'database'>): UnsettledPlaces {
  const inMemory = new Map<string, UnsettledPlace>();
  const memoryKey = (baseUrl: string, cartToken: string) => `${baseUrl} ${cartToken}`;
  const database = (): Database.Database | null => {
    try {
      return buyers.database();
    } catch (error) {
      console.warn('[place order] the buyer database could not be opened; unsettled orders are kept in memory', error);
      return null;
    }
  };

  // A write that fails (a full disk) leaves the copy in memory, which still guards this run.
  const write = (change: (db: Database.Database) => void) => {
    const db = database();
    if (!db) return;
    try {
      change(db);
    } catch (error) {
      console.warn('[place order] an unsettled order could not be written to the buyer database', error);
    }
  };

  return {
    get(baseUrl, cartToken) {
      let kept: UnsettledPlace | null = null;
      try {
        kept = readRow(database()?.prepare('SELECT * FROM unsettled_place WHERE cart_token = ?').get(cartToken) as Row | undefined);
      } catch (error) {
        console.warn('[place order] the buyer database could not be read', error);
      }
      return kept ?? inMemory.get(memoryKey(baseUrl, cartToken)) ?? null;
    },
    put(baseUrl, place) {
      inMemory.set(memoryKey(baseUrl, place.cart_token), place);
      write((db) => {
        db.prepare('INSERT OR REPLACE INTO unsettled_place (cart_token, order_items, started_at, sent_at, ended_at) VALUES (?, ?, ?, ?, ?)').run(
          place.cart_token,
          JSON.stringify(place.order_items),
          place.startedAt,
          place.sentAt,
          place.endedAt,
        );
        db.prepare('DELETE FROM unsettled_place WHERE cart_token NOT IN (SELECT cart_token FROM unsettled_place ORDER BY started_at DESC LIMIT ?)').run(MAX_KEPT);
      });
    },
    settled(baseUrl, cartToken) {
      inMemory.delete(memoryKey(baseUrl, cartToken));
      write((db) => db.prepare('DELETE FROM unsettled_place WHERE cart_token = ?').run(cartToken));
    },
  };
}
